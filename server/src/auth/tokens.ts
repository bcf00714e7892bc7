import { createHash, randomBytes } from 'node:crypto';

/** Tokens are random; only their SHA-256 is stored, so a database leak does not leak sessions. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{1,500})$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
