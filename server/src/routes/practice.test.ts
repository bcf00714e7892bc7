import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { examSchema, examSummarySchema, statisticsSchema } from '../../../src/shared/api/calls/practice';
import { guessReplySchema, questionSchema, userCourseSchema } from '../../../src/shared/api/entities';
import {
  expectError,
  keyed,
  paths,
  signUp,
  testClock,
  useTestServer,
  type TestUser,
} from '../testing/harness';

const MINUTE = 60_000;
const clock = testClock();
const t = useTestServer({ clock });

const base = '/api/users/me/practice';
const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, headers: user.headers });
const post = (user: TestUser, url: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, headers: keyed(user), ...(payload ? { payload } : {}) });
const answerIds = async (questionId: number, correct: boolean) =>
  (
    await t.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id = $1 AND correct = $2 ORDER BY id',
      [questionId, correct],
    )
  ).map((a) => a.id);
const due = async (user: TestUser) => (await get(user, `${base}/review/due`)).json<{ due: number }>().due;
const coinRows = async (user: TestUser) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = $1', [
      user.id,
    ])
  )[0]!.n;

/** A de learner who answered one question of module 1 wrong in the course quiz. */
async function learnerWithWrongAnswer() {
  const user = await signUp(t, { country: 'de', role: 'agent' });
  const courses = z.array(userCourseSchema).parse((await get(user, '/api/users/me/courses')).json());
  const course = courses.find((c) => c.module === 1)!;
  const question = questionSchema.parse((await get(user, paths.question(course.id))).json());
  const wrong = await answerIds(question.id, false);
  const reply = await t.request({
    method: 'POST',
    url: paths.guess(course.id),
    headers: keyed(user),
    payload: { answers: wrong.slice(0, 1), question_id: question.id },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { user, question, course };
}

describe('review', () => {
  it('brings a wrong answer back once it is due, and a review answer pays no coins', async () => {
    const { user, question } = await learnerWithWrongAnswer();
    // Again on a new card: due after the first learning step (a minute), not at once.
    expect(await due(user)).toBe(0);
    expect((await get(user, `${base}/review/question`)).json()).toBeNull();
    const early = await post(user, `${base}/review/guess`, {
      question_id: question.id,
      answers: await answerIds(question.id, true),
    });
    expectError(early, 409, 'review.not-due');

    clock.advance(2 * MINUTE);
    expect(await due(user)).toBe(1);
    const served = questionSchema.parse((await get(user, `${base}/review/question`)).json());
    expect(served.id).toBe(question.id);
    const coinsBefore = await coinRows(user);
    const right = await post(user, `${base}/review/guess`, {
      question_id: question.id,
      answers: await answerIds(question.id, true),
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(guessReplySchema.parse(right.json()).correct_answers).toEqual(await answerIds(question.id, true));
    expect(await coinRows(user)).toBe(coinsBefore);
    // Rated Good: not due again minutes later; the answer counts among the learner's answers.
    clock.advance(2 * MINUTE);
    expect(await due(user)).toBe(0);
    const answered = await t.db.query<{ correct: boolean }>(
      'SELECT correct FROM answered_questions WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(answered.map((a) => a.correct)).toEqual([false, true]);
  });

  it('counts only the own cards and refuses another user', async () => {
    const { user } = await learnerWithWrongAnswer();
    const other = await signUp(t, { country: 'de' });
    clock.advance(2 * MINUTE);
    expect(await due(other)).toBe(0);
    expect(await due(user)).toBe(1);
    expectError(await get(other, `/api/users/${user.id}/practice/review/due`), 403, 'forbidden');
  });
});

describe('practice quiz and statistics', () => {
  it('pays no coins, counts answers per category and names the weakest', async () => {
    const user = await signUp(t, { country: 'de', role: 'agent' });
    const category = 101;
    const answers: boolean[] = [true, true, false, true];
    for (const right of answers) {
      const q = questionSchema.parse((await get(user, `${base}/question?categories=${category}`)).json());
      expect(q.categories.map((c) => c.id)).toContain(category);
      const reply = await post(user, `${base}/guess`, {
        question_id: q.id,
        answers: (await answerIds(q.id, right)).slice(0, right ? undefined : 1),
      });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    expect(await coinRows(user)).toBe(0);
    const stats = statisticsSchema.parse((await get(user, `${base}/statistics`)).json());
    const vvg = stats.categories.find((c) => c.id === category)!;
    expect(vvg.answered).toBeGreaterThanOrEqual(4);
    expect(vvg.share).toBe(vvg.correct / vvg.answered);
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks.at(-1)!.answered).toBe(4);
    expect(stats.weeks.at(-1)!.correct).toBe(3);
    expect(stats.weakest.length).toBeGreaterThan(0);
    // Another country's question is not one the practice quiz asks.
    const swiss = await t.db.query<{ id: number }>(
      `SELECT qc.question_id AS id FROM question_categories qc JOIN categories c ON c.id = qc.category_id
       WHERE c.country = 'ch' AND NOT EXISTS (SELECT 1 FROM question_categories o JOIN categories d
         ON d.id = o.category_id WHERE o.question_id = qc.question_id AND d.country = 'de') LIMIT 1`,
    );
    const foreign = await post(user, `${base}/guess`, {
      question_id: swiss[0]!.id,
      answers: await answerIds(swiss[0]!.id, true),
    });
    expectError(foreign, 422, 'question.not-served');
  });
});

describe('the 12-week trend per category', () => {
  it('counts each answer in its category and its week (Monday, Europe/Berlin), twelve weeks back', async () => {
    const user = await signUp(t, { country: 'de', role: 'agent' });
    const other = await signUp(t, { country: 'de', role: 'agent' });
    // Two questions of one category each, in two different categories of a de agent.
    const [x, y] = await t.db.query<{ question_id: number; category_id: number }>(
      `SELECT DISTINCT ON (qc.category_id) qc.question_id, qc.category_id
       FROM question_categories qc JOIN categories c ON c.id = qc.category_id
       WHERE c.country = 'de' AND 'agent' = ANY(c.roles)
         AND (SELECT count(*) FROM question_categories o WHERE o.question_id = qc.question_id) = 1
       ORDER BY qc.category_id, qc.question_id LIMIT 2`,
    );
    const answered = async (who: TestUser, question: number, correct: boolean, at: string) =>
      t.db.query(
        `INSERT INTO answered_questions (user_id, question_id, course_id, correct, answered_at)
         VALUES ($1, $2, NULL, $3, $4)`,
        [who.id, question, correct, at],
      );
    // The test clock stands in the week of Monday 2026-06-01; twelve weeks start on Monday 2026-03-16.
    await answered(user, x!.question_id, true, '2026-05-31T21:59:00Z'); // Sunday 23:59 in Berlin: week of 25 May
    await answered(user, x!.question_id, false, '2026-05-31T22:00:00Z'); // Monday 00:00 in Berlin
    await answered(user, x!.question_id, true, '2026-06-01T09:00:00Z');
    await answered(user, y!.question_id, true, '2026-03-15T22:59:00Z'); // Sunday 23:59 (CET): before the twelve weeks
    await answered(user, y!.question_id, false, '2026-03-15T23:00:00Z'); // Monday 00:00 (CET): first week
    await answered(user, y!.question_id, true, '2026-03-29T21:59:00Z'); // Sunday 23:59 (CEST): week of 23 March
    await answered(other, x!.question_id, false, '2026-06-01T09:00:00Z');

    const stats = statisticsSchema.parse((await get(user, `${base}/statistics`)).json());
    const mondays = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(2026, 2, 16 + 7 * i)).toISOString().slice(0, 10),
    );
    expect(mondays.at(-1)).toBe('2026-06-01');
    const points = (figures: Record<string, [number, number]>) =>
      mondays.map((week) => {
        const [answeredCount, correct] = figures[week] ?? [0, 0];
        return {
          week,
          answered: answeredCount,
          correct,
          share: answeredCount ? correct / answeredCount : null,
        };
      });
    const inX = stats.categories.find((c) => c.id === x!.category_id)!;
    const inY = stats.categories.find((c) => c.id === y!.category_id)!;
    expect(inX.weeks).toEqual(points({ '2026-05-25': [1, 1], '2026-06-01': [2, 1] }));
    expect(inY.weeks).toEqual(points({ '2026-03-16': [1, 0], '2026-03-23': [1, 1] }));
    expect([inX.answered, inY.answered]).toEqual([3, 3]);
    expect(stats.weeks).toEqual(
      points({ '2026-03-16': [1, 0], '2026-03-23': [1, 1], '2026-05-25': [1, 1], '2026-06-01': [2, 1] }),
    );
    // Every other category has its twelve empty weeks.
    for (const category of stats.categories.filter(
      (c) => c.id !== x!.category_id && c.id !== y!.category_id,
    )) {
      expect(category.weeks).toEqual(points({}));
    }
    expect(stats.weakest.find((c) => c.id === x!.category_id)?.weeks).toEqual(inX.weeks);
  });
});

describe('exam practice', () => {
  it('draws the test, refuses answers after the deadline and shows the result per topic', async () => {
    const user = await signUp(t, { country: 'de', role: 'agent' });
    const started = await post(user, `${base}/exams`, { questions: 8, minutes: 5 });
    expect(started.statusCode, started.body).toBe(200);
    const exam = examSchema.parse(started.json());
    expect(exam.questions).toHaveLength(8);
    expect(new Set(exam.questions.map((q) => q.question.id)).size).toBe(8);
    expect(exam.questions.every((q) => q.correct_answers === null && q.explanation === null)).toBe(true);
    expect(new Date(exam.deadline).getTime() - new Date(exam.started_at).getTime()).toBe(5 * MINUTE);
    // The same test comes back while it runs.
    expect(examSchema.parse((await post(user, `${base}/exams`, {})).json()).id).toBe(exam.id);

    const first = exam.questions[0]!.question;
    const answer = (answers: number[]) =>
      t.request({
        method: 'PUT',
        url: `${base}/exams/${exam.id}/answer`,
        headers: user.headers,
        payload: { question_id: first.id, answers },
      });
    expect((await answer(await answerIds(first.id, true))).statusCode).toBe(200);
    clock.advance(6 * MINUTE);
    expectError(await answer(await answerIds(first.id, true)), 409, 'exam.closed');

    const result = examSchema.parse((await get(user, `${base}/exams/${exam.id}`)).json());
    expect(result.finished_at).toBe(exam.deadline);
    expect(result.questions[0]!.correct).toBe(true);
    expect(result.questions[1]!.correct).toBe(false);
    expect(result.questions[0]!.correct_answers).toEqual(await answerIds(first.id, true));
    expect(result.topics.reduce((sum, topic) => sum + topic.total, 0)).toBe(8);
    expect(result.topics.reduce((sum, topic) => sum + topic.correct, 0)).toBe(1);
    expect(result.topics.map((topic) => topic.key)).toContain('recht');
    expect(await coinRows(user)).toBe(0);
  });

  it('keeps the last ten attempts', async () => {
    const user = await signUp(t, { country: 'at', role: 'makler' });
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const exam = examSchema.parse((await post(user, `${base}/exams`, { questions: 2 })).json());
      ids.push(exam.id);
      expect((await post(user, `${base}/exams/${exam.id}/finish`)).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const list = z.array(examSummarySchema).parse((await get(user, `${base}/exams`)).json());
    expect(list.map((e) => e.id)).toEqual(ids.slice(1).reverse());
    expectError(await get(user, `${base}/exams/${ids[0]}`), 404, 'exam.not-found');
    const other = await signUp(t, { country: 'at' });
    expectError(await get(other, `${base}/exams/${ids[1]}`), 404, 'exam.not-found');
  });
});
