import type { AdminOverview } from '../../../src/shared/api/calls/admin';
import { ADMIN_OVERVIEW } from '../../../src/shared/api/constants';
import { one, type Db } from '../db/database';
import { bankOnly } from '../questionDesk/scope';

/**
 * The back office's start page (docs/product-rules.md#back-office). Days and weeks are those of the firm's
 * calendar (Europe/Berlin): an answer at 23:30 UTC in winter counts for the next day. Every day and week of
 * the range is listed, those without a row with 0.
 */
const ZONE = `'Europe/Berlin'`;
const LOCAL_TODAY = `($1::timestamptz AT TIME ZONE ${ZONE})::date`;
/** The start of a local date as a moment. */
const localStart = (date: string) => `((${date})::timestamp AT TIME ZONE ${ZONE})`;

const ANSWERS_PER_DAY = `
  WITH days AS (SELECT ${LOCAL_TODAY} - n AS day FROM generate_series(0, $2::int - 1) n),
  given AS (
    SELECT (answered_at AT TIME ZONE ${ZONE})::date AS day FROM answered_questions
    WHERE answered_at >= ${localStart(`${LOCAL_TODAY} - ($2::int - 1)`)} AND answered_at <= $1
    UNION ALL
    SELECT (answered_at AT TIME ZONE ${ZONE})::date FROM company_answers
    WHERE answered_at >= ${localStart(`${LOCAL_TODAY} - ($2::int - 1)`)} AND answered_at <= $1)
  SELECT to_char(days.day, 'YYYY-MM-DD') AS day, count(given.day)::int AS answers
  FROM days LEFT JOIN given ON given.day = days.day
  GROUP BY days.day ORDER BY days.day`;

const THIS_WEEK = `date_trunc('week', $1::timestamptz AT TIME ZONE ${ZONE})::date`;
const LEARNERS_PER_WEEK = `
  WITH weeks AS (SELECT ${THIS_WEEK} - 7 * n AS week FROM generate_series(0, $2::int - 1) n),
  joined AS (
    SELECT date_trunc('week', created_at AT TIME ZONE ${ZONE})::date AS week FROM users
    WHERE created_at >= ${localStart(`${THIS_WEEK} - 7 * ($2::int - 1)`)} AND created_at <= $1)
  SELECT to_char(weeks.week, 'YYYY-MM-DD') AS week, count(joined.week)::int AS learners
  FROM weeks LEFT JOIN joined ON joined.week = weeks.week
  GROUP BY weeks.week ORDER BY weeks.week`;

/** Open reports, and live questions dated before the review line or not dated (the desk's valid_before). */
const COUNTS = `
  WITH line AS (SELECT (${LOCAL_TODAY} - make_interval(months => $2::int))::date AS before)
  SELECT to_char(line.before, 'YYYY-MM-DD') AS review_due_before,
    (SELECT count(*) FROM question_reports WHERE status = 'open')::int AS open_reports,
    (SELECT count(*) FROM questions q
     WHERE q.state = 'live' AND ${bankOnly('q')} AND (q.valid_as_of IS NULL OR q.valid_as_of < line.before))::int AS review_due
  FROM line`;

export async function adminOverview(db: Db, now: Date): Promise<AdminOverview> {
  const [days, weeks, counts] = await Promise.all([
    db.query<{ day: string; answers: number }>(ANSWERS_PER_DAY, [now, ADMIN_OVERVIEW.days]),
    db.query<{ week: string; learners: number }>(LEARNERS_PER_WEEK, [now, ADMIN_OVERVIEW.weeks]),
    one<{ review_due_before: string; open_reports: number; review_due: number }>(db, COUNTS, [
      now,
      ADMIN_OVERVIEW.reviewMonths,
    ]),
  ]);
  if (!counts) throw new Error("the overview's counts returned no row");
  return { answers_per_day: days, learners_per_week: weeks, ...counts };
}
