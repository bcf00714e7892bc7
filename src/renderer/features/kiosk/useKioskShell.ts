import { kioskMessages } from '../../../shared/messages/kiosk';
import type { Services } from '../../state';
import { useSetAtom } from '../../state';
import { nextParticipantRequestedAtom } from './kioskAtoms';
import { endParticipantSession } from './participantSession';

export interface KioskShellActions {
  /** Top-bar actions: 'Nächste Person', confirmed by the kiosk layer. */
  menuItems: { label: string; onPress: () => void }[];
  /** The sidebar's logout: at a kiosk it wipes the station as well. */
  onLogout: () => void;
}

/** What the app shell offers in kiosk mode; null outside it. */
export function useKioskShell(services: Services): KioskShellActions | null {
  const requestNextParticipant = useSetAtom(nextParticipantRequestedAtom);
  const kiosk = services.platform.kiosk;
  if (!kiosk) return null;
  return {
    menuItems: [{ label: kioskMessages.nextParticipant, onPress: () => requestNextParticipant(true) }],
    onLogout: () => {
      endParticipantSession(services, kiosk).catch((error: unknown) =>
        console.error('[kiosk] logout wipe failed', error),
      );
    },
  };
}
