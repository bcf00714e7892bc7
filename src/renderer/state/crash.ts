import type { ErrorReporter, Feedback } from '../errors/reporter';
import type { AppStore } from './store';
import { atom } from './store';

/** The global error screen is up; eventId is the report id once the reporter has one. */
export interface CrashState {
  eventId: string | null;
}

/** Set by the first crash of the page; the app then shows the error screen instead of everything else. */
export const crashAtom = atom<CrashState | null>(null);

type Store = AppStore;

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
