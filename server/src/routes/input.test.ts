import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../../src/shared/api/entities';
import { apiErrorSchema } from '../../../src/shared/api/errors';
import { messages } from '../../../src/shared/messages.de';
import { bearer, useTestServer, keyed, signUp, uniqueEmail, paths } from '../testing/harness';

/** Text and ids the database cannot take are refused at the edge. */
const t = useTestServer();

const BAD_CHARACTERS = messages.validation.invalidCharacters;
const FIRST_OUT_OF_RANGE = 2 ** 31;

const expect422 = (response: { statusCode: number; body: string }, field: string) => {
  expect(response.statusCode, response.body).toBe(422);
  const error = apiErrorSchema.parse(JSON.parse(response.body));
  expect(Object.keys(error.errors ?? {})).toContain(field);
  return error.errors![field]!;
};

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
const register = (body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/users/register', payload: body });
const mailCount = async (email: string) =>
  (await t.db.query('SELECT 1 FROM dev_mails WHERE recipient = $1', [email])).length;

describe('characters no person types', () => {
  const bad = {
    NUL: 'a\u0000b',
    'another control character': 'a\u0007b',
    'a line break in a name': 'Anna\nMaria',
    'a lone surrogate': 'An\ud800na',
    'a right-to-left override': 'Anna\u202Etxt.exe',
    'a bidi isolate': 'Anna\u2067x',
  };

  it.each(Object.entries(bad))(
    'refuses %s in a name at sign-up: 422 on the field, no account, no mail',
    async (_kind, value) => {
      for (const field of ['first_name', 'last_name', 'device_name']) {
        const body = signupBody({ [field]: value });
        expect(expect422(await register(body), field)).toEqual([BAD_CHARACTERS]);
        expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [body.email])).toEqual([]);
        expect(await mailCount(body.email)).toBe(0);
      }
    },
  );

  it('refuses them in the name update and in the login device name; the stored name stays', async () => {
    const user = await signUp(t);
    for (const value of Object.values(bad)) {
      const update = await t.request({
        method: 'PUT',
        url: '/api/users/me',
        headers: user.headers,
        payload: { first_name: value, last_name: 'x' },
      });
      expect(expect422(update, 'first_name')).toEqual([BAD_CHARACTERS]);
      const login = await t.request({
        method: 'POST',
        url: '/api/users/token',
        payload: { email: user.email, password: 'geheim123', country: 'de', device_name: value },
      });
      expect422(login, 'device_name');
    }
    const [row] = await t.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row!.first_name).toBe('Tessa');
  });

  it('refuses them in the dev helper that sets an explanation (CI found a NUL giving 500 on PostgreSQL)', async () => {
    for (const [field, value] of [
      ['explanation', 'a\u0000b'],
      ['source', '§ 1\u0007'],
    ] as const) {
      const body = { explanation: 'Weil es so ist.', source: '§ 1 VVG', [field]: value };
      const response = await t.request({
        method: 'POST',
        url: '/api/dev/questions/1/explanation',
        payload: body,
      });
      expect(expect422(response, field)).toEqual([BAD_CHARACTERS]);
    }
  });

  it('refuses a noncharacter in an order’s company, which broke the XRechnung', async () => {
    const user = await signUp(t, { country: 'de' });
    for (const company of ['X\uFFFEY', 'X\uFFFFY', 'X\uFDD0Y']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/invoices',
        headers: keyed(user),
        payload: {
          name: 'Erika Muster',
          company,
          address: { street: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin' },
          purchases: [{ course_id: 1, quantity: 1 }],
        },
      });
      expect(expect422(response, 'company')).toEqual([BAD_CHARACTERS]);
    }
    expect(await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [user.id])).toHaveLength(0);
  });

  it('still takes names in any script, with emoji and combining marks', async () => {
    for (const name of ['Zoë', 'Øyvind', 'Łukasz', 'محمد', '李', 'Ana 👩‍💻', 'e\u0301']) {
      const response = await register(signupBody({ first_name: name }));
      expect(response.statusCode, name).toBe(200);
      expect(sessionSchema.parse(response.json()).user.first_name).toBe(name);
    }
  });
});

describe('ids beyond the integer column', () => {
  it('answers 422, never 500, in paths, bodies and the dev helpers', async () => {
    const user = await signUp(t);
    const id = FIRST_OUT_OF_RANGE;
    const cases = [
      { method: 'GET', url: `/api/users/${id}/verify-email?token=x`, field: 'params.user' },
      { method: 'GET', url: paths.course(id), field: 'params.course' },
      { method: 'GET', url: paths.question(id), field: 'params.course' },
      {
        method: 'POST',
        url: paths.guess(),
        payload: { answers: [1], question_id: id },
        field: 'question_id',
      },
      {
        method: 'POST',
        url: '/api/users/me/courses',
        payload: { category_id: id, hours: 1 },
        field: 'category_id',
      },
      {
        method: 'PUT',
        url: '/api/users/me',
        payload: { selected_categories: [id], selected_difficulties: [1] },
        field: 'selected_categories.0',
      },
      { method: 'GET', url: `/api/dev/questions/${id}/correct-answers`, field: 'question' },
      {
        method: 'POST',
        url: '/api/dev/answer-questions',
        payload: { email: user.email, course_id: id },
        field: 'course_id',
      },
    ] as const;
    for (const { field, ...request } of cases) {
      const response = await t.request({ ...request, headers: keyed(user) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(422);
      const errors = apiErrorSchema.parse(response.json()).errors ?? {};
      expect(
        Object.keys(errors).some((key) => key.endsWith(field)),
        JSON.stringify(errors),
      ).toBe(true);
    }
    // The largest id the column takes is an id like any other: not found.
    const largest = await t.request({
      method: 'GET',
      url: paths.course(id - 1),
      headers: user.headers,
    });
    expect(largest.statusCode).toBe(404);
  });
});

describe('sign-up needs the terms accepted', () => {
  it.each([
    ['without tos', { tos: undefined }],
    ['with tos false', { tos: false }],
    ['with tos "true"', { tos: 'true' }],
  ])('refuses a sign-up %s', async (_name, overrides) => {
    const body = signupBody(overrides);
    expect422(await register(body), 'tos');
    expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [body.email])).toEqual([]);
  });
});

describe('login uses the country of the account', () => {
  it('signs a ch account in as ch from the de login page, and the reply says so', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/users/token',
      payload: { email: 'ch@demo.test', password: 'demo12345', country: 'de', device_name: 'vitest' },
    });
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session.user.country).toBe('ch');
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) });
    expect(me.json()).toMatchObject({ country: 'ch' });
  });
});
