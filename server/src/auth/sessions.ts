import type { Context } from '../context';
import type { Db } from '../db/database';
import type { RealtimeClaims } from './realtimeToken';

/**
 * A session is a row of access_tokens (kind 'session'). Ending one deletes the row, which revokes its
 * bearer token and its realtime token alike, and closes the realtime connections opened with it.
 */

/** Whether the session a realtime token names still exists, belongs to its user and may be used. */
export async function isSessionLive(db: Db, claims: RealtimeClaims, now: Date): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM access_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.id = $1 AND t.user_id = $2 AND t.kind = 'session' AND NOT u.disabled
       AND (t.expires_at IS NULL OR t.expires_at > $3)`,
    [claims.sessionId, claims.userId, now],
  );
  return rows.length > 0;
}

/** Logout: this session only. */
export async function endSession(ctx: Context, sessionId: number): Promise<void> {
  await ctx.db.query(`DELETE FROM access_tokens WHERE id = $1 AND kind = 'session'`, [sessionId]);
  ctx.realtime.disconnectSession(sessionId);
}

/** Deletes every session of the user but `keep`; `db` may be the transaction that changes the password. */
export async function revokeUserSessions(db: Db, userId: number, keep?: number): Promise<void> {
  await db.query(
    `DELETE FROM access_tokens WHERE user_id = $1 AND kind = 'session' AND ($2::int IS NULL OR id <> $2)`,
    [userId, keep ?? null],
  );
}

/** A new password ends the user's other sessions (`keep` is the one that set it) and their sockets. */
export async function endUserSessions(ctx: Context, userId: number, keep?: number): Promise<void> {
  await revokeUserSessions(ctx.db, userId, keep);
  ctx.realtime.disconnectUser(userId, keep);
}
