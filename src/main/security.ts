import { app, session } from 'electron';
import type { Session, WebContents, WebPreferences, WindowOpenHandlerResponse } from 'electron';
import { isSameOrigin } from './origin';

export interface SecurityOptions {
  /** The only origin our windows may show and whose frames may call IPC. */
  rendererOrigin: string;
  contentSecurityPolicy: string;
  /** Applied to windows our own pages open, so they cannot fall back to weaker defaults. */
  childWebPreferences: WebPreferences;
}

/** Only our own origin; `javascript:`, `file:`, `data:` and look-alike hosts all fail the origin check. */
export function isAllowedNavigation(url: string, rendererOrigin: string): boolean {
  return isSameOrigin(url, rendererOrigin);
}

export function decideWindowOpen(url: string, options: SecurityOptions): WindowOpenHandlerResponse {
  if (!isAllowedNavigation(url, options.rendererOrigin)) return { action: 'deny' };
  return {
    action: 'allow',
    overrideBrowserWindowOptions: { webPreferences: { ...options.childWebPreferences } },
  };
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

export function hardenWebContents(contents: WebContents, options: SecurityOptions): void {
  const guardNavigation = (event: { url: string; preventDefault(): void }) => {
    if (isAllowedNavigation(event.url, options.rendererOrigin)) return;
    event.preventDefault();
    console.warn(`[security] blocked navigation to ${event.url}`);
  };
  contents.on('will-navigate', guardNavigation);
  contents.on('will-redirect', guardNavigation);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => decideWindowOpen(url, options));
}

export function installSessionGuards(target: Session, options: SecurityOptions): void {
  // The quiz needs no camera, location, notifications or clipboard access; deny rather than prompt.
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
  target.webRequest.onHeadersReceived((details, callback) => {
    if (!isSameOrigin(details.url, options.rendererOrigin)) {
      callback({});
      return;
    }
    callback({
      responseHeaders: withContentSecurityPolicy(details.responseHeaders, options.contentSecurityPolicy),
    });
  });
}

/** Call after `app` is ready and before the first window is created. */
export function installSecurity(options: SecurityOptions): void {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, options));
  installSessionGuards(session.defaultSession, options);
}
