import type { CategoryStatistics, Statistics } from '../../../src/shared/api/calls/practice';
import type { Db } from '../db/database';
import { requireUser } from '../users/users';

/** Statistics of the learner's answers (docs/product-rules.md#statistics), all answers counted: quiz, review, exam. */
const ZONE = `'Europe/Berlin'`;
export const TREND_WEEKS = 12;

export interface CategoryRow {
  id: number;
  name: string;
  answered: number;
  correct: number;
  coins: number;
}
export interface WeekRow {
  week: string;
  answered: number;
  correct: number;
}
export interface CategoryWeekRow extends WeekRow {
  category_id: number;
}

const shareOf = (correct: number, answered: number) => (answered > 0 ? correct / answered : null);
const withShare = (w: WeekRow) => ({
  week: w.week,
  answered: w.answered,
  correct: w.correct,
  share: shareOf(w.correct, w.answered),
});

/**
 * Shares per category and week, each category's weeks, and the three weakest answered categories: lowest
 * share right first, then the one answered more often (more evidence), then by id.
 */
export function summarize(
  categories: readonly CategoryRow[],
  weeks: readonly WeekRow[],
  categoryWeeks: readonly CategoryWeekRow[],
): Statistics {
  const withShares: CategoryStatistics[] = categories.map((c) => ({
    ...c,
    share: shareOf(c.correct, c.answered),
    weeks: categoryWeeks.filter((w) => w.category_id === c.id).map(withShare),
  }));
  const weakest = withShares
    .filter((c) => c.share !== null)
    .sort((a, b) => a.share! - b.share! || b.answered - a.answered || a.id - b.id)
    .slice(0, 3);
  return { categories: withShares, weeks: weeks.map(withShare), weakest };
}

/** The Mondays (Europe/Berlin) of the last 12 weeks up to the week of `$2`, as a FROM item `w(start)`. */
const TREND_SERIES = `generate_series(
       date_trunc('week', $2::timestamptz AT TIME ZONE ${ZONE}) - interval '${TREND_WEEKS - 1} weeks',
       date_trunc('week', $2::timestamptz AT TIME ZONE ${ZONE}), interval '1 week') AS w(start)`;

export async function learnerStatistics(db: Db, userId: number, now: Date): Promise<Statistics> {
  const user = await requireUser(db, userId);
  const categories = await db.query<CategoryRow>(
    `SELECT c.id, c.name,
       COALESCE(a.answered, 0)::int AS answered, COALESCE(a.correct, 0)::int AS correct,
       COALESCE((SELECT sum(l.coins) FROM coin_ledger l WHERE l.user_id = $1 AND l.category_id = c.id), 0)::int
         AS coins
     FROM categories c
     LEFT JOIN (
       SELECT qc.category_id, count(*) AS answered, count(*) FILTER (WHERE aq.correct) AS correct
       FROM answered_questions aq JOIN question_categories qc ON qc.question_id = aq.question_id
       WHERE aq.user_id = $1 GROUP BY qc.category_id
     ) a ON a.category_id = c.id
     WHERE c.country = $2 AND ($3::text IS NULL OR $3 = ANY(c.roles))
     ORDER BY c.id`,
    [userId, user.country, user.role],
  );
  const weeks = await db.query<WeekRow>(
    `SELECT to_char(w.start, 'YYYY-MM-DD') AS week, count(aq.user_id)::int AS answered,
       count(*) FILTER (WHERE aq.correct)::int AS correct
     FROM ${TREND_SERIES}
     LEFT JOIN answered_questions aq ON aq.user_id = $1
       AND aq.answered_at >= (w.start AT TIME ZONE ${ZONE})
       AND aq.answered_at < ((w.start + interval '1 week') AT TIME ZONE ${ZONE})
     GROUP BY w.start ORDER BY w.start`,
    [userId, now],
  );
  // Every listed category gets all twelve weeks, zero where it had no answer.
  const categoryWeeks = await db.query<CategoryWeekRow>(
    `WITH a AS (
       SELECT qc.category_id, date_trunc('week', aq.answered_at AT TIME ZONE ${ZONE}) AS start,
         count(*) AS answered, count(*) FILTER (WHERE aq.correct) AS correct
       FROM answered_questions aq JOIN question_categories qc ON qc.question_id = aq.question_id
       WHERE aq.user_id = $1
         AND aq.answered_at >= ((date_trunc('week', $2::timestamptz AT TIME ZONE ${ZONE})
           - interval '${TREND_WEEKS - 1} weeks') AT TIME ZONE ${ZONE})
       GROUP BY 1, 2
     )
     SELECT c.id AS category_id, to_char(w.start, 'YYYY-MM-DD') AS week,
       COALESCE(a.answered, 0)::int AS answered, COALESCE(a.correct, 0)::int AS correct
     FROM categories c CROSS JOIN ${TREND_SERIES}
     LEFT JOIN a ON a.category_id = c.id AND a.start = w.start
     WHERE c.country = $3 AND ($4::text IS NULL OR $4 = ANY(c.roles))
     ORDER BY c.id, w.start`,
    [userId, now, user.country, user.role],
  );
  return summarize(categories, weeks, categoryWeeks);
}
