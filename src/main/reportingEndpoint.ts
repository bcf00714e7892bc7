/**
 * Sentry's DSN grammar (@sentry/core `dsnFromString`): protocol, public key, optional password, host,
 * optional port, then an optional path before the project id.
 */
const DSN =
  /^(?<protocol>\w+):\/\/\w+(?::\w*)?@(?<host>\[[:.%\w]+\]|[\w.-]+)(?::(?<port>\d+))?\/(?<rest>.+)$/;

/** Path segments we put into a policy: nothing that could end a source (`;`, `,`, space) or a query. */
const SAFE_SEGMENT = /^[\w.~-]+$/;

/**
 * The URL the renderer's Sentry SDK posts every report to for `dsn` (its envelope endpoint,
 * `getEnvelopeEndpointWithUrlEncodedAuth` without the query), as a CSP source: the DSN's origin and
 * nothing else there. Null when `dsn` is no DSN the SDK would send to, or names something we will not
 * write into a policy (an IPv6 host, unusual path characters): then reports are blocked, not widened.
 */
export function sentryEnvelopeSource(dsn: string | null | undefined): string | null {
  const { protocol, host, port, rest } = DSN.exec(dsn ?? '')?.groups ?? {};
  if (!host || !rest) return null;
  if (protocol !== 'http' && protocol !== 'https') return null;
  if (host.startsWith('[')) return null;
  const segments = rest.split('/');
  // The SDK takes the leading digits of the last segment as the project id and needs some.
  const projectId = /^\d+/.exec(segments.pop() ?? '')?.[0];
  if (!projectId || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;
  const path = segments.map((segment) => `/${segment}`).join('');
  return `${protocol}://${host.toLowerCase()}${port ? `:${port}` : ''}${path}/api/${projectId}/envelope/`;
}
