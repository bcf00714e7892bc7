import { originOf } from './origin';
import type { ReportingDsnSource } from './reportingDsn';
import { sentryEnvelopeSource } from './reportingEndpoint';

export interface ContentSecurityPolicyOptions {
  apiBaseUrl: string;
  /** The staging backend app start may switch to: allowed like the backend itself. */
  stagingApiBaseUrl?: string | null;
  /** Set in development only: Vite serves an inline React-refresh preamble and talks HMR over ws. */
  devServerOrigin?: string | null;
  /**
   * The DSN the renderer's Sentry SDK reports to: its envelope endpoint is the one connection allowed
   * besides our backend. Without one, or with one the SDK could not use, no report host is allowed.
   */
  reportingDsn?: string | null;
}

/** http(s)://host → ws(s)://host, because the realtime socket talks to the same host as the API. */
function webSocketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, 'ws');
}

export function buildContentSecurityPolicy({
  apiBaseUrl,
  stagingApiBaseUrl,
  devServerOrigin,
  reportingDsn,
}: ContentSecurityPolicyOptions): string {
  const apiOrigin = originOf(apiBaseUrl);
  if (!apiOrigin) throw new Error(`API base URL has no origin: ${apiBaseUrl}`);
  const connectSources = ["'self'", apiOrigin, webSocketOrigin(apiOrigin)];
  const stagingOrigin = originOf(stagingApiBaseUrl ?? undefined);
  if (stagingOrigin) connectSources.push(stagingOrigin, webSocketOrigin(stagingOrigin));
  const reportingEndpoint = sentryEnvelopeSource(reportingDsn);
  if (reportingEndpoint) connectSources.push(reportingEndpoint);
  const scriptSources = ["'self'"];
  if (devServerOrigin) {
    connectSources.push(webSocketOrigin(devServerOrigin));
    scriptSources.push("'unsafe-inline'");
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'connect-src': connectSources,
    // The API origin too, so that thumbnails from a local http backend show up.
    'img-src': ["'self'", 'data:', 'https:', apiOrigin],
    'style-src': ["'self'", "'unsafe-inline'"],
    'script-src': scriptSources,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The policy main sends with our pages; the report endpoint in it may only be known at run time. */
export interface ContentSecurityPolicySource {
  /** For a page or frame about to load: may wait a moment for the reporting DSN (reportingDsn.ts). */
  forDocument(): Promise<string>;
  /** For every other response, without waiting. */
  current(): string;
}

export function createContentSecurityPolicySource(
  options: Omit<ContentSecurityPolicyOptions, 'reportingDsn'> & { reportingDsn: ReportingDsnSource },
): ContentSecurityPolicySource {
  const build = (reportingDsn: string | null) => buildContentSecurityPolicy({ ...options, reportingDsn });
  // Fails at start, not at the first page, when the API base URL has no origin.
  build(null);
  return {
    forDocument: async () => build(await options.reportingDsn.forDocument()),
    current: () => build(options.reportingDsn.current()),
  };
}
