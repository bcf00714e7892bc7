import { describe, expect, it } from 'vitest';
import { fullscreenAdCall, newsArticlesCall, newsFeedCall } from '../../../src/shared/api/calls/engagement';
import type { Country } from '../../../src/shared/api/constants';
import type { AdItem, NewsArticle } from '../../../src/shared/api/entities';
import { messages } from '../../../src/shared/messages.de';
import { configFromEnv } from '../config';
import { AD_CODES } from '../seed/news';
import {
  useTestServer,
  signUp,
  siblingServer,
  testClock,
  type TestUser,
  expectError,
} from '../testing/harness';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock();
const t = useTestServer({ clock });

type Item = NewsArticle | AdItem;
const isAd = (item: Item): item is AdItem => 'type' in item;
const articlesOf = (items: Item[]) => items.filter((item): item is NewsArticle => !isAd(item));
const adsOf = (items: Item[]) => items.filter(isAd);

const feed = async (user: TestUser) => {
  const response = await t.request({ method: 'GET', url: '/api/news-feed', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return newsFeedCall.response.parse(response.json());
};
const select = (user: TestUser, ids: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/news-feed/selected-providers',
    headers: user.headers,
    payload: { selected_provider_ids: ids },
  });
const pageRequest = (user: TestUser, pageNumber: number | string, country: string) =>
  t.request({
    method: 'GET',
    url: `/api/news-feed/articles?pageNumber=${pageNumber}&country=${country}`,
    headers: user.headers,
  });
const page = async (user: TestUser, pageNumber: number, country: Country = 'de') => {
  const response = await pageRequest(user, pageNumber, country);
  expect(response.statusCode, response.body).toBe(200);
  return newsArticlesCall.response.parse(response.json());
};
const fullscreen = async (user: TestUser, country: Country = 'de') => {
  const response = await t.request({
    method: 'GET',
    url: `/api/news-feed/fullscreen-ad?country=${country}`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return fullscreenAdCall.response.parse(response.json()).fullscreen_ad;
};
const interact = (user: TestUser, impression: string, interaction: 'viewed' | 'clicked') =>
  t.request({
    method: 'POST',
    url: `/api/news-feed/impressions/${encodeURIComponent(impression)}/interact`,
    headers: user.headers,
    payload: { interaction },
  });
const interactionCount = async (user: TestUser) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news_interactions WHERE user_id = $1', [
      user.id,
    ])
  )[0]!.n;

/** A user of the country who reads every provider there. */
async function reader(country: Country = 'de', providers?: number[]): Promise<TestUser> {
  const user = await signUp(t, { country });
  const ids = providers ?? (await feed(user)).providers.map((p) => p.id);
  expect((await select(user, ids)).statusCode).toBe(200);
  return user;
}

/** Every page from the first until has_more_articles is false. */
async function allPages(user: TestUser, country: Country = 'de') {
  const pages = [];
  for (let n = 1; n < 50; n += 1) {
    const result = await page(user, n, country);
    pages.push(result);
    if (!result.has_more_articles) break;
  }
  return pages;
}

describe('feed', () => {
  it("lists the providers of the user's country, the interval and an empty selection", async () => {
    for (const country of ['de', 'at', 'ch'] as const) {
      const user = await signUp(t, { country });
      const shown = await feed(user);
      const expected = await t.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM news_providers WHERE country = $1 ORDER BY id',
        [country],
      );
      expect(shown.providers).toEqual(expected);
      expect(shown.providers.length).toBeGreaterThanOrEqual(3);
      expect(shown).toMatchObject({ fullscreen_ad_interval: 3, selected_providers: [] });
    }
  });

  it('takes the fullscreen ad interval from the configuration (NEWS_FULLSCREEN_AD_INTERVAL)', async () => {
    expect(configFromEnv({}).newsFullscreenAdInterval).toBe(3);
    expect(configFromEnv({ NEWS_FULLSCREEN_AD_INTERVAL: '5' }).newsFullscreenAdInterval).toBe(5);
    expect(configFromEnv({ NEWS_FULLSCREEN_AD_INTERVAL: '0' }).newsFullscreenAdInterval).toBe(1);
    expect(configFromEnv({ NEWS_FULLSCREEN_AD_INTERVAL: 'drei' }).newsFullscreenAdInterval).toBe(3);
    const other = await siblingServer(t, { newsFullscreenAdInterval: 7 });
    try {
      const user = await signUp(t);
      const response = await other.app.inject({
        method: 'GET',
        url: '/api/news-feed',
        headers: user.headers,
      });
      expect(response.json()).toMatchObject({ fullscreen_ad_interval: 7 });
    } finally {
      await other.close();
    }
  });
});

