import { beforeAll, describe, expect, it } from 'vitest';
import { coinsForQuestion } from '../../../src/shared/domain/coins';
import { useTestServer, keyed, signUp, type TestUser } from '../testing/harness';
import { answerQuestion, countQuestions } from './questions';

/**
 * A question in a booked course's category is also in the module course of that category, so two windows can
 * answer it at once through both. PGlite runs one transaction at a time; PostgreSQL (DATABASE_URL, as in CI)
 * runs them side by side, where only the unique index keeps the second payment out.
 */
const t = useTestServer();
let user: TestUser;
let moduleCourse: number;
let bookedCourse: number;
const CATEGORY = 108;
const PAIRS = 12;

beforeAll(async () => {
  user = await signUp(t, { country: 'de', role: 'agent' });
  const [category] = await t.db.query<{ module: number }>('SELECT module FROM categories WHERE id = $1', [
    CATEGORY,
  ]);
  const courses = (
    await t.request({ method: 'GET', url: '/api/users/me/courses', headers: user.headers })
  ).json<{ id: number; module: number }[]>();
  moduleCourse = courses.find((course) => course.module === category!.module)!.id;
  const booked = await t.request({
    method: 'POST',
    url: '/api/users/me/courses',
    headers: keyed(user),
    payload: { category_id: CATEGORY, hours: 1 },
  });
  expect(booked.statusCode).toBe(200);
  bookedCourse = booked.json<{ id: number }>().id;
});

