import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { KIOSK_SECRET_HEADER, KIOSK_SECRET_PATTERN } from '../../../src/shared/domain/kiosk';
import { adminToken } from '../testing/admin';
import { bearer, testClock, uniqueEmail, useTestServer } from '../testing/harness';

/**
 * Kiosk files in the back office and the kiosk secret they carry (docs/product-rules.md#kiosk-sessions): a
 * training room of 30 behind one address gets through sign-up, sign-in and the code; without a known secret
 * the same room hits the per-address limit; guessing one account's password is stopped either way.
 */
const clock = testClock();
const t = useTestServer({ clock, config: { rateLimits: true } });
// Every test starts with fresh rate-limit windows.
afterEach(() => clock.advance(11 * 60_000));

const COMPANY_ADMIN = 'firma-kiosk-test@demo.test';
const OTHER_ADMIN = 'firma-kiosk-other@demo.test';
let company = 0;
let course = 0;
let otherCompany = 0;
/** A fresh operator session: the clock moves 11 minutes between tests. */
const operator = () => adminToken(t, 'admin@demo.test');

beforeAll(async () => {
  const [row] = await t.db.query<{ id: number; company_id: number }>(
    `SELECT cc.id, cc.company_id FROM company_courses cc JOIN companies c ON c.id = cc.company_id
     WHERE c.name = 'Muster Versicherung AG' ORDER BY cc.id LIMIT 1`,
  );
  course = row!.id;
  company = row!.company_id;
  otherCompany = (
    await t.db.query<{ id: number }>(
      `INSERT INTO companies (name, name_short) VALUES ('Kiosk Zweitfirma', 'KIOSK-ZWEI') RETURNING id`,
    )
  )[0]!.id;
  await t.db.query(
    `INSERT INTO admin_accounts (email, name, role, password_hash, company_id, created_at)
     VALUES ($1, 'Fiona Firma', 'company_admin', 'none', $2, now()), ($3, 'Zora Zweit', 'company_admin', 'none', $4, now())`,
    [COMPANY_ADMIN, company, OTHER_ADMIN, otherCompany],
  );
});

const kioskPath = (companyId = company, courseId = course) =>
  `/api/admin/companies/${companyId}/courses/${courseId}/kiosk`;
const makeKiosk = (token: string, code?: string, path = kioskPath()) =>
  t.request({
    method: 'POST',
    url: path,
    headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
    payload: code ? { code } : {},
  });

describe('the kiosk page', () => {
  it("lists the course, its company and the company's usable codes only", async () => {
    await t.db.query(
      `INSERT INTO company_codes (code, company_id, expires_at, max_uses, uses) VALUES
         ('KIOSK-ABGELAUFEN', $1, $2::timestamptz - interval '1 day', 10, 0),
         ('KIOSK-VERBRAUCHT', $1, $2::timestamptz + interval '1 day', 2, 2)`,
      [company, clock()],
    );
    const response = await t.request({
      method: 'GET',
      url: kioskPath(),
      headers: bearer(await adminToken(t, COMPANY_ADMIN)),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      company: { name: string };
      course: { id: number };
      codes: { code: string }[];
    }>();
    expect(body.company.name).toBe('Muster Versicherung AG');
    expect(body.course.id).toBe(course);
    const codes = body.codes.map((code) => code.code);
    expect(codes).toContain('DEMO-2026');
    expect(codes).not.toContain('KIOSK-ABGELAUFEN');
    expect(codes).not.toContain('KIOSK-VERBRAUCHT');
  });

  it("answers 404 for another company's course, to its admin and for a course of another company", async () => {
    const other = await adminToken(t, OTHER_ADMIN);
    expect((await t.request({ method: 'GET', url: kioskPath(), headers: bearer(other) })).statusCode).toBe(
      404,
    );
    expect((await makeKiosk(other)).statusCode).toBe(404);
    // The operator names the course under the wrong company.
    expect((await makeKiosk(await operator(), undefined, kioskPath(otherCompany, course))).statusCode).toBe(
      404,
    );
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kiosk_devices WHERE company_id = $1',
      [otherCompany],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('registers a device with a chosen code, or a new code; stores only the hash; audits without the secret', async () => {
    const chosen = await makeKiosk(await adminToken(t, COMPANY_ADMIN), 'demo-2026');
    expect(chosen.statusCode).toBe(200);
    const made = chosen.json<{ access_code: string; course_preset: string; kiosk_secret: string }>();
    expect(made.access_code).toBe('DEMO-2026');
    expect(made.course_preset).toBe(`/app/platform/companies/${company}/courses/${course}`);
    expect(made.kiosk_secret).toMatch(KIOSK_SECRET_PATTERN);
    const stored = await t.db.query<{ secret_hash: string }>('SELECT secret_hash FROM kiosk_devices');
    expect(stored.some((row) => row.secret_hash.includes(made.kiosk_secret))).toBe(false);
    const audit = await t.db.query<{ after: unknown }>(
      `SELECT after FROM audit_log WHERE action = 'kiosk.create' ORDER BY id DESC LIMIT 1`,
    );
    expect(JSON.stringify(audit[0]!.after)).not.toContain(made.kiosk_secret);

    const fresh = (await makeKiosk(await operator())).json<{ access_code: string; kiosk_secret: string }>();
    expect(fresh.access_code).toMatch(/^[A-Z0-9]+-[A-Z0-9]{8}$/);
    expect(fresh.kiosk_secret).not.toBe(made.kiosk_secret);
    const [code] = await t.db.query<{ company_id: number; max_uses: number }>(
      'SELECT company_id, max_uses FROM company_codes WHERE code = $1',
      [fresh.access_code],
    );
    expect(code).toEqual({ company_id: company, max_uses: 200 });
  });

  it('refuses a code of another company, an expired or a used-up one (422) and registers nothing', async () => {
    await t.db.query(
      `INSERT INTO company_codes (code, company_id, expires_at, max_uses, uses) VALUES ('KIOSK-FREMD', $1, $2::timestamptz + interval '1 day', 10, 0)`,
      [otherCompany, clock()],
    );
    const [{ n: before }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kiosk_devices',
    )) as [{ n: number }];
    for (const code of ['KIOSK-FREMD', 'KIOSK-ABGELAUFEN', 'KIOSK-VERBRAUCHT', 'GIBT-ES-NICHT']) {
      const response = await makeKiosk(await operator(), code);
      expect(response.statusCode, code).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'kiosk.code-unusable',
        errors: { code: [expect.any(String)] },
      });
    }
    const [{ n: after }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kiosk_devices',
    )) as [{ n: number }];
    expect(after).toBe(before);
  });
});

