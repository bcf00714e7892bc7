import type { UserUpdateBody } from '../../../src/shared/api/calls/account';
import { COINS_PER_HOUR, type Country, type Role } from '../../../src/shared/api/constants';
import { coinExpiresAt } from '../../../src/shared/domain/coinExpiry';
import { messages } from '../../../src/shared/messages.de';
import type { AuthUser } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertNotPaused, clearPasswordFailures, recordPasswordFailure } from '../auth/passwordGuard';
import { endUserSessions } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { codedError, HttpError, ErrorCode } from '../errors';
import { emailChangeMail } from '../mail/templates';
import { countryCategoryIds, ensureModuleCourses, listCourses } from '../quiz/courses';
import { publishCourse } from '../quiz/publish';
import { keepYearlyProofs } from '../year/yearlyProof';
import { findUserByEmail, presentUser, requireUser, type UserRow } from './users';

const wrongPassword = () =>
  new HttpError(ErrorCode.passwordWrong, {
    password: [messages.serverErrors.passwordWrong],
  });

/** A role switch takes the courses along: the old role's leave the list, the new role's join it. */
async function switchRole(ctx: Context, user: UserRow, role: Role): Promise<void> {
  const now = ctx.clock();
  const before = user.role ? await listCourses(ctx.db, user.id, user.role, now) : [];
  await ctx.db.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
  await ensureModuleCourses(ctx.db, { ...user, role }, now);
  if (user.role === role) return;
  for (const course of before) await publishCourse(ctx, user.id, course.id, 'destroyed');
  for (const course of await listCourses(ctx.db, user.id, role, now)) {
    await publishCourse(ctx, user.id, course.id, 'created');
  }
}

/** How long the link mailed to a new address stays valid. */
export const EMAIL_CHANGE_VALIDITY_MS = 24 * 60 * 60 * 1000;

/**
 * A new address counts only once the link mailed to it is opened: until then it waits in `pending_email` and
 * the old one stays the login. Asking again replaces the pending address and token.
 */
async function changeEmail(ctx: Context, user: UserRow, email: string): Promise<void> {
  const owner = await findUserByEmail(ctx.db, email);
  if (owner && owner.id !== user.id) throw codedError(ErrorCode.validationUnique, ['email']);
  if (owner) {
    // Back to the address the account already has: nothing to confirm, a pending change is dropped.
    await ctx.db.query(
      `UPDATE users SET pending_email = NULL, pending_email_token_hash = NULL,
       pending_email_requested_at = NULL WHERE id = $1`,
      [user.id],
    );
    return;
  }
  const { token, hash } = newToken();
  await ctx.db.query(
    `UPDATE users SET pending_email = $2, pending_email_token_hash = $3, pending_email_requested_at = $4
     WHERE id = $1`,
    [user.id, email, hash, ctx.clock()],
  );
  const url = `${ctx.config.publicUrl}/api/users/${user.id}/confirm-email?token=${token}`;
  await ctx.mailer.send(emailChangeMail(email, user.first_name, url));
}

/**
 * The current password behind a session (e-mail change, new password, deletion) counts per account like a
 * login: a stolen session must not guess it without limit.
 */
async function checkPassword(ctx: Context, user: UserRow, password: string) {
  await assertNotPaused(ctx, user.id, ['password']);
  if (!(await verifyPassword(password, user.password_hash))) {
    await recordPasswordFailure(ctx, user.id);
    throw wrongPassword();
  }
  await clearPasswordFailures(ctx.db, user.id);
}

export async function updateUser(ctx: Context, auth: AuthUser, body: UserUpdateBody): Promise<void> {
  const user = await requireUser(ctx.db, auth.id);
  if ('role' in body) return switchRole(ctx, user, body.role);
  if ('selected_difficulties' in body) {
    const available = await countryCategoryIds(ctx.db, user.country, null);
    const categories = [...new Set(body.selected_categories)];
    if (categories.some((id) => !available.includes(id))) {
      throw new HttpError(ErrorCode.validation, { selected_categories: ['validation.invalid'] });
    }
    await ctx.db.query(
      'UPDATE users SET selected_categories = $2, selected_difficulties = $3 WHERE id = $1',
      [user.id, categories, [...new Set(body.selected_difficulties)]],
    );
    return;
  }
  if ('first_name' in body) {
    await ctx.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [
      user.id,
      body.first_name,
      body.last_name,
    ]);
    return;
  }
  await checkPassword(ctx, user, body.password);
  if ('email' in body) return changeEmail(ctx, user, body.email);
  // A new password ends the account's other sessions and their sockets; this one stays signed in.
  await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    user.id,
    await hashPassword(body.new_password),
  ]);
  await endUserSessions(ctx, user.id, auth.tokenId);
}

