import { originOf } from './origin';

export interface ContentSecurityPolicyOptions {
  apiBaseUrl: string;
  /** Set in development only: Vite serves an inline React-refresh preamble and talks HMR over ws. */
  devServerOrigin?: string | null;
}

/** http(s)://host → ws(s)://host, because the realtime socket talks to the same host as the API. */
function webSocketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, 'ws');
}

export function buildContentSecurityPolicy({
  apiBaseUrl,
  devServerOrigin,
}: ContentSecurityPolicyOptions): string {
  const apiOrigin = originOf(apiBaseUrl);
  if (!apiOrigin) throw new Error(`API base URL has no origin: ${apiBaseUrl}`);
  const connectSources = ["'self'", apiOrigin, webSocketOrigin(apiOrigin)];
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
