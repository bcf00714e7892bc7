import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../../../src/shared/messages.de';
import {
  forgotPasswordCall,
  initCall,
  placeboCall,
  registerCall,
  resendVerificationCall,
  resetPasswordCall,
  showUserCall,
  tokenDestroyCall,
  tokenRequestCall,
  verifyEmailCall,
} from '../../../src/shared/api/calls/session';
import { REALTIME_CHANNELS } from '../../../src/shared/api/constants';
import { SOCKET_EVENT_HEADER } from '../../../src/shared/api/errors';
import { translateServerError } from '../../../src/shared/domain/serverErrors';
import type { Operator } from '../../../src/shared/api/entities';
import type { Seller } from '../documents/types';
import type { Context } from '../context';
import { one } from '../db/database';
import { HttpError } from '../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertNotPaused, clearPasswordFailures, recordPasswordFailure } from '../auth/passwordGuard';
import { endSession, revokeUserSessions } from '../auth/sessions';
import { bearerToken, hashToken, newToken } from '../auth/tokens';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { findUserByEmail, findUserById, presentUser, startSession, type UserRow } from '../users/users';
import { defineRoute } from './registry';

const RESET_VALIDITY_MS = 60 * 60 * 1000;
const RESET_THROTTLE_MS = 60 * 1000;
/** Hashing a dummy password for unknown e-mails keeps login timing the same for both failures. */
const DUMMY_HASH = hashPassword('timing-equaliser');

/** An error carrying a SPEC §8 code, shown on the given fields. */
export const codedError = (status: number, code: string, fields: string[]) =>
  new HttpError(status, translateServerError(code), code, Object.fromEntries(fields.map((f) => [f, [code]])));

export async function sendVerification(ctx: Context, user: Pick<UserRow, 'id' | 'email' | 'first_name'>) {
  const { token, hash } = newToken();
  await ctx.db.query('UPDATE users SET verification_token_hash = $2 WHERE id = $1', [user.id, hash]);
  const url = `${ctx.config.publicUrl}/api/users/${user.id}/verify-email?token=${token}`;
  await ctx.mailer.send(verificationMail(user.email, user.first_name, url));
}

export function sessionRoutes(app: FastifyInstance, ctx: Context): void {
  defineSessionStartup(app, ctx);

  // The key is optional here only because sign-up clients predate it; with a key, a sign-up whose
  // reply was lost answers the retry with the same session instead of 'e-mail taken'.
  defineRoute(
    app,
    ctx,
    registerCall,
    'api/users/register',
    { auth: 'none', idempotencyKey: 'optional' },
    async ({ body, request, reply }) => {
      ctx.limiter.check('register', request, reply, body.email, ['email']);
      if (await findUserByEmail(ctx.db, body.email)) throw codedError(422, 'validation.unique', ['email']);
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
      if (!created) throw codedError(422, 'validation.unique', ['email']);
      await sendVerification(ctx, created);
      return startSession(ctx, created, body.device_name);
    },
  );

  defineRoute(
    app,
    ctx,
    tokenRequestCall,
    'api/users/token',
    { auth: 'none' },
    async ({ body, request, reply }) => {
      if (!('email' in body)) {
        const user = await consumeImpersonationToken(ctx, bearerToken(request.headers.authorization));
        return startSession(ctx, user, body.device_name);
      }
      // Keyed on the e-mail as parsed (trimmed, lower case), the way the account is looked up: spaces
      // or capitals do not make a fresh key.
      ctx.limiter.check('login', request, reply, body.email, ['email', 'password']);
      const user = await findUserByEmail(ctx.db, body.email);
      // Per account too, from any address (issue 24.7): after a few failures, pauses that grow.
      if (user) await assertNotPaused(ctx, user.id, reply, ['email', 'password']);
      const valid = user
        ? await verifyPassword(body.password, user.password_hash)
        : await DUMMY_HASH.then((hash) => verifyPassword(body.password, hash)).then(() => false);
      if (user && !valid) await recordPasswordFailure(ctx, user.id);
      if (!user || !valid) throw codedError(401, 'invalid_credentials', ['email', 'password']);
      await clearPasswordFailures(ctx.db, user.id);
      if (user.disabled) throw codedError(403, 'auth/user-disabled', ['email', 'password']);
      // The account's country counts, not the one the login page was opened with: the reply's
      // user.country tells the client, which switches to it (a ch account stays ch).
      return startSession(ctx, user, body.device_name);
    },
  );

  defineRoute(app, ctx, tokenDestroyCall, 'api/users/token', { auth: 'user' }, async ({ user }) => {
    await endSession(ctx, user.tokenId);
    return { message: 'Du wurdest abgemeldet.' };
  });

  defineRoute(
    app,
    ctx,
    forgotPasswordCall,
    'api/users/forgot-password',
    { auth: 'none' },
    async ({ body, request, reply }) => {
      // The reply tells whether the address has an account (SPEC §8 keeps it for the client): the
      // limits per address and per client bound how fast anyone can ask.
      ctx.limiter.check('forgotPassword', request, reply, body.email, ['email']);
      const user = await findUserByEmail(ctx.db, body.email);
      if (!user) throw codedError(422, 'passwords.user', ['email']);
      const previous = await one<{ created_at: Date }>(
        ctx.db,
        'SELECT created_at FROM password_resets WHERE user_id = $1',
        [user.id],
      );
      if (previous && ctx.clock().getTime() - previous.created_at.getTime() < RESET_THROTTLE_MS) {
        throw codedError(429, 'passwords.throttled', ['email']);
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
      return { message: 'Wir haben dir eine E-Mail zum Zurücksetzen deines Passworts gesendet.' };
    },
  );

  defineRoute(
    app,
    ctx,
    resetPasswordCall,
    'api/users/reset-password',
    { auth: 'none' },
    async ({ body, request, reply }) => {
      ctx.limiter.check('resetPassword', request, reply, body.email, ['email']);
      const user = await findUserByEmail(ctx.db, body.email);
      if (!user) throw codedError(422, 'passwords.user', ['email']);
      const reset = await one<{ token_hash: string; created_at: Date }>(
        ctx.db,
        'SELECT token_hash, created_at FROM password_resets WHERE user_id = $1',
        [user.id],
      );
      const expired = !reset || ctx.clock().getTime() - reset.created_at.getTime() > RESET_VALIDITY_MS;
      if (expired || reset.token_hash !== hashToken(body.token))
        throw codedError(422, 'passwords.token', ['token']);
      await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
          user.id,
          await hashPassword(body.password),
        ]);
        await tx.query('DELETE FROM password_resets WHERE user_id = $1', [user.id]);
        // The mailbox is proven: a pause from someone else's guessing ends here.
        await clearPasswordFailures(tx, user.id);
        // A new password ends every other session of the account, realtime connections included.
        await revokeUserSessions(tx, user.id);
      });
      ctx.realtime.disconnectUser(user.id);
      return startSession(ctx, user, body.device_name);
    },
  );

  defineRoute(
    app,
    ctx,
    resendVerificationCall,
    'api/users/{user}/resend-verification-email',
    { auth: 'user' },
    async ({ user, request, reply }) => {
      ctx.limiter.check('resendVerification', request, reply, `user:${user.id}`);
      const row = await findUserById(ctx.db, user.id);
      if (!row) throw new HttpError(404, messages.serverErrors.userNotFound, 'not_found');
      if (row.email_verified_at) return { message: 'Deine E-Mail-Adresse ist bereits bestätigt.' };
      await sendVerification(ctx, row);
      return { message: 'Wir haben dir die Bestätigungs-E-Mail erneut gesendet.' };
    },
  );

  defineRoute(app, ctx, verifyEmailCall, 'api/users/{user}/verify-email', { auth: 'none' }, verifyEmail(ctx));

  defineRoute(app, ctx, showUserCall, 'api/users/{user}', { auth: 'user' }, ({ user, reply }) => {
    void reply.header(SOCKET_EVENT_HEADER, REALTIME_CHANNELS.user(user.id));
    return presentUser(ctx, user.id, user.tokenId);
  });
}

