import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryCoinsCall } from '../../../src/shared/api/calls/quiz';
import { userCourseSchema, userSchema } from '../../../src/shared/api/entities';
import { translateServerError } from '../../../src/shared/domain/serverErrors';
import { messages } from '../../../src/shared/messages.de';
import { seedQuestions } from '../seed/questions/index';
import {
  bearer,
  useTestServer,
  keyed,
  signUp,
  testClock,
  type TestUser,
  expectError,
  paths,
} from '../testing/harness';

const clock = testClock();
const t = useTestServer({ clock });

const courses = async (user: TestUser) => {
  const response = await t.request({ method: 'GET', url: '/api/users/me/courses', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return z.array(userCourseSchema).parse(response.json());
};
const book = (user: TestUser, category_id: number, hours = 1) =>
  t.request({
    method: 'POST',
    url: '/api/users/me/courses',
    headers: keyed(user),
    payload: { category_id, hours, coins: 0 },
  });
const updateMe = (user: TestUser, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/users/me', headers: user.headers, payload });

describe('courses index', () => {
  it('creates the two module courses of the role on first listing, once, and names the channel', async () => {
    const user = await signUp(t, { country: 'de', role: 'agent' });
    const first = await courses(user);
    expect(first.map((c) => [c.module, c.role, c.coins, c.hours])).toEqual([
      [1, 'agent', 0, undefined],
      [2, 'agent', 0, undefined],
    ]);
    expect(await courses(user)).toEqual(first);
    const response = await t.request({ method: 'GET', url: '/api/users/me/courses', headers: user.headers });
    expect(response.headers['x-socket-event']).toBe(`users.${user.id}.courses`);
  });

  it('shows the seeded coins per module', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/users/token',
      payload: { email: 'de@demo.test', password: 'demo12345', country: 'de', device_name: 'vitest' },
    });
    const { token } = login.json<{ token: string }>();
    const response = await t.request({ method: 'GET', url: '/api/users/me/courses', headers: bearer(token) });
    expect(response.json()).toMatchObject([
      { module: 1, coins: 140 },
      { module: 2, coins: 110 },
    ]);
  });

  it('lists nothing without a role, and no module courses in Switzerland', async () => {
    expect(await courses(await signUp(t, { country: 'de', role: null }))).toEqual([]);
    expect(await courses(await signUp(t, { country: 'ch' }))).toEqual([]);
    expect(await courses(await signUp(t, { country: 'at', role: 'makler' }))).toHaveLength(2);
  });

  it('needs a session and refuses another user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users/me/courses' })).statusCode).toBe(401);
    const user = await signUp(t);
    const other = await signUp(t);
    const response = await t.request({
      method: 'GET',
      url: `/api/users/${other.id}/courses`,
      headers: user.headers,
    });
    expectError(response, 403, 'forbidden');
  });
});

