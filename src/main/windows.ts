import { BrowserWindow } from 'electron';
import type { WebPreferences } from 'electron';
import path from 'node:path';
import { PRODUCT_NAME } from '../shared/api/constants';

/** electron-vite writes main to out/main and the sandbox-compatible CommonJS preload to out/preload. */
const PRELOAD_PATH = path.join(import.meta.dirname, '../preload/index.cjs');

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
});

export function createMainWindow(entryUrl: string): BrowserWindow {
  const window = new BrowserWindow({
    title: PRODUCT_NAME,
    width: 1280,
    height: 800,
    minWidth: 360,
    minHeight: 560,
    // Shown once painted, so people never see a blank white frame.
    show: false,
    autoHideMenuBar: true,
    // A copy: Electron may normalise the options it receives, the shared set stays untouched.
    webPreferences: { ...WEB_PREFERENCES },
  });
  window.once('ready-to-show', () => window.show());
  window.loadURL(entryUrl).catch((error: unknown) => {
    console.error(`[windows] could not load ${entryUrl}`, error);
    // Show the error page rather than leave an invisible window running.
    window.show();
  });
  return window;
}
