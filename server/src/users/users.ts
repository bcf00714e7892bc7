import type { User } from '../../../src/shared/api/entities';
import { messages } from '../../../src/shared/messages.de';
import type { Country, Difficulty, Role } from '../../../src/shared/api/constants';
import { one, type Db } from '../db/database';
import type { Context } from '../context';
import { newToken } from '../auth/tokens';
import { signRealtimeToken } from '../auth/realtimeToken';
import { HttpError, ErrorCode } from '../errors';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  country: Country;
  role: Role | null;
  email_verified_at: Date | null;
  verification_token_hash: string | null;
  migrating: boolean;
  migration_finishes_at: Date | null;
  developer: boolean;
  disabled: boolean;
  selected_categories: number[];
  selected_difficulties: number[];
  pending_email: string | null;
  pending_email_token_hash: string | null;
  pending_email_requested_at: Date | null;
  /** Since when the learner gets the reminders of the 15 hours (docs/product-rules.md#reminders); null: off. */
  reminders_since?: Date | null;
}

export const findUserByEmail = (db: Db, email: string) =>
  one<UserRow>(db, 'SELECT * FROM users WHERE lower(email) = lower($1)', [email]);

export const findUserById = (db: Db, id: number) =>
  one<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [id]);

export async function requireUser(db: Db, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.userNotFound);
  return row;
}

/** A migrating account is moved after a while; the move completes when the user is next looked at. */
async function finishMigrationIfDue(ctx: Context, row: UserRow): Promise<UserRow> {
  if (!row.migrating || !row.migration_finishes_at || row.migration_finishes_at > ctx.clock()) return row;
  await ctx.db.query('UPDATE users SET migrating = false WHERE id = $1', [row.id]);
  return { ...row, migrating: false };
}

/**
 * The user as the API shows it, with coins that have not expired yet. `sessionId` is the session that asks:
 * its realtime token goes in `jwt`. Without one (a realtime event) `jwt` is null, so no token ever travels
 * outside the reply to its own session.
 */
export async function presentUser(ctx: Context, userId: number, sessionId: number | null): Promise<User> {
  // The user and the two figures in one round trip: every answer publishes this.
  const found = await one<UserRow & { stat_coins: number; stat_answered: number }>(
    ctx.db,
    `SELECT u.*,
       COALESCE((SELECT sum(coins - redeemed) FROM coin_ledger WHERE user_id = u.id AND expires_at > $2), 0)::int
         AS stat_coins,
       (SELECT count(*) FROM answered_questions WHERE user_id = u.id)::int AS stat_answered
     FROM users u WHERE u.id = $1`,
    [userId, ctx.clock()],
  );
  if (!found) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.userNotFound);
  const row = await finishMigrationIfDue(ctx, found);
  const stats = { coins: found.stat_coins, answered: found.stat_answered };
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    migrating: row.migrating,
    jwt: sessionId ? await signRealtimeToken({ userId: row.id, sessionId }, ctx.secret, ctx.clock()) : null,
    role: row.role,
    country: row.country,
    coins: stats?.coins ?? 0,
    answered_question_count: stats?.answered ?? 0,
    selected_categories: row.selected_categories,
    selected_difficulties: row.selected_difficulties.filter((d): d is Difficulty => d === 1 || d === 2),
    developer: row.developer,
    pending_email: row.pending_email ?? null,
  };
}

/** A new session token for the device; a migrating account starts its move on its first sign-in. */
export async function startSession(ctx: Context, user: UserRow, deviceName: string) {
  const { token, hash } = newToken();
  const session = await one<{ id: number }>(
    ctx.db,
    `INSERT INTO access_tokens (user_id, token_hash, kind, device_name, created_at)
     VALUES ($1, $2, 'session', $3, $4) RETURNING id`,
    [user.id, hash, deviceName, ctx.clock()],
  );
  if (user.migrating && !user.migration_finishes_at) {
    await ctx.db.query('UPDATE users SET migration_finishes_at = $2 WHERE id = $1', [
      user.id,
      new Date(ctx.clock().getTime() + ctx.config.migrationSeconds * 1000),
    ]);
  }
  return { token, user: await presentUser(ctx, user.id, session!.id) };
}
