import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import { FakeDesktopMain } from './fakeDesktopBridge';
import {
  ACCOUNT_PASSWORD,
  appHome,
  chooseCountry,
  expect,
  expectNoAxeViolations,
  login,
  newAccount,
  openSignedIn,
  test,
  type TestAccount,
} from './fixtures';

/**
 * The news feed at /app/news-feed against the real server: the provider gate, paging, a
 * change of providers, views and clicks reported once, fullscreen ads after the configured number of
 * closed visits (browser and desktop path), the code ad, and hostile article text that must stay text.
 */

test.describe.configure({ timeout: 120_000 });

const m = messages.newsFeed;
/** The server's default NEWS_FULLSCREEN_AD_INTERVAL (server/src/config.ts); the feed call reports it. */
const INTERVAL = 3;
/** The de code ad's code (server/src/seed/news.ts). */
const DE_CODE = 'QUIZ24';

interface RecordedInteraction {
  impression_id: string;
  item: 'article' | 'ad';
  ad_type: string | null;
  kind: 'viewed' | 'clicked';
}

async function recorded(request: APIRequestContext, email: string): Promise<RecordedInteraction[]> {
  const response = await request.get(`/api/dev/news-interactions?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as RecordedInteraction[];
}

/** Every interact request the page sends, as `kind:impression`. */
function interactRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/news-feed\/impressions\/([^/]+)\/interact$/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'POST') {
      const body = request.postDataJSON() as { interaction: string };
      sent.push(`${body.interaction}:${decodeURIComponent(match[1]!)}`);
    }
  });
  return sent;
}

/** Through the login form: the desktop test's token is kept by its fake main process, not by the page. */
async function signInTo(page: Page, account: TestAccount) {
  await page.goto('/country-select');
  await chooseCountry(page, 'Deutschland');
  await login(page, account.email, ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(appHome(page));
  await page.goto('/app/news-feed');
}

/** The feed, signed in through the API (the login form is loginArea.spec's). */
async function openFeed(page: Page, request: APIRequestContext, account: TestAccount) {
  await openSignedIn(page, request, account, '/app/news-feed');
}

async function feedProviders(request: APIRequestContext, account: TestAccount) {
  const response = await request.get('/api/news-feed', { headers: account.headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { providers: { id: number; name: string }[] };
}

async function selectProviders(request: APIRequestContext, account: TestAccount, ids: number[]) {
  const response = await request.post('/api/news-feed/selected-providers', {
    headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { selected_provider_ids: ids },
  });
  expect(response.ok()).toBe(true);
}

const articleList = (page: Page) => page.getByRole('list', { name: m.articlesTitle });
const articles = (page: Page) => articleList(page).locator('li.news-article');
const loadMore = (page: Page) => page.getByRole('button', { name: m.loadMore });
const adDialog = (page: Page) => page.getByRole('dialog', { name: m.fullscreenAdTitle });

/**
 * What screenshots showed once: checkbox rows 24 px tall to a finger, the page heading 8 px below the
 * middle of its button, the code ad's picture touching the instruction above it.
 */
async function expectTouchableCheckboxes(page: Page) {
  for (const label of await page.locator('label.ui-checkbox__button').all()) {
    const box = (await label.boundingBox())!;
    for (const y of [box.y + box.height / 2 - 21, box.y + box.height / 2 + 21]) {
      const hit = await label.evaluate(
        (node, [x, at]) => node.contains(node.ownerDocument.elementFromPoint(x!, at!)),
        [box.x + 4, y],
      );
      expect(hit, `${await label.textContent()} at ${y}`).toBe(true);
    }
  }
}
async function expectHeadingCentredOnItsButton(page: Page) {
  const heading = (await page.getByRole('heading', { name: m.articlesTitle }).boundingBox())!;
  const button = (await page.getByRole('button', { name: m.changeProviders }).boundingBox())!;
  if (button.y >= heading.y + heading.height) return; // wrapped below it (narrow screens)
  expect(Math.abs(heading.y + heading.height / 2 - (button.y + button.height / 2))).toBeLessThanOrEqual(2);
}
async function expectGapBelowInstruction(page: Page) {
  const instruction = (await adDialog(page).locator('.ui-modal__body').boundingBox())!;
  const picture = (await adDialog(page).getByRole('img').boundingBox())!;
  expect(picture.y - (instruction.y + instruction.height)).toBeGreaterThanOrEqual(8);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/news-${name}-${testInfo.project.name}.png` });
}

