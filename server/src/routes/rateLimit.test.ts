import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../app';
import { testConfig } from '../config';
import {
  bearer,
  useTestServer,
  keyed,
  mailsTo,
  signUp,
  testClock,
  uniqueEmail,
  type TestServer,
} from '../testing/harness';
import { FREE_FAILURES, MAX_PAUSE_MS } from '../auth/passwordGuard';

const clock = testClock();
const t = useTestServer({ clock, config: { rateLimits: true } });
/** A second server on the same database, behind a proxy its config names (TRUST_PROXY=127.0.0.1). */
let proxied: Server;
beforeAll(async () => {
  proxied = await buildServer({
    config: testConfig({ rateLimits: true, trustProxy: ['127.0.0.1'] }),
    db: t.db,
    clock,
  });
});
// Every test starts with fresh windows.
afterEach(() => clock.advance(11 * 60_000));
afterAll(async () => {
  await proxied.close();
});

type Inject = Pick<TestServer, 'request'>;
const viaProxy: Inject = { request: (options) => proxied.app.inject(options) };

const login = (
  email: string,
  client = '127.0.0.1',
  server: Inject = t,
  headers: Record<string, string> = {},
) =>
  server.request({
    method: 'POST',
    url: '/api/users/token',
    remoteAddress: client,
    headers,
    payload: { email, password: 'falsches-passwort', country: 'de', device_name: 'vitest' },
  });
const forgot = (email: string, client = '127.0.0.1') =>
  t.request({ method: 'POST', url: '/api/users/forgot-password', remoteAddress: client, payload: { email } });
const register = (email: string, client = '127.0.0.1') =>
  t.request({
    method: 'POST',
    url: '/api/users/register',
    remoteAddress: client,
    payload: {
      email,
      password: 'geheim123',
      first_name: 'Rita',
      last_name: 'Rate',
      country: 'de',
      device_name: 'vitest',
      tos: true,
    },
  });
const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const result: number[] = [];
  for (const send of requests) result.push((await send()).statusCode);
  return result;
};
/** Sent at once (a login hashes a password, so one by one is slow): how many got each status. */
const concurrentStatuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const counted: Record<number, number> = {};
  for (const response of await Promise.all(requests.map((send) => send()))) {
    counted[response.statusCode] = (counted[response.statusCode] ?? 0) + 1;
  }
  return counted;
};
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

/**
 * Accounts whose stored hash no password matches and whose check costs no scrypt: a wrong login is as
 * refused as any, and a hundred of them take no time (unknown addresses hash a dummy password).
 */
