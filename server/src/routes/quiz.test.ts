import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { questionCountCall } from '../../../src/shared/api/calls/account';
import {
  guessReplySchema,
  questionSchema,
  userCourseSchema,
  userSchema,
  type Question,
} from '../../../src/shared/api/entities';
import { messages } from '../../../src/shared/messages.de';
import { seedCategories } from '../seed/categories';
import { seedQuestions } from '../seed/questions/index';
import { seed } from '../seed/seed';
import {
  useTestServer,
  keyed,
  signUp,
  testClock,
  type TestUser,
  expectError,
  paths,
} from '../testing/harness';

const DAY_MS = 86_400_000;
const clock = testClock();
const t = useTestServer({ clock });

/** (question, category) pairs of the seed in these categories, optionally of one difficulty: the pool. */
function seedPairs(categoryIds: number[], coins?: 1 | 2): number {
  const keys = new Set(seedCategories.filter((c) => categoryIds.includes(c.id)).map((c) => c.key));
  return seedQuestions
    .filter((q) => coins === undefined || q.coins === coins)
    .reduce((sum, q) => sum + q.categories.filter((key) => keys.has(key)).length, 0);
}

/** Distinct seed questions in these categories (the question count), optionally of one difficulty. */
function seedQuestionCount(categoryIds: number[], coins?: 1 | 2): number {
  const keys = new Set(seedCategories.filter((c) => categoryIds.includes(c.id)).map((c) => c.key));
  return seedQuestions.filter(
    (q) => (coins === undefined || q.coins === coins) && q.categories.some((key) => keys.has(key)),
  ).length;
}

async function nextQuestion(user: TestUser, courseId?: number): Promise<Question | null> {
  const response = await t.request({ method: 'GET', url: paths.question(courseId), headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return z.nullable(questionSchema).parse(response.json());
}
const guess = (user: TestUser, answers: number[], options: { courseId?: number; questionId?: number } = {}) =>
  t.request({
    method: 'POST',
    url: paths.guess(options.courseId),
    headers: keyed(user),
    payload: { answers, ...(options.questionId ? { question_id: options.questionId } : {}) },
  });
const answerIds = async (questionId: number, correct: boolean) =>
  (
    await t.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id = $1 AND correct = $2 ORDER BY id',
      [questionId, correct],
    )
  ).map((a) => a.id);
const me = async (user: TestUser) =>
  userSchema.parse((await t.request({ method: 'GET', url: '/api/users/me', headers: user.headers })).json());
const courses = async (user: TestUser) =>
  z
    .array(userCourseSchema)
    .parse((await t.request({ method: 'GET', url: '/api/users/me/courses', headers: user.headers })).json());
const questionCount = async (user: TestUser) =>
  questionCountCall.response.parse(
    (await t.request({ method: 'GET', url: '/api/users/me/question-count', headers: user.headers })).json(),
  );
const filterCourse = (user: TestUser, courseId: number, selected_categories: number[]) =>
  t.request({
    method: 'PUT',
    url: paths.course(courseId),
    headers: user.headers,
    payload: { selected_categories },
  });
const filterSwiss = (user: TestUser, selected_categories: number[], selected_difficulties: number[]) =>
  t.request({
    method: 'PUT',
    url: '/api/users/me',
    headers: user.headers,
    payload: { selected_categories, selected_difficulties },
  });
const answerAll = async (user: TestUser, courseId?: number, leave = 0) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/dev/answer-questions',
      payload: { email: user.email, leave, ...(courseId ? { course_id: courseId } : {}) },
    })
  ).json<{ answered: number; remaining: number }>();
const categoryIdsOf = (question: Question) => question.categories.map((c) => c.id);

