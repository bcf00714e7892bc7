import { currentUserAtom, startupAtom, type AppStore } from '../state';
import type { ErrorReporter } from './reporter';

/**
 * The DSN comes from configuration: a web build's VITE_SENTRY_DSN wins, else the server's /app/init
 * reply. The signed-in user's id goes with every report.
 */
export function connectReporter(
  reporter: ErrorReporter,
  store: AppStore,
  buildDsn: string | undefined = import.meta.env.VITE_SENTRY_DSN,
): () => void {
  if (buildDsn) reporter.configure(buildDsn);
  const configureFromInit = () => {
    const startup = store.get(startupAtom);
    if (startup.status === 'ready') reporter.configure(startup.init.sentry_dsn ?? null);
  };
  const followUser = () => reporter.setUser(store.get(currentUserAtom)?.id ?? null);
  configureFromInit();
  followUser();
  const unsubscribers = [store.sub(startupAtom, configureFromInit), store.sub(currentUserAtom, followUser)];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

/** Restart = load the app afresh at /app (the server and the desktop protocol serve it there). */
export function restartApp(): void {
  window.location.assign('/app');
}

declare global {
  interface ImportMetaEnv {
    /** A build-time DSN; it wins over the server's `sentry_dsn`. */
    readonly VITE_SENTRY_DSN?: string;
    /** Reported environment; defaults to the build mode. */
    readonly VITE_SENTRY_ENVIRONMENT?: string;
  }
}