describe('provider selection', () => {
  it('saves a selection of providers of the own country and replaces it on the next save', async () => {
    const user = await signUp(t);
    const [first, second, third] = (await feed(user)).providers.map((p) => p.id);
    const saved = await select(user, [third, first, first]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: messages.newsServer.selectionSaved });
    expect((await feed(user)).selected_providers).toEqual([first, third]);
    await select(user, [second]);
    expect((await feed(user)).selected_providers).toEqual([second]);
  });

  it('refuses an empty selection and ids of another country or of nothing, keeping the old one', async () => {
    const user = await signUp(t);
    const [own] = (await feed(user)).providers.map((p) => p.id);
    await select(user, [own]);
    const austrian = (await feed(await signUp(t, { country: 'at' }))).providers[0]!.id;
    const empty = expectError(await select(user, []), 422, 'validation');
    expect(empty.errors).toEqual({ selected_provider_ids: ['validation.min'] });
    for (const ids of [[austrian], [own, austrian], [own, 999_999]]) {
      const error = expectError(await select(user, ids), 422, 'validation');
      expect(error.errors).toEqual({ selected_provider_ids: ['validation.invalid'] });
    }
    expectError(await select(user, 'alle'), 422, 'validation');
    expect((await feed(user)).selected_providers).toEqual([own]);
  });

  it('counts only the current country: a country switch starts empty, switching back restores', async () => {
    const user = await reader('de');
    const germanSelection = (await feed(user)).selected_providers;
    await t.db.query(`UPDATE users SET country = 'at' WHERE id = $1`, [user.id]);
    expect((await feed(user)).selected_providers).toEqual([]);
    expect((await page(user, 1, 'at')).news_articles).toEqual([]);
    await t.db.query(`UPDATE users SET country = 'de' WHERE id = $1`, [user.id]);
    expect((await feed(user)).selected_providers).toEqual(germanSelection);
  });
});

