import { scryptAsync } from '@noble/hashes/scrypt.js';

/**
 * The kiosk admin PIN's hash, made in the browser so the PIN never leaves it: scrypt with the parameters and
 * the format the desktop app's main process verifies (`scrypt:<N>:<r>:<p>:<salt b64>:<hash b64>`, a 16-byte
 * salt and a 32-byte key of the NFKC-normalised PIN).
 */
export const PIN_SCRYPT = { N: 2 ** 15, r: 8, p: 1, dkLen: 32 } as const;

const base64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export async function hashKioskPin(
  pin: string,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(16)),
): Promise<string> {
  const { N, r, p, dkLen } = PIN_SCRYPT;
  const key = await scryptAsync(new TextEncoder().encode(pin.normalize('NFKC')), salt, { N, r, p, dkLen });
  return `scrypt:${N}:${r}:${p}:${base64(salt)}:${base64(key)}`;
}
