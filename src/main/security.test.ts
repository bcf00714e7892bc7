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
  hardenArticleContents,
  hardenWebContents,
  installSecurity,
  installSessionGuards,
  isAllowedNavigation,
  withContentSecurityPolicy,
} from './security';
import type { SecurityOptions } from './security';

const options: SecurityOptions = {
  rendererOrigin: 'app://bundle',
  // Different for pages and other responses, to see which one each response got.
  contentSecurityPolicy: { forDocument: async () => 'page policy', current: () => 'asset policy' },
  childWebPreferences: { sandbox: true, contextIsolation: true },
  allowOwnWindows: true,
};

type Listener = (...args: unknown[]) => void;

function fakeWebContents(contentsSession: unknown = {}) {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => unknown) | undefined;
  const contents = {
    session: contentsSession,
    loadURL: vi.fn(() => Promise.resolve()),
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: (details: { url: string }) => unknown) => {
      openHandler = handler;
    },
  };
  return {
    contents: contents as unknown as WebContents,
    loadURL: contents.loadURL,
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
    download: undefined as undefined | ((event: { preventDefault(): void }) => void),
    permissionRequest: undefined as undefined | ((...args: unknown[]) => void),
    permissionCheck: undefined as undefined | ((...args: unknown[]) => boolean),
    headersReceived: undefined as undefined | ((...args: unknown[]) => void),
  };
  const ses = {
    on: (name: string, handler: typeof fake.download) => {
      if (name === 'will-download') fake.download = handler;
    },
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

  it('opens no further windows at all in kiosk mode', () => {
    expect(decideWindowOpen('app://bundle/app', { ...options, allowOwnWindows: false })).toEqual({
      action: 'deny',
    });
  });

  it('hands foreign web links to openLink, and nothing else', () => {
    const openLink = vi.fn();
    const withLinks = { ...options, openLink };
    expect(decideWindowOpen('https://www.example.de/agb', withLinks)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('http://news.example.at/a', withLinks)).toEqual({ action: 'deny' });
    decideWindowOpen('file:///etc/passwd', withLinks);
    decideWindowOpen('javascript:alert(1)', withLinks);
    decideWindowOpen('app://bundle.evil.example/', withLinks);
    expect(openLink.mock.calls).toEqual([['https://www.example.de/agb'], ['http://news.example.at/a']]);
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

  it('sends a clicked foreign link to openLink but never follows a redirect there', () => {
    const openLink = vi.fn();
    const page = fakeWebContents();
    hardenWebContents(page.contents, { ...options, openLink });
    expect(page.emit('will-navigate', 'https://www.example.de/')).toHaveBeenCalled();
    expect(page.emit('will-redirect', 'https://evil.example/')).toHaveBeenCalled();
    expect(page.emit('will-navigate', 'file:///etc/passwd')).toHaveBeenCalled();
    expect(openLink.mock.calls).toEqual([['https://www.example.de/']]);
  });

  it('denies window.open to other origins and webview attachment', () => {
    const page = fakeWebContents();
    hardenWebContents(page.contents, options);
    expect(page.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(page.emit('will-attach-webview', 'app://bundle/')).toHaveBeenCalled();
  });
});

describe('hardenArticleContents', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('keeps article pages to http(s) and away from our origin', () => {
    const page = fakeWebContents();
    hardenArticleContents(page.contents, 'app://bundle');
    expect(page.emit('will-navigate', 'https://news.example.de/artikel')).not.toHaveBeenCalled();
    expect(page.emit('will-redirect', 'http://news.example.de/alt')).not.toHaveBeenCalled();
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'app://bundle/app', 'data:text/html,x']) {
      expect(page.emit('will-navigate', url)).toHaveBeenCalled();
    }
    expect(page.emit('will-redirect', 'app://bundle/')).toHaveBeenCalled();
    expect(page.emit('will-attach-webview', 'https://news.example.de/')).toHaveBeenCalled();
  });

  it('opens pop-ups in the same window, web pages only', () => {
    const page = fakeWebContents();
    hardenArticleContents(page.contents, 'app://bundle');
    expect(page.open('https://news.example.de/weiter')).toEqual({ action: 'deny' });
    expect(page.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(page.loadURL.mock.calls).toEqual([['https://news.example.de/weiter']]);
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

  it('cancels downloads', () => {
    const event = { preventDefault: vi.fn() };
    guarded.fake.download?.(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('sets the content security policy on our responses only, the page policy on documents', async () => {
    const callback = vi.fn();
    const receive = (url: string, resourceType: string) =>
      guarded.fake.headersReceived?.({ url, resourceType, responseHeaders: {} }, callback);
    receive('app://bundle/index.html', 'mainFrame');
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback).toHaveBeenLastCalledWith({
      responseHeaders: { 'Content-Security-Policy': ['page policy'] },
    });
    receive('app://bundle/assets/index.js', 'script');
    expect(callback).toHaveBeenLastCalledWith({
      responseHeaders: { 'Content-Security-Policy': ['asset policy'] },
    });
    receive('http://localhost:8080/api/app/init', 'xhr');
    expect(callback).toHaveBeenLastCalledWith({});
  });

  it('answers a page with the policy as known when the reporting DSN lookup fails', async () => {
    const failing = fakeSession();
    installSessionGuards(failing.session, {
      ...options,
      contentSecurityPolicy: {
        forDocument: () => Promise.reject(new Error('lookup broke')),
        current: () => 'known policy',
      },
    });
    const callback = vi.fn();
    failing.fake.headersReceived?.(
      { url: 'app://bundle/', resourceType: 'mainFrame', responseHeaders: {} },
      callback,
    );
    await vi.waitFor(() =>
      expect(callback).toHaveBeenCalledWith({
        responseHeaders: { 'Content-Security-Policy': ['known policy'] },
      }),
    );
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

  it('gives article windows the article rules and guards their session too', () => {
    const articles = fakeSession();
    electron.defaultSession = fakeSession().session;
    installSecurity({ ...options, articleSession: articles.session });
    const article = fakeWebContents(articles.session);
    electron.appListeners.get('web-contents-created')?.({}, article.contents);
    expect(article.emit('will-navigate', 'https://news.example.de/')).not.toHaveBeenCalled();
    expect(article.emit('will-navigate', 'app://bundle/')).toHaveBeenCalled();
    const callback = vi.fn();
    articles.fake.permissionRequest?.({}, 'geolocation', callback, {});
    expect(callback).toHaveBeenCalledWith(false);
    expect(articles.fake.download).toBeDefined();
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