describe('a training room behind one address', () => {
  const ROOM = '198.51.100.30';
  const register = (email: string, headers: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: ROOM,
      headers,
      payload: {
        email,
        password: 'geheim123',
        first_name: 'Kai',
        last_name: 'Kiosk',
        country: 'de',
        device_name: 'Kiosk',
        tos: true,
      },
    });
  const login = (email: string, headers: Record<string, string>, password = 'geheim123') =>
    t.request({
      method: 'POST',
      url: '/api/users/token',
      remoteAddress: ROOM,
      headers,
      payload: { email, password, country: 'de', device_name: 'Kiosk' },
    });

  it('lets 30 participants with a kiosk secret sign up, sign in and redeem; each counts a use', async () => {
    const made = (await makeKiosk(await operator())).json<{ access_code: string; kiosk_secret: string }>();
    const kiosk = { [KIOSK_SECRET_HEADER]: made.kiosk_secret };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const email = uniqueEmail('room');
      statuses.push((await register(email, kiosk)).statusCode);
      const signedIn = await login(email, kiosk);
      statuses.push(signedIn.statusCode);
      const { token } = signedIn.json<{ token: string }>();
      const redeemed = await t.request({
        method: 'POST',
        url: '/api/users/me/company-codes',
        remoteAddress: ROOM,
        headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID(), ...kiosk },
        payload: { code: made.access_code },
      });
      statuses.push(redeemed.statusCode);
      expect(redeemed.json()).toEqual({ company_id: company });
      clock.advance(15_000);
    }
    expect(statuses).toEqual(Array.from({ length: 90 }, () => 200));
    const [code] = await t.db.query<{ uses: number }>('SELECT uses FROM company_codes WHERE code = $1', [
      made.access_code,
    ]);
    expect(code!.uses).toBe(30);
  }, 120_000);

  it('without a secret, or with an unknown one, the same room hits the per-address limit', async () => {
    const rooms: Record<string, string>[] = [{}, { [KIOSK_SECRET_HEADER]: 'A'.repeat(43) }];
    for (const headers of rooms) {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await register(uniqueEmail('room'), headers)).statusCode);
      expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(statuses[20]).toBe(429);
      clock.advance(11 * 60_000);
    }
  }, 120_000);

  it("stops guessing one account's password even with a kiosk secret", async () => {
    const made = (await makeKiosk(await operator())).json<{ kiosk_secret: string }>();
    const kiosk = { [KIOSK_SECRET_HEADER]: made.kiosk_secret };
    const email = uniqueEmail('guessed');
    expect((await register(email, kiosk)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(email, kiosk, `falsch-${i}`)).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Once stopped, the right password is refused too for now.
    expect((await login(email, kiosk)).statusCode).not.toBe(200);
  });
});
