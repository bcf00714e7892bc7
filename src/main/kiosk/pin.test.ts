import { describe, expect, it } from 'vitest';
import { hashPin, isPinHash, verifyPin } from './pin';

describe('admin PIN hash', () => {
  it('verifies the right PIN and refuses others', async () => {
    const stored = await hashPin('4711');
    expect(stored).toMatch(/^scrypt:32768:8:1:/);
    expect(stored).not.toContain('4711');
    expect(await verifyPin('4711', stored)).toBe(true);
    expect(await verifyPin('4712', stored)).toBe(false);
    expect(await verifyPin('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPin('4711')).not.toBe(await hashPin('4711'));
  });

  it.each([
    '4711',
    'scrypt:32768:8:1:c2FsdA==:aGFzaA==',
    // scrypt parameters that would take gigabytes or are not a power of two
    `scrypt:1048576:32:1:${'A'.repeat(22)}==:${'A'.repeat(43)}=`,
    `scrypt:30000:8:1:${'A'.repeat(22)}==:${'A'.repeat(43)}=`,
  ])('refuses the malformed or hostile hash %s', async (stored) => {
    expect(isPinHash(stored)).toBe(false);
    expect(await verifyPin('4711', stored)).toBe(false);
  });
});
