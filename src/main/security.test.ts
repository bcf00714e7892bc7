import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session, WebContents } from 'electron';

const electron = vi.hoisted(() => ({
  appListeners: new Map<string, (...args: unknown[]) => void>(),
  defaultSession: {} as unknown,
}));
vi.mock('electron', () => ({
  app: {
    on: (name: string, listener: (...args: unknown[]) => void) => electron.appListeners.set(name, listener),
  },
  session: {
    get defaultSession() {
      return electron.defaultSession;
    },
  },
}));

import {
  decideWindowOpen,
  hardenWebContents,
  installSecurity,
  installSessionGuards,
  isAllowedNavigation,
  withContentSecurityPolicy,
} from './security';
import type { SecurityOptions } from './security';

const options: SecurityOptions = {
  rendererOrigin: 'app://bundle',
  contentSecurityPolicy: "default-src 'self'",
  childWebPreferences: { sandbox: true, contextIsolation: true },
};

type Listener = (...args: unknown[]) => void;

function fakeWebContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => unknown) | undefined;
  const contents = {
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: (details: { url: string }) => unknown) => {
      openHandler = handler;
    },
  };
  return {
    contents: contents as unknown as WebContents,
    emit(name: string, url: string) {
      const event = { url, preventDefault: vi.fn() };
      listeners.get(name)?.(event);
      return event.preventDefault;
    },
    open: (url: string) => openHandler?.({ url }),
  };
}

function fakeSession() {
  const fake = {
    permissionRequest: undefined as undefined | ((...args: unknown[]) => void),
    permissionCheck: undefined as undefined | ((...args: unknown[]) => boolean),
    headersReceived: undefined as undefined | ((...args: unknown[]) => void),
  };
  const ses = {
    setPermissionRequestHandler: (handler: typeof fake.permissionRequest) =>
      (fake.permissionRequest = handler),
    setPermissionCheckHandler: (handler: typeof fake.permissionCheck) => (fake.permissionCheck = handler),
    webRequest: {
      onHeadersReceived: (handler: typeof fake.headersReceived) => (fake.headersReceived = handler),
    },
  };
  return { session: ses as unknown as Session, fake };
}

describe('isAllowedNavigation', () => {
  it.each(['app://bundle/', 'app://bundle/app/dashboard?x=1#top', 'APP://BUNDLE/login'])(
    'allows our own page %s',
    (url) => {
      expect(isAllowedNavigation(url, 'app://bundle')).toBe(true);
    },
  );

  it.each([
    'https://example.com/',
    'app://bundle.evil.example/',
    'app://evil/',
    'app://bundle@evil/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<h1>x</h1>',
    'about:blank',
    'not a url',
    '',
  ])('denies %s', (url) => {
    expect(isAllowedNavigation(url, 'app://bundle')).toBe(false);
  });

  it('compares parsed origins, not string prefixes', () => {
    const ours = 'https://our.host';
    expect(isAllowedNavigation('https://our.host/app', ours)).toBe(true);
    expect(isAllowedNavigation('https://our.host:443/app', ours)).toBe(true);
    expect(isAllowedNavigation('https://our.host.evil.example/app', ours)).toBe(false);
    expect(isAllowedNavigation('https://our.host@evil.example/app', ours)).toBe(false);
    expect(isAllowedNavigation('http://our.host/app', ours)).toBe(false);
    expect(isAllowedNavigation('https://our.host:8443/app', ours)).toBe(false);
  });

  it('never trusts an opaque origin, even when asked to', () => {
    expect(isAllowedNavigation('file:///a', 'file:///a')).toBe(false);
    expect(isAllowedNavigation('data:text/html,x', 'data:text/html,x')).toBe(false);
  });
});

describe('decideWindowOpen', () => {
  it('denies foreign windows', () => {
    expect(decideWindowOpen('https://example.com/', options)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('javascript:alert(1)', options)).toEqual({ action: 'deny' });
  });

  it('opens our own pages only with the secure preferences', () => {
    expect(decideWindowOpen('app://bundle/app', options)).toEqual({
      action: 'allow',
      overrideBrowserWindowOptions: { webPreferences: options.childWebPreferences },
    });
  });
});

describe('hardenWebContents', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('blocks navigation and redirects away from our origin', () => {
    const page = fakeWebContents();
    hardenWebContents(page.contents, options);
    expect(page.emit('will-navigate', 'app://bundle/app/dashboard')).not.toHaveBeenCalled();
    expect(page.emit('will-navigate', 'https://evil.example/')).toHaveBeenCalled();
    expect(page.emit('will-navigate', 'app://bundle.evil.example/')).toHaveBeenCalled();
    expect(page.emit('will-redirect', 'https://evil.example/')).toHaveBeenCalled();
  });

  it('denies window.open to other origins and webview attachment', () => {
    const page = fakeWebContents();
    hardenWebContents(page.contents, options);
    expect(page.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(page.emit('will-attach-webview', 'app://bundle/')).toHaveBeenCalled();
  });
});

describe('installSessionGuards', () => {
  let guarded: ReturnType<typeof fakeSession>;
  beforeEach(() => {
    guarded = fakeSession();
    installSessionGuards(guarded.session, options);
  });

  it('denies every permission request and check', () => {
    const callback = vi.fn();
    guarded.fake.permissionRequest?.({}, 'media', callback, {});
    guarded.fake.permissionRequest?.({}, 'notifications', callback, {});
    expect(callback.mock.calls).toEqual([[false], [false]]);
    expect(guarded.fake.permissionCheck?.({}, 'clipboard-read', 'app://bundle', {})).toBe(false);
  });

  it('sets the content security policy on our pages only', () => {
    const callback = vi.fn();
    guarded.fake.headersReceived?.({ url: 'app://bundle/index.html', responseHeaders: {} }, callback);
    expect(callback).toHaveBeenLastCalledWith({
      responseHeaders: { 'Content-Security-Policy': [options.contentSecurityPolicy] },
    });
    guarded.fake.headersReceived?.(
      { url: 'http://localhost:8080/api/app/init', responseHeaders: {} },
      callback,
    );
    expect(callback).toHaveBeenLastCalledWith({});
  });
});

describe('installSecurity', () => {
  it('hardens every web contents and the default session', () => {
    const guarded = fakeSession();
    electron.defaultSession = guarded.session;
    installSecurity(options);
    const page = fakeWebContents();
    electron.appListeners.get('web-contents-created')?.({}, page.contents);
    expect(page.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(guarded.fake.permissionCheck?.()).toBe(false);
  });
});

describe('withContentSecurityPolicy', () => {
  it('replaces a policy the server sent, whatever its casing', () => {
    const headers = { 'content-security-policy': ['default-src *'], 'Content-Type': ['text/html'] };
    expect(withContentSecurityPolicy(headers, "default-src 'self'")).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': ["default-src 'self'"],
    });
  });
});
