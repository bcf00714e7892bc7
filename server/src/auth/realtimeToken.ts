import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The realtime token (the user's `jwt` field): an HS256 JWT naming the user (`sub`) and the session it
 * was issued to (`sid`, the access token's row id). The socket accepts it only while that session exists
 * (realtime.ts), so logging out, a new password or a deleted account revoke it with the session.
 */
const VALIDITY_SECONDS = 24 * 60 * 60;
const AUDIENCE = 'realtime';
const ALGORITHM = 'HS256';

export interface RealtimeClaims {
  userId: number;
  sessionId: number;
}

/** A key of its own, derived from the server secret, so no other use of the secret can mint tokens. */
const signingKey = (secret: string) => createHmac('sha256', secret).update('realtime-token').digest();

const positiveInt = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
};

export function signRealtimeToken(claims: RealtimeClaims, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: String(claims.sessionId) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + VALIDITY_SECONDS)
    .sign(signingKey(secret));
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export async function verifyRealtimeToken(
  token: string,
  secret: string,
  now: Date,
): Promise<RealtimeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const userId = positiveInt(payload.sub);
    const sessionId = positiveInt(payload.sid);
    return userId && sessionId ? { userId, sessionId } : null;
  } catch {
    return null;
  }
}
