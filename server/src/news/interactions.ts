import { one, type Db } from '../db/database';
import type { ImpressionItem } from './impressions';

export type InteractionKind = 'viewed' | 'clicked';

/** The item an impression stands for, as the user may report on it (an ad only if delivered to them). */
const SOURCES = {
  article: { column: 'article_id', select: 'SELECT id FROM news_articles WHERE id = $2' },
  ad: { column: 'delivery_id', select: 'SELECT id FROM news_ad_deliveries WHERE id = $2 AND user_id = $1' },
} as const;

export type InteractionOutcome = 'recorded' | 'repeated' | 'unknown';

/**
 * Records that the user viewed or clicked the impression's item, once: a repeat (also one arriving at
 * the same moment) hits the unique index and records nothing. 'unknown' when the item does not exist
 * (any more), or, for an ad, was not delivered to this user.
 */
export async function recordInteraction(
  db: Db,
  userId: number,
  item: ImpressionItem,
  kind: InteractionKind,
  now: Date,
): Promise<InteractionOutcome> {
  const { column, select } = SOURCES[item.kind];
  const row = await one<{ found: number; inserted: number }>(
    db,
    `WITH found AS (${select}),
     inserted AS (
       INSERT INTO news_interactions (user_id, ${column}, kind, created_at)
       SELECT $1, found.id, $3, $4 FROM found
       ON CONFLICT DO NOTHING RETURNING id
     )
     SELECT (SELECT count(*) FROM found)::int AS found, (SELECT count(*) FROM inserted)::int AS inserted`,
    [userId, item.id, kind, now],
  );
  if (!row?.found) return 'unknown';
  return row.inserted ? 'recorded' : 'repeated';
}
