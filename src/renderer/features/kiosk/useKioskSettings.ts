import { useEffect, useState } from 'react';
import type { KioskPlatform } from '../../platform';

export type KioskSettingsValue = Awaited<KioskPlatform['settings']>;

/** The kiosk config main read at start; null until it arrives (or when main cannot give it). */
export function useKioskSettings(kiosk: Pick<KioskPlatform, 'settings'>): KioskSettingsValue | null {
  const [settings, setSettings] = useState<KioskSettingsValue | null>(null);
  useEffect(() => {
    let current = true;
    kiosk.settings.then(
      (value) => {
        if (current) setSettings(value);
      },
      (error: unknown) => console.error('[kiosk] settings unavailable', error),
    );
    return () => {
      current = false;
    };
  }, [kiosk]);
  return settings;
}
