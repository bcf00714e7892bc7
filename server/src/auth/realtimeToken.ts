import { createHmac, timingSafeEqual } from 'node:crypto';

const VALIDITY_SECONDS = 24 * 60 * 60;
const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A compact HS256 JWT naming the user, for the realtime connection (the user's `jwt` field). */
export function signRealtimeToken(userId: number, secret: string, now: Date): string {
  const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const iat = Math.floor(now.getTime() / 1000);
  const payload = b64(JSON.stringify({ sub: String(userId), iat, exp: iat + VALIDITY_SECONDS }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export function verifyRealtimeToken(token: string, secret: string, now: Date): number | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string; exp?: number };
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    const userId = Number(claims.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}
