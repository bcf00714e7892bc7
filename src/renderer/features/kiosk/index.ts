import { lazy } from 'react';

/** The public face of kiosk mode: the app shell's kiosk actions and the kiosk dialogs over every realm. */
export { useKioskShell } from './useKioskShell';

/** Kiosk mode exists only in the desktop app: the web build never loads this chunk. */
export const KioskLayer = lazy(async () => ({ default: (await import('./KioskLayer')).KioskLayer }));
