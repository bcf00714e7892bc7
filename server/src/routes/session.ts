import type { FastifyInstance } from 'fastify';
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
import type { Operator } from '../../../src/shared/api/entities';
import type { Seller } from '../documents/types';
import type { Context } from '../context';
import { codedError, HttpError, ErrorCode } from '../errors';
import { verifyPasswordOrDummy } from '../auth/passwords';
import { assertNotPaused, clearPasswordFailures, recordPasswordFailure } from '../auth/passwordGuard';
import { endSession } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import {
  consumeImpersonationToken,
  registerUser,
  requestPasswordReset,
  resetPassword,
  sendVerification,
  verifyEmail,
} from '../session/session';
import { findUserByEmail, findUserById, presentUser, startSession } from '../users/users';
import { kioskDeviceOf } from '../kiosk/kioskDevices';
import { KIOSK_SECRET_HEADER } from '../../../src/shared/domain/kiosk';
import { defineRoute } from './registry';

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
    async ({ body, request }) => {
      const kiosk = await kioskDeviceOf(ctx.db, request.headers[KIOSK_SECRET_HEADER]);
      ctx.limiter.check('register', request, body.email, ['email'], kiosk);
      const created = await registerUser(ctx, body);
      return startSession(ctx, created, body.device_name);
    },
  );

  defineRoute(app, ctx, tokenRequestCall, 'api/users/token', { auth: 'none' }, async ({ body, request }) => {
    if (!('email' in body)) {
      const user = await consumeImpersonationToken(ctx, bearerToken(request.headers.authorization));
      return startSession(ctx, user, body.device_name);
    }
    // Keyed on the e-mail as parsed (trimmed, lower case), the way the account is looked up: spaces
    // or capitals do not make a fresh key.
    const kiosk = await kioskDeviceOf(ctx.db, request.headers[KIOSK_SECRET_HEADER]);
    ctx.limiter.check('login', request, body.email, ['email', 'password'], kiosk);
    const user = await findUserByEmail(ctx.db, body.email);
    // Per account too, from any address: after a few failures, pauses that grow.
    if (user) await assertNotPaused(ctx, user.id, ['email', 'password']);
    const valid = await verifyPasswordOrDummy(body.password, user?.password_hash);
    if (user && !valid) await recordPasswordFailure(ctx, user.id);
    if (!user || !valid) throw codedError(ErrorCode.invalidCredentials, ['email', 'password']);
    await clearPasswordFailures(ctx.db, user.id);
    if (user.disabled) throw codedError(ErrorCode.authUserDisabled, ['email', 'password']);
    // The account's country counts, not the one the login page was opened with: the reply's
    // user.country tells the client, which switches to it (a ch account stays ch).
    return startSession(ctx, user, body.device_name);
  });

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
    async ({ body, request }) => {
      // The reply tells whether the address has an account (the client shows it on the e-mail field): the
      // limits per address and per client bound how fast anyone can ask.
      ctx.limiter.check('forgotPassword', request, body.email, ['email']);
      const user = await findUserByEmail(ctx.db, body.email);
      if (!user) throw codedError(ErrorCode.passwordsUser, ['email']);
      await requestPasswordReset(ctx, user);
      return { message: 'Wir haben dir eine E-Mail zum Zurücksetzen deines Passworts gesendet.' };
    },
  );

  defineRoute(
    app,
    ctx,
    resetPasswordCall,
    'api/users/reset-password',
    { auth: 'none' },
    async ({ body, request }) => {
      ctx.limiter.check('resetPassword', request, body.email, ['email']);
      const user = await findUserByEmail(ctx.db, body.email);
      if (!user) throw codedError(ErrorCode.passwordsUser, ['email']);
      await resetPassword(ctx, user, body.token, body.password);
      return startSession(ctx, user, body.device_name);
    },
  );

  defineRoute(
    app,
    ctx,
    resendVerificationCall,
    'api/users/{user}/resend-verification-email',
    { auth: 'user' },
    async ({ user, request }) => {
      ctx.limiter.check('resendVerification', request, `user:${user.id}`);
      const row = await findUserById(ctx.db, user.id);
      if (!row) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.userNotFound);
      if (row.email_verified_at) return { message: 'Deine E-Mail-Adresse ist bereits bestätigt.' };
      await sendVerification(ctx, row);
      return { message: 'Wir haben dir die Bestätigungs-E-Mail erneut gesendet.' };
    },
  );

  // The mailed link: it confirms the address and sends the browser into the app.
  defineRoute(
    app,
    ctx,
    verifyEmailCall,
    'api/users/{user}/verify-email',
    { auth: 'none' },
    async ({ params, query, reply }) => {
      const verified = await verifyEmail(ctx, params.user, query.token);
      const target = verified ? '/app' : '/verify-email?status=invalid';
      return reply.redirect(`${ctx.config.publicUrl}${target}`, 302);
    },
  );

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
