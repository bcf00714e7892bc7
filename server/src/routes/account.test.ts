import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages.de';
import {
  bearer,
  useTestServer,
  json,
  mailsTo,
  keyed,
  signUp,
  testClock,
  uniqueEmail,
  paths,
} from '../testing/harness';

/** Account settings, the data export, deletion and the developer options. */
const clock = testClock();
const t = useTestServer({ clock });

const update = (user: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/users/me', headers: user.headers, payload });

const me = async (token: string) =>
  t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

const login = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/users/token',
    payload: { email, password, country: 'de', device_name: 'second' },
  });

const wrongPassword = { password: [messages.serverErrors.passwordWrong] };

describe('the current password guards every change', () => {
  it('refuses an e-mail change, a password change and a deletion with a wrong one, per field', async () => {
    const user = await signUp(t);
    for (const [method, payload] of [
      ['PUT', { email: uniqueEmail('neu'), password: 'falsch123' }],
      ['PUT', { password: 'falsch123', new_password: 'ganzneu123' }],
      ['DELETE', { password: 'falsch123' }],
    ] as const) {
      const response = await t.request({ method, url: '/api/users/me', headers: user.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json<{ errors: unknown }>().errors).toEqual(wrongPassword);
    }
    // Nothing changed: the account still signs in with its password and keeps its address.
    expect((await login(user.email, 'geheim123')).statusCode).toBe(200);
    expect((await me(user.token)).json<{ email: string; pending_email: string | null }>()).toMatchObject({
      email: user.email,
      pending_email: null,
    });
  });

  it('changes the display name', async () => {
    const user = await signUp(t);
    const response = await update(user, { first_name: 'Nina', last_name: 'Neumann' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Nina', last_name: 'Neumann', name: 'Nina Neumann' });
  });
});

describe('e-mail change', () => {
  it('counts only after the mailed link is opened, and the link works once', async () => {
    const user = await signUp(t);
    const next = uniqueEmail('neu');
    const response = await update(user, { email: next, password: 'geheim123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, pending_email: next });
    // Still the old login until confirmed.
    expect((await login(next, 'geheim123')).statusCode).toBe(401);
    expect((await login(user.email, 'geheim123')).statusCode).toBe(200);

    const mail = (await mailsTo(t, next)).find(
      (m) => m.subject === 'Bitte bestätige deine neue E-Mail-Adresse',
    );
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe(`/api/users/${user.id}/confirm-email`);
    const confirmed = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toMatch(/\/app\/my-account\?email=confirmed$/);
    expect((await me(user.token)).json()).toMatchObject({ email: next, pending_email: null });
    expect((await login(next, 'geheim123')).statusCode).toBe(200);
    expect((await login(user.email, 'geheim123')).statusCode).toBe(401);

    const again = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toMatch(/\/app\/my-account\?email=invalid$/);
  });

  it('expires after 24 hours', async () => {
    const user = await signUp(t);
    const next = uniqueEmail('spaet');
    await update(user, { email: next, password: 'geheim123' });
    const link = new URL((await mailsTo(t, next))[0]!.links[0]!);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const late = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(late.headers.location).toMatch(/\/app\/my-account\?email=invalid$/);
    expect((await me(user.token)).json()).toMatchObject({ email: user.email, pending_email: null });
  });

  it('refuses an address another account has', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const response = await update(user, { email: other.email, password: 'geheim123' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['email']);
  });
});

describe('password change', () => {
  it('ends the other sessions and keeps this one', async () => {
    const user = await signUp(t);
    const other = (await login(user.email, 'geheim123')).json<{ token: string }>().token;
    expect((await me(other)).statusCode).toBe(200);
    const response = await update(user, { password: 'geheim123', new_password: 'ganzneu123' });
    expect(response.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await login(user.email, 'geheim123')).statusCode).toBe(401);
    expect((await login(user.email, 'ganzneu123')).statusCode).toBe(200);
  });
});

async function answerOne(user: { headers: Record<string, string> }) {
  const courses = json<{ id: number }[]>(
    await t.request({ method: 'GET', url: '/api/users/me/courses', headers: user.headers }),
  );
  const course = courses[0]!.id;
  const question = json<{ id: number }>(
    await t.request({
      method: 'GET',
      url: paths.question(course),
      headers: user.headers,
    }),
  );
  const correct = await t.db.query<{ id: number }>(
    'SELECT id FROM answers WHERE question_id = $1 AND correct',
    [question.id],
  );
  const guess = await t.request({
    method: 'POST',
    url: paths.guess(course),
    headers: { ...user.headers, ...keyed(user as never) },
    payload: { answers: correct.map((row) => row.id), question_id: question.id },
  });
  expect(guess.statusCode).toBe(200);
  return question.id;
}

/** A named feedback of the user, as the feedback route stores it. */
async function giveFeedback(userId: number) {
  await t.db.query(
    `INSERT INTO feedback (user_id, country, rating, text, anonymous, created_at)
     VALUES ($1, 'de', 4, 'Gefällt mir', false, now())`,
    [userId],
  );
}

describe('data export and deletion', () => {
  it('exports the profile, answers, coins and feedback, and nothing secret', async () => {
    const user = await signUp(t);
    const questionId = await answerOne(user);
    await giveFeedback(user.id);
    const response = await t.request({ method: 'GET', url: '/api/users/me/export', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const data = response.json<Record<string, unknown[] | Record<string, unknown>>>();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, first_name: 'Tessa' });
    expect(data.answers).toEqual([expect.objectContaining({ question_id: questionId, correct: true })]);
    expect((data.coin_ledger as unknown[]).length).toBeGreaterThan(0);
    expect(data.courses).toEqual(expect.arrayContaining([expect.objectContaining({ module: 1 })]));
    expect(data.feedback).toEqual([expect.objectContaining({ rating: 4, text: 'Gefällt mir' })]);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('token');
  });

  it('deletes the account at once and keeps its invoices without the account', async () => {
    const user = await signUp(t);
    await answerOne(user);
    await giveFeedback(user.id);
    await t.db.query(
      `INSERT INTO orders (user_id, invoice_number, country, currency, buyer_name, buyer_email, street,
         postal_code, city, subtotal_cents, discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
       VALUES ($1, 'TEST-2026-1', 'de', 'EUR', 'Tessa Test', $2, 'Weg 1', '10115', 'Berlin', 100, 0, 100, 0.19, 19, 119, now())`,
      [user.id, user.email],
    );
    const response = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: user.headers,
      payload: { password: 'geheim123' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.email, 'geheim123')).statusCode).toBe(401);
    for (const table of ['users', 'answered_questions', 'coin_ledger', 'user_courses', 'access_tokens']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const left = await t.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [user.id]);
      expect(left, table).toEqual([]);
    }
    const invoices = await t.db.query<{ user_id: number | null; buyer_name: string }>(
      `SELECT user_id, buyer_name FROM orders WHERE invoice_number = 'TEST-2026-1'`,
      [],
    );
    expect(invoices).toEqual([{ user_id: null, buyer_name: 'Tessa Test' }]);
    // Feedback stays, unattributed.
    expect(
      await t.db.query(`SELECT user_id FROM feedback WHERE text = 'Gefällt mir'`, []),
    ).not.toContainEqual({
      user_id: user.id,
    });
  });
});

describe('developer options', () => {
  it('refuses give-coins and switch-country without the developer flag (403)', async () => {
    const user = await signUp(t);
    for (const [url, payload] of [
      ['/api/developer/give-coins', undefined],
      ['/api/developer/switch-country', { country: 'ch' }],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url,
        headers: keyed(user),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await me(user.token)).json()).toMatchObject({ coins: 0, country: 'de' });
  });

  it('gives coins and switches the country for a developer', async () => {
    const user = await signUp(t);
    await t.db.query('UPDATE users SET developer = true WHERE id = $1', [user.id]);
    const given = await t.request({ method: 'POST', url: '/api/developer/give-coins', headers: keyed(user) });
    expect(given.statusCode).toBe(200);
    // A de agent has two module courses: an hour's worth of coins on each.
    expect(given.json<{ coins: number }>().coins).toBe(200);
    const switched = await t.request({
      method: 'POST',
      url: '/api/developer/switch-country',
      headers: keyed(user),
      payload: { country: 'at' },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ country: 'at' });
  });
});
