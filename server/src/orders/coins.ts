import { COINS_PER_HOUR } from '../../../src/shared/api/constants';
import type { Db } from '../db/database';

/**
 * Spends coins from the user's unexpired ledger rows, those expiring first first (partly from the last
 * one). `courseId` null takes from every row of the user (the Swiss balance). Runs inside the order's
 * transaction; the rows are locked so two orders cannot spend the same coin.
 */
export async function spendCoins(
  tx: Db,
  { userId, courseId, amount, now }: { userId: number; courseId: number | null; amount: number; now: Date },
): Promise<void> {
  const rows = await tx.query<{ id: number; available: number }>(
    `SELECT id, coins - redeemed AS available FROM coin_ledger
     WHERE user_id = $1 AND ($2::int IS NULL OR course_id = $2) AND expires_at > $3 AND redeemed < coins
     ORDER BY expires_at, id FOR UPDATE`,
    [userId, courseId, now],
  );
  let remaining = amount;
  for (const row of rows) {
    if (remaining === 0) break;
    const take = Math.min(row.available, remaining);
    await tx.query('UPDATE coin_ledger SET redeemed = redeemed + $2 WHERE id = $1', [row.id, take]);
    remaining -= take;
  }
  // The order checked the balance under the user's lock; coins missing here mean a bug, not bad input.
  if (remaining > 0) throw new Error(`coin balance of user ${userId} is ${remaining} short`);
}

/** Unexpired, unspent coins of one course, or of all the user's rows (courseId null). */
export async function coinBalance(
  tx: Db,
  userId: number,
  courseId: number | null,
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ coins: number }>(
    `SELECT COALESCE(sum(coins - redeemed), 0)::int AS coins FROM coin_ledger
     WHERE user_id = $1 AND ($2::int IS NULL OR course_id = $2) AND expires_at > $3`,
    [userId, courseId, now],
  );
  return row?.coins ?? 0;
}

/**
 * Whole hours the user's coins can be ordered as now (de, at): coins count per course, so each course of the
 * user's role not ordered yet pays for its own whole hours, a booked course (a category's) for all its hours
 * or none, as the checkout allows.
 */
export async function hoursCoinsPay(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ hours: number }>(
    `SELECT COALESCE(sum(CASE
         WHEN c.category_id IS NULL THEN floor(b.coins / $3::int)
         WHEN b.coins >= c.hours * $3::int THEN c.hours
         ELSE 0 END), 0)::int AS hours
     FROM user_courses c JOIN users u ON u.id = c.user_id AND u.role = c.role
     CROSS JOIN LATERAL (
       SELECT COALESCE(sum(l.coins - l.redeemed), 0)::int AS coins FROM coin_ledger l
       WHERE l.user_id = c.user_id AND l.course_id = c.id AND l.expires_at > $2) b
     WHERE c.user_id = $1 AND c.ordered_at IS NULL`,
    [userId, now, COINS_PER_HOUR],
  );
  return row?.hours ?? 0;
}
