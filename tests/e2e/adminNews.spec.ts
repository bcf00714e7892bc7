import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '../../src/shared/messages.de';
import { newsDeskMessages as nm } from '../../src/shared/messages/newsDesk';
import { newsFeedMessages as fm } from '../../src/shared/messages/newsFeed';
import { adminToken, bearer, openDesk } from './adminSession';
import { expect, expectNoAxeViolations, newAccount, openSignedIn, test } from './fixtures';

/**
 * News and ads in the back office (/admin/news) through the real web build and server, at 1280 and 1024 px
 * (the admin projects), axe on every page: the operator creates a provider for de, an article with a picture
 * and a title of markup, and a banner with its picture, each previewed as the feed shows it; a learner of de
 * who reads that provider sees the article (its title as typed) and the banner in their feed at 1280 px; the
 * audit log has both writes. The operator signs in through the API (adminSession.ts).
 */

const a = messages.adminRealm;
const OPERATOR = 'admin@demo.test';
const HOSTILE = '<img src=x onerror=alert(1)>';

// The learner's test reads what the first test created: one worker per project runs them in order.
test.describe.configure({ mode: 'serial' });

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()+.]/g, '\\$&')}`) });

/** Picks an option of a (react-aria) select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label.replace(/[()+.]/g, '\\$&')}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A picture of the given size as a PNG file for the file chooser. */
const picture = async (name: string, width: number, height: number, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

const made = { provider: '', title: '', alt: '', article: 0, ad: 0 };
const suffixFor = (info: TestInfo) =>
  `${info.project.name === 'admin-1024' ? 'S' : 'L'}${Date.now().toString(36).toUpperCase()}`;

test('the operator creates a provider and an article for de, previewed as the feed shows it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const suffix = suffixFor(info);
  made.provider = `E2E-Bote ${suffix}`;
  made.title = `${HOSTILE} ${suffix}`;
  // The banner's, made by the next test on the same worker.
  made.alt = `E2E-Banner ${suffix}`;

  await openDesk(page, request, OPERATOR, '/admin');
  await page.getByRole('link', { name: a.navNews }).click();
  await expect(page.getByRole('heading', { level: 1, name: nm.title })).toBeVisible();
  await expect(page.getByTestId('article-row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The provider, for de.
  await page
    .getByRole('navigation', { name: nm.sectionsLabel })
    .getByRole('link', { name: nm.navProviders })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: nm.providersTitle })).toBeVisible();
  await field(page, nm.providerName).fill(made.provider);
  await page.getByRole('button', { name: nm.save }).click();
  await expect(page.getByText(nm.saved(made.provider))).toBeVisible();
  await expectNoAxeViolations(page);

  // The article: a title of markup, a picture, published now; the preview is the feed's card.
  await page
    .getByRole('navigation', { name: nm.sectionsLabel })
    .getByRole('link', { name: nm.navArticles })
    .click();
  await page.getByRole('link', { name: nm.newArticle }).click();
  await expect(page.getByRole('heading', { level: 1, name: nm.createArticleTitle })).toBeVisible();
  await choose(page, nm.articleProvider, `${made.provider} (DE)`);
  await field(page, nm.articleTitle).fill(made.title);
  await field(page, nm.articleText).fill('Was <b>Makler</b> jetzt wissen müssen.');
  await field(page, nm.articleLink).fill('https://example.com/e2e-artikel');
  await page.getByLabel(nm.articleImage).setInputFiles(await picture('artikel.png', 640, 360, '#1a6'));
  const preview = page.getByTestId('news-preview');
  await expect(preview.getByRole('link', { name: made.title })).toHaveText(made.title);
  await expect(preview.locator('img.news-article__thumbnail')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: nm.save }).click();
  await expect(page.getByText(nm.saved(made.title))).toBeVisible();
  const row = page.getByTestId('article-row').filter({ hasText: made.title });
  await expect(row).toContainText(nm.articleStates.published);
  const articleHref = await row.getByRole('link', { name: nm.editArticle(made.title) }).getAttribute('href');
  made.article = Number(articleHref!.split('/').pop());
  expect(made.article).toBeGreaterThan(0);
});

test("the operator creates a banner for de with its picture, previewed as the feed's banner", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect(made.alt, 'the first test named the banner').not.toBe('');
  await openDesk(page, request, OPERATOR, '/admin/news');
  await page
    .getByRole('navigation', { name: nm.sectionsLabel })
    .getByRole('link', { name: nm.navAds })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: nm.adsTitle })).toBeVisible();
  await expect(page.getByTestId('ad-row').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: nm.newAd }).click();
  await expect(page.getByRole('heading', { level: 1, name: nm.createAdTitle })).toBeVisible();
  await field(page, nm.adLink).fill('https://example.com/e2e-anzeige');
  await page.getByLabel(nm.adImage).setInputFiles(await picture('banner.png', 900, 200, '#a36'));
  await field(page, nm.adAlt).fill(made.alt);
  await expect(page.getByTestId('news-preview').getByRole('img', { name: made.alt })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: nm.save }).click();
  await expect(page.getByText(nm.saved(made.alt))).toBeVisible();
  const adHref = await page.getByRole('link', { name: nm.editAd(made.alt) }).getAttribute('href');
  made.ad = Number(adHref!.split('/').pop());
  expect(made.ad).toBeGreaterThan(0);
});

async function learnerReading(request: APIRequestContext) {
  const learner = await newAccount(request, 'de', 'agent', 'news');
  const feed = await request.get('/api/news-feed', { headers: learner.headers });
  const { providers } = (await feed.json()) as { providers: { id: number; name: string }[] };
  expect(providers.map((p) => p.name)).toContain(made.provider);
  // Every provider of de, so the first pages hold enough articles for banners between them.
  const selected = await request.post('/api/news-feed/selected-providers', {
    headers: { ...learner.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { selected_provider_ids: providers.map((p) => p.id) },
  });
  expect(selected.ok()).toBe(true);
  return learner;
}

test('a learner of de sees the article, its title as typed, and the banner in their feed at 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect(made.article, 'the first test created the article').toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  const learner = await learnerReading(request);
  await openSignedIn(page, request, learner, '/app/news-feed');
  const list = page.getByRole('list', { name: fm.articlesTitle });
  const article = list.locator('li.news-article').filter({ hasText: made.title });
  await expect(article.getByRole('heading', { name: made.title })).toHaveText(made.title);
  await expect(article.locator('img.news-article__thumbnail')).toBeVisible();
  // The markup stayed text: no element was made of it.
  await expect(list.locator('img[src="x"]')).toHaveCount(0);
  // The banner takes its turn after the seeded ones: it is on one of the first pages (within its daily
  // cap it may come more than once).
  const banner = list.getByRole('img', { name: made.alt }).first();
  for (let more = 0; more < 3 && !(await banner.isVisible()); more++) {
    await page.getByRole('button', { name: fm.loadMore }).click();
    await page.waitForLoadState('networkidle');
  }
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the audit log has the creation of the article and of the banner by the operator', async ({
  request,
}) => {
  expect(made.ad, 'the first test created the ad').toBeGreaterThan(0);
  const token = await adminToken(request, OPERATOR);
  for (const [entity, id, action] of [
    ['news_article', made.article, 'news-article.create'],
    ['news_ad', made.ad, 'news-ad.create'],
  ] as const) {
    const response = await request.get(`/api/admin/audit?entity=${entity}&entity_id=${id}`, {
      headers: bearer(token),
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { data } = (await response.json()) as {
      data: { action: string; actor: { email: string } | null }[];
    };
    expect(data.map((row) => [row.action, row.actor?.email])).toEqual([[action, OPERATOR]]);
  }
});
