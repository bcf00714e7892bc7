import type { FastifyInstance } from 'fastify';
import { destroyUserCall, updateUserCall, type UserUpdateBody } from '../../../src/shared/api/calls/account';
import type { Role } from '../../../src/shared/api/constants';
import { messages } from '../../../src/shared/messages.de';
import type { AuthUser } from '../auth/authenticate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endUserSessions } from '../auth/sessions';
import type { Context } from '../context';
import { HttpError, INVALID_DATA } from '../errors';
import { countryCategoryIds, ensureModuleCourses, listCourses } from '../quiz/courses';
import { publishCourse, publishUser } from '../quiz/publish';
import { findUserByEmail, presentUser, requireUser, type UserRow } from '../users/users';
import { defineRoute } from './registry';
import { codedError, sendVerification } from './session';

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

async function changeEmail(ctx: Context, user: UserRow, email: string): Promise<void> {
  const owner = await findUserByEmail(ctx.db, email);
  if (owner && owner.id !== user.id) throw codedError(422, 'validation.unique', ['email']);
  if (owner) return;
  try {
    await ctx.db.query('UPDATE users SET email = $2, email_verified_at = NULL WHERE id = $1', [
      user.id,
      email,
    ]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw codedError(422, 'validation.unique', ['email']);
    throw error;
  }
  await sendVerification(ctx, { ...user, email });
}

async function update(ctx: Context, auth: AuthUser, body: UserUpdateBody): Promise<void> {
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
  if (!(await verifyPassword(body.password, user.password_hash))) throw wrongPassword();
  if ('email' in body) return changeEmail(ctx, user, body.email);
  // A new password ends the account's other sessions and their sockets; this one stays signed in.
  await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    user.id,
    await hashPassword(body.new_password),
  ]);
  await endUserSessions(ctx, user.id, auth.tokenId);
}

/** Account settings (SPEC): the current password deletes the account and everything that hangs on it. */
async function destroy(ctx: Context, auth: AuthUser, password: string): Promise<void> {
  const user = await requireUser(ctx.db, auth.id);
  if (!(await verifyPassword(password, user.password_hash))) throw wrongPassword();
  await ctx.db.transaction(async (tx) => {
    // Stored replies have no foreign key (anonymous calls share user 0); the rest cascades.
    await tx.query('DELETE FROM idempotency_keys WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM users WHERE id = $1', [user.id]);
  });
  ctx.realtime.disconnectUser(user.id);
}

export function userRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, updateUserCall, 'api/users/{user}', { auth: 'user' }, async ({ user, body }) => {
    await update(ctx, user, body);
    await publishUser(ctx, user.id);
    return presentUser(ctx, user.id, user.tokenId);
  });

  defineRoute(app, ctx, destroyUserCall, 'api/users/{user}', { auth: 'user' }, async ({ user, body }) => {
    await destroy(ctx, user, body.password);
    return { message: messages.server.accountDeleted };
  });
}
