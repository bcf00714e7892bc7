import type { KioskSettings } from '../../../shared/ipc';
import { PATHS, normalizePath } from '../../../shared/domain/paths';
import { safeRedirectTarget } from '../../../shared/domain/routing';

/**
 * Where a participant lands after signing in at a kiosk, or null for the usual start page. A preset
 * that is a path inside the app is followed as is (through the same check as a login redirect); a bare
 * course id or an access code leads to the company platform, where the company quizzes are.
 */
export function kioskLandingPath({
  coursePreset,
  accessCode,
}: Pick<KioskSettings, 'coursePreset' | 'accessCode'>): string | null {
  if (coursePreset?.startsWith('/')) {
    return safeRedirectTarget(coursePreset) === coursePreset ? coursePreset : null;
  }
  return coursePreset || accessCode ? PATHS.platform : null;
}

/** The pages a sign-in ends on when no redirect was asked for: '/app' and, on desktop, the dashboard. */
export function isDefaultLanding(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === PATHS.app || path === PATHS.dashboard;
}

/** The path part of a target ('/app/x?y' gives '/app/x'), normalised for comparison. */
export const landingPathOf = (target: string): string => normalizePath(target.split(/[?#]/, 1)[0] ?? '');
