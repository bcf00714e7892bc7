/**
 * The kiosk file as the back office writes it in the browser, read by the desktop app's main process: the two
 * sides meet only here, so the contract between them is tested outside both.
 */
import { describe, expect, it } from 'vitest';
import { kioskConfigSchema } from '../src/main/kiosk/config';
import { isPinHash, verifyPin } from '../src/main/kiosk/pin';
import { kioskFileText } from '../src/renderer/features/admin/kiosk/kioskFile';
import { hashKioskPin } from '../src/renderer/features/admin/kiosk/pinHash';

describe('hashKioskPin (the browser) against verifyPin (the desktop app)', () => {
  it('makes a hash main accepts for the PIN and for no other', async () => {
    const hash = await hashKioskPin('482915');
    expect(hash).toMatch(/^scrypt:32768:8:1:[A-Za-z0-9+/]{22}==:[A-Za-z0-9+/]{43}=$/);
    expect(isPinHash(hash)).toBe(true);
    expect(await verifyPin('482915', hash)).toBe(true);
    expect(await verifyPin('482916', hash)).toBe(false);
  }, 30_000);

  it('salts each hash anew, and a fixed salt gives the same hash', async () => {
    const salt = new Uint8Array(16).fill(7);
    expect(await hashKioskPin('123456', salt)).toBe(await hashKioskPin('123456', salt));
    expect(await hashKioskPin('123456')).not.toBe(await hashKioskPin('123456'));
  }, 30_000);

  it('writes a kiosk file the desktop app takes', async () => {
    const file = {
      idleLogoutSeconds: 600,
      adminPinHash: await hashKioskPin('482915'),
      accessCode: 'DEMO-2026',
      coursePreset: '/app/platform/companies/1/courses/2',
      kioskSecret: 'a'.repeat(43),
    };
    expect(kioskConfigSchema.parse(JSON.parse(kioskFileText(file)))).toEqual(file);
  }, 30_000);
});
