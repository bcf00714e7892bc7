import { z } from 'zod/mini';
import { APP_VERSION } from '../constants';
import { defineCall, okSchema, userParam } from '../call';
import { operatorSchema, sessionSchema, userSchema } from '../entities';
import { country, deviceName, email, password, pathId, requiredText, text } from '../primitives';
import { TEXT_LIMITS } from '../constants';
import { ziggySchema } from '../ziggy';

export const versionString = z.string().check(z.regex(/^\d+\.\d+\.\d+$/));

export const initCall = defineCall({
  name: 'app.init',
  method: 'GET',
  query: z.object({ version: z._default(versionString, APP_VERSION) }),
  response: z.object({
    current_version: versionString,
    minimum_version: versionString,
    recommended_version: versionString,
    ziggy: ziggySchema,
    /** Where clients report errors; null or absent: nothing is reported anywhere. */
    sentry_dsn: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
    /** The operator for the legal pages; a server that predates it sends none. */
    operator: z.optional(operatorSchema),
  }),
});

export const placeboCall = defineCall({
  name: 'app.placebo',
  method: 'GET',
  response: z.object({ ok: z.literal(true) }),
});

export const registerCall = defineCall({
  name: 'app.users.register',
  method: 'POST',
  body: z.object({
    email,
    password: z.string().check(z.minLength(8), z.maxLength(TEXT_LIMITS.password)),
    first_name: requiredText(TEXT_LIMITS.name),
    last_name: requiredText(TEXT_LIMITS.name),
    country,
    device_name: deviceName,
    /** The terms and the privacy policy accepted: a sign-up without it is refused. */
    tos: z.literal(true),
  }),
  response: sessionSchema,
});

/** Login with e-mail and password, or (with an Authorization bearer token) impersonation. */
export const tokenRequestCall = defineCall({
  name: 'app.users.token.request',
  method: 'POST',
  body: z.union([
    z.object({
      email,
      password,
      country,
      device_name: deviceName,
      token: z.optional(text(TEXT_LIMITS.token)),
    }),
    // Strict, so a login whose e-mail is broken is not read as an impersonation.
    z.strictObject({ country, device_name: deviceName }),
  ]),
  response: sessionSchema,
  idempotent: true,
});

export const tokenDestroyCall = defineCall({
  name: 'app.users.token.destroy',
  method: 'DELETE',
  response: okSchema,
});

export const forgotPasswordCall = defineCall({
  name: 'app.users.forgot-password',
  method: 'POST',
  body: z.object({ email, country: z.optional(country) }),
  response: okSchema,
  idempotent: true,
});

export const resetPasswordCall = defineCall({
  name: 'app.users.reset-password',
  method: 'POST',
  body: z.object({
    email,
    password: z.string().check(z.minLength(8), z.maxLength(TEXT_LIMITS.password)),
    country,
    token: requiredText(TEXT_LIMITS.token),
    device_name: deviceName,
  }),
  response: sessionSchema,
  idempotent: true,
});

export const resendVerificationCall = defineCall({
  name: 'app.users.resend-verification-email',
  method: 'POST',
  params: z.object({ user: userParam }),
  response: okSchema,
  idempotent: true,
});

/** The link in the verification mail; it answers with a redirect into the web app. */
export const verifyEmailCall = defineCall({
  name: 'app.users.verify-email',
  method: 'GET',
  params: z.object({ user: pathId }),
  query: z.object({ token: requiredText(TEXT_LIMITS.token) }),
  response: z.unknown(),
});

export const showUserCall = defineCall({
  name: 'app.users.show',
  method: 'GET',
  params: z.object({ user: userParam }),
  response: userSchema,
});
