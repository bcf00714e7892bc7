import type { FastifyInstance, FastifyReply } from 'fastify';
import { destroyUserCall, updateUserCall, type UserUpdateBody } from '../../../src/shared/api/calls/account';
import type { Role } from '../../../src/shared/api/constants';
import { messages } from '../../../src/shared/messages.de';
import type { AuthUser } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertNotPaused, clearPasswordFailures, recordPasswordFailure } from '../auth/passwordGuard';
import { endUserSessions } from '../auth/sessions';
import type { Context } from '../context';
import { HttpError, INVALID_DATA } from '../errors';
import { countryCategoryIds, ensureModuleCourses, listCourses } from '../quiz/courses';
import { publishCourse, publishUser } from '../quiz/publish';
import { newToken } from '../auth/tokens';
import { emailChangeMail } from '../mail/templates';
import { findUserByEmail, presentUser, requireUser, type UserRow } from '../users/users';
import { defineRoute } from './registry';
import { codedError } from './session';

const wrongPassword = () =>
  new HttpError(422, messages.serverErrors.passwordWrong, 'password.wrong', {
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
 * A new address counts only once the link mailed to it is opened (issue 15): until then it waits in
 * `pending_email` and the old one stays the login. Asking again replaces the pending address and token.
 */
async function changeEmail(ctx: Context, user: UserRow, email: string): Promise<void> {
  const owner = await findUserByEmail(ctx.db, email);
  if (owner && owner.id !== user.id) throw codedError(422, 'validation.unique', ['email']);
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
 * The current password behind a session (e-mail change, new password, deletion) counts per account like
 * a login (issue 24.6): a stolen session must not guess it without limit.
 */
async function checkPassword(ctx: Context, user: UserRow, password: string, reply: FastifyReply) {
  await assertNotPaused(ctx, user.id, reply, ['password']);
  if (!(await verifyPassword(password, user.password_hash))) {
    await recordPasswordFailure(ctx, user.id);
    throw wrongPassword();
  }
  await clearPasswordFailures(ctx.db, user.id);
}

async function update(
  ctx: Context,
  auth: AuthUser,
  body: UserUpdateBody,
  reply: FastifyReply,
): Promise<void> {
  const user = await requireUser(ctx.db, auth.id);
  if ('role' in body) return switchRole(ctx, user, body.role);
  if ('selected_difficulties' in body) {
    const available = await countryCategoryIds(ctx.db, user.country, null);
    const categories = [...new Set(body.selected_categories)];
    if (categories.some((id) => !available.includes(id))) {
      throw new HttpError(422, INVALID_DATA, 'validation', { selected_categories: ['validation.invalid'] });
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
  await checkPassword(ctx, user, body.password, reply);
  if ('email' in body) return changeEmail(ctx, user, body.email);
  // A new password ends the account's other sessions and their sockets; this one stays signed in.
  await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    user.id,
    await hashPassword(body.new_password),
  ]);
  await endUserSessions(ctx, user.id, auth.tokenId);
}

/** Account settings (SPEC): the current password deletes the account and everything that hangs on it. */
async function destroy(ctx: Context, auth: AuthUser, password: string, reply: FastifyReply): Promise<void> {
  const user = await requireUser(ctx.db, auth.id);
  await checkPassword(ctx, user, password, reply);
  await ctx.db.transaction(async (tx) => {
    // Stored replies have no foreign key (anonymous calls share user 0); the rest cascades.
    await tx.query('DELETE FROM idempotency_keys WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM users WHERE id = $1', [user.id]);
  });
  ctx.realtime.disconnectUser(user.id);
}

export function userRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    updateUserCall,
    'api/users/{user}',
    { auth: 'user' },
    async ({ user, body, reply }) => {
      await update(ctx, user, body, reply);
      await publishUser(ctx, user.id);
      return presentUser(ctx, user.id, user.tokenId);
    },
  );

  defineRoute(
    app,
    ctx,
    destroyUserCall,
    'api/users/{user}',
    { auth: 'user' },
    async ({ user, body, reply }) => {
      await destroy(ctx, user, body.password, reply);
      return { message: messages.server.accountDeleted };
    },
  );
}
