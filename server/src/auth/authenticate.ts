import type { FastifyRequest } from 'fastify';
import type { Context } from '../context';
import { one } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { bearerToken, hashToken } from './tokens';

export interface AuthUser {
  id: number;
  tokenId: number;
  developer: boolean;
}

/** How far last_used_at may lag behind a session's latest request. */
const LAST_USED_PRECISION_MS = 60_000;

/** Resolves the bearer session token; `required` turns a missing or unknown token into 401. */
export async function authenticate(
  ctx: Context,
  request: FastifyRequest,
  required: boolean,
): Promise<AuthUser | null> {
  const token = bearerToken(request.headers.authorization);
  const now = ctx.clock();
  // A read on every request; last_used_at is written only when it is a minute old (a write per request cost
  // every call a WAL flush and a dead row).
  const row = token
    ? await one<{ id: number; user_id: number; developer: boolean; stale: boolean }>(
        ctx.db,
        `SELECT t.id, t.user_id, u.developer,
           (t.last_used_at IS NULL OR t.last_used_at < $3 OR t.last_used_at > $2) AS stale
         FROM access_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.kind = 'session' AND NOT u.disabled
           AND (t.expires_at IS NULL OR t.expires_at > $2)`,
        [hashToken(token), now, new Date(now.getTime() - LAST_USED_PRECISION_MS)],
      )
    : undefined;
  if (row?.stale) {
    await ctx.db.query('UPDATE access_tokens SET last_used_at = $2 WHERE id = $1', [row.id, now]);
  }
  if (!row) {
    if (required) throw new HttpError(ErrorCode.unauthenticated);
    return null;
  }
  return { id: row.user_id, tokenId: row.id, developer: row.developer };
}