describe('booking a course (de)', () => {
  it('books a category for an hour and lists it after the module courses', async () => {
    const user = await signUp(t);
    const response = await book(user, 107, 1);
    expect(response.statusCode).toBe(200);
    const course = userCourseSchema.parse(response.json());
    expect(course).toMatchObject({
      coins: 0,
      module: 2,
      role: 'agent',
      hours: 1,
      category_id: 107,
      category: { id: 107, name: 'Lebens- und Rentenversicherung (inkl. bAV und BU)' },
    });
    expect((await courses(user)).map((c) => c.category_id)).toEqual([undefined, undefined, 107]);
  });

  it('refuses a second course in the same category with the duplicate-course message', async () => {
    const user = await signUp(t);
    await book(user, 101);
    const error = expectError(await book(user, 101, 5), 400, 'course.duplicate');
    expect(error.message).toBe(messages.courses.duplicateCategory);
  });

  it('refuses a fourth booked course', async () => {
    const user = await signUp(t);
    for (const category of [101, 102, 103]) expect((await book(user, category)).statusCode).toBe(200);
    const error = expectError(await book(user, 104), 400, 'course.limit');
    expect(error.message).toBe(messages.courses.limitReached);
  });

  it('refuses categories of another role, another country or none at all', async () => {
    const user = await signUp(t, { role: 'agent' });
    for (const category of [106, 301, 9999]) {
      const error = expectError(await book(user, category), 400, 'course.category');
      expect(error.message).toBe(messages.courses.categoryUnavailable);
    }
  });

  it('refuses outside Germany and without a role', async () => {
    const at = await signUp(t, { country: 'at' });
    expect(expectError(await book(at, 201), 403, 'course.country').message).toBe(
      messages.courses.countryOnly,
    );
    const noRole = await signUp(t, { role: null });
    expect(expectError(await book(noRole, 101), 400, 'course.role-required').message).toBe(
      messages.courses.roleRequired,
    );
  });

  it('answers course.not-enough-coins when the category has no question left for the user', async () => {
    const user = await signUp(t);
    const [moduleCourse] = await courses(user);
    await t.request({
      method: 'PUT',
      url: paths.course(moduleCourse!.id),
      headers: user.headers,
      payload: { selected_categories: [104] },
    });
    const answered = await t.request({
      method: 'POST',
      url: '/api/dev/answer-questions',
      payload: { email: user.email, course_id: moduleCourse!.id },
    });
    const inCategory = seedQuestions.filter((q) => q.categories.includes('de-datenschutz-gwg')).length;
    expect(answered.json()).toMatchObject({ answered: inCategory, remaining: 0 });
    const error = expectError(await book(user, 104), 400, 'course.not-enough-coins');
    expect(error.message).toBe(translateServerError('course.not-enough-coins'));
  });

  it('rejects hours other than 1, 3 and 5 and a missing category', async () => {
    const user = await signUp(t);
    const error = expectError(await book(user, 101, 2), 422, 'validation');
    expect(error.errors).toHaveProperty('hours');
    const missing = await t.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(user),
      payload: { hours: 1 },
    });
    expect(expectError(missing, 422, 'validation').errors).toHaveProperty('category_id');
  });
});

