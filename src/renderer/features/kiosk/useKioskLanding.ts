import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAppPath } from '../../../shared/domain/routing';
import { useAtomValue, sessionAtom } from '../../state';
import { isDefaultLanding, landingPathOf } from './kioskLanding';

/** The start page may redirect on its own (desktop: /app to the dashboard), so one more try is allowed. */
const MAX_LANDING_ATTEMPTS = 2;

/**
 * After a sign-in (a visitor becoming a user), sends the participant from the usual start page to
 * `target`. A sign-in that asked for another page (a login redirect) keeps it. A session restored at
 * start is no sign-in and stays where it is.
 */
export function useKioskLanding(target: string | null): void {
  const status = useAtomValue(sessionAtom).status;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const landing = useRef({ awaiting: false, attempts: 0 });

  useEffect(() => {
    if (status === 'visitor') landing.current = { awaiting: true, attempts: 0 };
  }, [status]);

  useEffect(() => {
    const state = landing.current;
    // Before the guard has taken the new user into the app area (still on /login), wait.
    if (status !== 'user' || !state.awaiting || !target || !isAppPath(pathname)) return;
    const arrived = landingPathOf(pathname) === landingPathOf(target);
    if (!arrived && isDefaultLanding(pathname) && state.attempts < MAX_LANDING_ATTEMPTS) {
      state.attempts += 1;
      void navigate(target, { replace: true });
      return;
    }
    state.awaiting = false;
  }, [status, pathname, target, navigate]);
}
