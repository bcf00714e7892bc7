import { app, BrowserWindow, dialog, Menu, net, powerMonitor, safeStorage, session } from 'electron';
import electronUpdater from 'electron-updater';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IpcEvent } from '../shared/ipc';
import type { IpcEventChannel } from '../shared/ipc';
import { createArticleOpener } from './articleWindow';
import { registerBundleScheme, serveBundle } from './bundleProtocol';
import { openHttpsExternally } from './externalLinks';
import { readBackendConfig } from './backendConfig';
import { loadMainConfig } from './config';
import { createConnectivityMonitor, probePlacebo } from './connectivity';
import { createContentSecurityPolicySource } from './contentSecurityPolicy';
import { registerArticleIpc } from './ipc/article';
import { registerConnectivityIpc } from './ipc/connectivity';
import { createIpcHandle } from './ipc/handle';
import { registerInfoIpc } from './ipc/info';
import { registerKioskIpc } from './ipc/kiosk';
import { sendToOurPages } from './ipc/send';
import { registerTokenIpc } from './ipc/token';
import { registerUpdateIpc } from './ipc/update';
import { KioskConfigError, loadKioskConfig, readKioskRequest } from './kiosk/config';
import type { KioskConfig } from './kiosk/config';
import { startKioskMode } from './kiosk/kioskMode';
import { clearSessions } from './kiosk/wipe';
import { installSecurity } from './security';
import { createServerReportingDsn, fixedReportingDsn } from './reportingDsn';
import { initErrorReporting } from './sentry';
import { createKeychainTokenStore, createMemoryTokenStore } from './tokenStore';
import { createUpdater } from './updater';
import { ARTICLE_PARTITION, CHILD_WEB_PREFERENCES, createArticleWindow, createMainWindow } from './windows';

const RENDERER_DIR = path.join(import.meta.dirname, '../renderer');
const TOKEN_FILE_NAME = 'session-token.bin';

// The backend the installer was built for; a development run has none (QUIZ_API_URL or localhost).
const backend = app.isPackaged ? readBackendConfig(process.resourcesPath) : null;
const config = loadMainConfig(process.env, app.isPackaged, {
  sentryDsn: import.meta.env.MAIN_VITE_SENTRY_DSN,
  rendererSentryDsn: import.meta.env.VITE_SENTRY_DSN,
  apiBaseUrl: backend?.apiBaseUrl,
  stagingApiBaseUrl: backend?.stagingApiBaseUrl,
});
// First: Sentry registers its privileged scheme and must see ours registered after it (sentry.ts).
initErrorReporting({
  dsn: config.sentryDsn,
  release: app.getVersion(),
  environment: app.isPackaged ? 'production' : 'development',
});
// The renderer reports to its build's DSN, else to the one the server's /app/init names: the page's
// CSP allows exactly that endpoint, so main asks the server too when the build has none.
const serverReportingDsn = config.rendererSentryDsn
  ? null
  : createServerReportingDsn({
      fetch: (url, init) => net.fetch(url, init),
      apiBaseUrl: config.apiBaseUrl,
      version: app.getVersion(),
    });
const contentSecurityPolicy = createContentSecurityPolicySource({
  apiBaseUrl: config.apiBaseUrl,
  stagingApiBaseUrl: config.stagingApiBaseUrl ?? null,
  devServerOrigin: config.devServer ? config.rendererOrigin : null,
  reportingDsn: serverReportingDsn ?? fixedReportingDsn(config.rendererSentryDsn),
});
const kioskRequest = readKioskRequest(process.argv, process.env);

registerBundleScheme();
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;

async function loadKioskOrExit(): Promise<KioskConfig | null | 'exit'> {
  try {
    return await loadKioskConfig(kioskRequest, app.getPath('userData'));
  } catch (error) {
    if (!(error instanceof KioskConfigError)) throw error;
    // A training station must not run unlocked because its config is broken.
    dialog.showErrorBox('Kiosk-Modus kann nicht starten', error.message);
    return 'exit';
  }
}

