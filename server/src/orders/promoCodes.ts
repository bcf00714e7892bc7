import type { PromoCodeStatus } from '../../../src/shared/api/entities';
import { one, type Db } from '../db/database';

interface PromoRow {
  id: number;
  code: string;
  valid_from: Date;
  valid_until: Date;
  max_redemptions: number;
  discount_relative: string;
  discount_absolute_cents: number;
  redemptions: number;
  redeemed_by_user: boolean;
}

export interface PromoCheck extends PromoCodeStatus {
  id: number;
  code: string;
}

/**
 * The status of a promo code for a user, or null for a code that does not exist (HTTP 404). Inside an order's
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
       EXISTS (SELECT 1 FROM promo_redemptions r WHERE r.promo_code_id = p.id AND r.user_id = $2) AS redeemed_by_user
     FROM promo_codes p WHERE upper(p.code) = upper($1)`,
    [code.trim(), userId],
  );
  if (!row) return null;
  const status = row.redeemed_by_user
    ? 'REDEEMED'
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
