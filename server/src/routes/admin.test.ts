import { describe, expect, it } from 'vitest';
import {
  adminMeCall,
  adminSignInCall,
  adminVerifyCall,
  auditLogCall,
} from '../../../src/shared/api/calls/admin';
import { ADMIN_LOCK, ADMIN_RECOVERY_CODES, ADMIN_SESSION } from '../../../src/shared/api/constants';
import { totpCode } from '../admin/totp';
import { DEMO_PASSWORD, demoAdminAccounts } from '../seed/accounts';
import { adminToken, newAdminAccount } from '../testing/admin';
import { bearer, expectError, signUp, testClock, useTestServer } from '../testing/harness';

const clock = testClock();
const t = useTestServer({ clock });
const demo = (email: string) => demoAdminAccounts.find((a) => a.email === email)!;
const operator = demo('admin@demo.test');

/** Moves past the TOTP step of the last sign-in, so the next code is a new one. */
const nextStep = () => clock.advance(30_000);

const signIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/admin/session', payload: { email, password } });
const verify = (challenge: string, code: string) =>
  t.request({ method: 'POST', url: '/api/admin/session/verify', payload: { challenge, code } });

async function challengeOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await signIn(email, password);
  expect(response.statusCode, response.body).toBe(200);
  const step = adminSignInCall.response.parse(response.json());
  expect(step.step).toBe('code');
  return step.challenge;
}

async function auditRows(action: string, actorId?: number) {
  return t.db.query<{ action: string; actor_id: number; ip: string; entity_type: string; after: unknown }>(
    `SELECT action, actor_id, ip, entity_type, after FROM audit_log
     WHERE action = $1 AND ($2::int IS NULL OR actor_id = $2) ORDER BY id`,
    [action, actorId ?? null],
  );
}