describe(`coin ledger on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('pays a question once when the module course and the booked course answer it at the same time', async () => {
    const questions = await t.db.query<{ id: number; coins: 1 | 2 }>(
      `SELECT q.id, q.coins FROM questions q JOIN question_categories qc ON qc.question_id = q.id
       WHERE qc.category_id = $1 ORDER BY q.id LIMIT $2`,
      [CATEGORY, PAIRS],
    );
    expect(questions).toHaveLength(PAIRS);
    const now = new Date();
    // Both quizzes were handed the same question (as serveQuestion records it).
    for (const question of questions) {
      for (const course of [moduleCourse, bookedCourse]) {
        await t.db.query(
          `INSERT INTO served_questions (user_id, course_id, question_id, category_id, served_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [user.id, course, question.id, CATEGORY, now],
        );
      }
    }

    const outcomes = await Promise.all(
      questions.map(async (question) => {
        const correct = await t.db.query<{ id: number }>(
          'SELECT id FROM answers WHERE question_id = $1 AND correct',
          [question.id],
        );
        const guess = { answers: correct.map((a) => a.id), questionId: question.id };
        const both = await Promise.all(
          [moduleCourse, bookedCourse].map((courseId) =>
            answerQuestion(t.db, { userId: user.id, courseId }, guess, now),
          ),
        );
        return { question, paid: both.map((outcome) => outcome.coinsAwarded) };
      }),
    );

    for (const { question, paid } of outcomes) {
      expect(
        paid.filter((coins) => coins > 0),
        `question ${question.id}`,
      ).toEqual([coinsForQuestion(question.coins)]);
    }
    const ledger = await t.db.query<{ question_id: number; rows: number }>(
      `SELECT question_id, count(*)::int AS rows FROM coin_ledger
       WHERE user_id = $1 AND category_id = $2 GROUP BY question_id`,
      [user.id, CATEGORY],
    );
    expect(ledger.every((row) => row.rows === 1)).toBe(true);
    expect(ledger).toHaveLength(PAIRS);
    const me = (await t.request({ method: 'GET', url: '/api/users/me', headers: user.headers })).json<{
      coins: number;
      answered_question_count: number;
    }>();
    const expected = questions.reduce((sum, question) => sum + coinsForQuestion(question.coins), 0);
    expect(me.coins).toBe(expected);
    expect(me.answered_question_count).toBe(2 * PAIRS);
  });

  it('pays again once the coins have expired, a year on', async () => {
    const [question] = await t.db.query<{ id: number; coins: 1 | 2 }>(
      `SELECT q.id, q.coins FROM questions q JOIN question_categories qc ON qc.question_id = q.id
       WHERE qc.category_id = $1
         AND NOT EXISTS (SELECT 1 FROM coin_ledger l WHERE l.user_id = $2 AND l.question_id = q.id)
       ORDER BY q.id DESC LIMIT 1`,
      [CATEGORY, user.id],
    );
    const correct = (
      await t.db.query<{ id: number }>('SELECT id FROM answers WHERE question_id = $1 AND correct', [
        question!.id,
      ])
    ).map((a) => a.id);
    const answerAt = async (when: Date) => {
      await t.db.query(
        `INSERT INTO served_questions (user_id, course_id, question_id, category_id, served_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, (COALESCE(course_id, 0)), question_id) DO UPDATE SET served_at = excluded.served_at`,
        [user.id, bookedCourse, question!.id, CATEGORY, when],
      );
      return answerQuestion(
        t.db,
        { userId: user.id, courseId: bookedCourse },
        { answers: correct, questionId: question!.id },
        when,
      );
    };
    const first = new Date('2026-01-10T10:00:00Z');
    expect((await answerAt(first)).coinsAwarded).toBe(coinsForQuestion(question!.coins));
    expect((await answerAt(new Date('2026-06-10T10:00:00Z'))).coinsAwarded).toBe(0);
    expect((await answerAt(new Date('2027-01-11T10:00:00Z'))).coinsAwarded).toBe(
      coinsForQuestion(question!.coins),
    );
  });

  it('returns a question a year on only when its coins were never spent on an order', async () => {
    const questions = await t.db.query<{ id: number; coins: 1 | 2 }>(
      `SELECT q.id, q.coins FROM questions q JOIN question_categories qc ON qc.question_id = q.id
       WHERE qc.category_id = $1 AND q.state = 'live'
         AND NOT EXISTS (SELECT 1 FROM coin_ledger l WHERE l.user_id = $2 AND l.question_id = q.id)
         AND (SELECT count(*) FROM question_categories o WHERE o.question_id = q.id) = 1
       ORDER BY q.id LIMIT 2`,
      [CATEGORY, user.id],
    );
    const [spent, kept] = questions;
    const answerAt = async (questionId: number, when: Date) => {
      await t.db.query(
        `INSERT INTO served_questions (user_id, course_id, question_id, category_id, served_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, (COALESCE(course_id, 0)), question_id) DO UPDATE SET served_at = excluded.served_at`,
        [user.id, moduleCourse, questionId, CATEGORY, when],
      );
      const correct = await t.db.query<{ id: number }>(
        'SELECT id FROM answers WHERE question_id = $1 AND correct',
        [questionId],
      );
      const outcome = await answerQuestion(
        t.db,
        { userId: user.id, courseId: moduleCourse },
        { answers: correct.map((a) => a.id), questionId },
        when,
      );
      return outcome.coinsAwarded;
    };
    const earned = new Date('2026-02-01T10:00:00Z');
    expect(await answerAt(spent!.id, earned)).toBe(coinsForQuestion(spent!.coins));
    expect(await answerAt(kept!.id, earned)).toBe(coinsForQuestion(kept!.coins));
    // An order spent the first one's coins (as placeOrder does: redeemed up to the row's coins).
    await t.db.query('UPDATE coin_ledger SET redeemed = coins WHERE user_id = $1 AND question_id = $2', [
      user.id,
      spent!.id,
    ]);

    const yearOn = new Date('2027-02-02T10:00:00Z');
    const filter = { categories: [CATEGORY], difficulties: [1, 2] as (1 | 2)[] };
    const open = async () => (await countQuestions(t.db, user.id, filter, yearOn)).remaining;
    const withSpent = await open();
    await t.db.query('UPDATE coin_ledger SET redeemed = 0 WHERE user_id = $1 AND question_id = $2', [
      user.id,
      spent!.id,
    ]);
    // Unspent, the first question would be back in the pool: spent, it is not.
    expect(await open()).toBe(withSpent + 1);
    await t.db.query('UPDATE coin_ledger SET redeemed = coins WHERE user_id = $1 AND question_id = $2', [
      user.id,
      spent!.id,
    ]);
    expect(await answerAt(spent!.id, yearOn)).toBe(0);
    expect(await answerAt(kept!.id, yearOn)).toBe(coinsForQuestion(kept!.coins));
  });

  it('takes no answers in a booked course once it holds hours × 100 coins', async () => {
    const learner = await signUp(t, { country: 'de', role: 'agent' });
    const booked = await t.request({
      method: 'POST',
      url: '/api/users/me/courses',
      headers: keyed(learner),
      payload: { category_id: CATEGORY, hours: 1 },
    });
    const course = booked.json<{ id: number }>().id;
    const now = new Date();
    await t.db.query(
      `INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at)
       VALUES ($1, $2, 99, $3, $3::timestamptz + interval '365 days')`,
      [learner.id, course, now],
    );
    const question = async () =>
      t.request({ method: 'GET', url: `/api/users/me/courses/${course}/question`, headers: learner.headers });
    const guess = async (questionId: number) => {
      const correct = await t.db.query<{ id: number }>(
        'SELECT id FROM answers WHERE question_id = $1 AND correct',
        [questionId],
      );
      return t.request({
        method: 'POST',
        url: `/api/users/me/courses/${course}/question/guess`,
        headers: keyed(learner),
        payload: { answers: correct.map((a) => a.id), question_id: questionId },
      });
    };
    const coins = async () =>
      (
        await t.request({ method: 'GET', url: `/api/users/me/courses/${course}`, headers: learner.headers })
      ).json<{ coins: number }>().coins;

    const first = await question();
    expect(first.statusCode).toBe(200);
    expect((await guess(first.json<{ id: number }>().id)).statusCode).toBe(200);
    const full = await coins();
    expect(full).toBeGreaterThanOrEqual(100);

    const after = await question();
    expect(after.statusCode).toBe(409);
    expect(after.json<{ code: string }>().code).toBe('course.complete');
    // A question served before the course was full is not taken either.
    const [other] = await t.db.query<{ id: number }>(
      `SELECT q.id FROM questions q JOIN question_categories qc ON qc.question_id = q.id
       WHERE qc.category_id = $1 AND q.state = 'live'
         AND NOT EXISTS (SELECT 1 FROM coin_ledger l WHERE l.user_id = $2 AND l.question_id = q.id)
       LIMIT 1`,
      [CATEGORY, learner.id],
    );
    await t.db.query(
      `INSERT INTO served_questions (user_id, course_id, question_id, category_id, served_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [learner.id, course, other!.id, CATEGORY, now],
    );
    const late = await guess(other!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe('course.complete');
    expect(await coins()).toBe(full);
  });
});
