import { net, protocol } from 'electron';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentSecurityPolicySource } from './contentSecurityPolicy';
import { BUNDLE_HOST, BUNDLE_SCHEME } from './origin';

/**
 * A privileged standard scheme gives the bundled renderer a real origin (fetch, storage, CORS), so
 * router paths like `app://bundle/app/dashboard` work and file:// privileges are never needed.
 * Must run before `app` is ready.
 */
export function registerBundleScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: BUNDLE_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * The file under `rootDir` that a URL pathname names, or null when the decoded path would leave
 * `rootDir` (`..`, encoded `%2e%2e%2f`, backslashes on Windows) or is malformed.
 */
export function resolveBundlePath(
  rootDir: string,
  pathname: string,
  pathApi: path.PlatformPath = path,
): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = pathApi.resolve(rootDir);
  const resolved = pathApi.join(root, decoded);
  const relative = pathApi.relative(root, resolved);
  const leavesRoot =
    relative === '..' || relative.startsWith(`..${pathApi.sep}`) || pathApi.isAbsolute(relative);
  return leavesRoot ? null : resolved;
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

async function findBundleFile(rootDir: string, pathname: string): Promise<string | null> {
  const candidate = resolveBundlePath(rootDir, pathname);
  if (!candidate) return null;
  if (await isFile(candidate)) return candidate;
  // Router paths such as /app/dashboard name no file; the single-page app resolves them itself.
  return path.extname(candidate) === '' ? path.join(rootDir, 'index.html') : null;
}

/**
 * Serves the built renderer from `rootDir`, every response with our policy; call after `app` is ready.
 * Pages (the HTML files) get it as it stands once the reporting DSN is known or given up on.
 */
export function serveBundle(rootDir: string, contentSecurityPolicy: ContentSecurityPolicySource): void {
  protocol.handle(BUNDLE_SCHEME, async (request) => {
    const url = new URL(request.url);
    const filePath = url.host === BUNDLE_HOST ? await findBundleFile(rootDir, url.pathname) : null;
    if (!filePath) return new Response('Not found', { status: 404 });
    const policy =
      path.extname(filePath) === '.html'
        ? await contentSecurityPolicy.forDocument()
        : contentSecurityPolicy.current();
    const file = await net.fetch(pathToFileURL(filePath).toString());
    const headers = new Headers(file.headers);
    headers.set('Content-Security-Policy', policy);
    return new Response(file.body, { status: file.status, headers });
  });
}