async function accounts(n: number): Promise<string[]> {
  const emails = times(n, () => uniqueEmail('limited'));
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, country)
     SELECT email, 'none', 'Lena', 'Limit', 'de' FROM unnest($1::text[]) AS email`,
    [emails],
  );
  return emails;
}

describe('login (10 per minute per client and address)', () => {
  it('refuses the 11th attempt for one e-mail, but not another e-mail from the same address', async () => {
    // An address without an account: an account's own pause (below) would come first.
    const guessed = uniqueEmail('nobody');
    const [other] = await accounts(1);
    expect(await concurrentStatuses(times(10, () => () => login(guessed)))).toEqual({ 401: 10 });
    const refused = await login(guessed);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'passwords.throttled', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other people behind the same address (a company network) can still sign in.
    expect((await login(other!)).statusCode).toBe(401);
  });

  it('keys on the address as parsed: spaces and capitals are no fresh key', async () => {
    const guessed = uniqueEmail('nobody');
    const variants = times(
      10,
      (i) => [guessed, ` ${guessed} `, guessed.toUpperCase(), `\t${guessed}`][i % 4]!,
    );
    expect(await concurrentStatuses(variants.map((email) => () => login(email)))).toEqual({ 401: 10 });
    expect((await login(` ${guessed.toUpperCase()}  `)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const guessed = uniqueEmail('nobody');
    const spoofed = times(
      11,
      (i) => () => login(guessed, '127.0.0.1', t, { 'x-forwarded-for': `10.0.0.${i}` }),
    );
    expect(await concurrentStatuses(spoofed)).toEqual({ 401: 10, 429: 1 });

    // Behind a configured proxy each forwarded client has its own count; the address it names counts.
    const forwarded = times(
      11,
      (i) => () => login(guessed, '127.0.0.1', viaProxy, { 'x-forwarded-for': `10.0.0.${i}` }),
    );
    expect(await concurrentStatuses(forwarded)).toEqual({ 401: 11 });
    // A client that is not the configured proxy cannot choose its address.
    const direct = times(
      11,
      (i) => () => login(guessed, '192.0.2.7', viaProxy, { 'x-forwarded-for': `10.1.0.${i}` }),
    );
    expect(await concurrentStatuses(direct)).toEqual({ 401: 10, 429: 1 });
  });

  it('limits one client to 60 attempts a minute across addresses', async () => {
    const sprayed = (await accounts(61)).map((email) => () => login(email, '192.0.2.60'));
    expect(await concurrentStatuses(sprayed)).toEqual({ 401: 60, 429: 1 });
  });
});

describe('forgot-password', () => {
  it('keeps the unknown-address answer, but limits it per client', async () => {
    const asked = await statuses(times(11, () => () => forgot(uniqueEmail(), '192.0.2.10')));
    expect(asked.slice(0, 10)).toEqual(times(10, () => 422));
    expect(asked[10]).toBe(429);
    // Another client is not affected.
    expect((await forgot(uniqueEmail(), '192.0.2.11')).statusCode).toBe(422);
  });

  it('limits one address to 5 requests in ten minutes, whichever client asks', async () => {
    const email = uniqueEmail();
    const asked = await statuses(times(6, (i) => () => forgot(email, `192.0.2.${20 + i}`)));
    expect(asked.slice(0, 5)).toEqual(times(5, () => 422));
    expect(asked[5]).toBe(429);
    clock.advance(10 * 60_000);
    expect((await forgot(email, '192.0.2.30')).statusCode).toBe(422);
  });
});

describe('sign-up and verification mails', () => {
  it('limits sign-ups per client', async () => {
    const result = await concurrentStatuses(times(21, () => () => register(uniqueEmail(), '192.0.2.40')));
    expect(result).toEqual({ 200: 20, 429: 1 });
  });

  it('limits sign-ups per address, whichever client asks', async () => {
    const email = uniqueEmail();
    const result = await statuses(
      times(6, (i) => () => register(i % 2 ? ` ${email.toUpperCase()}` : email, `192.0.2.${50 + i}`)),
    );
    expect(result).toEqual([200, 422, 422, 422, 422, 429]);
  });

  it('limits verification mails per account and per client', async () => {
    const response = await register(uniqueEmail(), '192.0.2.70');
    const { token } = response.json<{ token: string }>();
    const resend = (client: string) =>
      t.request({
        method: 'POST',
        url: '/api/users/me/resend-verification-email',
        remoteAddress: client,
        headers: bearer(token),
      });
    expect(await statuses(times(4, (i) => () => resend(`192.0.2.${71 + i}`)))).toEqual([200, 200, 200, 429]);

    const others = await Promise.all(times(10, () => register(uniqueEmail(), '192.0.2.90')));
    const tokens = others.map((r) => r.json<{ token: string }>().token);
    const fromOneClient = tokens.map(
      (each) => () =>
        t.request({
          method: 'POST',
          url: '/api/users/me/resend-verification-email',
          remoteAddress: '192.0.2.99',
          headers: bearer(each),
        }),
    );
    const result = await statuses([...fromOneClient, fromOneClient[0]!]);
    expect(result.slice(0, 10)).toEqual(times(10, () => 200));
    expect(result[10]).toBe(429);
  });
});

describe('wrong passwords per account, from any address', () => {
  const loginAs = (email: string, password: string, client: string) =>
    t.request({
      method: 'POST',
      url: '/api/users/token',
      remoteAddress: client,
      payload: { email, password, country: 'de', device_name: 'vitest' },
    });

  it('evaluates five of 50 wrong passwords from five addresses in a minute, then pauses the account', async () => {
    const user = await signUp(t);
    const answers = await statuses(
      times(50, (i) => () => loginAs(user.email, `falsch-${i}`, `203.0.113.${i % 5}`)),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(FREE_FAILURES);
    expect(answers.slice(FREE_FAILURES).every((status) => status === 429)).toBe(true);
    // The right password waits too: a guess cannot be told from the owner.
    const paused = await loginAs(user.email, 'geheim123', '198.51.100.1');
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The owner is told once, at the first pause.
    const warnings = (await mailsTo(t, user.email)).filter((m) => m.subject.startsWith('Mehrere falsche'));
    expect(warnings).toHaveLength(1);
  });

  it('ends the pause by itself; further failures double it up to a cap; the right password clears the count', async () => {
    const user = await signUp(t);
    for (let i = 0; i < FREE_FAILURES; i++) await loginAs(user.email, 'falsch', `203.0.113.${i}`);
    expect((await loginAs(user.email, 'falsch', '203.0.113.9')).statusCode).toBe(429);
    clock.advance(31_000);
    expect((await loginAs(user.email, 'falsch', '203.0.113.9')).statusCode).toBe(401);
    const second = await loginAs(user.email, 'geheim123', '203.0.113.9');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let round = 0; round < 8; round++) {
      clock.advance(MAX_PAUSE_MS + 1_000);
      await loginAs(user.email, 'falsch', '203.0.113.9');
    }
    const capped = await loginAs(user.email, 'geheim123', '203.0.113.9');
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(MAX_PAUSE_MS / 1000);
    clock.advance(MAX_PAUSE_MS + 1_000);
    expect((await loginAs(user.email, 'geheim123', '203.0.113.9')).statusCode).toBe(200);
    expect((await loginAs(user.email, 'falsch', '203.0.113.9')).statusCode).toBe(401);
    expect((await loginAs(user.email, 'geheim123', '203.0.113.9')).statusCode).toBe(200);
    expect(await t.db.query('SELECT 1 FROM password_failures WHERE user_id = $1', [user.id])).toHaveLength(0);
  });

  it('lifts the pause when the owner resets the password', async () => {
    const user = await signUp(t);
    for (let i = 0; i < FREE_FAILURES; i++) await loginAs(user.email, 'falsch', `203.0.113.${i}`);
    expect((await loginAs(user.email, 'geheim123', '203.0.113.8')).statusCode).toBe(429);
    await t.request({ method: 'POST', url: '/api/users/forgot-password', payload: { email: user.email } });
    const [resetMail] = (await mailsTo(t, user.email)).filter((m) => m.subject === 'Passwort zurücksetzen');
    const token = new URL(/https?:\/\/\S+reset-password\S+/.exec(resetMail!.text)![0]).searchParams.get(
      'token',
    );
    const reset = await t.request({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { email: user.email, token, password: 'neu-geheim-456', country: 'de', device_name: 'vitest' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await loginAs(user.email, 'neu-geheim-456', '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('the password behind a session', () => {
  it('counts wrong passwords of the e-mail change and the deletion per account, like a login', async () => {
    const user = await signUp(t);
    const changeEmail = (password: string) =>
      t.request({
        method: 'PUT',
        url: '/api/users/me',
        headers: keyed(user),
        payload: { email: uniqueEmail('neu'), password },
      });
    const destroy = (password: string) =>
      t.request({ method: 'DELETE', url: '/api/users/me', headers: keyed(user), payload: { password } });
    const answers = await statuses(
      times(50, (i) => () => (i % 2 ? destroy(`falsch-${i}`) : changeEmail(`falsch-${i}`))),
    );
    expect(answers.filter((status) => status === 422)).toHaveLength(FREE_FAILURES);
    expect(answers.slice(FREE_FAILURES).every((status) => status === 429)).toBe(true);
    const right = await changeEmail('geheim123');
    expect(right.statusCode).toBe(429);
    expect(right.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
      'passwords.throttled',
    ]);
    clock.advance(31_000);
    expect((await changeEmail('geheim123')).statusCode).toBe(200);
  });
});
