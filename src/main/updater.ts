import { judgeClientVersion } from '../shared/domain/version';
import type { ServerVersions, UpdateDecision, UpdateStatus } from '../shared/ipc';

/** SPEC §4 App start, desktop: below minimum_version the app must update, below recommended_version it may. */
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
  check(server: ServerVersions): Promise<UpdateStatus>;
  download(): Promise<void>;
  install(): void;
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
 * The renderer asks after `GET /app/init`; the feed is only asked when the server wants a newer
 * client, and nothing downloads until the person (or the required-update screen) says so.
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

  return {
    async check(server) {
      const decision = decideUpdate(currentVersion, server);
      if (decision === 'none' || status.phase === 'downloading' || status.phase === 'downloaded') {
        update({ decision });
        return status;
      }
      if (!feedAvailable) {
        update({ decision, phase: 'unavailable' });
        return status;
      }
      update({ decision, phase: 'checking' });
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
      return status;
    },
    async download() {
      const retry = status.phase === 'error' && status.version !== null;
      if (status.phase !== 'available' && !retry) throw new Error('no update to download');
      update({ phase: 'downloading', percent: 0 });
      await autoUpdater.downloadUpdate();
    },
    install() {
      if (status.phase !== 'downloaded') throw new Error('no downloaded update');
      beforeInstall?.();
      autoUpdater.quitAndInstall(false, true);
    },
  };
}
