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

/** The one set of web preferences for every window that shows our pages. */
export const WEB_PREFERENCES: Readonly<WebPreferences> = Object.freeze({
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
});

/** The kiosk window: our preferences without devtools, flagged for the preload. */
export const KIOSK_WEB_PREFERENCES: Readonly<WebPreferences> = Object.freeze({
  ...WEB_PREFERENCES,
  devTools: false,
  additionalArguments: [KIOSK_RENDERER_ARGUMENT],
});

/** Foreign news pages: the same isolation, no preload (so no bridge) and their own session. */
export const ARTICLE_WEB_PREFERENCES: Readonly<WebPreferences> = Object.freeze({
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
  // A copy of the frozen preferences: Electron may normalise what it receives.
  const window = kiosk
    ? new BrowserWindow({
        ...MAIN_WINDOW_OPTIONS,
        ...KIOSK_WINDOW_OPTIONS,
        webPreferences: { ...KIOSK_WEB_PREFERENCES },
      })
    : new BrowserWindow({ ...MAIN_WINDOW_OPTIONS, webPreferences: { ...WEB_PREFERENCES } });
  return showWhenReady(window, entryUrl);
}

export function createArticleWindow(url: string, parent: BrowserWindow | null): BrowserWindow {
  const window = new BrowserWindow({
    width: 1100,
    height: 800,
    show: false,
    autoHideMenuBar: true,
    // Above the main window, also the kiosk window (always on top), and closed with it.
    ...(parent && !parent.isDestroyed() ? { parent, alwaysOnTop: parent.isAlwaysOnTop() } : {}),
    webPreferences: { ...ARTICLE_WEB_PREFERENCES },
  });
  return showWhenReady(window, url);
}
