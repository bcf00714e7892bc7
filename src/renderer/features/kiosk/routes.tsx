import { lazy } from 'react';

/**
 * The kiosk's lazily loaded entry point: the kiosk dialogs over every route of the desktop app. Kiosk
 * mode exists only there, so the web build never loads this chunk.
 */
export const KioskLayer = lazy(async () => ({ default: (await import('./KioskLayer')).KioskLayer }));
