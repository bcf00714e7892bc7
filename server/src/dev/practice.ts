import type { Db } from '../db/database';

/**
 * Development only: moves one user's practice schedule `minutes` into the past, as if that much time had
 * passed for them alone (review cards fall due, exam deadlines pass) while the server's clock and every
 * other user stay as they are.
 */
export async function agePractice(db: Db, userId: number, minutes: number): Promise<void> {
  const shift = `${minutes} minutes`;
  await db.query(
    `UPDATE review_cards SET due = due - $2::interval, last_review = last_review - $2::interval,
       created_at = created_at - $2::interval
     WHERE user_id = $1`,
    [userId, shift],
  );
  await db.query(
    `UPDATE exam_attempts SET started_at = started_at - $2::interval, deadline = deadline - $2::interval,
       finished_at = finished_at - $2::interval
     WHERE user_id = $1`,
    [userId, shift],
  );
}
