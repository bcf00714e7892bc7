import { createHash } from 'node:crypto';
import { COIN_VALIDITY_DAYS } from '../../../src/shared/api/constants';
import type { Db } from '../db/database';
import { one } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { seedCategories } from './categories';
import { seedQuestions, type SeedQuestion } from './questions/index';
import { DEMO_PASSWORD, demoAccounts, demoAdminAccounts, type DemoAccount } from './accounts';
import { upsertAdminAccount } from '../admin/accounts';
import { seedPromoCodes } from './promoCodes';
import { seedNews } from './news';
import { seedCompanies } from './companies';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixed shuffle per question, so answer ids reveal nothing about which answer is correct. */
function answerOrder(question: SeedQuestion): number[] {
  const weight = (i: number) => createHash('sha256').update(`${question.key}:${i}`).digest().readUInt32BE(0);
  return [0, 1, 2, 3].sort((a, b) => weight(a) - weight(b));
}

async function seedContent(db: Db): Promise<void> {
  const categoryIds = new Map(seedCategories.map((c) => [c.key, c.id]));
  for (const c of seedCategories) {
    await db.query(
      `INSERT INTO categories (id, key, name, module, roles, country) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET key = excluded.key, name = excluded.name, module = excluded.module,
         roles = excluded.roles, country = excluded.country`,
      [c.id, c.key, c.name, c.module, c.roles, c.country],
    );
  }
  // The bank in four statements, not four per question: a test server seeds its own database, and
  // 2,700 questions one by one took seconds each time. A family the back office has written (edited,
  // retired, imported: desk_owned) is the desk's now: the update skips it, so it returns no row here and
  // its answers and categories stay as the desk left them.
  const rows = await db.query<{ id: number; key: string }>(
    `INSERT INTO questions (key, text, coins, explanation, source, valid_as_of)
     SELECT * FROM unnest($1::text[], $2::text[], $3::smallint[], $4::text[], $5::text[], $6::date[])
     ON CONFLICT (key, version) DO UPDATE SET text = excluded.text, coins = excluded.coins,
       explanation = excluded.explanation, source = excluded.source, valid_as_of = excluded.valid_as_of
     WHERE NOT questions.desk_owned
     RETURNING id, key`,
    [
      seedQuestions.map((q) => q.key),
      seedQuestions.map((q) => q.text),
      seedQuestions.map((q) => q.coins),
      seedQuestions.map((q) => q.explanation),
      seedQuestions.map((q) => q.source),
      seedQuestions.map((q) => q.validAsOf),
    ],
  );
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  const seeded = seedQuestions.filter((q) => idOf.has(q.key));
  const answers = seeded.flatMap((q) => {
    const order = answerOrder(q);
    return order.map((answer, position) => ({
      id: idOf.get(q.key)!,
      position,
      text: q.answers[answer]!,
      correct: answer === 0,
    }));
  });
  await db.query(
    `INSERT INTO answers (question_id, position, text, correct)
     SELECT * FROM unnest($1::int[], $2::smallint[], $3::text[], $4::boolean[])
     ON CONFLICT (question_id, position) DO UPDATE SET text = excluded.text, correct = excluded.correct`,
    [
      answers.map((a) => a.id),
      answers.map((a) => a.position),
      answers.map((a) => a.text),
      answers.map((a) => a.correct),
    ],
  );
  const pairs = seeded.flatMap((q) =>
    q.categories.map((key, position) => ({
      question: idOf.get(q.key)!,
      category: categoryIds.get(key)!,
      position,
    })),
  );
  await db.query('DELETE FROM question_categories WHERE question_id = ANY($1::int[])', [[...idOf.values()]]);
  await db.query(
    `INSERT INTO question_categories (question_id, category_id, position)
     SELECT * FROM unnest($1::int[], $2::int[], $3::smallint[])`,
    [pairs.map((p) => p.question), pairs.map((p) => p.category), pairs.map((p) => p.position)],
  );
}

async function seedAccount(db: Db, account: DemoAccount, passwordHash: string, now: Date): Promise<void> {
  const user = await one<{ id: number }>(
    db,
    `INSERT INTO users (email, password_hash, first_name, last_name, country, role, email_verified_at, migrating,
       migration_finishes_at, developer, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, $9, $10)
     ON CONFLICT (lower(email)) DO UPDATE SET password_hash = excluded.password_hash,
       first_name = excluded.first_name, last_name = excluded.last_name, country = excluded.country,
       role = excluded.role, email_verified_at = excluded.email_verified_at, migrating = excluded.migrating,
       migration_finishes_at = NULL, developer = excluded.developer, disabled = false
     RETURNING id`,
    [
      account.email,
      passwordHash,
      account.first_name,
      account.last_name,
      account.country,
      account.role,
      account.verified ? now : null,
      account.migrating,
      account.developer,
      now,
    ],
  );
  const userId = user!.id;
  await db.query('DELETE FROM coin_ledger WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM user_courses WHERE user_id = $1', [userId]);
  const earnedAt = new Date(now.getTime() - 10 * DAY_MS);
  const expiresAt = new Date(earnedAt.getTime() + COIN_VALIDITY_DAYS * DAY_MS);
  for (const { module, coins } of account.coins) {
    const course =
      module && account.role
        ? await one<{ id: number }>(
            db,
            'INSERT INTO user_courses (user_id, module, role, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
            [userId, module, account.role, now],
          )
        : undefined;
    await db.query(
      'INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [userId, course?.id ?? null, coins, earnedAt, expiresAt],
    );
  }
}

/**
 * Loads categories, the question bank and the demo accounts; safe to run again (it updates in place). The
 * back office's demo accounts come only with `adminAccounts` (never in production: their TOTP secrets are
 * printed).
 */
export async function seed(
  db: Db,
  now: Date = new Date(),
  options: { adminAccounts?: boolean } = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedContent(tx);
    for (const account of demoAccounts) await seedAccount(tx, account, passwordHash, now);
    if (options.adminAccounts ?? true) {
      for (const { note: _note, company, ...account } of demoAdminAccounts) {
        if (!company) await upsertAdminAccount(tx, { ...account, password: { hash: passwordHash } }, now);
      }
    }
    await seedNews(tx, now);
    await seedPromoCodes(tx, now);
    await seedCompanies(tx, now);
    // Company admins after their companies.
    if (options.adminAccounts ?? true) {
      for (const { note: _note, company, ...account } of demoAdminAccounts) {
        if (!company) continue;
        const row = await one<{ id: number }>(tx, 'SELECT id FROM companies WHERE name = $1', [company]);
        await upsertAdminAccount(
          tx,
          { ...account, password: { hash: passwordHash }, companyId: row!.id },
          now,
        );
      }
    }
  });
  // Fresh statistics for the planner: without them PGlite, which has no autovacuum, plans the quiz's queries
  // for empty tables forever, and PostgreSQL does until its autovacuum comes round.
  await db.exec('ANALYZE');
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM categories');
  return (row?.n ?? 0) === 0;
}
