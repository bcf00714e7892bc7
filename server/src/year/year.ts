import type { YearSummary } from '../../../src/shared/api/calls/year';
import type { Association } from '../../../src/shared/api/constants';
import { yearPlan } from '../../../src/shared/domain/yearPlan';
import type { Db } from '../db/database';
import { coinBalance, hoursCoinsPay } from '../orders/coins';

/**
 * The learner's year (docs/product-rules.md#the-year). Hours count in the calendar year, in Berlin, of the
 * order that requested them; an order item cancelled by a Stornorechnung counts nothing (its booking in
 * the training database is cancelled with it). de and at orders bring hours, ch orders credits.
 */
export const YEAR_ZONE = 'Europe/Berlin';

/** The calendar day in Berlin as a date at midnight UTC: what yearPlan counts days with. */
export function berlinDay(now: Date): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: YEAR_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/** Order items of the learner that still stand (not cancelled), with the Berlin year of their order. */
const STANDING_ITEMS = `
  FROM order_items i
  JOIN orders o ON o.id = i.order_id
  WHERE o.user_id = $1
    AND NOT EXISTS (SELECT 1 FROM order_cancellation_items c WHERE c.order_item_id = i.id)`;
const YEAR_OF = `EXTRACT(YEAR FROM o.created_at AT TIME ZONE '${YEAR_ZONE}')::int`;

/** Hours requested (de, at) per calendar year, newest first. */
export async function hoursPerYear(db: Db, userId: number): Promise<{ year: number; hours: number }[]> {
  const rows = await db.query<{ year: number; hours: number }>(
    `SELECT ${YEAR_OF} AS year, SUM(i.quantity)::int AS hours ${STANDING_ITEMS}
       AND o.country IN ('de', 'at') AND i.organisation IS NULL
     GROUP BY 1 ORDER BY 1 DESC`,
    [userId],
  );
  return rows.map((row) => ({ year: Number(row.year), hours: Number(row.hours) }));
}

/** Hours requested (de, at) in one calendar year: what the reminders and the year card count. */
export async function hoursRequestedInYear(db: Db, userId: number, year: number): Promise<number> {
  return (await hoursPerYear(db, userId)).find((row) => row.year === year)?.hours ?? 0;
}

export async function yearSummary(db: Db, userId: number, now: Date): Promise<YearSummary> {
  const today = berlinDay(now);
  const year = today.getUTCFullYear();
  const years = await hoursPerYear(db, userId);
  const coins = await coinBalance(db, userId, null, now);
  const credits = await db.query<{ association: Association; credits: number }>(
    `SELECT i.organisation AS association, SUM(i.quantity)::int AS credits ${STANDING_ITEMS}
       AND o.country = 'ch' AND i.organisation IS NOT NULL AND ${YEAR_OF} >= $2
     GROUP BY 1 ORDER BY 1`,
    [userId, year - 1],
  );
  return {
    plan: yearPlan({
      hoursRequested: years.find((row) => row.year === year)?.hours ?? 0,
      coinsOnHand: coins,
      hoursCoinsPay: await hoursCoinsPay(db, userId, now),
      today,
    }),
    coins_on_hand: coins,
    previous_years: years.filter((row) => row.year < year),
    credits_since: year - 1,
    credits: credits.map((row) => ({ association: row.association, credits: Number(row.credits) })),
  };
}