describe('articles', () => {
  it('has none before providers are chosen', async () => {
    expect(await page(await signUp(t), 1)).toEqual({ news_articles: [], has_more_articles: false });
  });

  it('pages through every article of the selected providers, 10 a page, newest first, to the end', async () => {
    const user = await reader('de');
    const pages = await allPages(user);
    const articles = pages.flatMap((p) => articlesOf(p.news_articles));
    const total = (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM news_articles a JOIN news_providers p ON p.id = a.provider_id
         WHERE p.country = 'de'`,
      )
    )[0]!.n;
    expect(total).toBeGreaterThanOrEqual(60);
    expect(articles).toHaveLength(total);
    expect(new Set(articles.map((a) => a.id)).size).toBe(total);
    expect(pages.map((p) => articlesOf(p.news_articles).length)).toEqual([
      ...Array<number>(Math.ceil(total / 10) - 1).fill(10),
      total % 10 || 10,
    ]);
    expect(pages.map((p) => p.has_more_articles)).toEqual([
      ...Array<boolean>(pages.length - 1).fill(true),
      false,
    ]);
    const dates = articles.map((a) => Date.parse(a.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await page(user, pages.length + 1)).toEqual({ news_articles: [], has_more_articles: false });
    const names = new Map((await feed(user)).providers.map((p) => [p.id, p.name]));
    for (const article of articles) {
      expect(article.provider).toBe(names.get(article.provider_id));
      expect(article.url).toMatch(/^https:\/\/example\.com\//);
      expect(article.impression_id).toMatch(/\S/);
    }
  });

  it('shows only articles of the selected providers', async () => {
    const probe = await signUp(t);
    const [, second, third] = (await feed(probe)).providers.map((p) => p.id);
    const user = await reader('de', [second!, third!]);
    const articles = (await allPages(user)).flatMap((p) => articlesOf(p.news_articles));
    const expected = (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM news_articles WHERE provider_id = ANY($1::int[])',
        [[second, third]],
      )
    )[0]!.n;
    expect(articles).toHaveLength(expected);
    expect(new Set(articles.map((a) => a.provider_id))).toEqual(new Set([second, third]));
  });

  it('refuses page 0 and a country other than the account’s', async () => {
    const user = await reader('de');
    expect(expectError(await pageRequest(user, 0, 'de'), 422, 'validation').errors).toEqual({
      pageNumber: ['validation.min'],
    });
    expect(expectError(await pageRequest(user, 1, 'ch'), 422, 'validation').errors).toEqual({
      country: ['validation.invalid'],
    });
    expect(expectError(await pageRequest(user, 1, 'fr'), 422, 'validation').errors).toHaveProperty('country');
    expect(expectError(await pageRequest(user, 'eins', 'de'), 422, 'validation').errors).toHaveProperty(
      'pageNumber',
    );
  });

  it('hands untrusted text back exactly as stored: plain JSON strings, never HTML', async () => {
    const title = '<script>window.__pwned = 1</script>Eilmeldung';
    const text = '<img src=x onerror="window.__pwned = 2"> & "Zitat" \n<b>fett</b>';
    const made = await t.request({
      method: 'POST',
      url: '/api/dev/news-articles',
      payload: { country: 'ch', title, text, provider: '<svg onload=alert(1)>Anbieter' },
    });
    expect(made.statusCode).toBe(200);
    const { id, provider_id, provider } = made.json<{ id: number; provider_id: number; provider: string }>();
    expect(provider).toBe('<svg onload=alert(1)>Anbieter');
    const user = await reader('ch', [provider_id]);
    const response = await pageRequest(user, 1, 'ch');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const [article] = articlesOf(newsArticlesCall.response.parse(response.json()).news_articles);
    expect(article).toMatchObject({ id, title, text, provider, thumbnail: null });
    expect((await feed(user)).providers.find((p) => p.id === provider_id)?.name).toBe(provider);
  });
});

describe('banner ads', () => {
  it('follow every fifth article, take turns and carry no code', async () => {
    const user = await reader('de');
    const items = (await page(user, 1)).news_articles;
    expect(items.map((item) => (isAd(item) ? 'ad' : 'article'))).toEqual([
      ...Array<string>(5).fill('article'),
      'ad',
      ...Array<string>(5).fill('article'),
      'ad',
    ]);
    const ads = adsOf(items);
    expect(ads.map((ad) => [ad.type, ad.code])).toEqual([
      ['banner', null],
      ['banner', null],
    ]);
    expect(ads[0]!.url).not.toBe(ads[1]!.url);
    for (const ad of ads) {
      expect(ad.thumbnail).toMatch(/^data:image\/svg\+xml,/);
      expect(ad.alt).toMatch(/\S/);
    }
  });

  it('stop at their daily cap per user and come back the next day', async () => {
    const user = await reader('de');
    const caps = (
      await t.db.query<{ n: number }>(
        `SELECT sum(daily_cap)::int AS n FROM news_ads WHERE country = 'de' AND type = 'banner' AND active`,
      )
    )[0]!.n;
    const pages = await allPages(user);
    const slots = pages.reduce((sum, p) => sum + Math.floor(articlesOf(p.news_articles).length / 5), 0);
    expect(slots).toBeGreaterThan(caps);
    const delivered = pages.flatMap((p) => adsOf(p.news_articles));
    expect(delivered).toHaveLength(caps);
    expect(adsOf((await page(user, 1)).news_articles)).toEqual([]);
    // Another user has a cap of their own.
    expect(adsOf((await page(await reader('de'), 1)).news_articles)).toHaveLength(2);
    clock.advance(DAY_MS);
    expect(adsOf((await page(user, 1)).news_articles)).toHaveLength(2);
  });

  it('hold the cap when one user asks for many pages at once', async () => {
    const user = await reader('de');
    const replies = await Promise.all(Array.from({ length: 8 }, () => page(user, 1)));
    const caps = (
      await t.db.query<{ n: number }>(
        `SELECT sum(daily_cap)::int AS n FROM news_ads WHERE country = 'de' AND type = 'banner' AND active`,
      )
    )[0]!.n;
    expect(replies.flatMap((reply) => adsOf(reply.news_articles))).toHaveLength(caps);
  });
});

describe('fullscreen ad', () => {
  it('alternates the plain and the code ad, only the code ad has its code, and stops at the caps', async () => {
    const user = await signUp(t, { country: 'de' });
    const first = await fullscreen(user);
    const second = await fullscreen(user);
    expect(first).toMatchObject({ type: 'fullscreen', code: null });
    expect(second).toMatchObject({ type: 'fullscreen-with-code', code: AD_CODES.de });
    expect(AD_CODES.de).toBe('QUIZ24');
    const caps = await t.db.query<{ type: string; daily_cap: number }>(
      `SELECT type, daily_cap FROM news_ads WHERE country = 'de' AND type LIKE 'fullscreen%' AND active`,
    );
    const total = caps.reduce((sum, ad) => sum + ad.daily_cap, 0);
    const rest = [];
    for (let i = 2; i < total; i += 1) rest.push(await fullscreen(user));
    expect(rest.every((ad) => ad !== null)).toBe(true);
    const shown = [first, second, ...rest];
    for (const { type, daily_cap } of caps) {
      expect(shown.filter((ad) => ad?.type === type)).toHaveLength(daily_cap);
    }
    expect(await fullscreen(user)).toBeNull();
    clock.advance(DAY_MS);
    expect(await fullscreen(user)).toMatchObject({ type: 'fullscreen' });
  });

  it("is the country's own and refuses another country", async () => {
    const user = await signUp(t, { country: 'at' });
    await fullscreen(user, 'at');
    expect(await fullscreen(user, 'at')).toMatchObject({ code: 'WISSEN24' });
    const response = await t.request({
      method: 'GET',
      url: '/api/news-feed/fullscreen-ad?country=de',
      headers: user.headers,
    });
    expect(expectError(response, 422, 'validation').errors).toEqual({ country: ['validation.invalid'] });
  });

  it('never gives a code to an ad that is not the code ad (the table refuses it)', async () => {
    await expect(
      t.db.query(
        `INSERT INTO news_ads (key, type, country, url, thumbnail, alt, code, daily_cap)
         VALUES ('bad', 'banner', 'de', 'https://example.com', 'data:,', 'x', 'CODE', 1)`,
      ),
    ).rejects.toThrow();
    await expect(
      t.db.query(
        `INSERT INTO news_ads (key, type, country, url, thumbnail, alt, code, daily_cap)
         VALUES ('bad', 'fullscreen-with-code', 'de', 'https://example.com', 'data:,', 'x', NULL, 1)`,
      ),
    ).rejects.toThrow();
  });
});

describe('interactions', () => {
  it('records a view and a click of an article once each, also across reloads', async () => {
    const user = await reader('de');
    const [article] = articlesOf((await page(user, 1)).news_articles);
    const impression = article!.impression_id!;
    const first = await interact(user, impression, 'viewed');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: messages.newsServer.interactionRecorded });
    expect((await interact(user, impression, 'viewed')).statusCode).toBe(200);
    expect(await interactionCount(user)).toBe(1);
    const [reloaded] = articlesOf((await page(user, 1)).news_articles);
    expect(reloaded!.impression_id).toBe(impression);
    expect((await interact(user, reloaded!.impression_id!, 'viewed')).statusCode).toBe(200);
    expect(await interactionCount(user)).toBe(1);
    expect((await interact(user, impression, 'clicked')).statusCode).toBe(200);
    expect((await interact(user, impression, 'clicked')).statusCode).toBe(200);
    const rows = await t.db.query<{ article_id: number; kind: string }>(
      'SELECT article_id, kind FROM news_interactions WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(rows).toEqual([
      { article_id: article!.id, kind: 'viewed' },
      { article_id: article!.id, kind: 'clicked' },
    ]);
  });

  it('records concurrent duplicates once', async () => {
    const user = await reader('de');
    const items = (await page(user, 1)).news_articles;
    const [article] = articlesOf(items);
    const [ad] = adsOf(items);
    const replies = await Promise.all(
      [article!.impression_id!, ad!.impression_id].flatMap((impression) =>
        Array.from({ length: 6 }, () => interact(user, impression, 'viewed')),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array<number>(12).fill(200));
    expect(await interactionCount(user)).toBe(2);
  });

  it('records each ad delivery as its own impression', async () => {
    const user = await reader('de');
    const [firstAd] = adsOf((await page(user, 1)).news_articles);
    const [againAd] = adsOf((await page(user, 1)).news_articles);
    expect(againAd!.impression_id).not.toBe(firstAd!.impression_id);
    await interact(user, firstAd!.impression_id, 'viewed');
    await interact(user, firstAd!.impression_id, 'viewed');
    await interact(user, againAd!.impression_id, 'viewed');
    await interact(user, againAd!.impression_id, 'clicked');
    expect(await interactionCount(user)).toBe(3);
  });

  it("answers 404 for another user's impression, a forged or unknown one, and records nothing", async () => {
    const owner = await reader('de');
    const other = await reader('de');
    const items = (await page(owner, 1)).news_articles;
    const [article] = articlesOf(items);
    const [ad] = adsOf(items);
    const fullscreenAd = await fullscreen(owner);
    const [articleId, mac] = article!.impression_id!.split('.') as [string, string];
    const forged = [
      article!.impression_id!,
      ad!.impression_id,
      fullscreenAd!.impression_id,
      `${articleId}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `a999999.${mac}`,
      'unbekannt',
      'a1',
    ];
    for (const impression of forged) {
      const error = expectError(await interact(other, impression, 'viewed'), 404, 'not_found');
      expect(error.message).toBe(messages.newsServer.impressionUnknown);
    }
    expect(await interactionCount(other)).toBe(0);
    expect(await interactionCount(owner)).toBe(0);
    // The owner's own reports still count.
    expect((await interact(owner, fullscreenAd!.impression_id, 'clicked')).statusCode).toBe(200);
    expect(await interactionCount(owner)).toBe(1);
  });

  it('answers 404 once the article is gone', async () => {
    const made = await t.request({
      method: 'POST',
      url: '/api/dev/news-articles',
      payload: {
        country: 'at',
        title: 'Kurzlebig',
        text: 'Wird gleich gelöscht.',
        provider: 'Eintagsfliege',
      },
    });
    const { id, provider_id } = made.json<{ id: number; provider_id: number }>();
    const user = await reader('at', [provider_id]);
    const [article] = articlesOf((await page(user, 1, 'at')).news_articles);
    expect(article!.id).toBe(id);
    await t.db.query('DELETE FROM news_articles WHERE id = $1', [id]);
    expectError(await interact(user, article!.impression_id!, 'viewed'), 404, 'not_found');
  });
});

