/** The privileged custom scheme that serves the built renderer in production: `app://bundle/...`. */
export const BUNDLE_SCHEME = 'app';
export const BUNDLE_HOST = 'bundle';
export const BUNDLE_ORIGIN = `${BUNDLE_SCHEME}://${BUNDLE_HOST}`;

/** Schemes whose pages may be ours: the dev server (http/https) and the bundled app (app:). */
const ORIGIN_SCHEMES = new Set(['http:', 'https:', `${BUNDLE_SCHEME}:`]);

/**
 * `scheme://host[:port]` of a URL, or null when it has none we could trust.
 * `URL.origin` is not used because it is the string "null" for every custom-scheme, file: and data:
 * URL, so two unrelated opaque origins would compare equal.
 */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!ORIGIN_SCHEMES.has(parsed.protocol) || parsed.host === '') return null;
  // Node keeps the case of custom-scheme hosts; Chromium lowercases hosts of standard schemes like ours.
  return `${parsed.protocol}//${parsed.host.toLowerCase()}`;
}

export function isSameOrigin(url: string | undefined | null, trustedOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === originOf(trustedOrigin);
}

function protocolOf(url: string): string | null {
  try {
    return new URL(url).protocol;
  } catch {
    return null;
  }
}

/** Web pages that may show in an article window. */
export function isWebUrl(url: string): boolean {
  const protocol = protocolOf(url);
  return protocol === 'https:' || protocol === 'http:';
}

/** The only links handed to the operating system's browser. */
export function isHttpsUrl(url: string): boolean {
  return protocolOf(url) === 'https:';
}
