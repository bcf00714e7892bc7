import type { KioskPlatform } from '../../platform';
import { currentUserAtom, type Services } from '../../state';
import { logout } from '../session';

/**
 * How long the server gets to end the session. During an outage the request is held until the network
 * is back; the wipe must not wait for that, since main removes the token anyway.
 */
export const LOGOUT_WAIT_MS = 5_000;

/**
 * Ends the current participant's turn at a kiosk: signs out and has main wipe every trace of them and reload
 * the app. Concurrent requests (idle timer, button, logout) share one run.
 */
export function endParticipantSession(
  services: Services,
  kiosk: KioskPlatform,
  logoutWaitMs = LOGOUT_WAIT_MS,
): Promise<void> {
  return services.singleFlight('kiosk participant end', async () => {
    if (services.store.get(currentUserAtom)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, logoutWaitMs)));
      await Promise.race([logout(services), waited]).finally(() => clearTimeout(timer));
    }
    await kiosk.nextParticipant();
  });
}
