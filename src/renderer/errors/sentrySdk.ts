/**
 * The Sentry browser SDK, in both builds (web and the desktop renderer). Only reporter.ts imports this
 * module, and only dynamically: it must never end up in the first page's chunks.
 */
import { captureException, captureFeedback, flush, init, setTags, setUser } from '@sentry/react';
import type { ReportingSdk, SdkOptions } from './reporter';

/**
 * Our own handlers report window errors and unhandled rejections (they also open the error screen),
 * and the error boundary reports render crashes; the SDK's global handlers and wrapped browser APIs
 * would report each of them a second time.
 */
const REPORTED_BY_THE_APP = new Set(['GlobalHandlers', 'BrowserApiErrors']);

export function startSentry({ dsn, release, environment, tags }: SdkOptions): ReportingSdk {
  init({
    dsn,
    release,
    environment,
    // Reports carry the user's id only (reporter.setUser); never cookies, headers, bodies or query
    // strings, which hold tokens (reset-password, impersonate).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    integrations: (defaults) => defaults.filter((integration) => !REPORTED_BY_THE_APP.has(integration.name)),
  });
  setTags(tags);
  return {
    captureException: (error) => captureException(error),
    captureFeedback: (feedback) => captureFeedback(feedback),
    setUser: (user) => setUser(user),
    flush: (timeoutMs) => flush(timeoutMs),
  };
}