describe('admin sign-in with TOTP', () => {
  it('signs in a demo operator with password and code, and audits it', async () => {
    nextStep();
    const challenge = await challengeOf(operator.email);
    const response = await verify(challenge, totpCode(operator.totpSecret, clock()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const session = adminVerifyCall.response.parse(response.json());
    expect(session.account).toMatchObject({ email: operator.email, role: 'operator' });
    expect(new Date(session.idle_expires_at).getTime() - clock().getTime()).toBe(ADMIN_SESSION.idleMs);
    expect(new Date(session.expires_at).getTime() - clock().getTime()).toBe(ADMIN_SESSION.absoluteMs);

    const me = await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
    expect(adminMeCall.response.parse(me.json()).account.email).toBe(operator.email);
    const [row] = (await auditRows('admin.sign-in', session.account.id)).slice(-1);
    expect(row).toMatchObject({ entity_type: 'admin_session', ip: '127.0.0.1', after: { method: 'totp' } });
  });

  it('refuses a wrong password and a learner account alike', async () => {
    expectError(await signIn(operator.email, 'falsch-falsch'), 401, 'invalid_credentials');
    expectError(await signIn('de@demo.test', DEMO_PASSWORD), 401, 'invalid_credentials');
    expectError(await signIn('niemand@demo.test', DEMO_PASSWORD), 401, 'invalid_credentials');
  });

  it('refuses a wrong code, a code replayed and a code from a far step', async () => {
    const account = demo('redaktion@demo.test');
    nextStep();
    const challenge = await challengeOf(account.email);
    const wrong = totpCode(account.totpSecret, new Date(clock().getTime() + 5 * 60_000));
    const refused = expectError(await verify(challenge, wrong), 401, 'admin.code-invalid');
    expect(refused.message).toBe('Der Code ist ungültig.');
    expect(refused.errors).toEqual({ code: ['admin.code-invalid'] });
    expectError(await verify(challenge, '12345'), 401, 'admin.code-invalid');
    const code = totpCode(account.totpSecret, clock());
    expect((await verify(challenge, code)).statusCode).toBe(200);
    // The challenge is spent, and the same code never opens a second session.
    expectError(await verify(challenge, code), 401, 'admin.challenge-expired');
    const again = await challengeOf(account.email);
    expectError(await verify(again, code), 401, 'admin.code-invalid');
    // The step before the current one still counts (clock drift), once the current one has not been used.
    nextStep();
    nextStep();
    const drift = totpCode(account.totpSecret, new Date(clock().getTime() - 30_000));
    expect((await verify(again, drift)).statusCode).toBe(200);
  });

  it('locks the code step after five wrong codes for 15 minutes, from any challenge', async () => {
    const account = demo('pruefung@demo.test');
    nextStep();
    const challenge = await challengeOf(account.email);
    for (let i = 0; i < ADMIN_LOCK.failures; i += 1) {
      expectError(await verify(challenge, '000000'), 401, 'admin.code-invalid');
    }
    const locked = await verify(challenge, totpCode(account.totpSecret, clock()));
    expectError(locked, 429, 'admin.throttled');
    expect(Number(locked.headers['retry-after'])).toBe(ADMIN_LOCK.lockMs / 1000);
    // A new password step does not lift it.
    const fresh = await challengeOf(account.email);
    expectError(await verify(fresh, totpCode(account.totpSecret, clock())), 429, 'admin.throttled');
    const [lock] = await auditRows('admin.sign-in.locked');
    expect(lock).toMatchObject({ entity_type: 'admin_account', after: { step: 'code' } });

    clock.advance(ADMIN_LOCK.lockMs);
    const later = await challengeOf(account.email);
    expect((await verify(later, totpCode(account.totpSecret, clock()))).statusCode).toBe(200);
  });

  it('locks the password step after five wrong passwords', async () => {
    const account = demo('support@demo.test');
    for (let i = 0; i < ADMIN_LOCK.failures; i += 1) {
      expectError(await signIn(account.email, 'falsch-falsch'), 401, 'invalid_credentials');
    }
    expectError(await signIn(account.email, DEMO_PASSWORD), 429, 'admin.throttled');
    clock.advance(ADMIN_LOCK.lockMs);
    expect((await signIn(account.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a challenge run out after five minutes', async () => {
    nextStep();
    const challenge = await challengeOf(operator.email);
    clock.advance(ADMIN_SESSION.challengeMs);
    expectError(
      await verify(challenge, totpCode(operator.totpSecret, clock())),
      401,
      'admin.challenge-expired',
    );
  });
});

describe('enrollment and recovery codes', () => {
  it('enrolls at the first sign-in, confirmed by a first code, and spends a recovery code once', async () => {
    const account = await newAdminAccount(t, 'editor');
    const first = adminSignInCall.response.parse((await signIn(account.email, account.password)).json());
    if (first.step !== 'enroll') throw new Error('expected an enrollment');
    expect(first.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(first.otpauth_uri).toContain('algorithm=SHA1&digits=6&period=30');
    expect(first.recovery_codes).toHaveLength(ADMIN_RECOVERY_CODES);
    expect(new Set(first.recovery_codes).size).toBe(ADMIN_RECOVERY_CODES);
    // Recovery codes are stored hashed only.
    const stored = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM admin_recovery_codes WHERE account_id = $1',
      [account.id],
    );
    expect(stored).toHaveLength(ADMIN_RECOVERY_CODES);
    for (const code of first.recovery_codes) expect(JSON.stringify(stored)).not.toContain(code);

    // The enrollment takes only a TOTP code, not a recovery code.
    expectError(await verify(first.challenge, first.recovery_codes[0]!), 401, 'admin.code-invalid');
    nextStep();
    const confirmed = await verify(first.challenge, totpCode(first.secret, clock()));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(adminVerifyCall.response.parse(confirmed.json()).recovery_codes_left).toBe(ADMIN_RECOVERY_CODES);
    const [enrolled] = await auditRows('admin.totp.enrolled', account.id);
    expect(enrolled).toMatchObject({ entity_type: 'admin_account', after: { totp: true } });

    // From now on the password step asks for the code, and a recovery code opens a session once.
    const challenge = await challengeOf(account.email, account.password);
    const recovery = first.recovery_codes[3]!;
    const used = await verify(challenge, ` ${recovery.toUpperCase()} `);
    expect(used.statusCode, used.body).toBe(200);
    expect(adminVerifyCall.response.parse(used.json()).recovery_codes_left).toBe(ADMIN_RECOVERY_CODES - 1);
    const again = await challengeOf(account.email, account.password);
    expectError(await verify(again, recovery), 401, 'admin.code-invalid');
    const [signedIn] = (await auditRows('admin.sign-in', account.id)).slice(-1);
    expect(signedIn!.after).toEqual({
      method: 'recovery_code',
      recovery_codes_left: ADMIN_RECOVERY_CODES - 1,
    });
  });

  it('starts the enrollment again, with new codes, while it is not confirmed', async () => {
    const account = await newAdminAccount(t, 'support');
    const first = adminSignInCall.response.parse((await signIn(account.email, account.password)).json());
    const second = adminSignInCall.response.parse((await signIn(account.email, account.password)).json());
    if (first.step !== 'enroll' || second.step !== 'enroll') throw new Error('expected enrollments');
    expect(second.secret).not.toBe(first.secret);
    expect(second.recovery_codes).not.toContain(first.recovery_codes[0]);
    expectError(await verify(second.challenge, totpCode(first.secret, clock())), 401, 'admin.code-invalid');
  });
});

describe('admin sessions', () => {
  it('end after 30 minutes idle; each request moves the idle end', async () => {
    const token = await adminToken(t, operator.email);
    clock.advance(ADMIN_SESSION.idleMs - 1000);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    clock.advance(ADMIN_SESSION.idleMs - 1000);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    clock.advance(ADMIN_SESSION.idleMs);
    const expired = await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    expectError(expired, 401, 'admin.session-expired');
    expect(expired.headers['cache-control']).toBe('no-store');
    // Gone for good, not only until the next request.
    expectError(
      await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(token) }),
      401,
      'unauthenticated',
    );
  });

  it('end after 8 hours in all, however busy', async () => {
    const token = await adminToken(t, operator.email);
    for (let elapsed = 0; elapsed + 20 * 60_000 < ADMIN_SESSION.absoluteMs; elapsed += 20 * 60_000) {
      clock.advance(20 * 60_000);
      const response = await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
    }
    clock.advance(20 * 60_000);
    expectError(
      await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(token) }),
      401,
      'admin.session-expired',
    );
  });

  it('end at sign-out, audited', async () => {
    const token = await adminToken(t, operator.email);
    const out = await t.request({ method: 'DELETE', url: '/api/admin/session', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Sie wurden abgemeldet.' });
    expectError(
      await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(token) }),
      401,
      'unauthenticated',
    );
    expect((await auditRows('admin.sign-out')).length).toBeGreaterThanOrEqual(1);
  });

  it('never open with a learner token, nor a learner session with an admin token', async () => {
    const learner = await signUp(t);
    expectError(await t.request({ method: 'GET', url: '/api/admin/me', headers: learner.headers }), 401);
    const token = await adminToken(t, operator.email);
    expectError(await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) }), 401);
  });
});

