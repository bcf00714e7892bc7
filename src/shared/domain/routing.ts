/**
 * The routing decision (docs/product-rules.md#routes-and-realms) as one pure function of session state and
 * location, so the router guard, the web build and the tests share a single truth.
 */
import type { Country } from '../api/constants';
import { PATHS, REDIRECT_PARAM, isUnderPath, normalizePath } from './paths';

export interface RoutingInput {
  /** null for a visitor. */
  user: { migrating: boolean; email_verified_at: string | null } | null;
  country: Country | null;
  /** e.g. '/app/dashboard' */
  pathname: string;
  /** e.g. '?redirect=%2Fapp%2Fnews-feed' or '' */
  search: string;
}

export type Area =
  'public' | 'root' | 'migration' | 'verifyEmail' | 'impersonate' | 'lockscreen' | 'app' | 'admin' | 'other';

const LOCKSCREEN_PATHS = [
  PATHS.countrySelect,
  PATHS.login,
  PATHS.signup,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.legal,
] as const;

export const isAppPath = (pathname: string): boolean => isUnderPath(pathname, PATHS.app);
export const isLockscreenPath = (pathname: string): boolean =>
  LOCKSCREEN_PATHS.some((base) => isUnderPath(pathname, base));
export const isMigrationPath = (pathname: string): boolean => isUnderPath(pathname, PATHS.migration);
export const isVerifyEmailPath = (pathname: string): boolean => isUnderPath(pathname, PATHS.verifyEmail);
export const isImpersonatePath = (pathname: string): boolean => isUnderPath(pathname, PATHS.impersonate);
const isCountrySelectPath = (pathname: string): boolean => isUnderPath(pathname, PATHS.countrySelect);

export function areaOf(pathname: string): Area {
  if (normalizePath(pathname) === PATHS.root) return 'root';
  if (isMigrationPath(pathname)) return 'migration';
  if (isVerifyEmailPath(pathname)) return 'verifyEmail';
  if (isImpersonatePath(pathname)) return 'impersonate';
  if (isUnderPath(pathname, PATHS.verifyCertificate)) return 'public';
  if (isUnderPath(pathname, PATHS.admin)) return 'admin';
  if (isLockscreenPath(pathname)) return 'lockscreen';
  if (isAppPath(pathname)) return 'app';
  return 'other';
}

/** One decoded query parameter, or null when absent or not decodable (a malformed link is no target). */
export function readQueryParam(search: string, name: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    const key = separator === -1 ? pair : pair.slice(0, separator);
    if (decodeQueryComponent(key) !== name) continue;
    return decodeQueryComponent(separator === -1 ? '' : pair.slice(separator + 1));
  }
  return null;
}

function decodeQueryComponent(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Browsers drop tabs and newlines inside URLs and read '\' as '/', so '/\t/evil.example' and
 * '/\\evil.example' leave the site just like '//evil.example'. Such characters never occur in our paths.
 */
function isSameSitePath(raw: string): boolean {
  if (!raw.startsWith('/') || raw.startsWith('//')) return false;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || raw[i] === '\\') return false;
  }
  return true;
}

/** '/app/../impersonate' and '/app/%2e%2e/x' resolve outside /app once the browser normalises them. */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    const literal = segment.toLowerCase().replaceAll('%2e', '.');
    return literal === '.' || literal === '..';
  });
}

/**
 * Where to go after sign-in. Only same-site paths inside the app area are followed, everything else
 * gives '/app': besides open redirects, a crafted '/login?redirect=/impersonate?token=…' link must not
 * sign a user into somebody else's account, and the app area is where a verified user ends up anyway.
 */
export function safeRedirectTarget(raw: string | null): string {
  if (!raw || !isSameSitePath(raw)) return PATHS.app;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  return hasDotSegment(path) || !isAppPath(path) ? PATHS.app : raw;
}

function withRedirect(path: string, target: string | null): string {
  return target ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : path;
}

/**
 * Path (with query) to navigate to, or null to stay. The root is answered with the final target at once
 * (a visitor on '/' goes straight to '/login?redirect=%2Fapp'), saving the hop through '/app'.
 */
export function decideRoute(input: RoutingInput): string | null {
  const { user, country, pathname, search } = input;
  const area = areaOf(pathname);
  // Impersonation runs its own sign-in and must not be disturbed by the session it is replacing.
  if (area === 'impersonate') return null;
  // The certificate check is for anyone, signed in or not.
  if (area === 'public') return null;
  // The back office has its own sign-in and session: a learner's (or a visitor's) state never moves it.
  if (area === 'admin') return null;
  if (area === 'root') return decideRoute({ ...input, pathname: PATHS.app, search: '' }) ?? PATHS.app;

  if (user) {
    if (user.migrating) return area === 'migration' ? null : PATHS.migration;
    if (!user.email_verified_at) return area === 'verifyEmail' ? null : PATHS.verifyEmail;
    return area === 'app' ? null : safeRedirectTarget(readQueryParam(search, REDIRECT_PARAM));
  }

  const here = pathname + search;
  const pendingRedirect = readQueryParam(search, REDIRECT_PARAM);
  if (!country) {
    if (isCountrySelectPath(pathname)) return null;
    return withRedirect(PATHS.countrySelect, area === 'lockscreen' ? pendingRedirect : here);
  }
  if (isCountrySelectPath(pathname)) return withRedirect(PATHS.login, pendingRedirect);
  if (area === 'lockscreen') return null;
  return withRedirect(PATHS.login, here);
}
