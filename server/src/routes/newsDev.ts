import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TEXT_LIMITS } from '../../../src/shared/api/constants';
import { country, email, multilineText, requiredText, text } from '../../../src/shared/api/primitives';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { one } from '../db/database';
import { HttpError, validationError } from '../errors';
import { impressionId } from '../news/impressions';
import { findUserByEmail } from '../users/users';

/** Inputs of the news development routes, bounded like the contract's (the fuzz test uses them too). */
export const newsDevSchemas = {
  article: {
    body: z.object({
      country,
      title: requiredText(),
      text: multilineText(TEXT_LIMITS.longText),
      /** A provider of the country by name, made when missing; the country's first provider otherwise. */
      provider: z.optional(requiredText(TEXT_LIMITS.name)),
      thumbnail: z.nullable(text(TEXT_LIMITS.longText)).default(null),
    }),
  },
  interactions: { query: z.object({ email }) },
} as const;

const parseWith = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};

interface InteractionRow {
  user_id: number;
  article_id: number | null;
  delivery_id: number | null;
  ad_id: number | null;
  ad_type: string | null;
  kind: string;
  created_at: Date;
}

/**
 * For the end-to-end tests: an article with any title and text (hostile ones prove the client keeps
 * them text), published now so it tops the feed; and the views and clicks recorded for a user, to
 * prove each was reported once.
 */
export function newsDevRoutes(app: FastifyInstance, ctx: Context): void {
  app.post('/api/dev/news-articles', async (request) => {
    const body = parseWith(newsDevSchemas.article.body, request.body);
    const provider = body.provider
      ? await one<{ id: number; name: string }>(
          ctx.db,
          `WITH found AS (SELECT id, name FROM news_providers WHERE country = $1 AND name = $2 ORDER BY id LIMIT 1),
           made AS (
             INSERT INTO news_providers (key, country, name)
             SELECT $3, $1, $2 WHERE NOT EXISTS (SELECT 1 FROM found)
             RETURNING id, name
           )
           SELECT id, name FROM found UNION ALL SELECT id, name FROM made`,
          [body.country, body.provider, `dev-${randomUUID()}`],
        )
      : await one<{ id: number; name: string }>(
          ctx.db,
          'SELECT id, name FROM news_providers WHERE country = $1 ORDER BY id LIMIT 1',
          [body.country],
        );
    if (!provider) throw new HttpError(404, 'Für dieses Land gibt es keinen Anbieter.', 'not_found');
    const article = await one<{ id: number }>(
      ctx.db,
      `INSERT INTO news_articles (provider_id, published_at, title, text, thumbnail, url)
       VALUES ($1, $2, $3, $4, $5, 'https://example.com/entwicklung/artikel') RETURNING id`,
      [provider.id, ctx.clock(), body.title, body.text, body.thumbnail],
    );
    return { id: article!.id, provider_id: provider.id, provider: provider.name };
  });

  app.get('/api/dev/news-interactions', async (request) => {
    const query = parseWith(newsDevSchemas.interactions.query, request.query);
    const user = await findUserByEmail(ctx.db, query.email);
    if (!user) throw new HttpError(404, messages.serverErrors.userNotFound, 'validation.exists');
    const rows = await ctx.db.query<InteractionRow>(
      `SELECT i.user_id, i.article_id, i.delivery_id, d.ad_id, a.type AS ad_type, i.kind, i.created_at
       FROM news_interactions i
       LEFT JOIN news_ad_deliveries d ON d.id = i.delivery_id
       LEFT JOIN news_ads a ON a.id = d.ad_id
       WHERE i.user_id = $1 ORDER BY i.created_at, i.id`,
      [user.id],
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
  });
}
