import type { Country } from '../../../src/shared/api/constants';
import type { NewsArticle, NewsProvider } from '../../../src/shared/api/entities';
import type { Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { impressionId } from './impressions';

/** Articles per page of `app.news-feed.articles`. */
export const ARTICLES_PER_PAGE = 10;
/** A banner ad follows every this many articles, when one is under its cap. */
export const ARTICLES_PER_BANNER = 5;

export const fieldError = (field: string, code = 'validation.invalid') =>
  new HttpError(ErrorCode.validation, { [field]: [code] });

export const listProviders = (db: Db, country: Country): Promise<NewsProvider[]> =>
  db.query<NewsProvider>('SELECT id, name FROM news_providers WHERE country = $1 ORDER BY id', [country]);

/** The user's providers in their current country (a selection made in another country does not count). */
export async function selectedProviders(db: Db, userId: number, country: Country): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT p.id FROM user_news_providers s JOIN news_providers p ON p.id = s.provider_id
     WHERE s.user_id = $1 AND p.country = $2 ORDER BY p.id`,
    [userId, country],
  );
  return rows.map((row) => row.id);
}

/**
 * Replaces the user's selection in their country. Every id must name a provider of that country; the
 * contract already refuses an empty list. The user row is locked so two saves cannot interleave.
 */
export async function saveSelection(db: Db, userId: number, country: Country, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const known = await tx.query<{ id: number }>(
      'SELECT id FROM news_providers WHERE country = $1 AND id = ANY($2::int[])',
      [country, wanted],
    );
    if (known.length !== wanted.length) throw fieldError('selected_provider_ids');
    await tx.query(
      `DELETE FROM user_news_providers WHERE user_id = $1
         AND provider_id IN (SELECT id FROM news_providers WHERE country = $2)`,
      [userId, country],
    );
    await tx.query('INSERT INTO user_news_providers (user_id, provider_id) SELECT $1, unnest($2::int[])', [
      userId,
      wanted,
    ]);
  });
}

interface ArticleRow {
  id: number;
  provider_id: number;
  published_at: Date;
  title: string;
  text: string;
  thumbnail: string | null;
  url: string;
  provider: string;
}

export interface ArticlePage {
  articles: NewsArticle[];
  hasMore: boolean;
}

/**
 * Page `page` (1-based) of the articles of the user's selected providers in their country, newest
 * first: only those whose publication time has come by `now` and that are not withdrawn
 * (docs/product-rules.md#news-desk). Each article carries the user's impression id for it.
 */
export async function articlePage(
  db: Db,
  secret: string,
  user: { id: number; country: Country },
  page: number,
  now: Date,
): Promise<ArticlePage> {
  const rows = await db.query<ArticleRow>(
    `SELECT a.id, a.provider_id, a.published_at, a.title, a.text, a.thumbnail, a.url, p.name AS provider
     FROM news_articles a
     JOIN news_providers p ON p.id = a.provider_id
     JOIN user_news_providers s ON s.provider_id = a.provider_id AND s.user_id = $1
     WHERE p.country = $2 AND a.published_at <= $5 AND a.withdrawn_at IS NULL
     ORDER BY a.published_at DESC, a.id DESC
     LIMIT $3 OFFSET $4`,
    [user.id, user.country, ARTICLES_PER_PAGE + 1, (page - 1) * ARTICLES_PER_PAGE, now],
  );
  return {
    hasMore: rows.length > ARTICLES_PER_PAGE,
    articles: rows.slice(0, ARTICLES_PER_PAGE).map((row) => ({
      id: row.id,
      provider_id: row.provider_id,
      date: row.published_at.toISOString(),
      title: row.title,
      text: row.text,
      thumbnail: row.thumbnail,
      url: row.url,
      provider: row.provider,
      impression_id: impressionId(secret, user.id, { kind: 'article', id: row.id }),
    })),
  };
}
