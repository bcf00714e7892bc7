import { describe, expect, it } from 'vitest';
import { route } from 'ziggy-js';
import { initCall, showUserCall } from '../../../src/shared/api/calls/session';
import { sessionSchema } from '../../../src/shared/api/entities';
import { translateServerError } from '../../../src/shared/domain/serverErrors';
import {
  bearer,
  useTestServer,
  json,
  mailsTo,
  testClock,
  uniqueEmail,
  expectError,
} from '../testing/harness';

const clock = testClock();
const t = useTestServer({ clock });

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'geheim123',
  first_name: 'Erika',
  last_name: 'Muster',
  country: 'de',
  device_name: 'vitest',
  tos: true,
  ...overrides,
});
const register = (body = signupBody()) =>
  t.request({ method: 'POST', url: '/api/users/register', payload: body });
const login = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/users/token',
    payload: { email, password, country: 'de', device_name: 'vitest' },
  });
const me = (token: string) => t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

describe('GET /api/app/init and /api/placebo', () => {
  it('returns versions and a route table that ziggy-js resolves', async () => {
    const response = await t.request({ method: 'GET', url: '/api/app/init?version=5.3.17' });
    expect(response.statusCode).toBe(200);
    const init = initCall.response.parse(response.json());
    expect(init.current_version).toBe('5.3.17');
    expect(route(showUserCall.name, { user: 'me' }, false, init.ziggy as never)).toBe('/api/users/me');
    // The product's original name for one company course resolves like '.show'.
    expect(
      route('app.users.companies.courses', { user: 'me', company: 1, course: 2 }, false, init.ziggy as never),
    ).toBe('/api/users/me/companies/1/courses/2');
    expect(Object.keys(init.ziggy.routes)).toEqual(
      expect.arrayContaining(['app.users.register', 'app.users.token.request', 'app.users.reset-password']),
    );
  });

  it('rejects a malformed version', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/app/init?version=abc' }), 422, 'validation');
  });

  it('answers the connectivity probe without caching', async () => {
    const response = await t.request({ method: 'GET', url: '/api/placebo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('register', () => {
  it('creates an unverified user, a session and a verification mail', async () => {
    const body = signupBody();
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session.user).toMatchObject({ email: body.email, email_verified_at: null, role: null, coins: 0 });
    const mails = await mailsTo(t, body.email);
    expect(mails[0]?.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    expect(mails[0]?.links[0]).toMatch(/\/api\/users\/\d+\/verify-email\?token=/);
  });

  it('refuses a taken e-mail with validation.unique, case-insensitively', async () => {
    const body = signupBody();
    await register(body);
    const error = expectError(
      await register({ ...body, email: body.email.toUpperCase() }),
      422,
      'validation.unique',
    );
    expect(error.errors?.email).toEqual(['validation.unique']);
    expect(error.message).toBe(translateServerError('validation.unique'));
  });

  it.each([
    ['missing fields', {}, ['email', 'password', 'first_name', 'last_name', 'country', 'device_name']],
    [
      'wrong types',
      { email: 42, password: true, first_name: [], country: 'fr' },
      ['email', 'password', 'country'],
    ],
    ['invalid e-mail', { email: 'not-an-email' }, ['email']],
    ['short password', { password: 'kurz' }, ['password']],
    ['oversized name', { first_name: 'x'.repeat(101) }, ['first_name']],
    ['oversized e-mail', { email: `${'a'.repeat(250)}@example.test` }, ['email']],
  ])('rejects %s with 422 and field errors', async (_name, overrides, fields) => {
    const body = Object.keys(overrides).length ? signupBody(overrides) : {};
    const error = expectError(await register(body as never), 422, 'validation');
    for (const field of fields) expect(error.errors).toHaveProperty(field);
  });
});

describe('login (token request)', () => {
  it('signs in a seed account and returns its coins', async () => {
    const response = await login('de@demo.test', 'demo12345');
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session.user).toMatchObject({ country: 'de', role: 'agent', coins: 250 });
    expect(session.user.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('answers a wrong password and an unknown e-mail alike, on both fields', async () => {
    for (const response of [
      await login('de@demo.test', 'falsch123'),
      await login(uniqueEmail(), 'demo12345'),
    ]) {
      const error = expectError(response, 401, 'invalid_credentials');
      expect(error.errors).toEqual({ email: ['invalid_credentials'], password: ['invalid_credentials'] });
    }
  });

  it('refuses a disabled user', async () => {
    await t.db.query(`UPDATE users SET disabled = true WHERE email = 'dev@demo.test'`);
    expectError(await login('dev@demo.test', 'demo12345'), 403, 'auth/user-disabled');
    await t.db.query(`UPDATE users SET disabled = false WHERE email = 'dev@demo.test'`);
  });

  it('rejects missing and mistyped fields', async () => {
    expectError(await t.request({ method: 'POST', url: '/api/users/token', payload: {} }), 422, 'validation');
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/users/token',
        payload: { email: 1, password: 2, country: 'de' },
      }),
      422,
      'validation',
    );
  });

  it('logs out: the token stops working', async () => {
    const { token } = sessionSchema.parse((await login('at@demo.test', 'demo12345')).json());
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.request({ method: 'DELETE', url: '/api/users/token', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expectError(await me(token), 401, 'unauthenticated');
  });
});

describe('impersonation', () => {
  const impersonate = (token: string | undefined) =>
    t.request({
      method: 'POST',
      url: '/api/users/token',
      headers: token ? bearer(token) : {},
      payload: { country: 'ch', device_name: 'vitest' },
    });

  it('exchanges a one-time token for a session', async () => {
    const issued = await t.request({
      method: 'POST',
      url: '/api/dev/impersonation-token',
      payload: { email: 'ch@demo.test' },
    });
    const { token } = json<{ token: string }>(issued);
    const response = await impersonate(token);
    expect(response.statusCode).toBe(200);
    expect(sessionSchema.parse(response.json()).user.email).toBe('ch@demo.test');
    expectError(await impersonate(token), 401, 'impersonation.invalid');
  });

  it('refuses a missing, unknown or expired token', async () => {
    expectError(await impersonate(undefined), 401, 'impersonation.invalid');
    expectError(await impersonate('unknown-token'), 401, 'impersonation.invalid');
    const { token } = json<{ token: string }>(
      await t.request({
        method: 'POST',
        url: '/api/dev/impersonation-token',
        payload: { email: 'ch@demo.test' },
      }),
    );
    clock.advance(11 * 60 * 1000);
    expectError(await impersonate(token), 401, 'impersonation.invalid');
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    t.request({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
  const reset = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/users/reset-password', payload });

  it('mails a link whose token resets the password once', async () => {
    const body = signupBody();
    const { token: oldSession } = sessionSchema.parse((await register(body)).json());
    expect((await forgot(body.email)).statusCode).toBe(200);
    const link = new URL(
      (await mailsTo(t, body.email)).find((m) => m.subject === 'Passwort zurücksetzen')!.links[0]!,
    );
    expect(link.pathname).toBe('/reset-password');
    const payload = {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'neuesPasswort1',
      country: 'de',
      device_name: 'vitest',
    };
    const response = await reset(payload);
    expect(response.statusCode).toBe(200);
    expect(sessionSchema.parse(response.json()).user.email).toBe(body.email);
    expect((await login(body.email, 'neuesPasswort1')).statusCode).toBe(200);
    expectError(await me(oldSession), 401);
    expectError(await reset(payload), 422, 'passwords.token');
  });

  it('throttles a second request within a minute', async () => {
    const body = signupBody();
    await register(body);
    expect((await forgot(body.email)).statusCode).toBe(200);
    expectError(await forgot(body.email), 429, 'passwords.throttled');
    clock.advance(61 * 1000);
    expect((await forgot(body.email)).statusCode).toBe(200);
  });

  it('refuses an unknown e-mail, a wrong token, an expired token and bad input', async () => {
    expectError(await forgot(uniqueEmail()), 422, 'passwords.user');
    expectError(await forgot('kaputt'), 422, 'validation');
    const body = signupBody();
    await register(body);
    await forgot(body.email);
    const token = new URL((await mailsTo(t, body.email))[0]!.links[0]!).searchParams.get('token');
    const base = { email: body.email, password: 'neuesPasswort1', country: 'de', device_name: 'vitest' };
    expectError(await reset({ ...base, token: 'falsch' }), 422, 'passwords.token');
    expectError(await reset({ ...base, email: uniqueEmail(), token }), 422, 'passwords.user');
    expectError(await reset({ ...base, token, password: 'kurz' }), 422, 'validation');
    expectError(await reset({ ...base, token: 'x'.repeat(501) }), 422, 'validation');
    clock.advance(61 * 60 * 1000);
    expectError(await reset({ ...base, token }), 422, 'passwords.token');
  });
});

describe('e-mail verification', () => {
  it('verifies through the mailed link and redirects into the app; a reused link does not', async () => {
    const body = signupBody();
    const { token } = sessionSchema.parse((await register(body)).json());
    const link = new URL((await mailsTo(t, body.email))[0]!.links[0]!);
    const response = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:8080/app');
    expect(json<{ email_verified_at: string | null }>(await me(token)).email_verified_at).not.toBeNull();
    const again = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toBe('http://localhost:8080/verify-email?status=invalid');
  });

  it('resends the mail for the signed-in user only', async () => {
    const body = signupBody();
    const { token } = sessionSchema.parse((await register(body)).json());
    const url = '/api/users/me/resend-verification-email';
    expectError(await t.request({ method: 'POST', url }), 401, 'unauthenticated');
    expect((await t.request({ method: 'POST', url, headers: bearer(token) })).statusCode).toBe(200);
    expect(await mailsTo(t, body.email)).toHaveLength(2);
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/users/1/resend-verification-email',
        headers: bearer(token),
      }),
      403,
      'forbidden',
    );
  });

  it("keeps the last two links valid after 'Erneut anfordern'", async () => {
    const body = signupBody();
    const { token } = sessionSchema.parse((await register(body)).json());
    const resend = () =>
      t.request({ method: 'POST', url: '/api/users/me/resend-verification-email', headers: bearer(token) });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    // Newest first: the third link, the second, the first (from the sign-up).
    const [, second, first] = (await mailsTo(t, body.email)).map((mail) => new URL(mail.links[0]!));
    const open = (link: URL) => t.request({ method: 'GET', url: link.pathname + link.search });
    expect((await open(first!)).headers.location).toBe('http://localhost:8080/verify-email?status=invalid');
    expect((await open(second!)).headers.location).toBe('http://localhost:8080/app');
    expect(json<{ email_verified_at: string | null }>(await me(token)).email_verified_at).not.toBeNull();
  });

  it('rejects a link without a token', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/users/1/verify-email' }), 422, 'validation');
  });
});

describe('users/me', () => {
  it('needs a valid token', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/users/me' }), 401, 'unauthenticated');
    expectError(await me('nonsense'), 401, 'unauthenticated');
  });

  it('shows each seed account as the foundation issue describes it', async () => {
    const expected = {
      'at@demo.test': { country: 'at', role: 'makler', coins: 150 },
      'ch@demo.test': { country: 'ch', coins: 180 },
      'dev@demo.test': { developer: true },
      'norole@demo.test': { role: null },
      'unverified@demo.test': { email_verified_at: null },
      'migrating@demo.test': { migrating: true },
    };
    for (const [email, fields] of Object.entries(expected)) {
      const { token } = sessionSchema.parse((await login(email, 'demo12345')).json());
      expect(json(await me(token)), email).toMatchObject(fields);
    }
  });

  it('finishes a migration after the configured time', async () => {
    await t.db.query(
      `UPDATE users SET migrating = true, migration_finishes_at = NULL WHERE email = 'migrating@demo.test'`,
    );
    const { token } = sessionSchema.parse((await login('migrating@demo.test', 'demo12345')).json());
    expect(json(await me(token))).toMatchObject({ migrating: true });
    clock.advance(31 * 1000);
    expect(json(await me(token))).toMatchObject({ migrating: false });
  });
});

describe('categories', () => {
  it('lists the categories of a country, both modules and both roles', async () => {
    for (const country of ['de', 'at', 'ch']) {
      const response = await t.request({ method: 'GET', url: `/api/categories?country=${country}` });
      expect(response.statusCode).toBe(200);
      const categories = json<{ module: number; roles: string[] }[]>(response);
      expect(new Set(categories.map((c) => c.module))).toEqual(new Set([1, 2]));
      expect(new Set(categories.flatMap((c) => c.roles))).toEqual(new Set(['agent', 'makler']));
    }
  });

  it('rejects a missing or unknown country', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/categories' }), 422, 'validation');
    expectError(await t.request({ method: 'GET', url: '/api/categories?country=fr' }), 422, 'validation');
  });
});

describe('malformed requests', () => {
  it('answers broken JSON with 400, an oversized body with 413, unknown routes with 404 — never 500', async () => {
    const broken = await t.request({
      method: 'POST',
      url: '/api/users/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectError(broken, 400);
    const huge = await t.request({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(100_000) }),
    });
    expectError(huge, 413);
    expectError(await t.request({ method: 'GET', url: '/api/nope' }), 404);
  });
});
