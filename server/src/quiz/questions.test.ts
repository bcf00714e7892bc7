import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { useTestServer, signUp, type TestUser } from '../testing/harness';
import { samplePairs, serveQuestion, type Quiz } from './questions';

describe('samplePairs', () => {
  // Category 1 holds question 10 (1 coin) and 11 (2 coins); categories 2 and 3 one question of 1 coin each.
  const pairs = new Map([
    [
      1,
      new Map([
        [1, [10]],
        [2, [11]],
      ]),
    ],
    [2, new Map([[1, [20]]])],
    [3, new Map([[1, [30]]])],
  ]);

  it("draws only the filter's categories and difficulties", () => {
    const sample = samplePairs(pairs, { categories: [1, 2], difficulties: [1] }, 50);
    expect(sample.questionIds).toHaveLength(50);
    const drawn = new Set(sample.questionIds.map((id, i) => `${id}/${sample.categoryIds[i]}`));
    expect([...drawn].sort()).toEqual(['10/1', '20/2']);
  });

  it('draws every pair of the filter equally often, whatever its category holds', () => {
    const counts = new Map<number, number>();
    const sample = samplePairs(pairs, { categories: [1, 2, 3], difficulties: [1, 2] }, 40_000);
    for (const id of sample.questionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    // Four pairs, 10,000 each expected; the standard deviation is about 87.
    for (const id of [10, 11, 20, 30]) expect(Math.abs(counts.get(id)! - 10_000)).toBeLessThan(500);
  });

  it('draws nothing from an empty pool', () => {
    expect(samplePairs(pairs, { categories: [4], difficulties: [1, 2] }, 5)).toEqual({
      questionIds: [],
      categoryIds: [],
    });
  });
});

/**
 * The pick tries a sample of the server's copy of the bank's pairs first. The copy may be behind the bank:
 * a pair it still lists must not be served once the bank took it out, and a change to the bank makes the next
 * pick read the copy again.
 */
describe("serving from the server's copy of the bank", () => {
  const t = useTestServer();
  let user: TestUser;
  let category: number;
  let fullPoolReads = 0;
  /** The test database, counting the picks that read the whole pool. */
  let db: Db;

  async function addQuestion(key: string): Promise<number> {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO questions (key, text, coins, explanation, source, valid_as_of)
       VALUES ($1, $1, 1, NULL, NULL, '2026-01-01') RETURNING id`,
      [key],
    );
    await t.db.query(
      'INSERT INTO question_categories (question_id, category_id, position) VALUES ($1, $2, 0)',
      [row!.id, category],
    );
    return row!.id;
  }

  const hold = (questionId: number) =>
    t.db.query(
      `INSERT INTO coin_ledger (user_id, question_id, category_id, coins, earned_at, expires_at)
       VALUES ($1, $2, $3, 1, now(), now() + interval '1 year')`,
      [user.id, questionId, category],
    );

  const quiz = (): Quiz => ({
    userId: user.id,
    courseId: null,
    filter: { categories: [category], difficulties: [1] },
  });
  const serve = async () => (await serveQuestion(db, quiz(), new Date()))?.id ?? null;

  beforeAll(async () => {
    user = await signUp(t, { country: 'de', role: 'agent' });
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO categories (id, key, name, module, roles, country)
       VALUES (990, 'sample-test', 'Stichprobe', 1, '{agent}', 'de') RETURNING id`,
    );
    category = row!.id;
    db = {
      ...t.db,
      query: <T extends object>(sql: string, params?: readonly unknown[]) => {
        if (sql.includes('ORDER BY random()')) fullPoolReads++;
        return t.db.query<T>(sql, params);
      },
    };
  });

  it('never serves a pair the bank took out after the copy was read', async () => {
    const kept = await addQuestion('sample-kept');
    const retiring: number[] = [];
    for (let i = 0; i < 15; i++) retiring.push(await addQuestion(`sample-retired-${i}`));
    // The first pick finds the bank changed since the copy was read; the second reads it again.
    await serve();
    await serve();
    await t.db.query(`UPDATE questions SET state = 'retired' WHERE id = ANY($1::int[])`, [retiring]);
    // The copy still lists 15 retired pairs of 16: the sample is checked against the bank.
    for (let i = 0; i < 10; i++) expect(await serve()).toBe(kept);
    await t.db.query(`UPDATE questions SET state = 'retired' WHERE id = $1`, [kept]);
  });

  it('reads the copy again once the bank changed', async () => {
    const first = await addQuestion('sample-first');
    await serve();
    await serve();
    expect(await serve()).toBe(first);
    await hold(first);
    const later = await addQuestion('sample-later');
    const before = fullPoolReads;
    // The copy lists only the held question: every draw of the sample is held, so the whole pool is read.
    expect(await serve()).toBe(later);
    expect(fullPoolReads).toBe(before + 1);
    // That pick saw the bank's counter move: the copy is read again and the sample finds the new question.
    for (let i = 0; i < 5; i++) expect(await serve()).toBe(later);
    expect(fullPoolReads).toBe(before + 1);
  });

  it('reads the whole pool only when none of the sample is open, and serves null when the pool is empty', async () => {
    const [{ id: later } = { id: 0 }] = await t.db.query<{ id: number }>(
      `SELECT id FROM questions WHERE key = 'sample-later'`,
    );
    await hold(later);
    const before = fullPoolReads;
    expect(await serve()).toBeNull();
    expect(fullPoolReads).toBe(before + 1);
  });
});
