import type { AD_TYPES, AdItem } from '../../../src/shared/api/entities';
import type { Country } from '../../../src/shared/api/constants';
import { one, type Db } from '../db/database';
import { capDay, impressionId } from './impressions';

export type AdType = (typeof AD_TYPES)[number];

export const BANNER_TYPES: readonly AdType[] = ['banner'];
export const FULLSCREEN_TYPES: readonly AdType[] = ['fullscreen', 'fullscreen-with-code'];

interface AdRow {
  id: number;
  type: AdType;
  url: string;
  thumbnail: string;
  alt: string;
  code: string | null;
}

/**
 * The next ad of these types for the user: active, of the user's country and delivered fewer times
 * today than its daily cap; among those the one the user saw least today (so ads take turns), then the
 * oldest. Null when every one has reached its cap.
 */
const nextAd = (db: Db, userId: number, country: Country, types: readonly AdType[], day: string) =>
  one<AdRow>(
    db,
    `SELECT a.id, a.type, a.url, a.thumbnail, a.alt, a.code
     FROM news_ads a
     LEFT JOIN news_ad_deliveries d ON d.ad_id = a.id AND d.user_id = $1 AND d.delivered_on = $4::date
     WHERE a.active AND a.country = $2 AND a.type = ANY($3::text[])
     GROUP BY a.id
     HAVING count(d.id) < a.daily_cap
     ORDER BY count(d.id), a.id
     LIMIT 1`,
    [userId, country, types, day],
  );

/**
 * Hands out up to `count` ads of these types, recording each delivery (the frequency cap counts them).
 * The user row is locked for the transaction, so concurrent requests of one user cannot both take the
 * last delivery under a cap.
 */
export async function deliverAds(
  db: Db,
  secret: string,
  user: { id: number; country: Country },
  types: readonly AdType[],
  count: number,
  now: Date,
): Promise<AdItem[]> {
  if (count < 1) return [];
  const day = capDay(now);
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const items: AdItem[] = [];
    for (let slot = 0; slot < count; slot += 1) {
      const ad = await nextAd(tx, user.id, user.country, types, day);
      if (!ad) break;
      const delivery = await one<{ id: number }>(
        tx,
        `INSERT INTO news_ad_deliveries (user_id, ad_id, delivered_on, delivered_at)
         VALUES ($1, $2, $3::date, $4) RETURNING id`,
        [user.id, ad.id, day, now],
      );
      items.push({
        impression_id: impressionId(secret, user.id, { kind: 'ad', id: delivery!.id }),
        type: ad.type,
        url: ad.url,
        thumbnail: ad.thumbnail,
        // Only the code ad shows a code; the table allows no other to have one, this says it twice.
        code: ad.type === 'fullscreen-with-code' ? ad.code : null,
        alt: ad.alt,
      });
    }
    return items;
  });
}