describe('roles and the audit log', () => {
  it('opens the audit log to operators only', async () => {
    for (const email of ['redaktion@demo.test', 'pruefung@demo.test', 'support@demo.test']) {
      const token = await adminToken(t, email);
      const refused = await t.request({ method: 'GET', url: '/api/admin/audit', headers: bearer(token) });
      expectError(refused, 403, 'forbidden');
      expect(refused.headers['cache-control']).toBe('no-store');
      // The same token opens what the role may see.
      expect(
        (await t.request({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
    }
  });

  it('filters by actor, action, entity and date range, newest first, paged', async () => {
    const token = await adminToken(t, operator.email);
    const get = async (query: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return auditLogCall.response.parse(response.json());
    };
    const all = await get('');
    expect(all.total).toBeGreaterThanOrEqual(5);
    const times = all.data.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);

    const [account] = await t.db.query<{ id: number }>(`SELECT id FROM admin_accounts WHERE email = $1`, [
      'redaktion@demo.test',
    ]);
    const mine = await get(`actor=${account!.id}&action=admin.sign-in`);
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(
      mine.data.every((row) => row.actor?.email === 'redaktion@demo.test' && row.action === 'admin.sign-in'),
    ).toBe(true);
    const locks = await get('entity=admin_account&action=admin.sign-in.locked');
    expect(locks.data.length).toBeGreaterThanOrEqual(2);

    const future = new Date(clock().getTime() + 60_000).toISOString();
    expect((await get(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await get(`to=${encodeURIComponent(future)}`)).total).toBe(all.total);
    const page2 = await get('page=2');
    expect(page2.page).toBe(2);
    expect(page2.data.length).toBe(Math.max(0, Math.min(50, all.total - 50)));
    expectError(
      await t.request({ method: 'GET', url: '/api/admin/audit?page=0', headers: bearer(token) }),
      422,
    );
    expectError(
      await t.request({ method: 'GET', url: '/api/admin/audit?from=gestern', headers: bearer(token) }),
      422,
    );
  });

  it('refuses to change or delete a row of the log, on the database itself', async () => {
    const [row] = await t.db.query<{ id: string; action: string }>(
      'SELECT id, action FROM audit_log LIMIT 1',
    );
    await expect(
      t.db.query(`UPDATE audit_log SET action = 'verwischt' WHERE id = $1`, [row!.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log WHERE id = $1', [row!.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const [after] = await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE id = $1', [
      row!.id,
    ]);
    expect(after!.action).toBe(row!.action);
  });

  it('writes no audit row for a sign-in whose transaction failed', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expectError(await verify('x'.repeat(43), '123456'), 401, 'admin.challenge-expired');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
