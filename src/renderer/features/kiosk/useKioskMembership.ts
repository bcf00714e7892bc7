import { useEffect, useRef, useState } from 'react';
import { sessionAtom, useAtomValue, useServices } from '../../state';
import type { KioskSettingsValue } from './useKioskSettings';
import { kioskLandingPath, kioskMemberLandingPath } from './kioskLanding';
import { redeemKioskCode, startKioskCourse } from './mutations';

/**
 * The landing target of kiosk mode (docs/product-rules.md#kiosk-sessions). With an access code in the kiosk
 * config, each sign-in (a visitor becoming a user, by signing in or up) redeems it for the participant; the
 * target is then the preset course of that company. Until the code is redeemed the target is null (nobody is
 * sent to a course they cannot open yet); a code the server refuses leaves the usual preset (the code page).
 */
export function useKioskMembershipLanding(settings: KioskSettingsValue | null): string | null {
  const services = useServices();
  const session = useAtomValue(sessionAtom);
  const userId = session.status === 'user' ? session.user.id : null;
  const signingIn = useRef(false);
  /** The redemption of the current sign-in: whose it was and the company it joined (null: refused). */
  const [redeemed, setRedeemed] = useState<{ userId: number; companyId: number | null } | null>(null);
  const accessCode = settings?.accessCode ?? null;

  useEffect(() => {
    if (session.status === 'visitor') signingIn.current = true;
  }, [session.status]);

  useEffect(() => {
    if (userId === null || !signingIn.current || !accessCode) return;
    signingIn.current = false;
    const preset = settings?.coursePreset ?? null;
    redeemKioskCode(services, accessCode)
      .then(async (companyId) => {
        // The preset course is started for them, so its page opens on the quiz.
        const course = /\/courses\/(\d{1,9})$/.exec(
          kioskMemberLandingPath({ coursePreset: preset }, companyId),
        );
        if (course) {
          await startKioskCourse(services, Number(course[1])).catch((error: unknown) =>
            console.warn('[kiosk] preset course not started', error),
          );
        }
        setRedeemed({ userId, companyId });
      })
      .catch((error: unknown) => {
        console.error('[kiosk] access code not redeemed', error);
        setRedeemed({ userId, companyId: null });
      });
  }, [userId, accessCode, services, settings?.coursePreset]);

  if (!settings) return null;
  if (!accessCode) return kioskLandingPath(settings);
  if (!redeemed || redeemed.userId !== userId) return null;
  return redeemed.companyId === null
    ? kioskLandingPath(settings)
    : kioskMemberLandingPath(settings, redeemed.companyId);
}