describe('question selection', () => {
  // One test per role and module; each answers out one pool whole. The pools are narrowed to two
  // categories (de: the role's own and a shared one): a whole module holds over a thousand pairs.
  for (const [country, role, module, expected, answered] of [
    ['de', 'agent', 1, [101, 102, 103, 104, 105], [104, 105]],
    ['de', 'makler', 1, [101, 102, 103, 104, 106], [104, 106]],
    ['at', 'agent', 2, [206, 207, 208], [206, 208]],
  ] as const) {
    it(`serves module ${module} (${country}, ${role}): its categories, each (question, category) pair once`, async () => {
      const user = await signUp(t, { country, role });
      const course = (await courses(user)).find((c) => c.module === module)!;
      for (let i = 0; i < 10; i += 1) {
        const question = (await nextQuestion(user, course.id))!;
        expect(categoryIdsOf(question).some((id) => expected.includes(id as never))).toBe(true);
      }
      if (answered.length < expected.length) await filterCourse(user, course.id, [...answered]);
      expect(await answerAll(user, course.id)).toEqual({ answered: seedPairs([...answered]), remaining: 0 });
      expect(await nextQuestion(user, course.id)).toBeNull();
    });
  }

  it("follows the course's topic filter, and a booked course's category", async () => {
    const user = await signUp(t);
    const [module1] = await courses(user);
    await filterCourse(user, module1!.id, [102]);
    for (let i = 0; i < 8; i += 1)
      expect(categoryIdsOf((await nextQuestion(user, module1!.id))!)).toContain(102);
    expect((await answerAll(user, module1!.id)).answered).toBe(seedPairs([102]));

    const booked = userCourseSchema.parse(
      (
        await t.request({
          method: 'POST',
          url: '/api/users/me/courses',
          headers: keyed(user),
          payload: { category_id: 110, hours: 1 },
        })
      ).json(),
    );
    for (let i = 0; i < 8; i += 1)
      expect(categoryIdsOf((await nextQuestion(user, booked.id))!)).toContain(110);
    // The booked course takes answers until it holds its hours × 100 coins, then none.
    const { answered, remaining } = await answerAll(user, booked.id);
    expect(answered).toBeGreaterThanOrEqual(50);
    expect(answered + remaining).toBe(seedPairs([110]));
    const course = (await courses(user)).find((c) => c.id === booked.id)!;
    expect(course.coins).toBeGreaterThanOrEqual(100);
    expect(course.coins).toBeLessThanOrEqual(101);
    const refused = await t.request({
      method: 'GET',
      url: `/api/users/me/courses/${booked.id}/question`,
      headers: user.headers,
    });
    expect(refused.json<{ code: string }>().code).toBe('course.complete');
  });

  it('serves the Swiss quiz by the selected categories and difficulties (negative filter ids)', async () => {
    const user = await signUp(t, { country: 'ch' });
    // Questions, not (question, category) pairs: one in two categories counts once.
    const all = seedQuestionCount([301, 302, 303, 304, 305, 306]);
    expect(all).toBeLessThan(seedPairs([301, 302, 303, 304, 305, 306]));
    expect(await questionCount(user)).toEqual({ total: all, remaining: all });
    await filterSwiss(user, [304, 306], [2]);
    for (let i = 0; i < 8; i += 1) {
      const question = (await nextQuestion(user))!;
      expect(question.coins).toBe(2);
      expect(categoryIdsOf(question).some((id) => id === 304 || id === 306)).toBe(true);
    }
    const expert = seedQuestionCount([304, 306], 2);
    expect(await questionCount(user)).toEqual({ total: expert, remaining: expert });
    await filterSwiss(user, [], [1]);
    expect((await questionCount(user)).total).toBe(seedQuestionCount([301, 302, 303, 304, 305, 306], 1));
  });

  it('lets a question in two categories come once through each', async () => {
    const user = await signUp(t);
    const [module1, module2] = await courses(user);
    await filterCourse(user, module1!.id, [101]);
    await filterCourse(user, module2!.id, [107]);
    expect(await answerAll(user, module1!.id)).toEqual({ answered: seedPairs([101]), remaining: 0 });
    // de-vvg-002 and de-leben-016 sit in both 101 and 107: answered through 101, still open through 107.
    expect(await answerAll(user, module2!.id, seedPairs([107]))).toEqual({
      answered: 0,
      remaining: seedPairs([107]),
    });
  });

  it('keeps wrongly answered questions in the pool', async () => {
    const user = await signUp(t, { country: 'ch' });
    await filterSwiss(user, [305], [2]);
    await answerAll(user, undefined, 1);
    const before = await me(user);
    const question = (await nextQuestion(user))!;
    const [wrong] = await answerIds(question.id, false);
    expect(guessReplySchema.parse((await guess(user, [wrong!])).json()).correct_answers).toEqual(
      await answerIds(question.id, true),
    );
    expect(await me(user)).toMatchObject({
      coins: before.coins,
      answered_question_count: before.answered_question_count + 1,
    });
    expect(await questionCount(user)).toMatchObject({ remaining: 1 });
    expect((await nextQuestion(user))!.id).toBe(question.id);
  });

  it('returns a question without revealing its answer', async () => {
    const user = await signUp(t, { country: 'ch' });
    const question = (await nextQuestion(user))!;
    expect(question.answers).toHaveLength(4);
    expect(question.multiple).toBe(false);
    expect(question.categories[0]?.name).toMatch(/\S/);
    expect(JSON.stringify(question)).not.toMatch(/correct/);
  });
});

