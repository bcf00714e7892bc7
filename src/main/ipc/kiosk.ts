import { IpcInvoke, kioskPinSchema, noPayloadSchema } from '../../shared/ipc';
import type { KioskMode } from '../kiosk/kioskMode';
import type { IpcHandle } from './handle';

/** Outside kiosk mode the settings are null and the kiosk operations do nothing. */
export function registerKioskIpc(handle: IpcHandle, kiosk: KioskMode | null): void {
  handle(IpcInvoke.kioskSettingsGet, noPayloadSchema, () => kiosk?.settings ?? null);
  handle(IpcInvoke.kioskNextParticipant, noPayloadSchema, async () => {
    if (!kiosk) throw new Error('kiosk mode is off');
    await kiosk.nextParticipant();
  });
  handle(IpcInvoke.kioskUnlock, kioskPinSchema, (pin) => (kiosk ? kiosk.unlock(pin) : false));
}
