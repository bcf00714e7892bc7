import type { KioskPlatform } from '../../platform/platform';
import type { Services } from '../../state/services';
import { store } from '../../state/store';
import { currentUserAtom } from '../session/sessionAtoms';
import { logout } from '../session/sessionService';

/**
 * How long the server gets to end the session. During an outage the request is held until the network
 * is back; the wipe must not wait for that, since main removes the token anyway.
 */
export const LOGOUT_WAIT_MS = 5_000;

let ending: Promise<void> | null = null;

/**
 * Ends the current participant's turn at a kiosk: signs out (SPEC §4 logout) and has main wipe every
 * trace of them and reload the app. Concurrent requests (idle timer, button, logout) share one run.
 */
export function endParticipantSession(
  services: Services,
  kiosk: KioskPlatform,
  logoutWaitMs = LOGOUT_WAIT_MS,
): Promise<void> {
  ending ??= (async () => {
    if (store.get(currentUserAtom)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, logoutWaitMs)));
      await Promise.race([logout(services), waited]).finally(() => clearTimeout(timer));
    }
    await kiosk.nextParticipant();
  })().finally(() => {
    ending = null;
  });
  return ending;
}
