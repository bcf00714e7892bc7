import { BrowserWindow } from 'electron';
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import path from 'node:path';
import { PRODUCT_NAME } from '../shared/api/constants';
import { KIOSK_RENDERER_ARGUMENT } from '../shared/ipc';

/** electron-vite writes main to out/main and the sandbox-compatible CommonJS preload to out/preload. */
const PRELOAD_PATH = path.join(import.meta.dirname, '../preload/index.cjs');

/**
 * In-memory session of article windows: foreign pages share no cookies or storage with our app, reach
 * none of its protocol handlers and leave nothing on disk.
 */
export const ARTICLE_PARTITION = 'articles';

/*
 * Every `new BrowserWindow` below spells out its web preferences as a literal object: Electronegativity
 * reads only literal code, so it verifies sandbox, context isolation and the Auxclick switch at each
 * construction site itself (checklist points 2-4, 6, 8-10). windows.test.ts checks the same values.
 */

/**
 * Windows our own pages open with window.open (never in kiosk mode). Electron creates those itself from
 * the window-open handler's options (security.ts), so there is no `new BrowserWindow` to write them at;
 * windows.test.ts keeps this set equal to the main window's literal preferences.
 */
export const CHILD_WEB_PREFERENCES: Readonly<WebPreferences> = Object.freeze({
  preload: PRELOAD_PATH,
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
});

/** What the kiosk window adds: no devtools, and the kiosk flag for the preload. Nothing security-relevant. */
export const KIOSK_ONLY_WEB_PREFERENCES: Readonly<WebPreferences> = Object.freeze({
  devTools: false,
  additionalArguments: [KIOSK_RENDERER_ARGUMENT],
});

const MAIN_WINDOW_OPTIONS: BrowserWindowConstructorOptions = {
  title: PRODUCT_NAME,
  width: 1280,
  height: 800,
  minWidth: 360,
  minHeight: 560,
  // Shown once painted, so people never see a blank white frame.
  show: false,
  autoHideMenuBar: true,
};

/** Full-screen lock for training sessions; closing and quitting are guarded by kiosk.ts. */
export const KIOSK_WINDOW_OPTIONS: BrowserWindowConstructorOptions = {
  kiosk: true,
  fullscreen: true,
  alwaysOnTop: true,
  frame: false,
  resizable: false,
  movable: false,
  minimizable: false,
  maximizable: false,
  fullscreenable: false,
};

function showWhenReady(window: BrowserWindow, url: string): BrowserWindow {
  window.once('ready-to-show', () => window.show());
  window.loadURL(url).catch((error: unknown) => {
    console.error(`[windows] could not load ${url}`, error);
    // Show the error page rather than leave an invisible window running.
    window.show();
  });
  return window;
}

export function createMainWindow(entryUrl: string, kiosk = false): BrowserWindow {
  const window = new BrowserWindow({
    ...MAIN_WINDOW_OPTIONS,
    ...(kiosk ? KIOSK_WINDOW_OPTIONS : {}),
    webPreferences: {
      // First, so that none of the literal values below can be overridden by it.
      ...(kiosk ? KIOSK_ONLY_WEB_PREFERENCES : {}),
      preload: PRELOAD_PATH,
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
      // Middle-click would otherwise open links through a path that skips the window-open handler.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  return showWhenReady(window, entryUrl);
}

/** Foreign news pages: the same isolation, no preload (so no bridge) and their own session. */
export function createArticleWindow(url: string, parent: BrowserWindow | null): BrowserWindow {
  const window = new BrowserWindow({
    width: 1100,
    height: 800,
    show: false,
    autoHideMenuBar: true,
    // Above the main window, also the kiosk window (always on top), and closed with it.
    ...(parent && !parent.isDestroyed() ? { parent, alwaysOnTop: parent.isAlwaysOnTop() } : {}),
    webPreferences: {
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
      partition: ARTICLE_PARTITION,
    },
  });
  return showWhenReady(window, url);
}
