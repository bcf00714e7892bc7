import { one, type Db } from '../db/database';

/**
 * Hours requested in a calendar year (Europe/Berlin): the hours of the learner's orders placed that year,
 * without the items a Stornorechnung cancelled. Credits (ch, per association) are no hours.
 */
export async function hoursRequestedInYear(db: Db, userId: number, year: number): Promise<number> {
  const row = await one<{ hours: number }>(
    db,
    `SELECT coalesce(sum(i.quantity), 0)::int AS hours
     FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.user_id = $1 AND i.organisation IS NULL
       AND extract(year FROM o.created_at AT TIME ZONE 'Europe/Berlin') = $2
       AND NOT EXISTS (SELECT 1 FROM order_cancellation_items ci WHERE ci.order_item_id = i.id)`,
    [userId, year],
  );
  return row?.hours ?? 0;
}
