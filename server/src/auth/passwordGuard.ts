import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { codedError, ErrorCode } from '../errors';
import { accountLockedMail } from '../mail/templates';

/**
 * docs/product-rules.md#security: password guessing against one account, from any number of addresses, and
 * behind a stolen session (the e-mail change and the account deletion ask for the password). The first
 * failures are free (typos); after them each failure pauses the account's password checks, for 30 s doubling
 * up to 15 minutes. A stranger can so slow the owner down, never shut them out for long: the pause ends by
 * itself, and a password reset (which proves the mailbox) lifts it at once. The owner gets a mail at the
 * first pause of a series.
 */
export const FREE_FAILURES = 5;
const FIRST_PAUSE_MS = 30_000;
export const MAX_PAUSE_MS = 15 * 60_000;
/** A series of failures ends when none came for this long: the count starts again. */
const SERIES_MS = 24 * 60 * 60_000;

export const pauseAfter = (failures: number): number =>
  failures < FREE_FAILURES
    ? 0
    : Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.min(20, failures - FREE_FAILURES));

/** Refuses with 429 and Retry-After while the account's password checks are paused. */
export async function assertNotPaused(ctx: Context, userId: number, fields: string[]): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const now = ctx.clock();
  const row = await one<{ locked_until: Date | null }>(
    ctx.db,
    'SELECT locked_until FROM password_failures WHERE user_id = $1',
    [userId],
  );
  if (row?.locked_until && row.locked_until > now)
    throw codedError(ErrorCode.passwordsThrottled, fields).retryAt(row.locked_until, now);
}

/** Counts a wrong password; from the free ones on, pauses the account and tells the owner once. */
export async function recordPasswordFailure(ctx: Context, userId: number): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const now = ctx.clock();
  const seriesStart = new Date(now.getTime() - SERIES_MS);
  const row = await one<{ failures: number }>(
    ctx.db,
    `INSERT INTO password_failures (user_id, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (user_id) DO UPDATE SET
       failures = CASE WHEN password_failures.last_failure_at < $3 THEN 1 ELSE password_failures.failures + 1 END,
       notified_at = CASE WHEN password_failures.last_failure_at < $3 THEN NULL ELSE password_failures.notified_at END,
       last_failure_at = $2
     RETURNING failures`,
    [userId, now, seriesStart],
  );
  const pause = pauseAfter(row!.failures);
  if (pause === 0) return;
  const until = new Date(now.getTime() + pause);
  await ctx.db.query('UPDATE password_failures SET locked_until = $2 WHERE user_id = $1', [userId, until]);
  // One mail per series: of concurrent failures, the row lock lets only the first set notified_at.
  const owner = await one<{ email: string; first_name: string }>(
    ctx.db,
    `WITH claimed AS (
       UPDATE password_failures SET notified_at = $2 WHERE user_id = $1 AND notified_at IS NULL RETURNING user_id
     )
     SELECT u.email, u.first_name FROM users u JOIN claimed c ON c.user_id = u.id`,
    [userId, now],
  );
  if (owner) {
    const resetUrl = `${ctx.config.publicUrl}/forgot-password?${new URLSearchParams({ email: owner.email })}`;
    await ctx.mailer.send(accountLockedMail(owner.email, owner.first_name, until, resetUrl));
  }
}

/** A correct password, or a reset of it, ends the series and any pause. */
export async function clearPasswordFailures(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM password_failures WHERE user_id = $1', [userId]);
}
