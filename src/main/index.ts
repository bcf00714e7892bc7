import { app, BrowserWindow } from 'electron';
import path from 'node:path';
import { registerBundleScheme, serveBundle } from './bundleProtocol';
import { loadMainConfig } from './config';
import { buildContentSecurityPolicy } from './contentSecurityPolicy';
import { createIpcHandle } from './ipc/handle';
import { registerConnectivityIpc } from './ipc/connectivity';
import { registerInfoIpc } from './ipc/info';
import { registerTokenIpc } from './ipc/token';
import { installSecurity } from './security';
import { createMemoryTokenStore } from './tokenStore';
import { createMainWindow, WEB_PREFERENCES } from './windows';

const RENDERER_DIR = path.join(import.meta.dirname, '../renderer');

const config = loadMainConfig(process.env, app.isPackaged);
const contentSecurityPolicy = buildContentSecurityPolicy({
  apiBaseUrl: config.apiBaseUrl,
  devServerOrigin: config.devServer ? config.rendererOrigin : null,
});

registerBundleScheme();
app.enableSandbox();

async function start(): Promise<void> {
  await app.whenReady();
  installSecurity({
    rendererOrigin: config.rendererOrigin,
    contentSecurityPolicy,
    childWebPreferences: WEB_PREFERENCES,
  });
  serveBundle(RENDERER_DIR, contentSecurityPolicy);

  const handle = createIpcHandle(config.rendererOrigin);
  registerInfoIpc(handle, {
    version: app.getVersion(),
    platform: process.platform,
    // Kiosk mode for training sessions arrives with its own window lock; until then it is never on.
    kiosk: false,
    apiBaseUrl: config.apiBaseUrl,
  });
  registerTokenIpc(handle, createMemoryTokenStore());
  registerConnectivityIpc(handle, config.rendererOrigin);

  createMainWindow(config.rendererEntryUrl);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow(config.rendererEntryUrl);
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

start().catch((error: unknown) => {
  console.error('[main] startup failed', error);
  app.exit(1);
});