describe('course show, update and destroy', () => {
  it('shows, filters and deletes the own booked course; the category can then be booked again', async () => {
    const user = await signUp(t);
    const course = userCourseSchema.parse((await book(user, 109)).json());
    const url = paths.course(course.id);
    const shown = await t.request({ method: 'GET', url, headers: user.headers });
    expect(shown.json()).toEqual(course);
    expect(shown.headers['x-socket-event']).toBe(`users.${user.id}.courses`);

    const updated = await t.request({
      method: 'PUT',
      url,
      headers: user.headers,
      payload: { selected_categories: [109] },
    });
    expect(updated.json()).toMatchObject({ id: course.id, selected_categories: [109] });

    const destroyed = await t.request({ method: 'DELETE', url, headers: user.headers });
    expect(destroyed.json()).toEqual({ message: messages.courses.deleted });
    expectError(await t.request({ method: 'GET', url, headers: user.headers }), 404, 'course.not-found');
    expect((await book(user, 109)).statusCode).toBe(200);
  });

  it("narrows a module course's filter to its own module and role", async () => {
    const user = await signUp(t, { role: 'agent' });
    const [module1] = await courses(user);
    const put = (selected_categories: number[]) =>
      t.request({
        method: 'PUT',
        url: paths.course(module1!.id),
        headers: user.headers,
        payload: { selected_categories },
      });
    expect((await put([101, 105])).json()).toMatchObject({ selected_categories: [101, 105] });
    expect((await put([])).json()).toMatchObject({ selected_categories: [] });
    for (const wrong of [[107], [106], [301]]) {
      expect(expectError(await put(wrong), 422, 'validation').errors).toEqual({
        selected_categories: ['validation.invalid'],
      });
    }
  });

  it('keeps module courses', async () => {
    const user = await signUp(t);
    const [module1] = await courses(user);
    const response = await t.request({
      method: 'DELETE',
      url: paths.course(module1!.id),
      headers: user.headers,
    });
    expect(expectError(response, 400, 'course.module').message).toBe(messages.courses.moduleNotDeletable);
  });

  it("treats another user's course as unknown", async () => {
    const owner = await signUp(t);
    const course = userCourseSchema.parse((await book(owner, 110)).json());
    const intruder = await signUp(t);
    const url = paths.course(course.id);
    for (const method of ['GET', 'DELETE'] as const) {
      expectError(await t.request({ method, url, headers: intruder.headers }), 404, 'course.not-found');
    }
    expectError(
      await t.request({
        method: 'PUT',
        url,
        headers: intruder.headers,
        payload: { selected_categories: [] },
      }),
      404,
      'course.not-found',
    );
    expect((await t.request({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
  });
});

describe('user update', () => {
  it('switches the role and the courses follow; switching back brings the old courses and coins', async () => {
    const user = await signUp(t, { role: null });
    const chosen = await updateMe(user, { role: 'agent' });
    expect(userSchema.parse(chosen.json()).role).toBe('agent');
    const agentCourses = await courses(user);
    await t.db.query(
      `INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at)
       VALUES ($1, $2, 30, $3, $3::timestamptz + interval '1 year')`,
      [user.id, agentCourses[0]!.id, clock()],
    );
    await book(user, 105);

    await updateMe(user, { role: 'makler' });
    const maklerCourses = await courses(user);
    expect(maklerCourses.map((c) => [c.role, c.coins, c.category_id])).toEqual([
      ['makler', 0, undefined],
      ['makler', 0, undefined],
    ]);

    await updateMe(user, { role: 'agent' });
    expect((await courses(user)).map((c) => [c.id, c.coins])).toEqual([
      [agentCourses[0]!.id, 30],
      [agentCourses[1]!.id, 0],
      [expect.any(Number), 0],
    ]);
  });

  it('stores the Swiss filter, refusing categories of another country', async () => {
    const user = await signUp(t, { country: 'ch' });
    const response = await updateMe(user, { selected_categories: [304, 305], selected_difficulties: [2] });
    expect(response.json()).toMatchObject({ selected_categories: [304, 305], selected_difficulties: [2] });
    const error = expectError(
      await updateMe(user, { selected_categories: [101], selected_difficulties: [1] }),
      422,
      'validation',
    );
    expect(error.errors).toEqual({ selected_categories: ['validation.invalid'] });
    expectError(
      await updateMe(user, { selected_categories: [-1], selected_difficulties: [] }),
      422,
      'validation',
    );
  });

  it('changes the name, and the e-mail or password only with the current password', async () => {
    const user = await signUp(t);
    expect((await updateMe(user, { first_name: 'Nora', last_name: 'Neu' })).json()).toMatchObject({
      name: 'Nora Neu',
    });
    const wrong = expectError(
      await updateMe(user, { email: 'neu@example.test', password: 'falsch' }),
      422,
      'password.wrong',
    );
    expect(wrong.errors).toEqual({ password: [messages.serverErrors.passwordWrong] });
    expectError(
      await updateMe(user, { email: 'de@demo.test', password: 'geheim123' }),
      422,
      'validation.unique',
    );
    const email = `neu-${user.id}@example.test`;
    // The new address waits for its mailed confirmation (account.test.ts follows the link).
    expect((await updateMe(user, { email, password: 'geheim123' })).json()).toMatchObject({
      email: user.email,
      pending_email: email,
    });
    expect((await updateMe(user, { password: 'geheim123', new_password: 'neuesPasswort1' })).statusCode).toBe(
      200,
    );
    const login = await t.request({
      method: 'POST',
      url: '/api/users/token',
      payload: { email: user.email, password: 'neuesPasswort1', country: 'de', device_name: 'vitest' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('accepts exactly one payload shape', async () => {
    const user = await signUp(t);
    expectError(await updateMe(user, { role: 'boss' }), 422, 'validation');
    expectError(await updateMe(user, { role: 'agent', first_name: 'X' }), 422, 'validation');
  });
});

describe('course.not-enough-coins with hours × 100 coins', () => {
  // A server with a category of its own worth exactly 300 coins (150 expert
  // questions), so the test does not depend on the seed bank.
  const real = useTestServer({ clock });
  const CATEGORY = 199;
  beforeAll(async () => {
    await real.db.query(
      `INSERT INTO categories (id, key, name, module, roles, country)
       VALUES ($1, 'de-testbank', 'Testkategorie', 1, '{agent,makler}', 'de')`,
      [CATEGORY],
    );
    await real.db.query(
      `INSERT INTO questions (key, text, coins)
       SELECT 'de-testbank-' || g, 'Testfrage ' || g, 2 FROM generate_series(1, 150) g`,
    );
    await real.db.query(
      `INSERT INTO answers (question_id, position, text, correct)
       SELECT q.id, p, 'Antwort ' || p, p = 0 FROM questions q, generate_series(0, 3) p
       WHERE q.key LIKE 'de-testbank-%'`,
    );
    await real.db.query(
      `INSERT INTO question_categories (question_id, category_id)
       SELECT id, $1 FROM questions WHERE key LIKE 'de-testbank-%'`,
      [CATEGORY],
    );
  });

  const bookReal = (user: TestUser, hours: number) =>
    real.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(user),
      payload: { category_id: CATEGORY, hours, coins: 0 },
    });
  const remaining = async (user: TestUser, category = CATEGORY) => {
    const response = await real.request({
      method: 'GET',
      url: `/api/users/me/categories/${category}/coins`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return categoryCoinsCall.response.parse(response.json());
  };

  it('books only the hours the category can still fill from unanswered questions', async () => {
    const user = await signUp(real);
    expect(await remaining(user)).toEqual({ coins: 300, hours: [1, 3] });
    const tooLong = expectError(await bookReal(user, 5), 400, 'course.not-enough-coins');
    expect(tooLong.message).toBe(translateServerError('course.not-enough-coins'));

    // One expert question answered (its coins still valid): 298 coins are left, 3 hours no longer fit.
    await real.db.query(
      `INSERT INTO coin_ledger (user_id, question_id, category_id, coins, earned_at, expires_at)
       SELECT $1, id, $2, 2, $3, $3::timestamptz + interval '365 days' FROM questions WHERE key = 'de-testbank-1'`,
      [user.id, CATEGORY, clock()],
    );
    expect(await remaining(user)).toEqual({ coins: 298, hours: [1] });
    expectError(await bookReal(user, 3), 400, 'course.not-enough-coins');
    expect((await bookReal(user, 1)).statusCode).toBe(200);

    // Another user has answered nothing: 3 hours fit for them.
    const other = await signUp(real);
    expect((await bookReal(other, 3)).statusCode).toBe(200);
  });

  it("counts the seed bank's categories the same way", async () => {
    const user = await signUp(real);
    const coins = seedQuestions
      .filter((q) => q.categories.includes('de-vvg'))
      .reduce((sum, q) => sum + q.coins, 0);
    expect(await remaining(user, 101)).toEqual({
      coins,
      hours: ([1, 3, 5] as const).filter((h) => coins >= h * 100),
    });
    const response = await real.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(user),
      payload: { category_id: 101, hours: 1, coins: 0 },
    });
    if (coins >= 100) expect(response.statusCode).toBe(200);
    else expectError(response, 400, 'course.not-enough-coins');
  });

  it('answers 404 for a category of another country or role', async () => {
    const user = await signUp(real, { country: 'de', role: 'agent' });
    for (const category of [106, 201, 999]) {
      const response = await real.request({
        method: 'GET',
        url: `/api/users/me/categories/${category}/coins`,
        headers: user.headers,
      });
      expectError(response, 404, 'course.category');
    }
  });
});
