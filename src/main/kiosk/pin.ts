import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Admin PINs are stored as `scrypt:<N>:<r>:<p>:<salt>:<hash>` (salt and hash in base64). scrypt makes
 * each guess expensive for someone who copies the config file; the bounds below keep a hostile config
 * from making one check take minutes or gigabytes.
 */
const DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PIN_HASH = /^scrypt:(\d{1,8}):(\d{1,3}):(\d{1,3}):([A-Za-z0-9+/]{16,}={0,2}):([A-Za-z0-9+/]{43}=)$/;

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  hash: Buffer;
}

function parsePinHash(encoded: string): ParsedHash | null {
  const match = PIN_HASH.exec(encoded);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  const memoryBytes = 128 * N * r;
  if (!powerOfTwo || r < 1 || r > 32 || p < 1 || p > 16 || memoryBytes > 2 ** 28) return null;
  return {
    params: { N, r, p },
    salt: Buffer.from(match[4]!, 'base64'),
    hash: Buffer.from(match[5]!, 'base64'),
  };
}

export const isPinHash = (encoded: string): boolean => parsePinHash(encoded) !== null;

function derive(pin: string, salt: Buffer, { N, r, p }: ParsedHash['params']): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(pin.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPin(pin: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(pin, salt, DEFAULTS);
  return `scrypt:${DEFAULTS.N}:${DEFAULTS.r}:${DEFAULTS.p}:${salt.toString('base64')}:${key.toString('base64')}`;
}

export async function verifyPin(pin: string, encoded: string): Promise<boolean> {
  const parsed = parsePinHash(encoded);
  if (!parsed) return false;
  const key = await derive(pin, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.hash);
}
