import type { Country } from '../../../src/shared/api/constants';
import type { Context } from '../context';

/** One feedback entry: an anonymous one keeps neither the user nor the time of day (only the date). */
export async function storeFeedback(
  ctx: Context,
  userId: number,
  country: Country,
  body: { rating: number; feedback: string; anonymous: boolean },
): Promise<void> {
  await ctx.db.query(
    `INSERT INTO feedback (user_id, country, rating, text, anonymous, created_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 THEN date_trunc('day', $6::timestamptz) ELSE $6::timestamptz END)`,
    [body.anonymous ? null : userId, country, body.rating, body.feedback.trim(), body.anonymous, ctx.clock()],
  );
}
