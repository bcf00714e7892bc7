import { useEffect } from 'react';
import { PROBE_INTERVAL_MS } from '../../../../shared/api/constants';
import { useServices } from '../../../state';
import { refreshUser } from '../sessionService';

/** How often the waiting screens ask the server whether the user has moved on (verified, migrated). */
export const USER_POLL_INTERVAL_MS = PROBE_INTERVAL_MS;

/**
 * Refreshes the signed-in user every 5 s and whenever the window regains focus, so that verifying in
 * another tab or a finished migration moves the user on: the router guard follows the session.
 * Failures are ignored; the next tick tries again (the network layer handles outages).
 */
export function usePollUser(): void {
  const services = useServices();
  useEffect(() => {
    let inFlight = false;
    const poll = () => {
      if (inFlight) return;
      inFlight = true;
      refreshUser(services)
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    };
    const timer = window.setInterval(poll, USER_POLL_INTERVAL_MS);
    window.addEventListener('focus', poll);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', poll);
    };
  }, [services]);
}