describe('guess', () => {
  it('awards 1 coin for a basic and 2 for an expert question, with the correct answer ids', async () => {
    const user = await signUp(t, { country: 'ch' });
    for (const difficulty of [1, 2] as const) {
      await filterSwiss(user, [], [difficulty]);
      const before = await me(user);
      const question = (await nextQuestion(user))!;
      expect(question.coins).toBe(difficulty);
      const correct = await answerIds(question.id, true);
      const response = await guess(user, correct);
      expect(response.statusCode).toBe(200);
      expect(guessReplySchema.parse(response.json()).correct_answers).toEqual(correct);
      expect(await me(user)).toMatchObject({
        coins: before.coins + difficulty,
        answered_question_count: before.answered_question_count + 1,
      });
    }
    const [ledger] = await t.db.query<{ earned_at: Date; expires_at: Date }>(
      'SELECT earned_at, expires_at FROM coin_ledger WHERE user_id = $1 LIMIT 1',
      [user.id],
    );
    expect(ledger!.earned_at.toISOString()).toBe(clock().toISOString());
    expect(ledger!.expires_at.getTime() - ledger!.earned_at.getTime()).toBe(365 * DAY_MS);
  });

  it("adds a course question's coins to the course and to the user; a wrong answer adds none", async () => {
    const user = await signUp(t, { country: 'at', role: 'makler' });
    const [module1] = await courses(user);
    const question = (await nextQuestion(user, module1!.id))!;
    await guess(user, await answerIds(question.id, true), { courseId: module1!.id });
    expect((await courses(user))[0]!.coins).toBe(question.coins);
    expect((await me(user)).coins).toBe(question.coins);

    const next = (await nextQuestion(user, module1!.id))!;
    const wrong = await guess(user, (await answerIds(next.id, false)).slice(0, 1), { courseId: module1!.id });
    expect(guessReplySchema.parse(wrong.json()).correct_answers).toEqual(await answerIds(next.id, true));
    expect((await courses(user))[0]!.coins).toBe(question.coins);
    expect(await me(user)).toMatchObject({ coins: question.coins, answered_question_count: 2 });
  });

  it('refuses a question that was not served, served elsewhere or already answered', async () => {
    const user = await signUp(t);
    const [module1, module2] = await courses(user);
    const notServed = (response: Awaited<ReturnType<typeof guess>>) =>
      expect(expectError(response, 422, 'question.not-served').message).toBe(messages.quiz.notServed);

    notServed(await guess(user, [1], { courseId: module1!.id }));
    const question = (await nextQuestion(user, module1!.id))!;
    const correct = await answerIds(question.id, true);
    notServed(await guess(user, correct, { courseId: module2!.id }));
    notServed(await guess(user, correct, { courseId: module1!.id, questionId: question.id + 1 }));
    expect((await guess(user, correct, { courseId: module1!.id, questionId: question.id })).statusCode).toBe(
      200,
    );
    notServed(await guess(user, correct, { courseId: module1!.id }));
    expect((await me(user)).coins).toBe(question.coins);
  });

  it('refuses answers of another question and several answers to a single-choice question', async () => {
    const user = await signUp(t, { country: 'ch' });
    const question = (await nextQuestion(user))!;
    const foreign = await t.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id <> $1 LIMIT 1',
      [question.id],
    );
    expectError(await guess(user, [foreign[0]!.id]), 422, 'question.answers-invalid');
    expectError(
      await guess(
        user,
        question.answers.slice(0, 2).map((a) => a.id),
      ),
      422,
      'question.answers-invalid',
    );
    expectError(await guess(user, []), 422, 'validation');
    // A refused guess leaves the question served.
    expect((await guess(user, await answerIds(question.id, true))).statusCode).toBe(200);
  });

  it("refuses another user's course, a course of the other role and the Swiss quiz outside ch", async () => {
    const owner = await signUp(t);
    const [course] = await courses(owner);
    const intruder = await signUp(t);
    expectError(
      await t.request({ method: 'GET', url: paths.question(course!.id), headers: intruder.headers }),
      404,
      'course.not-found',
    );
    expectError(await guess(intruder, [1], { courseId: course!.id }), 404, 'course.not-found');
    expectError(
      await t.request({
        method: 'GET',
        url: `/api/users/${owner.id}/courses/${course!.id}/question`,
        headers: intruder.headers,
      }),
      403,
      'forbidden',
    );

    await t.request({
      method: 'PUT',
      url: '/api/users/me',
      headers: owner.headers,
      payload: { role: 'makler' },
    });
    const mismatch = await t.request({
      method: 'GET',
      url: paths.question(course!.id),
      headers: owner.headers,
    });
    expect(expectError(mismatch, 403, 'course.role-mismatch').message).toBe(messages.courses.roleMismatch);

    const swiss = await t.request({ method: 'GET', url: paths.question(), headers: owner.headers });
    expect(expectError(swiss, 403, 'quiz.country').message).toBe(messages.quiz.swissOnly);
  });
});

