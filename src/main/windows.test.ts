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
  CHILD_WEB_PREFERENCES,
  createArticleWindow,
  createMainWindow,
  KIOSK_ONLY_WEB_PREFERENCES,
  KIOSK_WINDOW_OPTIONS,
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
const PRELOAD = expect.stringMatching(/[\\/]preload[\\/]index\.cjs$/) as unknown;

function preferencesOf(window: (typeof created)[number] | undefined): Record<string, unknown> {
  const preferences = window?.options['webPreferences'] as Record<string, unknown> | undefined;
  expect(preferences).toBeDefined();
  expect(preferences).not.toHaveProperty('enableBlinkFeatures');
  return preferences!;
}

describe('createMainWindow', () => {
  it('isolates and sandboxes our page, with the CommonJS preload beside main, and loads the entry URL', () => {
    createMainWindow('app://bundle/');
    const window = created.at(-1);
    expect(preferencesOf(window)).toEqual({ ...ISOLATED, preload: PRELOAD });
    expect(window?.options['show']).toBe(false);
    expect(window?.options['kiosk']).toBeUndefined();
    expect(window?.loaded).toEqual(['app://bundle/']);
  });

  it('locks the kiosk window full screen and on top, without devtools and flagged for the preload', () => {
    createMainWindow('app://bundle/', true);
    const window = created.at(-1);
    expect(window?.options).toMatchObject({ ...KIOSK_WINDOW_OPTIONS, kiosk: true, alwaysOnTop: true });
    expect(preferencesOf(window)).toEqual({
      ...ISOLATED,
      preload: PRELOAD,
      devTools: false,
      additionalArguments: [KIOSK_RENDERER_ARGUMENT],
    });
  });
});

describe('web preferences of windows Electron creates for us', () => {
  it('gives windows our pages open exactly the main window preferences, frozen', () => {
    createMainWindow('app://bundle/');
    expect(CHILD_WEB_PREFERENCES).toEqual(preferencesOf(created.at(-1)));
    expect(Object.isFrozen(CHILD_WEB_PREFERENCES)).toBe(true);
    expect(() => {
      (CHILD_WEB_PREFERENCES as { sandbox: boolean }).sandbox = false;
    }).toThrow(TypeError);
  });

  it('adds nothing but devtools off and the kiosk flag for the kiosk window', () => {
    expect(KIOSK_ONLY_WEB_PREFERENCES).toEqual({
      devTools: false,
      additionalArguments: [KIOSK_RENDERER_ARGUMENT],
    });
    expect(Object.isFrozen(KIOSK_ONLY_WEB_PREFERENCES)).toBe(true);
  });
});

describe('createArticleWindow', () => {
  it('opens the article sandboxed, without preload, in its own in-memory session, above its parent', () => {
    const parent = { isDestroyed: () => false, isAlwaysOnTop: () => true };
    createArticleWindow('https://news.example.de/a', parent as never);
    const window = created.at(-1);
    expect(preferencesOf(window)).toEqual({ ...ISOLATED, partition: ARTICLE_PARTITION });
    expect(ARTICLE_PARTITION.startsWith('persist:')).toBe(false);
    expect(window?.options).toMatchObject({ parent, alwaysOnTop: true });
    expect(window?.loaded).toEqual(['https://news.example.de/a']);
  });

  it('opens without a parent once the main window is gone', () => {
    createArticleWindow('https://news.example.de/b', null);
    expect(created.at(-1)?.options).not.toHaveProperty('parent');
  });
});