async function start(): Promise<void> {
  await app.whenReady();
  // Under way while the window opens, so the first page rarely waits for it.
  serverReportingDsn?.start();
  const kiosk = await loadKioskOrExit();
  if (kiosk === 'exit') {
    app.exit(1);
    return;
  }
  const articleSession = session.fromPartition(ARTICLE_PARTITION);
  const articles = createArticleOpener((url) => createArticleWindow(url, mainWindow));
  const openInArticleWindow = (url: string) => {
    articles.open(url).catch((error: unknown) => console.warn('[main] link not opened', error));
  };
  installSecurity({
    rendererOrigin: config.rendererOrigin,
    contentSecurityPolicy,
    childWebPreferences: CHILD_WEB_PREFERENCES,
    allowOwnWindows: !kiosk,
    // Links to other sites: the system browser for https, except in kiosk mode (it would leave the
    // lock); everything else stays in the sandboxed article window.
    openLink: (url) => {
      if (kiosk || !openHttpsExternally(url)) openInArticleWindow(url);
    },
    articleSession,
  });
  serveBundle(RENDERER_DIR, contentSecurityPolicy);

  // A kiosk never keeps a participant's token beyond the run, and starts without the last run's data.
  const tokenStore = kiosk
    ? createMemoryTokenStore()
    : await createKeychainTokenStore({
        safeStorage,
        filePath: path.join(app.getPath('userData'), TOKEN_FILE_NAME),
        platform: process.platform,
      });
  if (kiosk) await clearSessions([session.defaultSession, articleSession]);
  const send = (channel: IpcEventChannel, payload?: unknown) =>
    sendToOurPages(config.rendererOrigin, channel, payload);

  const window = createMainWindow(config.rendererEntryUrl, kiosk !== null);
  mainWindow = window;
  const kioskMode = kiosk
    ? startKioskMode({
        config: kiosk,
        window,
        app,
        removeMenu: () => Menu.setApplicationMenu(null),
        onSystemShutdown: (listener) => powerMonitor.on('shutdown', listener),
        requestAdmin: () => send(IpcEvent.kioskAdminRequested),
        clearToken: () => tokenStore.clear(),
        sessions: [session.defaultSession, articleSession],
        entryUrl: config.rendererEntryUrl,
        closeArticles: () => articles.close(),
        getSystemIdleSeconds: () => powerMonitor.getSystemIdleTime(),
      })
    : null;

  const { autoUpdater } = electronUpdater;
  if (config.updateFeedUrl) autoUpdater.setFeedURL({ provider: 'generic', url: config.updateFeedUrl });
  const updater = createUpdater({
    autoUpdater,
    currentVersion: app.getVersion(),
    onStatus: (status) => send(IpcEvent.updateStatus, status),
    feedAvailable:
      app.isPackaged &&
      (config.updateFeedUrl !== null || existsSync(path.join(process.resourcesPath, 'app-update.yml'))),
    beforeInstall: () => kioskMode?.allowQuit(),
  });

  // Registered in the same task as the window is created, before its page can send anything.
  const handle = createIpcHandle(config.rendererOrigin);
  registerInfoIpc(handle, {
    version: app.getVersion(),
    platform: process.platform,
    kiosk: kiosk !== null,
    apiBaseUrl: config.apiBaseUrl,
    ...(config.stagingApiBaseUrl ? { stagingApiBaseUrl: config.stagingApiBaseUrl } : {}),
    tokenStorage: tokenStore.storage,
  });
  registerTokenIpc(handle, tokenStore);
  registerConnectivityIpc(
    handle,
    createConnectivityMonitor({
      probe: () => probePlacebo((url, init) => net.fetch(url, init), config.apiBaseUrl),
      isOsOnline: () => net.isOnline(),
      onChange: (online) => send(IpcEvent.connectivityChanged, online),
    }),
  );
  registerArticleIpc(handle, articles);
  registerKioskIpc(handle, kioskMode);
  registerUpdateIpc(handle, updater);

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow(config.rendererEntryUrl);
  });
}

// One instance: a second start (a double click, or a participant at a kiosk) shows the running one.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow && !mainWindow.isDestroyed()) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  start().catch((error: unknown) => {
    console.error('[main] startup failed', error);
    app.exit(1);
  });
}
