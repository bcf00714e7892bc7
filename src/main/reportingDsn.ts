import { z } from 'zod/mini';
import { initCall } from '../shared/api/calls/session';

/** Only the field we need: a change elsewhere in the init reply must not cost us crash reports. */
const replySchema = z.pick(initCall.response, { sentry_dsn: true });

export type InitFetch = (
  url: string,
  init: { cache: 'no-store'; headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface ServerReportingDsnOptions {
  /** Electron's `net.fetch` in main; not subject to the page's CSP. */
  fetch: InitFetch;
  apiBaseUrl: string;
  /** The app version, sent as the renderer sends it. */
  version: string;
  /** How long a page load waits for a lookup under way. */
  documentWaitMs?: number;
  /** Gives up on one lookup after this long. */
  requestTimeoutMs?: number;
  warn?: (message: string) => void;
}

/** The DSN the renderer's Sentry SDK reports to, as main knows it. */
export interface ReportingDsnSource {
  /** As known now; null when there is none, or it is not known yet. */
  current(): string | null;
  /** For a page about to load, which may wait a moment for it. */
  forDocument(): Promise<string | null>;
}

/** A DSN compiled into the renderer (VITE_SENTRY_DSN): the renderer uses it, whatever the server says. */
export function fixedReportingDsn(dsn: string | null): ReportingDsnSource {
  return { current: () => dsn, forDocument: async () => dsn };
}

export interface ServerReportingDsn extends ReportingDsnSource {
  /** Starts a lookup unless one is under way or already answered. */
  start(): void;
  /** Waits up to `documentWaitMs` for a lookup under way, starting one if none is known. */
  forDocument(): Promise<string | null>;
}

/**
 * The DSN the desktop renderer reports to unless its build names one: the `sentry_dsn` of the server's `GET
 * /app/init`. The page's CSP has to allow it before the page loads, so main asks the server itself, once per
 * run, as soon as it may. A failed lookup (offline, server down) is tried again at the next page load; a page
 * never waits longer than `documentWaitMs` for it, and one that loaded without it cannot report (its reports
 * are blocked by the CSP, nothing else is).
 */
export function createServerReportingDsn({
  fetch,
  apiBaseUrl,
  version,
  documentWaitMs = 2_000,
  requestTimeoutMs = 10_000,
  warn = (message) => console.warn(`[reporting] ${message}`),
}: ServerReportingDsnOptions): ServerReportingDsn {
  let answer: { dsn: string | null } | null = null;
  let lookup: Promise<void> | null = null;

  const ask = async (): Promise<void> => {
    const url = `${apiBaseUrl}/app/init?${new URLSearchParams({ version }).toString()}`;
    try {
      const response = await fetch(url, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const reply = replySchema.parse(await response.json());
      answer = { dsn: reply.sentry_dsn ?? null };
    } catch (error) {
      warn(`init not read, reports of the next page may be blocked (${String(error)})`);
    }
  };

  const start = (): Promise<void> | null => {
    if (answer || lookup) return lookup;
    const asking = ask().finally(() => {
      if (lookup === asking) lookup = null;
    });
    lookup = asking;
    return asking;
  };

  return {
    start: () => void start(),
    current: () => answer?.dsn ?? null,
    async forDocument() {
      const pending = start();
      if (pending) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, documentWaitMs)));
        await Promise.race([pending, waited]);
        clearTimeout(timer);
      }
      return answer?.dsn ?? null;
    },
  };
}
