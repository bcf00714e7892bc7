import { useCallback } from 'react';
import type { KioskPlatform } from '../../platform';
import { useServices } from '../../state';
import { UiProvider } from '../../ui';
import { AdminPinDialog } from './AdminPinDialog';
import { IdleLogout } from './IdleLogout';
import { NextParticipantDialog } from './NextParticipantDialog';
import { endParticipantSession } from './participantSession';
import { useKioskLanding } from './useKioskLanding';
import { useKioskMembershipLanding } from './useKioskMembership';
import { useKioskSettings } from './useKioskSettings';

/**
 * Everything the renderer adds in kiosk mode, over every realm: the idle countdown, the confirmation of
 * 'Nächste Person', the admin PIN dialog and the landing on the operator's course preset.
 */
export function KioskLayer({ kiosk }: { kiosk: KioskPlatform }) {
  const services = useServices();
  const settings = useKioskSettings(kiosk);
  useKioskLanding(useKioskMembershipLanding(settings));
  const endSession = useCallback(() => endParticipantSession(services, kiosk), [services, kiosk]);
  return (
    <UiProvider>
      {settings && <IdleLogout idleSeconds={settings.idleLogoutSeconds} onTimeout={endSession} />}
      <NextParticipantDialog onConfirm={endSession} />
      <AdminPinDialog kiosk={kiosk} />
    </UiProvider>
  );
}
