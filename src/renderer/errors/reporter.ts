import { APP_VERSION } from '../../shared/api/constants';

/**
 * Error reporting. The Sentry SDK is large, and the first page has a strict JavaScript budget, so it is never
 * part of the initial chunks: it is imported only once a DSN is configured and the first error happens (a
 * page that never fails never loads it). Errors captured before it is ready wait in a queue and are sent once
 * it is. Without a DSN nothing is loaded and nothing is sent.
 */

/** What the reporter needs from the SDK (see sentrySdk.ts); tests pass a fake. */
export interface ReportingSdk {
  /** Sends the error and returns its event id, the report id the error screen shows. */
  captureException(error: unknown): string;
  captureFeedback(feedback: SdkFeedback): string;
  setUser(user: { id: string } | null): void;
  /** Resolves once everything captured so far is sent (false: not within the timeout). */
  flush(timeoutMs: number): Promise<boolean>;
}

export interface SdkFeedback {
  message: string;
  name?: string;
  email?: string;
  associatedEventId: string;
}

export interface SdkOptions {
  dsn: string;
  release: string;
  environment: string;
  tags: Record<string, string>;
}

export type LoadSdk = (options: SdkOptions) => Promise<ReportingSdk>;

/** What a person wrote in the bug-report form, for the report `eventId`. */
export interface Feedback {
  eventId: string;
  message: string;
  name?: string | undefined;
  email?: string | undefined;
}

export type ReporterStatus = 'waiting' | 'off' | 'loading' | 'ready' | 'failed';

export interface ErrorReporter {
  /**
   * The DSN from configuration; null or empty turns reporting off. The first call decides (a build-time
   * DSN is configured before the server's), later ones are ignored.
   */
  configure(dsn: string | null | undefined): void;
  /** Resolves with the event id once sent to the SDK; null when reporting is off or the SDK failed to load. */
  captureException(error: unknown): Promise<string | null>;
  /** Sends user feedback for a report and waits until it has left; rejects when it could not be sent. */
  sendFeedback(feedback: Feedback): Promise<void>;
  /** The signed-in user's id travels with reports (never their name or e-mail). */
  setUser(userId: number | null): void;
  readonly status: ReporterStatus;
}

export interface ReporterOptions {
  load: LoadSdk;
  release: string;
  environment: string;
  tags?: Record<string, string>;
  /** When to load the SDK if no error asks for it sooner; by default only at the first error. */
  scheduleLoad?: (start: () => void) => void;
}

const FEEDBACK_FLUSH_MS = 5000;

export function createErrorReporter({
  load,
  release,
  environment,
  tags = {},
  scheduleLoad = () => {},
}: ReporterOptions): ErrorReporter {
  let status: ReporterStatus = 'waiting';
  let dsn: string | null = null;
  let sdk: ReportingSdk | null = null;
  let loading: Promise<void> | null = null;
  let userId: number | null = null;
  const queue: Array<{ error: unknown; resolve: (eventId: string | null) => void }> = [];

  const drain = (capture: (error: unknown) => string | null) => {
    for (const item of queue.splice(0)) item.resolve(capture(item.error));
  };

  const startLoading = (): Promise<void> => {
    loading ??= load({ dsn: dsn!, release, environment, tags }).then(
      (loaded) => {
        sdk = loaded;
        status = 'ready';
        sdk.setUser(userId === null ? null : { id: String(userId) });
        drain((error) => loaded.captureException(error));
      },
      (error: unknown) => {
        // Offline or a stale deployment: the error screen still works, only without a report id.
        console.warn('[errors] the reporting SDK could not be loaded', error);
        status = 'failed';
        drain(() => null);
      },
    );
    return loading;
  };

  return {
    get status() {
      return status;
    },
    configure(value) {
      if (status !== 'waiting') return;
      if (!value) {
        status = 'off';
        drain(() => null);
        return;
      }
      dsn = value;
      status = 'loading';
      if (queue.length > 0) void startLoading();
      else scheduleLoad(() => void startLoading());
    },
    captureException(error) {
      if (status === 'off' || status === 'failed') return Promise.resolve(null);
      if (sdk) return Promise.resolve(sdk.captureException(error));
      const captured = new Promise<string | null>((resolve) => queue.push({ error, resolve }));
      if (status === 'loading') void startLoading();
      return captured;
    },
    async sendFeedback({ eventId, message, name, email }) {
      if (!sdk) throw new Error('error reporting is not ready');
      sdk.captureFeedback({
        message,
        associatedEventId: eventId,
        ...(name ? { name } : {}),
        ...(email ? { email } : {}),
      });
      if (!(await sdk.flush(FEEDBACK_FLUSH_MS))) throw new Error('the feedback was not sent in time');
    },
    setUser(id) {
      userId = id;
      sdk?.setUser(id === null ? null : { id: String(id) });
    },
  };
}

/** The app's reporter: the Sentry SDK, loaded at the first report and only with a DSN. */
export const createAppErrorReporter = (): ErrorReporter =>
  createErrorReporter({
    load: async (options) => (await import('./sentrySdk')).startSentry(options),
    release: APP_VERSION,
    environment: import.meta.env.VITE_SENTRY_ENVIRONMENT || import.meta.env.MODE,
    tags: { platform: import.meta.env.VITE_PLATFORM },
  });
