import { app, session } from 'electron';
import type { Session, WebContents, WebPreferences, WindowOpenHandlerResponse } from 'electron';
import type { ContentSecurityPolicySource } from './contentSecurityPolicy';
import { isSameOrigin, isWebUrl } from './origin';

export interface SecurityOptions {
  /** The only origin our windows may show and whose frames may call IPC. */
  rendererOrigin: string;
  contentSecurityPolicy: ContentSecurityPolicySource;
  /** Applied to windows our own pages open, so they cannot fall back to weaker defaults. */
  childWebPreferences: WebPreferences;
  /** Whether our pages may open more windows of our own origin (never in kiosk mode). */
  allowOwnWindows: boolean;
  /** Where a foreign http(s) link from our pages goes (system browser or article window); else dropped. */
  openLink?: (url: string) => void;
  /** The session of article windows, which get the article rules instead of ours. */
  articleSession?: Session;
}

/** Only our own origin; `javascript:`, `file:`, `data:` and look-alike hosts all fail the origin check. */
export function isAllowedNavigation(url: string, rendererOrigin: string): boolean {
  return isSameOrigin(url, rendererOrigin);
}

export function decideWindowOpen(url: string, options: SecurityOptions): WindowOpenHandlerResponse {
  if (isAllowedNavigation(url, options.rendererOrigin)) {
    if (!options.allowOwnWindows) return { action: 'deny' };
    return {
      action: 'allow',
      overrideBrowserWindowOptions: { webPreferences: { ...options.childWebPreferences } },
    };
  }
  if (isWebUrl(url)) options.openLink?.(url);
  return { action: 'deny' };
}

/** Replaces any policy the server sent, whatever the header's casing, with ours. */
export function withContentSecurityPolicy(
  headers: Record<string, string[]> | undefined,
  policy: string,
): Record<string, string[]> {
  const kept = Object.entries(headers ?? {}).filter(
    ([name]) => name.toLowerCase() !== 'content-security-policy',
  );
  return { ...Object.fromEntries(kept), 'Content-Security-Policy': [policy] };
}

interface NavigationEvent {
  url: string;
  preventDefault(): void;
}

export function hardenWebContents(contents: WebContents, options: SecurityOptions): void {
  const guard = (event: NavigationEvent, followLink: boolean) => {
    if (isAllowedNavigation(event.url, options.rendererOrigin)) return;
    event.preventDefault();
    // A plain link to another site leaves through openLink; redirects are never followed.
    if (followLink && isWebUrl(event.url)) options.openLink?.(event.url);
    else console.warn(`[security] blocked navigation to ${event.url}`);
  };
  contents.on('will-navigate', (event) => guard(event, true));
  contents.on('will-redirect', (event) => guard(event, false));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => decideWindowOpen(url, options));
}

/**
 * Article windows show foreign pages: they may move between http(s) pages (news sites redirect a
 * lot), but never to file:, data:, custom schemes or our own origin; pop-ups open in the same window.
 */
export function hardenArticleContents(contents: WebContents, rendererOrigin: string): void {
  const allowed = (url: string) => isWebUrl(url) && !isSameOrigin(url, rendererOrigin);
  const guard = (event: NavigationEvent) => {
    if (allowed(event.url)) return;
    event.preventDefault();
    console.warn(`[security] blocked article navigation to ${event.url}`);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (allowed(url)) {
      contents
        .loadURL(url)
        .catch((error: unknown) => console.warn('[security] article pop-up failed', error));
    }
    return { action: 'deny' };
  });
}

function denyPermissionsAndDownloads(target: Session): void {
  // The quiz needs no camera, location, notifications or clipboard access; deny rather than prompt.
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
  // Nothing the app shows is a download; a page must not drop files onto the disk.
  target.on('will-download', (event) => event.preventDefault());
}

/** Responses that start a document, whose policy is the one that counts. */
const DOCUMENT_TYPES = new Set(['mainFrame', 'subFrame']);

export function installSessionGuards(target: Session, options: SecurityOptions): void {
  denyPermissionsAndDownloads(target);
  target.webRequest.onHeadersReceived((details, callback) => {
    if (!isSameOrigin(details.url, options.rendererOrigin)) {
      callback({});
      return;
    }
    const respond = (policy: string) =>
      callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, policy) });
    const policy = options.contentSecurityPolicy;
    if (DOCUMENT_TYPES.has(details.resourceType)) {
      // Never leaves the response hanging: without the reporting DSN the page gets the policy as known.
      void policy
        .forDocument()
        .catch(() => policy.current())
        .then(respond);
    } else respond(policy.current());
  });
}

/** Call after `app` is ready and before the first window is created. */
export function installSecurity(options: SecurityOptions): void {
  const { articleSession } = options;
  app.on('web-contents-created', (_event, contents) => {
    if (articleSession && contents.session === articleSession) {
      hardenArticleContents(contents, options.rendererOrigin);
    } else {
      hardenWebContents(contents, options);
    }
  });
  installSessionGuards(session.defaultSession, options);
  if (articleSession) denyPermissionsAndDownloads(articleSession);
}
