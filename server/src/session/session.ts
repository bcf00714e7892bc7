import type { z } from 'zod';
import type { registerCall } from '../../../src/shared/api/calls/session';
import { hashPassword } from '../auth/passwords';
import { clearPasswordFailures } from '../auth/passwordGuard';
import { revokeUserSessions } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import type { Context } from '../context';
import { one } from '../db/database';
import { codedError, ErrorCode } from '../errors';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { findUserByEmail, findUserById, type UserRow } from '../users/users';

const RESET_VALIDITY_MS = 60 * 60 * 1000;
const RESET_THROTTLE_MS = 60 * 1000;

/** A new verification link; the one mailed before it stays valid, so the last two links count. */
export async function sendVerification(ctx: Context, user: Pick<UserRow, 'id' | 'email' | 'first_name'>) {
  const { token, hash } = newToken();
  await ctx.db.query(
    `UPDATE users SET previous_verification_token_hash = verification_token_hash, verification_token_hash = $2
     WHERE id = $1`,
    [user.id, hash],
  );
  const url = `${ctx.config.publicUrl}/api/users/${user.id}/verify-email?token=${token}`;
  await ctx.mailer.send(verificationMail(user.email, user.first_name, url));
}

/** A new account, its verification mail sent; an address that has an account already is refused. */
export async function registerUser(ctx: Context, body: z.output<typeof registerCall.body>): Promise<UserRow> {
  if (await findUserByEmail(ctx.db, body.email)) throw codedError(ErrorCode.validationUnique, ['email']);
  const created = await one<UserRow>(
    ctx.db,
    `INSERT INTO users (email, password_hash, first_name, last_name, country, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING *`,
    [
      body.email,
      await hashPassword(body.password),
      body.first_name,
      body.last_name,
      body.country,
      ctx.clock(),
    ],
  );
  if (!created) throw codedError(ErrorCode.validationUnique, ['email']);
  await sendVerification(ctx, created);
  return created;
}

/** Mails a link to set a new password; asking again within a minute is refused. */
export async function requestPasswordReset(ctx: Context, user: UserRow): Promise<void> {
  const previous = await one<{ created_at: Date }>(
    ctx.db,
    'SELECT created_at FROM password_resets WHERE user_id = $1',
    [user.id],
  );
  if (previous && ctx.clock().getTime() - previous.created_at.getTime() < RESET_THROTTLE_MS) {
    throw codedError(ErrorCode.passwordsThrottled, ['email']);
  }
  const { token, hash } = newToken();
  await ctx.db.query(
    `INSERT INTO password_resets (user_id, token_hash, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
    [user.id, hash, ctx.clock()],
  );
  const query = new URLSearchParams({ email: user.email, token, country: user.country });
  await ctx.mailer.send(
    passwordResetMail(user.email, user.first_name, `${ctx.config.publicUrl}/reset-password?${query}`),
  );
}

/** The mailed token sets a new password (valid for an hour) and ends every session of the account. */
export async function resetPassword(
  ctx: Context,
  user: UserRow,
  token: string,
  password: string,
): Promise<void> {
  const reset = await one<{ token_hash: string; created_at: Date }>(
    ctx.db,
    'SELECT token_hash, created_at FROM password_resets WHERE user_id = $1',
    [user.id],
  );
  const expired = !reset || ctx.clock().getTime() - reset.created_at.getTime() > RESET_VALIDITY_MS;
  if (expired || reset.token_hash !== hashToken(token)) throw codedError(ErrorCode.passwordsToken, ['token']);
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      user.id,
      await hashPassword(password),
    ]);
    await tx.query('DELETE FROM password_resets WHERE user_id = $1', [user.id]);
    // The mailbox is proven: a pause from someone else's guessing ends here.
    await clearPasswordFailures(tx, user.id);
    // A new password ends every other session of the account, realtime connections included.
    await revokeUserSessions(tx, user.id);
  });
  ctx.realtime.disconnectUser(user.id);
}

/** The mailed verification link: true when its token confirmed the address. */
export async function verifyEmail(ctx: Context, userId: number, token: string): Promise<boolean> {
  const updated = await ctx.db.query(
    `UPDATE users SET email_verified_at = $3, verification_token_hash = NULL,
       previous_verification_token_hash = NULL
     WHERE id = $1 AND $2 IN (verification_token_hash, previous_verification_token_hash) RETURNING id`,
    [userId, hashToken(token), ctx.clock()],
  );
  return updated.length > 0;
}

/** A development impersonation token signs in once, within its validity. */
export async function consumeImpersonationToken(ctx: Context, token: string | null): Promise<UserRow> {
  const row = token
    ? await one<{ user_id: number }>(
        ctx.db,
        `DELETE FROM access_tokens WHERE token_hash = $1 AND kind = 'impersonation' AND expires_at > $2
         RETURNING user_id`,
        [hashToken(token), ctx.clock()],
      )
    : undefined;
  const user = row && (await findUserById(ctx.db, row.user_id));
  if (!user) throw codedError(ErrorCode.impersonationInvalid, ['token']);
  return user;
}
