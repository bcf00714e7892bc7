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
