import type { FastifyRequest } from 'fastify';
import type { AdminRole } from '../../../src/shared/api/constants';
import { ADMIN_SESSION } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { bearerToken, hashToken, newToken } from '../auth/tokens';

/**
 * Admin sessions (docs/product-rules.md#back-office): a token of their own, in admin_sessions, that ends
 * 30 minutes after its last request or 8 hours after the sign-in. Every request moves last_used_at.
 */
export interface AdminAuth {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  /** A company admin's company; null for staff. */
  company_id: number | null;
  sessionId: number;
  createdAt: Date;
  lastUsedAt: Date;
}

/** When the session ends for lack of use: 30 minutes after its last request, at most 8 hours after the sign-in. */
const idleEnd = (createdAt: Date, lastUsedAt: Date) =>
  new Date(
    Math.min(lastUsedAt.getTime() + ADMIN_SESSION.idleMs, createdAt.getTime() + ADMIN_SESSION.absoluteMs),
  );

/** Both ends of a session, as the replies give them. */
export function sessionEnds(createdAt: Date, lastUsedAt: Date) {
  const absolute = new Date(createdAt.getTime() + ADMIN_SESSION.absoluteMs);
  return {
    idle_expires_at: idleEnd(createdAt, lastUsedAt).toISOString(),
    expires_at: absolute.toISOString(),
  };
}

export async function createAdminSession(
  db: Db,
  accountId: number,
  now: Date,
): Promise<{ id: number; token: string }> {
  const { token, hash } = newToken();
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO admin_sessions (account_id, token_hash, created_at, last_used_at) VALUES ($1, $2, $3, $3)
     RETURNING id`,
    [accountId, hash, now],
  );
  return { id: row!.id, token };
}

/**
 * The admin session of the bearer token, or 401: none, unknown (a learner's token too) or expired, which
 * is then deleted. A disabled account's sessions open nothing.
 */
export async function authenticateAdmin(ctx: Context, request: FastifyRequest): Promise<AdminAuth> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new HttpError(ErrorCode.unauthenticated);
  const now = ctx.clock();
  const row = await one<{
    id: number;
    account_id: number;
    email: string;
    name: string;
    role: AdminRole;
    company_id: number | null;
    created_at: Date;
    last_used_at: Date;
  }>(
    ctx.db,
    `SELECT s.id, s.account_id, a.email, a.name, a.role, a.company_id, s.created_at, s.last_used_at
     FROM admin_sessions s JOIN admin_accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND NOT a.disabled`,
    [hashToken(token)],
  );
  if (!row) throw new HttpError(ErrorCode.unauthenticated);
  if (idleEnd(row.created_at, row.last_used_at) <= now) {
    await ctx.db.query('DELETE FROM admin_sessions WHERE id = $1', [row.id]);
    throw new HttpError(ErrorCode.adminSessionExpired);
  }
  await ctx.db.query('UPDATE admin_sessions SET last_used_at = $2 WHERE id = $1', [row.id, now]);
  return {
    id: row.account_id,
    email: row.email,
    name: row.name,
    role: row.role,
    company_id: row.company_id,
    sessionId: row.id,
    createdAt: row.created_at,
    lastUsedAt: now,
  };
}

export async function endAdminSession(db: Db, sessionId: number): Promise<void> {
  await db.query('DELETE FROM admin_sessions WHERE id = $1', [sessionId]);
}

/** Who a back-office socket is: the role and company of a live admin session. */
export type AdminSocketViewer = Pick<AdminAuth, 'role' | 'company_id'>;

/**
 * The viewer of a back-office socket's token while its session is live (not idle, not past 8 hours, the
 * account enabled); null otherwise. Reading it does not move the idle clock: only requests do.
 */
export async function adminSocketViewer(db: Db, token: string, now: Date): Promise<AdminSocketViewer | null> {
  const row = await one<{ role: AdminRole; company_id: number | null; created_at: Date; last_used_at: Date }>(
    db,
    `SELECT a.role, a.company_id, s.created_at, s.last_used_at
     FROM admin_sessions s JOIN admin_accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND NOT a.disabled`,
    [hashToken(token)],
  );
  if (!row || idleEnd(new Date(row.created_at), new Date(row.last_used_at)) <= now) return null;
  return { role: row.role, company_id: row.company_id };
}
