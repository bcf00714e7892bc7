import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  adminAdSchema,
  adminArticleSchema,
  adminProviderSchema,
  newsArticlesCall as deskArticlesCall,
} from '../../../src/shared/api/calls/adminNews';
import { newsArticlesCall, newsFeedCall } from '../../../src/shared/api/calls/engagement';
import type { AdItem, NewsArticle } from '../../../src/shared/api/entities';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { imageUrlPattern } from '../../../src/shared/domain/images';
import { newsDeskMessages } from '../../../src/shared/messages/newsDesk';
import { adminToken } from '../testing/admin';
import { bearer, signUp, testClock, useTestServer, type TestUser } from '../testing/harness';

/**
 * News and ads in the back office (docs/product-rules.md#news-desk): the operator's writes with their audit
 * rows, the publication time the learner's feed keeps to, text kept as text, and the fullscreen interval
 * moved from the configuration to a setting. On PGlite, and with DATABASE_URL on PostgreSQL.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });
const OPERATOR = 'admin@demo.test';
const HOUR = 3_600_000;

type Method = 'GET' | 'POST' | 'PUT';

async function operator() {
  const token = await adminToken(t, OPERATOR);
  const send = (method: Method, url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const ok = async (method: Method, url: string, payload?: unknown) => {
    const response = await send(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };
  return { send, ok };
}

const auditOf = (type: string, id: number | string) =>
  t.db.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    `SELECT action, actor_email, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`,
    [type, String(id)],
  );

/** A learner of de who reads the given providers. */
async function reader(providers: number[]): Promise<TestUser> {
  const user = await signUp(t, { country: 'de' });
  const response = await t.request({
    method: 'POST',
    url: '/api/news-feed/selected-providers',
    headers: user.headers,
    payload: { selected_provider_ids: providers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return user;
}

async function feedItems(user: TestUser): Promise<(NewsArticle | AdItem)[]> {
  const response = await t.request({
    method: 'GET',
    url: '/api/news-feed/articles?pageNumber=1&country=de',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return newsArticlesCall.response.parse(response.json()).news_articles;
}
const titlesIn = async (user: TestUser) =>
  (await feedItems(user)).filter((item): item is NewsArticle => 'title' in item).map((item) => item.title);

const article = (providerId: number, overrides: Record<string, unknown> = {}) => ({
  provider_id: providerId,
  title: `Meldung ${randomUUID().slice(0, 8)}`,
  text: 'Ein kurzer Text über Versicherungen.',
  url: 'https://example.com/meldung',
  publish_at: null,
  ...overrides,
});

describe(`news and ads in the back office on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates and renames a provider of a country, each write one audit row', async () => {
    const op = await operator();
    const created = adminProviderSchema.parse(
      await op.ok('POST', '/api/admin/news/providers', {
        country: 'at',
        name: '  Wiener Versicherungsblatt ',
      }),
    );
    expect(created).toMatchObject({ country: 'at', name: 'Wiener Versicherungsblatt', articles: 0 });
    const renamed = adminProviderSchema.parse(
      await op.ok('PUT', `/api/admin/news/providers/${created.id}`, { name: 'Wiener Blatt' }),
    );
    expect(renamed).toMatchObject({ country: 'at', name: 'Wiener Blatt' });
    const list = (await op.ok('GET', '/api/admin/news/providers?country=at')) as { data: { name: string }[] };
    expect(list.data.map((p) => p.name)).toContain('Wiener Blatt');
    const rows = await auditOf('news_provider', created.id);
    expect(rows.map((row) => [row.action, row.actor_email])).toEqual([
      ['news-provider.create', OPERATOR],
      ['news-provider.update', OPERATOR],
    ]);
    expect(rows[1]!.before).toMatchObject({ name: 'Wiener Versicherungsblatt' });
    expect(rows[1]!.after).toMatchObject({ name: 'Wiener Blatt' });
    // The learners of at can now choose it.
    const learner = await signUp(t, { country: 'at' });
    const feed = await t.request({ method: 'GET', url: '/api/news-feed', headers: learner.headers });
    expect(newsFeedCall.response.parse(feed.json()).providers.map((p) => p.name)).toContain('Wiener Blatt');
  });

  it('publishes an article now or at its time, never earlier, and a withdrawn one never again', async () => {
    let op = await operator();
    const provider = adminProviderSchema.parse(
      await op.ok('POST', '/api/admin/news/providers', { country: 'de', name: 'Zeitplan-Anbieter' }),
    );
    const learner = await reader([provider.id]);

    const now = adminArticleSchema.parse(
      await op.ok('POST', '/api/admin/news/articles', article(provider.id, { title: 'Sofort' })),
    );
    expect(now).toMatchObject({ state: 'published', published_at: clock().toISOString(), country: 'de' });
    const later = adminArticleSchema.parse(
      await op.ok(
        'POST',
        '/api/admin/news/articles',
        article(provider.id, {
          title: 'Später',
          publish_at: new Date(clock().getTime() + 2 * HOUR).toISOString(),
        }),
      ),
    );
    expect(later.state).toBe('scheduled');
    expect(await titlesIn(learner)).toEqual(['Sofort']);

    // A second before its time it is still hidden; at its time it tops the feed.
    clock.advance(2 * HOUR - 1000);
    expect(await titlesIn(learner)).toEqual(['Sofort']);
    clock.advance(1000);
    expect(await titlesIn(learner)).toEqual(['Später', 'Sofort']);
    // Two hours on, the operator signs in again (the session has lapsed).
    op = await operator();

    const scheduled = (await op.ok(
      'GET',
      `/api/admin/news/articles?provider_id=${provider.id}&state=published`,
    )) as {
      total: number;
    };
    expect(scheduled.total).toBe(2);

    // A time in the past is refused; an unchanged one is kept.
    const past = await op.send(
      'POST',
      '/api/admin/news/articles',
      article(provider.id, { publish_at: new Date(clock().getTime() - HOUR).toISOString() }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json<{ errors: Record<string, string[]> }>().errors.publish_at).toEqual([
      newsDeskMessages.publishInPast,
    ]);
    const kept = adminArticleSchema.parse(
      await op.ok('PUT', `/api/admin/news/articles/${later.id}`, {
        ...article(provider.id, { title: 'Später, geändert' }),
        publish_at: later.published_at,
      }),
    );
    expect(kept.published_at).toBe(later.published_at);

    const withdrawn = adminArticleSchema.parse(
      await op.ok('POST', `/api/admin/news/articles/${now.id}/withdraw`),
    );
    expect(withdrawn.state).toBe('withdrawn');
    expect(await titlesIn(learner)).toEqual(['Später, geändert']);

    expect((await auditOf('news_article', now.id)).map((row) => row.action)).toEqual([
      'news-article.create',
      'news-article.withdraw',
    ]);
    expect((await auditOf('news_article', later.id)).map((row) => row.action)).toEqual([
      'news-article.create',
      'news-article.update',
    ]);
    const list = deskArticlesCall.response.parse(
      await op.ok('GET', `/api/admin/news/articles?provider_id=${provider.id}&state=withdrawn`),
    );
    expect(list.data.map((a) => a.id)).toEqual([now.id]);
  });

  it('keeps a title of markup as text and refuses links that are not https', async () => {
    const op = await operator();
    const provider = adminProviderSchema.parse(
      await op.ok('POST', '/api/admin/news/providers', { country: 'de', name: 'Markup-Anbieter' }),
    );
    const learner = await reader([provider.id]);
    const hostile = '<img src=x onerror=alert(1)>';
    await op.ok(
      'POST',
      '/api/admin/news/articles',
      article(provider.id, { title: hostile, text: `<b>${hostile}</b>` }),
    );
    const [shown] = (await feedItems(learner)) as NewsArticle[];
    expect(shown).toMatchObject({ title: hostile, text: `<b>${hostile}</b>` });

    for (const url of [
      'http://example.com/a',
      'javascript:alert(1)',
      'https://',
      'ftp://example.com',
      'https://a b',
    ]) {
      const response = await op.send('POST', '/api/admin/news/articles', article(provider.id, { url }));
      expect(response.statusCode, url).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.url, url).toBeDefined();
    }
    const unknown = await op.send('POST', '/api/admin/news/articles', article(999_999));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.provider_id).toEqual([
      newsDeskMessages.providerUnknown,
    ]);
  });

  it('changes and deactivates an ad: the feed follows, each write one audit row', async () => {
    const op = await operator();
    const [banner] = await t.db.query<{ id: number }>(
      `SELECT id FROM news_ads WHERE country = 'de' AND type = 'banner' ORDER BY id LIMIT 1`,
    );
    const before = adminAdSchema.parse(await op.ok('GET', `/api/admin/news/ads/${banner!.id}`));
    const changed = adminAdSchema.parse(
      await op.ok('PUT', `/api/admin/news/ads/${banner!.id}`, {
        type: 'banner',
        country: 'de',
        url: 'https://example.com/neu',
        alt: 'Neue Anzeige',
        code: null,
        daily_cap: 7,
        active: true,
      }),
    );
    expect(changed).toMatchObject({ url: 'https://example.com/neu', alt: 'Neue Anzeige', daily_cap: 7 });
    expect(changed.thumbnail).toBe(before.thumbnail);

    const codeless = await op.send('PUT', `/api/admin/news/ads/${banner!.id}`, {
      type: 'fullscreen-with-code',
      country: 'de',
      url: 'https://example.com/neu',
      alt: 'Neue Anzeige',
      daily_cap: 7,
      active: true,
      code: null,
    });
    expect(codeless.statusCode).toBe(422);
    expect(Object.keys(codeless.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['code']);
    const coded = await op.send('PUT', `/api/admin/news/ads/${banner!.id}`, {
      type: 'banner',
      country: 'de',
      url: 'https://example.com/neu',
      alt: 'Neue Anzeige',
      code: 'ABC',
      daily_cap: 7,
      active: true,
    });
    expect(coded.statusCode).toBe(422);
    const capped = await op.send('PUT', `/api/admin/news/ads/${banner!.id}`, {
      type: 'banner',
      country: 'de',
      url: 'https://example.com/neu',
      alt: 'Neue Anzeige',
      code: null,
      daily_cap: 0,
      active: true,
    });
    expect(capped.statusCode).toBe(422);

    const deactivated = adminAdSchema.parse(
      await op.ok('POST', `/api/admin/news/ads/${banner!.id}/deactivate`),
    );
    expect(deactivated.active).toBe(false);
    const active = (await op.ok('GET', '/api/admin/news/ads?country=de&type=banner&state=inactive')) as {
      data: { id: number }[];
    };
    expect(active.data.map((ad) => ad.id)).toEqual([banner!.id]);

    // A learner reading every provider of de gets no banner of the deactivated ad.
    const providers = await t.db.query<{ id: number }>(`SELECT id FROM news_providers WHERE country = 'de'`);
    const learner = await reader(providers.map((p) => p.id));
    const ads = (await feedItems(learner)).filter((item): item is AdItem => 'type' in item);
    expect(ads.every((ad) => ad.url !== 'https://example.com/neu')).toBe(true);

    const rows = await auditOf('news_ad', banner!.id);
    expect(rows.map((row) => row.action)).toEqual(['news-ad.update', 'news-ad.deactivate']);
    expect(rows[1]!.before).toMatchObject({ active: true });
    expect(rows[1]!.after).toMatchObject({ active: false });
  });

  it('creates a banner with its picture; the feed shows it, a file that is no picture is refused', async () => {
    const op = await operator();
    const png = await sharp({ create: { width: 600, height: 150, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    const body = {
      type: 'banner',
      country: 'de',
      url: 'https://example.com/eigene-anzeige',
      alt: 'Eigene Anzeige',
      code: null,
      daily_cap: 2,
      active: true,
    };
    const missing = await op.send('POST', '/api/admin/news/ads', body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.image).toEqual([
      newsDeskMessages.imageRequired,
    ]);
    const text = await op.send('POST', '/api/admin/news/ads', {
      ...body,
      image: { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json<{ code: string }>().code).toBe('image.unsupported');
    const ad = adminAdSchema.parse(
      await op.ok('POST', '/api/admin/news/ads', { ...body, image: { data: png.toString('base64') } }),
    );
    expect(ad.thumbnail).toMatch(imageUrlPattern);
    expect((await auditOf('news_ad', ad.id)).map((row) => row.action)).toEqual(['news-ad.create']);

    // Only this banner for de (the seeded ones off), and a learner with five articles or more sees it.
    await t.db.query(`UPDATE news_ads SET active = false WHERE country = 'de' AND id <> $1`, [ad.id]);
    const providers = await t.db.query<{ id: number }>(`SELECT id FROM news_providers WHERE country = 'de'`);
    const learner = await reader(providers.map((p) => p.id));
    const ads = (await feedItems(learner)).filter((item): item is AdItem => 'type' in item);
    // Two banner slots on the first page, and its daily cap of 2 lets it fill both.
    expect(ads.map((item) => [item.type, item.url, item.thumbnail, item.alt])).toEqual(
      Array(2).fill(['banner', 'https://example.com/eigene-anzeige', ad.thumbnail, 'Eigene Anzeige']),
    );
    const image = await t.request({ method: 'GET', url: ad.thumbnail });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('moves the fullscreen interval from the configuration to a setting the feed sends', async () => {
    const op = await operator();
    const learner = await signUp(t, { country: 'de' });
    const interval = async () =>
      newsFeedCall.response.parse(
        (await t.request({ method: 'GET', url: '/api/news-feed', headers: learner.headers })).json(),
      ).fullscreen_ad_interval;
    // The configured value until an operator sets one.
    expect(await op.ok('GET', '/api/admin/news/settings')).toEqual({ fullscreen_ad_interval: 3 });
    expect(await interval()).toBe(3);
    expect(await op.ok('PUT', '/api/admin/news/settings', { fullscreen_ad_interval: 5 })).toEqual({
      fullscreen_ad_interval: 5,
    });
    expect(await interval()).toBe(5);
    for (const value of [0, 101, 2.5]) {
      const response = await op.send('PUT', '/api/admin/news/settings', { fullscreen_ad_interval: value });
      expect(response.statusCode, String(value)).toBe(422);
    }
    const rows = await auditOf('news_settings', 'news.fullscreen_ad_interval');
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['news-settings.update', { fullscreen_ad_interval: 3 }, { fullscreen_ad_interval: 5 }],
    ]);
  });

  it('refuses a support account and an editor', async () => {
    for (const email of ['support@demo.test', 'redaktion@demo.test']) {
      const token = await adminToken(t, email);
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/news/providers',
        headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
        payload: { country: 'de', name: 'Verboten' },
      });
      expect(response.statusCode, email).toBe(403);
    }
  });
});