describe('development routes', () => {
  it('lists the interactions recorded for a user, oldest first', async () => {
    const user = await reader('de');
    const items = (await page(user, 1)).news_articles;
    const [article] = articlesOf(items);
    const [ad] = adsOf(items);
    await interact(user, article!.impression_id!, 'viewed');
    clock.advance(1000);
    await interact(user, ad!.impression_id, 'clicked');
    const response = await t.request({
      method: 'GET',
      url: `/api/dev/news-interactions?email=${encodeURIComponent(user.email)}`,
    });
    expect(response.statusCode).toBe(200);
    const adRow = await t.db.query<{ id: number }>(
      `SELECT id FROM news_ads WHERE url = $1 AND country = 'de'`,
      [ad!.url],
    );
    expect(response.json()).toEqual([
      {
        impression_id: article!.impression_id,
        item: 'article',
        article_id: article!.id,
        ad_id: null,
        ad_type: null,
        kind: 'viewed',
        at: expect.any(String),
      },
      {
        impression_id: ad!.impression_id,
        item: 'ad',
        article_id: null,
        ad_id: adRow[0]!.id,
        ad_type: 'banner',
        kind: 'clicked',
        at: expect.any(String),
      },
    ]);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/dev/news-interactions?email=niemand@example.test',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('adds an article to an existing provider by name or to the first one, and validates its input', async () => {
    const first = (
      await t.request({
        method: 'POST',
        url: '/api/dev/news-articles',
        payload: { country: 'de', title: 'A', text: 'B' },
      })
    ).json<{ provider_id: number }>();
    const [firstProvider] = (await feed(await signUp(t))).providers;
    expect(first.provider_id).toBe(firstProvider!.id);
    const named = await t.request({
      method: 'POST',
      url: '/api/dev/news-articles',
      payload: { country: 'de', title: 'A', text: 'B', provider: firstProvider!.name },
    });
    expect(named.json()).toMatchObject({ provider_id: firstProvider!.id });
    const bad = await t.request({
      method: 'POST',
      url: '/api/dev/news-articles',
      payload: { country: 'fr', title: '', text: 'x'.repeat(6000) },
    });
    expect(Object.keys(expectError(bad, 422, 'validation').errors ?? {}).sort()).toEqual([
      'country',
      'text',
      'title',
    ]);
  });
});
