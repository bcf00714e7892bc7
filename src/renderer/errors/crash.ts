import { atom } from 'jotai';
import { APP_VERSION } from '../../shared/api/constants';
import { currentUserAtom } from '../features/session/sessionAtoms';
import { startupAtom } from '../state/init';
import { store as appStore } from '../state/store';
import { createErrorReporter, type ErrorReporter, type Feedback } from './reporter';

/** The global error screen is up; eventId is the report id once the reporter has one. */
export interface CrashState {
  eventId: string | null;
}

/** Set by the first crash of the page; the app then shows the error screen instead of everything else. */
export const crashAtom = atom<CrashState | null>(null);

type Store = typeof appStore;

/** A page that keeps failing (an error in a loop) sends a few reports, not thousands. */
const MAX_REPORTS_PER_PAGE = 10;

/** Noise browsers raise on window that is no crash of ours. */
function isBrowserNoise(event: ErrorEvent): boolean {
  // Chrome reports a ResizeObserver that could not deliver every change in one frame; nothing broke.
  if (/ResizeObserver loop/.test(event.message)) return true;
  // A cross-origin script (an extension) failed; we cannot see what, and it is not our code.
  return !event.error && /^Script error\.?$/.test(event.message);
}

export interface CrashReporting {
  readonly store: Store;
  readonly reporter: ErrorReporter;
  /** Shows the error screen (the first time) and reports the error; the screen gets the report id. */
  reportCrash(error: unknown): void;
  /** Window 'error' events and unhandled promise rejections open the error screen. */
  installGlobalHandlers(target: Window): () => void;
  sendFeedback(feedback: Feedback): Promise<void>;
}

export function createCrashReporting(store: Store, reporter: ErrorReporter): CrashReporting {
  let reported = 0;

  const reportCrash = (error: unknown) => {
    const first = store.get(crashAtom) === null;
    if (first) store.set(crashAtom, { eventId: null });
    if (reported >= MAX_REPORTS_PER_PAGE) return;
    reported += 1;
    void reporter.captureException(error).then((eventId) => {
      if (first && eventId) store.set(crashAtom, { eventId });
    });
  };

  return {
    store,
    reporter,
    reportCrash,
    installGlobalHandlers(target) {
      const onError = (event: ErrorEvent) => {
        if (!isBrowserNoise(event)) reportCrash(event.error ?? new Error(event.message));
      };
      const onRejection = (event: PromiseRejectionEvent) => reportCrash(event.reason);
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
      };
    },
    sendFeedback: (feedback) => reporter.sendFeedback(feedback),
  };
}

/**
 * The DSN comes from configuration: a web build's VITE_SENTRY_DSN wins, else the server's /app/init
 * reply. The signed-in user's id goes with every report.
 */
export function connectReporter(
  reporter: ErrorReporter,
  store: Store,
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

export const errorReporter = createErrorReporter({
  load: async (options) => (await import('./sentrySdk')).startSentry(options),
  release: APP_VERSION,
  environment: import.meta.env.VITE_SENTRY_ENVIRONMENT || import.meta.env.MODE,
  tags: { platform: import.meta.env.VITE_PLATFORM },
});

/** The app's crash reporting: its store and reporter. */
export const crashReporting = createCrashReporting(appStore, errorReporter);

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
