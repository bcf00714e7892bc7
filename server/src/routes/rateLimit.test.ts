import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../app';
import { testConfig } from '../config';
import { bearer, createTestServer, testClock, uniqueEmail, type TestServer } from '../testing/harness';

const clock = testClock();
let t: TestServer;
/** A second server on the same database, behind a proxy its config names (TRUST_PROXY=127.0.0.1). */
let proxied: Server;
beforeAll(async () => {
  t = await createTestServer({ clock, config: { rateLimits: true } });
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
  await t.close();
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
    const [guessed, other] = await accounts(2);
    expect(await concurrentStatuses(times(10, () => () => login(guessed!)))).toEqual({ 401: 10 });
    const refused = await login(guessed!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'passwords.throttled', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other people behind the same address (a company network) can still sign in.
    expect((await login(other!)).statusCode).toBe(401);
  });

  it('keys on the address as parsed: spaces and capitals are no fresh key (issue 11 point 3)', async () => {
    const [guessed = ''] = await accounts(1);
    const variants = times(
      10,
      (i) => [guessed, ` ${guessed} `, guessed.toUpperCase(), `\t${guessed}`][i % 4]!,
    );
    expect(await concurrentStatuses(variants.map((email) => () => login(email)))).toEqual({ 401: 10 });
    expect((await login(` ${guessed.toUpperCase()}  `)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy (issue 11 point 3)', async () => {
    const [guessed = ''] = await accounts(1);
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

describe('forgot-password (issue 11 point 6)', () => {
  it('keeps the SPEC §8 answer for an unknown address, but limits it per client', async () => {
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

describe('sign-up and verification mails (issue 11 point 7)', () => {
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
