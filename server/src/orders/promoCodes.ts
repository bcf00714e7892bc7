import type { PromoCodeStatus } from '../../../src/shared/api/entities';
import { one, type Db } from '../db/database';

/** A promo_codes row as the checkout and the back office read it. */
export interface PromoCodeRow {
  id: number;
  code: string;
  valid_from: Date;
  valid_until: Date;
  max_redemptions: number;
  discount_relative: string;
  discount_absolute_cents: number;
  active: boolean;
  currency: 'EUR' | 'CHF' | null;
  once_per_learner: boolean;
}

interface PromoRow extends PromoCodeRow {
  redemptions: number;
  redeemed_by_user: boolean;
  user_currency: 'EUR' | 'CHF' | null;
}

export interface PromoCheck extends PromoCodeStatus {
  id: number;
  code: string;
}

/** The currency of a learner's orders: CHF in Switzerland, EUR elsewhere (like the checkout's prices). */
const USER_CURRENCY = `(SELECT CASE WHEN u.country = 'ch' THEN 'CHF' ELSE 'EUR' END FROM users u WHERE u.id = $2)`;

/**
 * The status of a promo code for a user, or null for a code that does not exist, or whose amount is in
 * another currency than the user's orders (HTTP 404). A deactivated code is EXPIRED; REDEEMED only for a code
 * that is once per learner (docs/product-rules.md#promo-codes). Inside an order's
 * transaction `lock` holds the code's row until the redemption is written, so two orders cannot both take its
 * last redemption.
 */
export async function checkPromoCode(
  db: Db,
  code: string,
  userId: number,
  now: Date,
  lock = false,
): Promise<PromoCheck | null> {
  // The lock is its own statement: in READ COMMITTED the counts below then see every redemption
  // committed while this order waited for it (a locking SELECT's subqueries keep their older snapshot).
  if (lock)
    await db.query('SELECT id FROM promo_codes WHERE upper(code) = upper($1) FOR UPDATE', [code.trim()]);
  const row = await one<PromoRow>(
    db,
    `SELECT p.*,
       (SELECT count(*) FROM promo_redemptions r WHERE r.promo_code_id = p.id)::int AS redemptions,
       EXISTS (SELECT 1 FROM promo_redemptions r WHERE r.promo_code_id = p.id AND r.user_id = $2) AS redeemed_by_user,
       ${USER_CURRENCY} AS user_currency
     FROM promo_codes p WHERE upper(p.code) = upper($1)`,
    [code.trim(), userId],
  );
  if (!row) return null;
  if (row.currency !== null && row.user_currency !== null && row.currency !== row.user_currency) return null;
  const status =
    row.redeemed_by_user && row.once_per_learner
      ? 'REDEEMED'
      : !row.active
        ? 'EXPIRED'
        : now < row.valid_from
          ? 'NOTYET'
          : now >= row.valid_until
            ? 'EXPIRED'
            : row.redemptions >= row.max_redemptions
              ? 'DEPLETED'
              : 'VALID';
  return {
    id: row.id,
    code: row.code,
    status,
    discount_relative: Number(row.discount_relative),
    discount_absolute: row.discount_absolute_cents / 100,
  };
}