describe('coin expiry', () => {
  it('returns answered questions to the pool and drops their coins one year after earning', async () => {
    const user = await signUp(t, { country: 'ch' });
    await filterSwiss(user, [305], [2]);
    const pool = seedPairs([305], 2);
    for (let i = 0; i < pool; i += 1) {
      const question = (await nextQuestion(user))!;
      await guess(user, await answerIds(question.id, true));
    }
    expect(await nextQuestion(user)).toBeNull();
    expect(await questionCount(user)).toEqual({ total: pool, remaining: 0 });
    expect((await me(user)).coins).toBe(2 * pool);

    clock.advance(365 * DAY_MS - 1);
    expect((await me(user)).coins).toBe(2 * pool);
    expect(await nextQuestion(user)).toBeNull();
    clock.advance(1);
    expect(await me(user)).toMatchObject({ coins: 0, answered_question_count: pool });
    expect(await questionCount(user)).toEqual({ total: pool, remaining: pool });
    const returned = (await nextQuestion(user))!;
    await guess(user, await answerIds(returned.id, true));
    expect((await me(user)).coins).toBe(2);
  });
});

describe('dev helpers', () => {
  it('tell the correct answers of a question', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/questions/1/correct-answers' });
    expect(response.json()).toEqual({ answers: await answerIds(1, true) });
    expect(
      (await t.request({ method: 'GET', url: '/api/dev/questions/999999/correct-answers' })).statusCode,
    ).toBe(404);
  });

  it('reject bad input', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/dev/answer-questions', payload: { leave: -1 } });
    expectError(bad, 422, 'validation');
  });
});

describe('explanation and source', () => {
  const EXPLANATION =
    'Der Versicherer muss die Frage in Textform gestellt haben; nur dann trifft den Antragsteller die Anzeigepflicht.';

  it('come with the checked answer, right or wrong, and never with the question', async () => {
    const user = await signUp(t, { country: 'ch' });
    const question = (await nextQuestion(user))!;
    await t.db.query('UPDATE questions SET explanation = $2, source = $3 WHERE id = $1', [
      question.id,
      EXPLANATION,
      'Art. 6 VVG (CH)',
    ]);
    const again = await t.request({ method: 'GET', url: paths.question(), headers: user.headers });
    expect(again.body).not.toContain(EXPLANATION);
    expect(again.body).not.toContain('Art. 6 VVG (CH)');
    const [wrong] = await answerIds(question.id, false);
    const reply = guessReplySchema.parse((await guess(user, [wrong!], { questionId: question.id })).json());
    expect(reply).toEqual({
      correct_answers: await answerIds(question.id, true),
      explanation: EXPLANATION,
      source: 'Art. 6 VVG (CH)',
    });
  });

  it('are null for a question the bank has no explanation for yet', async () => {
    const user = await signUp(t, { country: 'ch' });
    const question = (await nextQuestion(user))!;
    await t.db.query('UPDATE questions SET explanation = NULL, source = NULL WHERE id = $1', [question.id]);
    const reply = guessReplySchema.parse(
      (await guess(user, await answerIds(question.id, true), { questionId: question.id })).json(),
    );
    expect(reply).toMatchObject({ explanation: null, source: null });
  });

  it('are loaded by the seed, and seeding an existing database again updates them', async () => {
    const withOne = seedQuestions.find((q) => q.explanation && q.source);
    const key = withOne?.key ?? seedQuestions[0]!.key;
    await t.db.query(`UPDATE questions SET explanation = 'veraltet', source = 'veraltet' WHERE key = $1`, [
      key,
    ]);
    await seed(t.db, clock());
    const [row] = await t.db.query<{ explanation: string | null; source: string | null }>(
      'SELECT explanation, source FROM questions WHERE key = $1',
      [key],
    );
    expect(row).toEqual({ explanation: withOne?.explanation ?? null, source: withOne?.source ?? null });
  });
});
