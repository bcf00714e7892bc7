import { desktopPlatform } from './desktop';
import type { Platform } from './platform';
import { webPlatform } from './web';

export type { KioskPlatform, Platform } from './platform';

/** The one place that decides between browser and desktop. */
export function detectPlatform(): Platform {
  return window.app ? desktopPlatform(window.app) : webPlatform();
}
