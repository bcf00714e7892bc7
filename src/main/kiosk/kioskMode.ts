import type { KioskSettings } from '../../shared/ipc';
import type { KioskConfig } from './config';
import { kioskSettingsOf } from './config';
import type { KioskLockOptions } from './lock';
import { installKioskLock } from './lock';
import type { WipeablePage, WipeableSession } from './wipe';
import { startIdleBackstop, wipeParticipant } from './wipe';

export interface KioskMode {
  readonly settings: KioskSettings;
  nextParticipant(): Promise<void>;
  unlock(pin: string): Promise<boolean>;
  allowQuit(): void;
}

export interface KioskModeOptions extends Omit<KioskLockOptions, 'adminPinHash' | 'window'> {
  config: KioskConfig;
  window: KioskLockOptions['window'] & { webContents: WipeablePage };
  clearToken: () => Promise<void>;
  sessions: readonly WipeableSession[];
  entryUrl: string;
  closeArticles: () => void;
  getSystemIdleSeconds: () => number;
}

/**
 * Locks the kiosk window, and wipes the station for each participant: on request and when idle
 * (docs/product-rules.md#kiosk).
 */
export function startKioskMode(options: KioskModeOptions): KioskMode {
  const { config, now = Date.now } = options;
  const lock = installKioskLock({ ...options, adminPinHash: config.adminPinHash });

  let lastWipeAt = now();
  let queue = Promise.resolve();
  // One wipe at a time: a second request waits for the first and then wipes again. Only a wipe that
  // finished counts: after a failed one the idle backstop still sees an unwiped station and tries again.
  const nextParticipant = () => {
    const run = () =>
      wipeParticipant({
        clearToken: options.clearToken,
        sessions: options.sessions,
        page: options.window.webContents,
        entryUrl: options.entryUrl,
        closeArticles: options.closeArticles,
      }).then(() => {
        lastWipeAt = now();
      });
    const next = queue.then(run, run);
    queue = next.catch(() => {});
    return next;
  };

  startIdleBackstop({
    idleLogoutSeconds: config.idleLogoutSeconds,
    getSystemIdleSeconds: options.getSystemIdleSeconds,
    lastWipeAt: () => lastWipeAt,
    wipe: nextParticipant,
    now,
  });

  return {
    settings: kioskSettingsOf(config),
    nextParticipant,
    unlock: lock.unlock,
    allowQuit: lock.allowQuit,
  };
}
