import { judgeClientVersion } from '../shared/domain/version';
import type { ServerVersions, UpdateDecision, UpdateStatus } from '../shared/ipc';

/** Desktop: below minimum_version the app must update, below recommended_version it may. */
export function decideUpdate(clientVersion: string, server: ServerVersions): UpdateDecision {
  // Pre-release suffixes (5.4.0-beta.1) compare as their release.
  const release = clientVersion.split(/[-+]/)[0] ?? clientVersion;
  switch (judgeClientVersion(release, server)) {
    case 'update-required':
      return 'required';
    case 'update-recommended':
      return 'recommended';
    default:
      // Current, or newer than the server (the renderer switches to staging then): nothing to install.
      return 'none';
  }
}

/** The parts of electron-updater's `autoUpdater` we use (a fake in tests). */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: 'update-available' | 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'update-not-available', listener: () => void): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: { version: string } } | null>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

export interface Updater {
  /** Decides against the server's versions and, when it wants a newer client, asks the feed. */
  check(server: ServerVersions): Promise<UpdateStatus>;
  /** Downloads the feed's newest version, asking the feed first when nobody has. */
  download(): Promise<void>;
  /** Gets the newest version and restarts into it: feed and download as needed, then quit-and-install. */
  install(): Promise<void>;
}

export interface UpdaterOptions {
  autoUpdater: AutoUpdaterLike;
  currentVersion: string;
  onStatus: (status: UpdateStatus) => void;
  /** False for development builds and packages without an update feed: the feed is never asked then. */
  feedAvailable: boolean;
  /** Runs right before quit-and-install, e.g. to let a locked kiosk quit. */
  beforeInstall?: () => void;
}

/**
 * The renderer decides after `GET /app/init` (required or recommended update) and asks for the
 * install; nothing downloads on its own. Progress and errors go to `onStatus`.
 */
export function createUpdater({
  autoUpdater,
  currentVersion,
  onStatus,
  feedAvailable,
  beforeInstall,
}: UpdaterOptions): Updater {
  let status: UpdateStatus = { decision: 'none', phase: 'idle', version: null, percent: null };
  const update = (patch: Partial<UpdateStatus>) => {
    status = { ...status, ...patch };
    onStatus(status);
  };

  autoUpdater.autoDownload = false;
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.on('update-available', (info: { version: string }) =>
    update({ phase: 'available', version: info.version }),
  );
  autoUpdater.on('update-not-available', () => update({ phase: 'not-available' }));
  autoUpdater.on('download-progress', (progress: { percent: number }) =>
    update({ phase: 'downloading', percent: Math.round(progress.percent) }),
  );
  autoUpdater.on('update-downloaded', (info: { version: string }) =>
    update({ phase: 'downloaded', version: info.version, percent: 100 }),
  );
  autoUpdater.on('error', (error: Error) => {
    console.warn('[updater]', error.message);
    update({ phase: 'error' });
  });

  async function askFeed(): Promise<void> {
    if (!feedAvailable) {
      update({ phase: 'unavailable' });
      return;
    }
    update({ phase: 'checking' });
    try {
      const result = await autoUpdater.checkForUpdates();
      // null: electron-updater considers itself inactive (not packaged).
      if (!result) update({ phase: 'unavailable' });
      else if (result.isUpdateAvailable) update({ phase: 'available', version: result.updateInfo.version });
      else update({ phase: 'not-available' });
    } catch (error) {
      console.warn('[updater] check failed', error);
      update({ phase: 'error' });
    }
  }

  // One feed check and download at a time, however many callers ask.
  let pending: Promise<void> | null = null;
  function download(): Promise<void> {
    if (status.phase === 'downloaded') return Promise.resolve();
    pending ??= (async () => {
      if (status.phase !== 'available') await askFeed();
      if (status.phase !== 'available') throw new Error(`no update to download (${status.phase})`);
      update({ phase: 'downloading', percent: 0 });
      await autoUpdater.downloadUpdate();
    })().finally(() => (pending = null));
    return pending;
  }

  return {
    async check(server) {
      const decision = decideUpdate(currentVersion, server);
      update({ decision });
      const busy = status.phase === 'downloading' || status.phase === 'downloaded';
      if (decision !== 'none' && !busy) await askFeed();
      return status;
    },
    download,
    async install() {
      await download();
      beforeInstall?.();
      autoUpdater.quitAndInstall(false, true);
    },
  };
}
