import { useEffect, useRef, useState } from 'react';
import { sessionAtom, useAtomValue, useServices } from '../../state';
import type { KioskSettingsValue } from './useKioskSettings';
import { kioskLandingPath, kioskMemberLandingPath } from './kioskLanding';
import { redeemKioskCode } from './mutations';

/**
 * The landing target of kiosk mode (docs/product-rules.md#kiosk-sessions). With an access code in the kiosk
 * config, each sign-in (a visitor becoming a user, by signing in or up) redeems it for the participant; the
 * target is then the preset course of that company. Until the code is redeemed the target is null (nobody is
 * sent to a course they cannot open yet); a code the server refuses leaves the usual preset (the code page).
 */
export function useKioskMembershipLanding(settings: KioskSettingsValue | null): string | null {
  const services = useServices();
  const status = useAtomValue(sessionAtom).status;
  const signingIn = useRef(false);
  const [redeemed, setRedeemed] = useState<{ companyId: number | null } | null>(null);
  const accessCode = settings?.accessCode ?? null;

  useEffect(() => {
    if (status === 'visitor') {
      signingIn.current = true;
      setRedeemed(null);
    }
  }, [status]);

  useEffect(() => {
    if (status !== 'user' || !signingIn.current || !accessCode) return;
    signingIn.current = false;
    redeemKioskCode(services, accessCode).then(
      (companyId) => setRedeemed({ companyId }),
      (error: unknown) => {
        console.error('[kiosk] access code not redeemed', error);
        setRedeemed({ companyId: null });
      },
    );
  }, [status, accessCode, services]);

  if (!settings) return null;
  if (!accessCode) return kioskLandingPath(settings);
  if (!redeemed) return null;
  return redeemed.companyId === null
    ? kioskLandingPath(settings)
    : kioskMemberLandingPath(settings, redeemed.companyId);
}
