import { randomUUID } from 'node:crypto';
import type { Country } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { one } from '../db/database';
import { impressionId } from '../news/impressions';

interface InteractionRow {
  user_id: number;
  article_id: number | null;
  delivery_id: number | null;
  ad_id: number | null;
  ad_type: string | null;
  kind: string;
  created_at: Date;
}

/** A provider of the country by name, made when missing; the country's first provider without a name. */
export async function findOrMakeProvider(ctx: Context, country: Country, name: string | undefined) {
  return name
    ? one<{ id: number; name: string }>(
        ctx.db,
        `WITH found AS (SELECT id, name FROM news_providers WHERE country = $1 AND name = $2 ORDER BY id LIMIT 1),
         made AS (
           INSERT INTO news_providers (key, country, name)
           SELECT $3, $1, $2 WHERE NOT EXISTS (SELECT 1 FROM found)
           RETURNING id, name
         )
         SELECT id, name FROM found UNION ALL SELECT id, name FROM made`,
        [country, name, `dev-${randomUUID()}`],
      )
    : one<{ id: number; name: string }>(
        ctx.db,
        'SELECT id, name FROM news_providers WHERE country = $1 ORDER BY id LIMIT 1',
        [country],
      );
}

/** An article of the provider published now, so it tops the feed; its id. */
export async function publishArticle(
  ctx: Context,
  providerId: number,
  article: { title: string; text: string; thumbnail: string | null },
): Promise<number> {
  const row = await one<{ id: number }>(
    ctx.db,
    `INSERT INTO news_articles (provider_id, published_at, title, text, thumbnail, url)
     VALUES ($1, $2, $3, $4, $5, 'https://example.com/entwicklung/artikel') RETURNING id`,
    [providerId, ctx.clock(), article.title, article.text, article.thumbnail],
  );
  return row!.id;
}

/** The views and clicks recorded for a user, oldest first. */
export async function listInteractions(ctx: Context, userId: number) {
  const rows = await ctx.db.query<InteractionRow>(
    `SELECT i.user_id, i.article_id, i.delivery_id, d.ad_id, a.type AS ad_type, i.kind, i.created_at
     FROM news_interactions i
     LEFT JOIN news_ad_deliveries d ON d.id = i.delivery_id
     LEFT JOIN news_ads a ON a.id = d.ad_id
     WHERE i.user_id = $1 ORDER BY i.created_at, i.id`,
    [userId],
  );
  return rows.map((row) => ({
    impression_id: impressionId(
      ctx.secret,
      row.user_id,
      row.article_id ? { kind: 'article', id: row.article_id } : { kind: 'ad', id: row.delivery_id! },
    ),
    item: row.article_id ? 'article' : 'ad',
    article_id: row.article_id,
    ad_id: row.ad_id,
    ad_type: row.ad_type,
    kind: row.kind,
    at: row.created_at.toISOString(),
  }));
}
