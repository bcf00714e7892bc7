import {
  NEWS_PAGE_SIZE,
  type AdInput,
  type AdminAd,
  type AdminArticle,
  type AdminProvider,
  type AdState,
  type ArticleInput,
  type ArticleState,
  type NewsSettings,
  type ProviderInput,
} from '../../../src/shared/api/calls/adminNews';
import type { Country } from '../../../src/shared/api/constants';
import type { AdType } from './ads';
import { newsDeskMessages as m } from '../../../src/shared/messages/newsDesk';
import { writeAudit } from '../admin/audit';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { storeImage } from '../images/images';

/**
 * The back office's news and ads (docs/product-rules.md#news-desk): providers per country, articles with
 * their publication time, ads with their daily cap, and the fullscreen interval. Every write is one audit row
 * in the write's transaction. The learner's feed reads the same rows (feed.ts, ads.ts).
 */

export interface NewsWriter {
  editor: { id: number; email: string };
  ip: string;
  now: Date;
}

const refuse = (field: string, message: string) =>
  new HttpError(ErrorCode.validation, { [field]: [message] });

async function audit(
  tx: Db,
  by: NewsWriter,
  action: string,
  entityType: string,
  entityId: number | string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await writeAudit(tx, by.now, {
    actor: by.editor,
    ip: by.ip,
    action,
    entityType,
    entityId,
    ...(before === undefined ? {} : { before }),
    after,
  });
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

// Providers

interface ProviderRow {
  id: number;
  country: Country;
  name: string;
  articles: number;
}

const PROVIDER_SELECT = `SELECT p.id, p.country, p.name,
    (SELECT count(*) FROM news_articles a WHERE a.provider_id = p.id)::int AS articles
  FROM news_providers p`;

export async function listProviders(
  db: Db,
  filter: { country?: Country | undefined; page: number },
): Promise<{ data: AdminProvider[]; total: number }> {
  const where = '($1::text IS NULL OR p.country = $1)';
  const data = await db.query<ProviderRow>(
    `${PROVIDER_SELECT} WHERE ${where} ORDER BY p.country, p.name, p.id LIMIT ${NEWS_PAGE_SIZE} OFFSET $2`,
    [filter.country ?? null, (filter.page - 1) * NEWS_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM news_providers p WHERE ${where}`,
    [filter.country ?? null],
  );
  return { data, total: count?.n ?? 0 };
}

async function findProvider(db: Db, id: number, lock = false): Promise<AdminProvider> {
  if (lock) await db.query('SELECT id FROM news_providers WHERE id = $1 FOR UPDATE', [id]);
  const row = await one<ProviderRow>(db, `${PROVIDER_SELECT} WHERE p.id = $1`, [id]);
  if (!row) throw new HttpError(ErrorCode.notFound);
  return row;
}

const providerAudited = ({ articles: _articles, ...fields }: AdminProvider) => fields;

export async function createProvider(tx: Db, by: NewsWriter, input: ProviderInput): Promise<AdminProvider> {
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO news_providers (country, name, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id`,
    [input.country, input.name, by.now],
  );
  const provider = await findProvider(tx, row!.id);
  await audit(
    tx,
    by,
    'news-provider.create',
    'news_provider',
    provider.id,
    undefined,
    providerAudited(provider),
  );
  return provider;
}

export async function updateProvider(
  tx: Db,
  by: NewsWriter,
  id: number,
  input: { name: string },
): Promise<AdminProvider> {
  const before = await findProvider(tx, id, true);
  await tx.query('UPDATE news_providers SET name = $2, updated_at = $3 WHERE id = $1', [
    id,
    input.name,
    by.now,
  ]);
  const after = await findProvider(tx, id);
  await audit(
    tx,
    by,
    'news-provider.update',
    'news_provider',
    id,
    providerAudited(before),
    providerAudited(after),
  );
  return after;
}

// Articles

interface ArticleRow {
  id: number;
  provider_id: number;
  provider: string;
  country: Country;
  title: string;
  text: string;
  url: string;
  thumbnail: string | null;
  published_at: Date;
  withdrawn_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const ARTICLE_SELECT = `SELECT a.id, a.provider_id, p.name AS provider, p.country, a.title, a.text, a.url,
    a.thumbnail, a.published_at, a.withdrawn_at, a.created_at, a.updated_at
  FROM news_articles a JOIN news_providers p ON p.id = a.provider_id`;

export const articleStateOf = (
  article: { published_at: Date; withdrawn_at: Date | null },
  now: Date,
): ArticleState =>
  article.withdrawn_at ? 'withdrawn' : article.published_at > now ? 'scheduled' : 'published';

const toArticle = (row: ArticleRow, now: Date): AdminArticle => ({
  id: row.id,
  provider_id: row.provider_id,
  provider: row.provider,
  country: row.country,
  title: row.title,
  text: row.text,
  url: row.url,
  thumbnail: row.thumbnail,
  published_at: row.published_at.toISOString(),
  withdrawn_at: iso(row.withdrawn_at),
  state: articleStateOf(row, now),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export interface ArticleFilter {
  provider_id?: number | undefined;
  country?: Country | undefined;
  state?: ArticleState | undefined;
  page: number;
}

/** A page of articles, the latest publication first (scheduled ones on top). */
export async function listArticles(
  db: Db,
  filter: ArticleFilter,
  now: Date,
): Promise<{ data: AdminArticle[]; total: number }> {
  const where = `($1::int IS NULL OR a.provider_id = $1)
    AND ($2::text IS NULL OR p.country = $2)
    AND ($3::text IS NULL
      OR ($3 = 'withdrawn' AND a.withdrawn_at IS NOT NULL)
      OR ($3 = 'scheduled' AND a.withdrawn_at IS NULL AND a.published_at > $4)
      OR ($3 = 'published' AND a.withdrawn_at IS NULL AND a.published_at <= $4))`;
  const params = [filter.provider_id ?? null, filter.country ?? null, filter.state ?? null, now];
  const rows = await db.query<ArticleRow>(
    `${ARTICLE_SELECT} WHERE ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT ${NEWS_PAGE_SIZE} OFFSET $5`,
    [...params, (filter.page - 1) * NEWS_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM news_articles a JOIN news_providers p ON p.id = a.provider_id WHERE ${where}`,
    params,
  );
  return { data: rows.map((row) => toArticle(row, now)), total: count?.n ?? 0 };
}

async function findArticle(db: Db, id: number, now: Date, lock = false): Promise<AdminArticle> {
  if (lock) await db.query('SELECT id FROM news_articles WHERE id = $1 FOR UPDATE', [id]);
  const row = await one<ArticleRow>(db, `${ARTICLE_SELECT} WHERE a.id = $1`, [id]);
  if (!row) throw new HttpError(ErrorCode.notFound);
  return toArticle(row, now);
}

export const showArticle = (db: Db, id: number, now: Date): Promise<AdminArticle> => findArticle(db, id, now);

async function requireProvider(tx: Db, id: number): Promise<void> {
  const row = await one<{ id: number }>(tx, 'SELECT id FROM news_providers WHERE id = $1', [id]);
  if (!row) throw refuse('provider_id', m.providerUnknown);
}

/**
 * The moment an article is published: now when none is asked for (an article already published keeps its
 * own); a moment asked for must lie in the future, unless it is the article's current one, unchanged.
 */
function publicationOf(input: ArticleInput, now: Date, current?: AdminArticle): Date {
  if (input.publish_at === null) {
    if (current && current.state !== 'scheduled') return new Date(current.published_at);
    return now;
  }
  const at = new Date(input.publish_at);
  if (current && at.getTime() === Date.parse(current.published_at)) return at;
  if (at.getTime() <= now.getTime()) throw refuse('publish_at', m.publishInPast);
  return at;
}

export async function createArticle(tx: Db, by: NewsWriter, input: ArticleInput): Promise<AdminArticle> {
  await requireProvider(tx, input.provider_id);
  const thumbnail = input.image ? await storeImage(tx, input.image, 'article', by.now) : undefined;
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO news_articles (provider_id, published_at, title, text, thumbnail, url, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      input.provider_id,
      publicationOf(input, by.now),
      input.title,
      input.text,
      thumbnail ?? null,
      input.url,
      by.now,
    ],
  );
  const article = await findArticle(tx, row!.id, by.now);
  await audit(tx, by, 'news-article.create', 'news_article', article.id, undefined, article);
  return article;
}

export async function updateArticle(
  tx: Db,
  by: NewsWriter,
  id: number,
  input: ArticleInput,
): Promise<AdminArticle> {
  const before = await findArticle(tx, id, by.now, true);
  await requireProvider(tx, input.provider_id);
  const thumbnail = input.image ? await storeImage(tx, input.image, 'article', by.now) : undefined;
  await tx.query(
    `UPDATE news_articles SET provider_id = $2, published_at = $3, title = $4, text = $5, url = $6,
       thumbnail = COALESCE($7, thumbnail), updated_at = $8
     WHERE id = $1`,
    [
      id,
      input.provider_id,
      publicationOf(input, by.now, before),
      input.title,
      input.text,
      input.url,
      thumbnail ?? null,
      by.now,
    ],
  );
  const after = await findArticle(tx, id, by.now);
  await audit(tx, by, 'news-article.update', 'news_article', id, before, after);
  return after;
}

/** Withdraws an article for good; one withdrawn already keeps its moment, and the write is still audited. */
export async function withdrawArticle(tx: Db, by: NewsWriter, id: number): Promise<AdminArticle> {
  const before = await findArticle(tx, id, by.now, true);
  await tx.query(
    'UPDATE news_articles SET withdrawn_at = COALESCE(withdrawn_at, $2), updated_at = $2 WHERE id = $1',
    [id, by.now],
  );
  const after = await findArticle(tx, id, by.now);
  await audit(tx, by, 'news-article.withdraw', 'news_article', id, before, after);
  return after;
}

// Ads

interface AdRow {
  id: number;
  type: AdType;
  country: Country;
  url: string;
  thumbnail: string;
  alt: string;
  code: string | null;
  daily_cap: number;
  active: boolean;
  created_at: Date | null;
  updated_at: Date | null;
}

const toAd = (row: AdRow): AdminAd => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const AD_SELECT = `SELECT id, type, country, url, thumbnail, alt, code, daily_cap, active, created_at, updated_at
  FROM news_ads`;

export interface AdFilter {
  country?: Country | undefined;
  type?: AdType | undefined;
  state?: AdState | undefined;
  page: number;
}

export async function listAds(db: Db, filter: AdFilter): Promise<{ data: AdminAd[]; total: number }> {
  const where = `($1::text IS NULL OR country = $1) AND ($2::text IS NULL OR type = $2)
    AND ($3::text IS NULL OR active = ($3 = 'active'))`;
  const params = [filter.country ?? null, filter.type ?? null, filter.state ?? null];
  const rows = await db.query<AdRow>(
    `${AD_SELECT} WHERE ${where} ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${NEWS_PAGE_SIZE} OFFSET $4`,
    [...params, (filter.page - 1) * NEWS_PAGE_SIZE],
  );
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM news_ads WHERE ${where}`,
    params,
  );
  return { data: rows.map(toAd), total: count?.n ?? 0 };
}

async function findAd(db: Db, id: number, lock = false): Promise<AdminAd> {
  if (lock) await db.query('SELECT id FROM news_ads WHERE id = $1 FOR UPDATE', [id]);
  const row = await one<AdRow>(db, `${AD_SELECT} WHERE id = $1`, [id]);
  if (!row) throw new HttpError(ErrorCode.notFound);
  return toAd(row);
}

export const showAd = (db: Db, id: number): Promise<AdminAd> => findAd(db, id);

const codeOf = (input: AdInput) => (input.type === 'fullscreen-with-code' ? input.code : null);

/** A new ad needs a picture: the feed shows an ad as its image. */
export async function createAd(tx: Db, by: NewsWriter, input: AdInput): Promise<AdminAd> {
  if (!input.image) throw refuse('image', m.imageRequired);
  const thumbnail = await storeImage(tx, input.image, 'ad', by.now);
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO news_ads (type, country, url, thumbnail, alt, code, daily_cap, active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [
      input.type,
      input.country,
      input.url,
      thumbnail,
      input.alt,
      codeOf(input),
      input.daily_cap,
      input.active,
      by.now,
    ],
  );
  const ad = await findAd(tx, row!.id);
  await audit(tx, by, 'news-ad.create', 'news_ad', ad.id, undefined, ad);
  return ad;
}

export async function updateAd(tx: Db, by: NewsWriter, id: number, input: AdInput): Promise<AdminAd> {
  const before = await findAd(tx, id, true);
  const thumbnail = input.image ? await storeImage(tx, input.image, 'ad', by.now) : undefined;
  await tx.query(
    `UPDATE news_ads SET type = $2, country = $3, url = $4, thumbnail = COALESCE($5, thumbnail), alt = $6,
       code = $7, daily_cap = $8, active = $9, updated_at = $10
     WHERE id = $1`,
    [
      id,
      input.type,
      input.country,
      input.url,
      thumbnail ?? null,
      input.alt,
      codeOf(input),
      input.daily_cap,
      input.active,
      by.now,
    ],
  );
  const after = await findAd(tx, id);
  await audit(tx, by, 'news-ad.update', 'news_ad', id, before, after);
  return after;
}

/** Deactivates an ad; one already inactive stays so, and the write is still audited (it was asked for). */
export async function deactivateAd(tx: Db, by: NewsWriter, id: number): Promise<AdminAd> {
  const before = await findAd(tx, id, true);
  await tx.query('UPDATE news_ads SET active = false, updated_at = $2 WHERE id = $1', [id, by.now]);
  const after = await findAd(tx, id);
  await audit(tx, by, 'news-ad.deactivate', 'news_ad', id, before, after);
  return after;
}

// The fullscreen interval

const INTERVAL_KEY = 'news.fullscreen_ad_interval';

/** The fullscreen interval the feed sends: the operator's setting, else the server's configured value. */
export async function fullscreenAdInterval(db: Db, configured: number): Promise<number> {
  const row = await one<{ value: string }>(db, 'SELECT value FROM app_settings WHERE key = $1', [
    INTERVAL_KEY,
  ]);
  const value = Number(row?.value);
  return Number.isInteger(value) && value >= 1 ? value : configured;
}

export async function updateNewsSettings(
  tx: Db,
  by: NewsWriter,
  configured: number,
  input: NewsSettings,
): Promise<NewsSettings> {
  const before = { fullscreen_ad_interval: await fullscreenAdInterval(tx, configured) };
  await tx.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [INTERVAL_KEY, String(input.fullscreen_ad_interval)],
  );
  const after = { fullscreen_ad_interval: input.fullscreen_ad_interval };
  await audit(tx, by, 'news-settings.update', 'news_settings', INTERVAL_KEY, before, after);
  return after;
}