test('the provider gate, paging to the end, and a change of providers that reloads page 1', async ({
  page,
  request,
}, testInfo) => {
  const account = await newAccount(request, 'de', 'agent', 'news');
  await openFeed(page, request, account);

  // The gate: nothing to start with until a provider is ticked.
  await expect(page.getByRole('heading', { name: m.gateTitle })).toBeVisible();
  const start = page.getByRole('button', { name: m.start });
  await expect(start).toBeDisabled();
  await expect(page.getByText(m.atLeastOneProvider)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectTouchableCheckboxes(page);
  await shot(page, testInfo, 'gate');
  await page.getByRole('checkbox', { name: 'Maklerpost' }).check({ force: true });
  await expect(start).toBeEnabled();
  await start.click();

  // Page 1: ten articles of the chosen provider, with the load-more button.
  await expect(articles(page)).toHaveCount(10);
  await expect(loadMore(page)).toBeVisible();
  await expect(page.getByText(m.noMoreArticles)).toHaveCount(0);
  for (const provider of await articles(page).locator('.news-article__provider').allTextContents()) {
    expect(provider).toBe('Maklerpost');
  }
  // Relative dates, worded as docs/product-rules.md#news-and-ads says.
  await expect(articles(page).first().locator('time')).toHaveText(
    /^(gerade eben|vor \d+ (Minuten?|Stunden?|Tag(en)?|Monat(en)?|Jahr(en)?))$/,
  );
  await expect(articleList(page).locator('li.news-banner').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectHeadingCentredOnItsButton(page);
  await shot(page, testInfo, 'feed');

  // Paging to the end: every article the server has for the provider, then the end note.
  let pages = 1;
  while (await loadMore(page).isVisible()) {
    const before = await articles(page).count();
    await loadMore(page).click();
    await expect.poll(() => articles(page).count()).toBeGreaterThan(before);
    pages += 1;
    expect(pages).toBeLessThan(20);
  }
  await expect(page.getByText(m.noMoreArticles)).toBeVisible();
  await expect(loadMore(page)).toHaveCount(0);
  expect(pages).toBeGreaterThan(1);
  const total = await articles(page).count();
  const titles = await articles(page).locator('h3').allTextContents();
  expect(new Set(titles).size).toBe(total);
  await expectNoAxeViolations(page);

  // Changing providers: an empty selection cannot be saved; a new one is saved and page 1 reloads.
  await page.getByRole('button', { name: m.changeProviders }).click();
  const dialog = page.getByRole('dialog', { name: m.changeProvidersTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Maklerpost' }).uncheck({ force: true });
  await expect(dialog.getByRole('button', { name: m.save })).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox', { name: 'Assekuranz-Kurier' }).check({ force: true });
  await dialog.getByRole('button', { name: m.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(articles(page)).toHaveCount(10);
  await expect(loadMore(page)).toBeVisible();
  for (const provider of await articles(page).locator('.news-article__provider').allTextContents()) {
    expect(provider).toBe('Assekuranz-Kurier');
  }

  // The selection was saved: a reload opens the feed, not the gate.
  await page.reload();
  await expect(articles(page)).toHaveCount(10);
  await expect(articles(page).first().locator('.news-article__provider')).toHaveText('Assekuranz-Kurier');
  await expect(page.getByRole('heading', { name: m.gateTitle })).toHaveCount(0);
});

test('views are reported once, only for items that were visible, also across reloads', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'de', 'agent', 'news');
  const { providers } = await feedProviders(request, account);
  await selectProviders(
    request,
    account,
    providers.map((p) => p.id),
  );
  const sent = interactRequests(page);
  await signInTo(page, account);
  await expect(articles(page)).toHaveCount(10);
  await loadMore(page).click();
  await expect(articles(page)).toHaveCount(20);
  await page.evaluate('window.scrollTo(0, 0)');

  const viewport = page.viewportSize()!;
  const items = articleList(page).locator('li.news-item');
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { id: element.getAttribute('data-impression')!, top: rect.top, bottom: rect.bottom };
    }),
  );
  const visibleAtTop = boxes.filter((b) => b.bottom <= viewport.height && b.top >= 0).map((b) => b.id);
  const farBelow = boxes.filter((b) => b.top > 2 * viewport.height).map((b) => b.id);
  expect(visibleAtTop.length).toBeGreaterThan(0);
  expect(farBelow.length).toBeGreaterThan(3);

  // After a second in view the visible items are recorded as viewed; those far below are not.
  await expect
    .poll(async () =>
      (await recorded(request, account.email)).filter((r) => r.kind === 'viewed').map((r) => r.impression_id),
    )
    .toEqual(expect.arrayContaining(visibleAtTop));
  await page.waitForTimeout(1_500);
  const viewedNow = (await recorded(request, account.email)).map((r) => r.impression_id);
  for (const id of farBelow) expect(viewedNow).not.toContain(id);

  // Half a second in view is not enough: the last item, shown briefly, is not reported.
  const last = items.last();
  const lastId = (await last.getAttribute('data-impression'))!;
  await last.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(1_500);
  expect(sent).not.toContain(`viewed:${lastId}`);

  // Down to the end and back: the bottom items count now, nothing is reported twice.
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => sent.includes(`viewed:${lastId}`)).toBe(true);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(1_500);
  expect(sent.length).toBe(new Set(sent).size);
  for (const id of visibleAtTop) expect(sent.filter((s) => s === `viewed:${id}`)).toHaveLength(1);

  // A reload shows the same articles (same impression ids): none of them is sent again. (Tests running
  // beside this one may add an article to a provider it reads: a new article at the top is shown and
  // reported for the first time, which is right.)
  const shownBefore = new Set(boxes.map((b) => b.id));
  const sentBefore = sent.length;
  await page.reload();
  await expect(articles(page)).toHaveCount(10);
  await page.waitForTimeout(2_000);
  const reportedAgain = sent.slice(sentBefore).filter((s) => shownBefore.has(s.replace(/^[a-z]+:/, '')));
  expect(reportedAgain).toEqual([]);
  const articleReports = sent.filter((s) => /^viewed:a/.test(s));
  expect(new Set(articleReports).size).toBe(articleReports.length);

  // The server holds each (impression, kind) once.
  const rows = await recorded(request, account.email);
  const keys = rows.map((r) => `${r.kind}:${r.impression_id}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(rows.some((r) => r.item === 'ad' && r.kind === 'viewed')).toBe(true);
  await expectNoAxeViolations(page);
});

test('browser: a click is reported once; every third visit brings a fullscreen ad; the code ad needs its code', async ({
  page,
  request,
}, testInfo) => {
  const account = await newAccount(request, 'de', 'agent', 'news');
  const { providers } = await feedProviders(request, account);
  await selectProviders(request, account, [providers[0]!.id]);
  // The articles open in new tabs (example.com is out of reach here): each is closed at once. (Only the
  // page's popups: axe opens a blank page of its own in the context.)
  page.on('popup', (tab) => void tab.close().catch(() => {}));
  const sent = interactRequests(page);
  await openFeed(page, request, account);
  await expect(articles(page)).toHaveCount(10);
  const first = articles(page).first();
  const firstId = (await first.getAttribute('data-impression'))!;
  const link = first.getByRole('link');

  const visit = async () => {
    const opened = page.waitForEvent('popup');
    await link.click();
    await opened;
  };

  for (let i = 1; i < INTERVAL; i += 1) await visit();
  await page.waitForTimeout(500);
  await expect(adDialog(page)).toHaveCount(0);
  await visit();

  // The plain fullscreen ad: a dialog with a close button.
  await expect(adDialog(page)).toBeVisible();
  await expect(adDialog(page).getByRole('img')).toBeVisible();
  await expect(adDialog(page).getByRole('textbox', { name: m.codeLabel })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'fullscreen-ad');
  await adDialog(page).getByRole('button', { name: messages.common.close }).click();
  await expect(adDialog(page)).toHaveCount(0);

  // The click of the article went out once and is recorded once, after three visits.
  expect(sent.filter((s) => s === `clicked:${firstId}`)).toHaveLength(1);
  await expect
    .poll(async () =>
      (await recorded(request, account.email))
        .filter((r) => r.kind === 'clicked')
        .map((r) => r.impression_id),
    )
    .toEqual([firstId]);

  // Three more visits: the code ad. No close button, Escape does nothing, a wrong code is refused.
  for (let i = 0; i < INTERVAL; i += 1) await visit();
  const dialog = adDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(DE_CODE);
  await expect(dialog.getByRole('button', { name: messages.common.close })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectGapBelowInstruction(page);
  await shot(page, testInfo, 'code-ad');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: m.codeLabel });
  await code.fill('QUIZ25');
  await dialog.getByRole('button', { name: m.codeSubmit }).click();
  await expect(dialog.getByText(m.codeWrong)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // The right code in another case, typed with the keyboard and sent with Enter.
  await code.fill('');
  await code.pressSequentially(DE_CODE.toLowerCase());
  await code.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect(sent.filter((s) => s === `clicked:${firstId}`)).toHaveLength(1);
});

test('desktop: articles open in main’s article window; the fullscreen ad comes after the third closed visit', async ({
  page,
  request,
  baseURL,
}) => {
  const main = new FakeDesktopMain(page, { origin: baseURL! });
  await main.install();
  const account = await newAccount(request, 'de', 'agent', 'news');
  const { providers } = await feedProviders(request, account);
  await selectProviders(request, account, [providers[1]!.id]);
  await signInTo(page, account);
  await expect(articles(page)).toHaveCount(10);

  for (let i = 0; i < INTERVAL; i += 1) {
    const item = articles(page).nth(i);
    const url = await item.getByRole('link').getAttribute('href');
    await item.getByRole('link').click();
    await expect.poll(() => main.openArticles).toEqual([url]);
    // Open is not a visit: no ad while the window is still open.
    await page.waitForTimeout(300);
    await expect(adDialog(page)).toHaveCount(0);
    main.closeArticle();
  }
  await expect(adDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await adDialog(page).getByRole('button', { name: messages.common.close }).click();
  await expect(adDialog(page)).toHaveCount(0);
  // Each article's click was recorded once.
  await expect
    .poll(async () => (await recorded(request, account.email)).filter((r) => r.kind === 'clicked').length)
    .toBe(INTERVAL);
});

test('hostile article text stays text: no script or event handler runs, no markup is injected', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'de', 'agent', 'news');
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const title = `<img src=x onerror="window.__pwned='title';alert('title')"><script>window.__pwned='script'</script>`;
  const text = `<svg onload="window.__pwned='svg'"></svg><a href="javascript:window.__pwned='link'">klick</a> {{constructor.constructor('window.__pwned=1')()}}`;
  const created = await request.post('/api/dev/news-articles', {
    data: {
      country: 'de',
      provider: `<b onmouseover="window.__pwned='provider'">Böse Quelle</b>`,
      title,
      text,
      thumbnail: `javascript:window.__pwned='thumbnail'`,
    },
  });
  expect(created.ok()).toBe(true);
  const { provider_id: providerId } = (await created.json()) as { provider_id: number };
  await selectProviders(request, account, [providerId]);
  await openFeed(page, request, account);

  const item = articles(page).first();
  await expect(item.locator('h3')).toHaveText(title);
  await expect(item.locator('.news-article__lead')).toHaveText(text);
  await expect(item.locator('.news-article__provider')).toHaveText(
    `<b onmouseover="window.__pwned='provider'">Böse Quelle</b>`,
  );
  // Nothing the payloads name became an element; no picture for a javascript: thumbnail.
  expect(await articleList(page).locator('script, svg, img, b, a[href^="javascript"]').count()).toBe(0);
  await item.locator('.news-article__provider').hover();
  await item.locator('.news-article__lead').hover();
  await page.waitForTimeout(500);
  expect(await page.evaluate('window.__pwned')).toBeUndefined();
  expect(alerts).toEqual([]);
  await expectNoAxeViolations(page);
});