/** What the legal pages publish of the configured seller (no bank account, no tax number). */
export const operatorOf = (seller: Seller): Operator => ({
  name: seller.name,
  street: seller.address.street,
  postal_code: seller.address.postalCode,
  city: seller.address.city,
  country: seller.address.country,
  email: seller.email,
  phone: seller.phone,
  web: seller.web,
  register_court: seller.registerCourt,
  register_number: seller.registerNumber,
  managing_director: seller.managingDirector,
  vat_id: seller.vatId,
});

function defineSessionStartup(app: FastifyInstance, ctx: Context) {
  defineRoute(app, ctx, initCall, 'api/app/init', { auth: 'none' }, async () => ({
    current_version: ctx.config.versions.current,
    minimum_version: ctx.config.versions.minimum,
    recommended_version: ctx.config.versions.recommended,
    ziggy: ctx.routes.ziggy(ctx.config.publicUrl),
    sentry_dsn: ctx.config.clientSentryDsn ?? null,
    operator: operatorOf(ctx.config.seller),
  }));
  defineRoute(app, ctx, placeboCall, 'api/placebo', { auth: 'none' }, async ({ reply }) => {
    void reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });
}

/** The mailed link: it confirms the address and sends the browser into the app. */
function verifyEmail(ctx: Context) {
  return async ({
    params,
    query,
    reply,
  }: {
    params: { user: number };
    query: { token: string };
    reply: FastifyReply;
  }) => {
    const updated = await ctx.db.query(
      `UPDATE users SET email_verified_at = $3, verification_token_hash = NULL
       WHERE id = $1 AND verification_token_hash = $2 RETURNING id`,
      [params.user, hashToken(query.token), ctx.clock()],
    );
    const target = updated.length ? '/app' : '/verify-email?status=invalid';
    return reply.redirect(`${ctx.config.publicUrl}${target}`, 302);
  };
}

async function consumeImpersonationToken(ctx: Context, token: string | null): Promise<UserRow> {
  const row = token
    ? await one<{ user_id: number }>(
        ctx.db,
        `DELETE FROM access_tokens WHERE token_hash = $1 AND kind = 'impersonation' AND expires_at > $2
         RETURNING user_id`,
        [hashToken(token), ctx.clock()],
      )
    : undefined;
  const user = row && (await findUserById(ctx.db, row.user_id));
  if (!user) throw codedError(401, 'impersonation.invalid', ['token']);
  return user;
}
