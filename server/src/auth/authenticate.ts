import type { FastifyRequest } from 'fastify';
import type { Context } from '../context';
import { one } from '../db/database';
import { HttpError } from '../errors';
import { bearerToken, hashToken } from './tokens';

export interface AuthUser {
  id: number;
  tokenId: number;
  developer: boolean;
}

export const UNAUTHENTICATED = 'Bitte melde dich an.';

/** Resolves the bearer session token; `required` turns a missing or unknown token into 401. */
export async function authenticate(
  ctx: Context,
  request: FastifyRequest,
  required: boolean,
): Promise<AuthUser | null> {
  const token = bearerToken(request.headers.authorization);
  const row = token
    ? await one<{ id: number; user_id: number; developer: boolean }>(
        ctx.db,
        `UPDATE access_tokens t SET last_used_at = $2 FROM users u
         WHERE t.token_hash = $1 AND t.kind = 'session' AND u.id = t.user_id AND NOT u.disabled
           AND (t.expires_at IS NULL OR t.expires_at > $2)
         RETURNING t.id, t.user_id, u.developer`,
        [hashToken(token), ctx.clock()],
      )
    : undefined;
  if (!row) {
    if (required) throw new HttpError(401, UNAUTHENTICATED, 'unauthenticated');
    return null;
  }
  return { id: row.user_id, tokenId: row.id, developer: row.developer };
}