/**
 * The erasure of an account, in the caller's transaction: the learner's own deletion and the support desk's
 * erasure on request run this same step. Orders and documents stay, without their user (the schema sets it
 * to null); the caller disconnects the learner's sockets once it committed.
 */
export async function eraseAccount(tx: Db, userId: number): Promise<void> {
  // Stored replies have no foreign key (anonymous calls share user 0); the rest cascades.
  await tx.query('DELETE FROM idempotency_keys WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}

/**
 * Account settings: the current password deletes the account and everything that hangs on it; the
 * Jahresnachweise still within their retention are archived first (docs/product-rules.md#retention).
 */
export async function deleteAccount(ctx: Context, auth: AuthUser, password: string): Promise<void> {
  const user = await requireUser(ctx.db, auth.id);
  await checkPassword(ctx, user, password);
  await ctx.db.transaction(async (tx) => {
    await keepYearlyProofs(ctx, tx, user.id);
    await eraseAccount(tx, user.id);
  });
  ctx.realtime.disconnectUser(user.id);
}

/** The mailed link of an e-mail change: single-use, valid for 24 hours, and only while the address is free. */
export async function confirmEmail(ctx: Context, userId: number, token: string): Promise<boolean> {
  const row = await one<UserRow>(
    ctx.db,
    'SELECT * FROM users WHERE id = $1 AND pending_email_token_hash = $2',
    [userId, hashToken(token)],
  );
  if (!row?.pending_email || !row.pending_email_requested_at) return false;
  const clear = `pending_email = NULL, pending_email_token_hash = NULL, pending_email_requested_at = NULL`;
  if (ctx.clock().getTime() - row.pending_email_requested_at.getTime() > EMAIL_CHANGE_VALIDITY_MS) {
    await ctx.db.query(`UPDATE users SET ${clear} WHERE id = $1`, [userId]);
    return false;
  }
  try {
    // The token must still be the one read above: two clicks at once confirm once.
    const updated = await ctx.db.query(
      `UPDATE users SET email = pending_email, email_verified_at = $3, ${clear}
       WHERE id = $1 AND pending_email_token_hash = $2 RETURNING id`,
      [userId, hashToken(token), ctx.clock()],
    );
    return updated.length === 1;
  } catch (error) {
    // Someone signed up with the address meanwhile.
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

const rows = (db: Db, sql: string, params: unknown[]) => db.query<Record<string, unknown>>(sql, params);

/** Everything kept about the user (DSGVO Art. 15 and 20); secrets (password hash, tokens) stay out. */
export async function exportData(ctx: Context, userId: number) {
  const user = await requireUser(ctx.db, userId);
  const db = ctx.db;
  return {
    exported_at: ctx.clock().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      pending_email: user.pending_email,
      first_name: user.first_name,
      last_name: user.last_name,
      country: user.country,
      role: user.role,
      email_verified_at: user.email_verified_at,
      developer: user.developer,
      selected_categories: user.selected_categories,
      selected_difficulties: user.selected_difficulties,
      coins: (await presentUser(ctx, userId, null)).coins,
      reminders_since: user.reminders_since ?? null,
    },
    courses: await rows(
      db,
      `SELECT c.id, c.module, c.role, c.category_id, cat.name AS category, c.hours, c.selected_categories,
              c.created_at, c.ordered_at
       FROM user_courses c LEFT JOIN categories cat ON cat.id = c.category_id
       WHERE c.user_id = $1 ORDER BY c.id`,
      [userId],
    ),
    answers: await rows(
      db,
      `SELECT a.question_id, q.text AS question, a.course_id, a.correct, a.answered_at
       FROM answered_questions a JOIN questions q ON q.id = a.question_id
       WHERE a.user_id = $1 ORDER BY a.answered_at, a.id`,
      [userId],
    ),
    coin_ledger: await rows(
      db,
      `SELECT id, course_id, question_id, category_id, coins, redeemed, earned_at, expires_at
       FROM coin_ledger WHERE user_id = $1 ORDER BY earned_at, id`,
      [userId],
    ),
    orders: await rows(
      db,
      `SELECT o.invoice_number, o.created_at, o.country, o.currency, o.buyer_name, o.buyer_company,
              o.buyer_vat_id, o.buyer_email, o.street, o.postal_code, o.city, o.promo_code,
              o.cicero_number, o.gutberaten_id, o.net_cents, o.vat_cents, o.gross_cents,
              COALESCE((SELECT json_agg(json_build_object('title', i.title, 'quantity', i.quantity,
                        'coins', i.coins, 'line_total_cents', i.line_total_cents) ORDER BY i.id)
                        FROM order_items i WHERE i.order_id = o.id), '[]'::json) AS items
       FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at`,
      [userId],
    ),
    training_bookings: await rows(
      db,
      `SELECT id, status, external_id, updated_at FROM training_bookings WHERE user_id = $1 ORDER BY id`,
      [userId],
    ),
    promo_redemptions: await rows(
      db,
      `SELECT p.code, r.redeemed_at FROM promo_redemptions r JOIN promo_codes p ON p.id = r.promo_code_id
       WHERE r.user_id = $1`,
      [userId],
    ),
    news_providers: await rows(
      db,
      `SELECT p.id, p.name FROM user_news_providers u JOIN news_providers p ON p.id = u.provider_id
       WHERE u.user_id = $1 ORDER BY p.id`,
      [userId],
    ),
    news_interactions: await rows(
      db,
      `SELECT kind, article_id, delivery_id, created_at FROM news_interactions WHERE user_id = $1
       ORDER BY created_at, id`,
      [userId],
    ),
    // Named feedback loses its user when the account is deleted (ON DELETE SET NULL); anonymous
    // feedback never had one.
    feedback: (await rows(db, `SELECT * FROM feedback WHERE user_id = $1`, [userId])).map(
      ({ user_id: _user, ...rest }) => rest,
    ),
  };
}

/** Developer options: only an account with the developer flag may use them. */
export async function requireDeveloper(ctx: Context, auth: AuthUser): Promise<UserRow> {
  const user = await requireUser(ctx.db, auth.id);
  if (!user.developer) throw new HttpError(ErrorCode.forbidden);
  return user;
}

/** One hour's worth of coins on each module course of the current role (de, at), otherwise on the account. */
export async function giveCoins(ctx: Context, user: UserRow): Promise<number[]> {
  const now = ctx.clock();
  await ensureModuleCourses(ctx.db, user, now);
  const courses = (
    await ctx.db.query<{ id: number }>(
      `SELECT id FROM user_courses WHERE user_id = $1 AND role = $2 AND category_id IS NULL ORDER BY module`,
      [user.id, user.role],
    )
  ).map((row) => row.id);
  const targets = courses.length ? courses : [null];
  for (const course of targets) {
    await ctx.db.query(
      `INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [user.id, course, COINS_PER_HOUR, now, coinExpiresAt(now)],
    );
  }
  return courses;
}

export async function switchCountry(ctx: Context, user: UserRow, country: Country): Promise<void> {
  const now = ctx.clock();
  const before = user.role ? await listCourses(ctx.db, user.id, user.role, now) : [];
  await ctx.db.query('UPDATE users SET country = $2 WHERE id = $1', [user.id, country]);
  if (user.country === country) return;
  await ensureModuleCourses(ctx.db, { ...user, country }, now);
  const after = user.role ? await listCourses(ctx.db, user.id, user.role, now) : [];
  const kept = new Set(after.map((course) => course.id));
  for (const course of before) {
    if (!kept.has(course.id)) await publishCourse(ctx, user.id, course.id, 'destroyed');
  }
  const had = new Set(before.map((course) => course.id));
  for (const course of after) {
    if (!had.has(course.id)) await publishCourse(ctx, user.id, course.id, 'created');
  }
}
