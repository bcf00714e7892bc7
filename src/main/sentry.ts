import { init, IPCMode } from '@sentry/electron/main';

export interface ErrorReportingOptions {
  /** Without a DSN nothing is initialised and nothing is sent. */
  dsn: string | null;
  /** The app version from package.json (5.3.17), the release tag. */
  release: string;
  environment: 'production' | 'development';
}

/**
 * Error reporting for the main process. Must run before `app` is ready and before any other
 * `protocol.registerSchemesAsPrivileged` call: Sentry registers its own scheme and keeps later
 * registrations (our app:// scheme) alongside it.
 *
 * Renderers report through Sentry's `sentry-ipc://` protocol only: the classic IPC mode would add
 * unvalidated ipcMain listeners and inject a second preload, next to our single `window.app` bridge.
 */
export function initErrorReporting({ dsn, release, environment }: ErrorReportingOptions): boolean {
  if (!dsn) return false;
  init({ dsn, release, environment, ipcMode: IPCMode.Protocol, sendDefaultPii: false });
  return true;
}
