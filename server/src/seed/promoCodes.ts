import type { Db } from '../db/database';

const DAY_MS = 86_400_000;

interface PromoSeed {
  code: string;
  /** Days from the seed date. */
  from: number;
  until: number;
  maxRedemptions: number;
  relative?: number;
  absoluteCents?: number;
}

/** One code per status (REDEEMED: EINGELOEST is redeemed by every demo account). */
export const PROMO_SEEDS: readonly PromoSeed[] = [
  { code: 'WILLKOMMEN10', from: -30, until: 3650, maxRedemptions: 1_000_000, relative: 0.1 },
  { code: 'MINUS20', from: -30, until: 3650, maxRedemptions: 1_000_000, absoluteCents: 2000 },
  { code: 'ABGELAUFEN', from: -400, until: -30, maxRedemptions: 1_000_000, relative: 0.2 },
  { code: 'BALDGUELTIG', from: 30, until: 400, maxRedemptions: 1_000_000, relative: 0.2 },
  { code: 'AUFGEBRAUCHT', from: -30, until: 3650, maxRedemptions: 1, relative: 0.5 },
  { code: 'EINGELOEST', from: -30, until: 3650, maxRedemptions: 1_000_000, relative: 0.15 },
];

/** Promo codes, updated in place when seeded again. AUFGEBRAUCHT's one redemption goes to the dev account. */
export async function seedPromoCodes(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const promo of PROMO_SEEDS) {
    await db.query(
      `INSERT INTO promo_codes (code, valid_from, valid_until, max_redemptions, discount_relative, discount_absolute_cents)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (upper(code)) DO UPDATE SET valid_from = excluded.valid_from, valid_until = excluded.valid_until,
         max_redemptions = excluded.max_redemptions, discount_relative = excluded.discount_relative,
         discount_absolute_cents = excluded.discount_absolute_cents`,
      [
        promo.code,
        at(promo.from),
        at(promo.until),
        promo.maxRedemptions,
        promo.relative ?? 0,
        promo.absoluteCents ?? 0,
      ],
    );
  }
  const redeem = (code: string, emails: string) =>
    db.query(
      `INSERT INTO promo_redemptions (promo_code_id, user_id, redeemed_at)
       SELECT p.id, u.id, $3 FROM promo_codes p, users u
       WHERE p.code = $1 AND u.email LIKE $2
       ON CONFLICT DO NOTHING`,
      [code, emails, now],
    );
  await redeem('EINGELOEST', '%@demo.test');
  await redeem('AUFGEBRAUCHT', 'dev@demo.test');
}
