import type { KioskSettings } from '../../../shared/ipc';
import { PATHS, normalizePath } from '../../../shared/domain/paths';
import { kioskCoursePath } from '../../../shared/domain/kiosk';
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

/**
 * Where a participant lands once the kiosk's access code made them a member of company `companyId`: the preset
 * page (a path as is, a bare course id as that course of the company), else the company's page.
 */
export function kioskMemberLandingPath(
  { coursePreset }: Pick<KioskSettings, 'coursePreset'>,
  companyId: number,
): string {
  if (coursePreset?.startsWith('/')) {
    return safeRedirectTarget(coursePreset) === coursePreset ? coursePreset : companyPagePath(companyId);
  }
  if (coursePreset && /^\d{1,9}$/.test(coursePreset)) return kioskCoursePath(companyId, Number(coursePreset));
  return companyPagePath(companyId);
}

const companyPagePath = (companyId: number) => `${PATHS.platform}/companies/${companyId}`;

/** The pages a sign-in ends on when no redirect was asked for: '/app' and, on desktop, the dashboard. */
export function isDefaultLanding(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === PATHS.app || path === PATHS.dashboard;
}

/** The path part of a target ('/app/x?y' gives '/app/x'), normalised for comparison. */
export const landingPathOf = (target: string): string => normalizePath(target.split(/[?#]/, 1)[0] ?? '');
