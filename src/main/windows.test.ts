import { describe, expect, it, vi } from 'vitest';
import { KIOSK_RENDERER_ARGUMENT } from '../shared/ipc';

const created = vi.hoisted(() => [] as Array<{ options: Record<string, unknown>; loaded: string[] }>);
vi.mock('electron', () => ({
  BrowserWindow: class {
    readonly loaded: string[] = [];
    constructor(readonly options: Record<string, unknown>) {
      created.push(this);
    }
    once() {}
    show() {}
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
  },
}));

import {
  ARTICLE_PARTITION,
  ARTICLE_WEB_PREFERENCES,
  createArticleWindow,
  createMainWindow,
  KIOSK_WEB_PREFERENCES,
  KIOSK_WINDOW_OPTIONS,
  WEB_PREFERENCES,
} from './windows';

/** Checklist points 2–4, 6, 8–10: the same for every window, ours and foreign pages alike. */
const ISOLATED = {
  sandbox: true,
  contextIsolation: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  spellcheck: false,
  disableBlinkFeatures: 'Auxclick',
};

describe('web preference sets', () => {
  it.each([
    ['WEB_PREFERENCES', WEB_PREFERENCES],
    ['KIOSK_WEB_PREFERENCES', KIOSK_WEB_PREFERENCES],
    ['ARTICLE_WEB_PREFERENCES', ARTICLE_WEB_PREFERENCES],
  ])('%s is frozen, isolated and sandboxed', (_name, preferences) => {
    expect(Object.isFrozen(preferences)).toBe(true);
    expect(() => {
      (preferences as { sandbox: boolean }).sandbox = false;
    }).toThrow(TypeError);
    expect(preferences).toMatchObject(ISOLATED);
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
  });

  it('loads the CommonJS preload that electron-vite writes beside main', () => {
    expect(WEB_PREFERENCES.preload).toMatch(/[\\/]preload[\\/]index\.cjs$/);
  });

  it('gives the kiosk window no devtools and the kiosk flag for the preload', () => {
    expect(KIOSK_WEB_PREFERENCES).toMatchObject({
      preload: WEB_PREFERENCES.preload,
      devTools: false,
      additionalArguments: [KIOSK_RENDERER_ARGUMENT],
    });
    expect(WEB_PREFERENCES).not.toHaveProperty('additionalArguments');
  });

  it('gives foreign article pages no preload, so no bridge, and their own in-memory session', () => {
    expect(ARTICLE_WEB_PREFERENCES).not.toHaveProperty('preload');
    expect(ARTICLE_WEB_PREFERENCES.partition).toBe(ARTICLE_PARTITION);
    expect(ARTICLE_PARTITION.startsWith('persist:')).toBe(false);
  });
});

describe('createMainWindow', () => {
  it('uses exactly the shared preferences and loads the entry URL', () => {
    createMainWindow('app://bundle/');
    const window = created.at(-1);
    expect(window?.options['webPreferences']).toEqual(WEB_PREFERENCES);
    expect(window?.options['show']).toBe(false);
    expect(window?.options['kiosk']).toBeUndefined();
    expect(window?.loaded).toEqual(['app://bundle/']);
  });

  it('locks the kiosk window full screen and on top, with the kiosk preferences', () => {
    createMainWindow('app://bundle/', true);
    const window = created.at(-1);
    expect(window?.options).toMatchObject({ ...KIOSK_WINDOW_OPTIONS, kiosk: true, alwaysOnTop: true });
    expect(window?.options['webPreferences']).toEqual(KIOSK_WEB_PREFERENCES);
  });
});

describe('createArticleWindow', () => {
  it('opens the article sandboxed, without preload, above its parent', () => {
    const parent = { isDestroyed: () => false, isAlwaysOnTop: () => true };
    createArticleWindow('https://news.example.de/a', parent as never);
    const window = created.at(-1);
    expect(window?.options['webPreferences']).toEqual(ARTICLE_WEB_PREFERENCES);
    expect(window?.options).toMatchObject({ parent, alwaysOnTop: true });
    expect(window?.loaded).toEqual(['https://news.example.de/a']);
  });

  it('opens without a parent once the main window is gone', () => {
    createArticleWindow('https://news.example.de/b', null);
    expect(created.at(-1)?.options).not.toHaveProperty('parent');
  });
});
