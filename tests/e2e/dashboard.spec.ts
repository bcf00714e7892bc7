import type { APIRequestContext, Page } from '@playwright/test';
import type { Role } from '../../src/shared/api/constants';
import { messages } from '../../src/shared/messages.de';
import {
  appHome,
  COUNTRY_CODES,
  expect,
  expectNoAxeViolations,
  isMobile,
  openSeedSignedIn,
  openSignedIn,
  signIn,
  test,
  type CountryName,
  newAccount,
  type TestAccount,
} from './fixtures';

// Every page is checked with axe at each step, and the machine is shared: the default 30 s is tight.
test.describe.configure({ timeout: 90_000 });

const d = messages.dashboard;
/** A fresh, verified account (tests that change state never share one). */
const freshUser = (request: APIRequestContext, country: CountryName, role: Role | null) =>
  newAccount(request, COUNTRY_CODES[country], role, 'dash');

/**
 * The account's dashboard, signed in through the API (the login form and where it leads are loginArea.spec's
 * and the /app home tests' below).
 */
async function signInFresh(page: Page, request: APIRequestContext, account: TestAccount) {
  await openSignedIn(page, request, account, '/app/dashboard');
}

/** A seed account (server/src/seed/accounts.ts), on its dashboard. Only read, never changed. */
async function seedDashboard(page: Page, request: APIRequestContext, email: string, country: CountryName) {
  await openSeedSignedIn(page, request, email, country, '/app/dashboard');
}

const moduleCard = (page: Page, module: 1 | 2) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: messages.modules[module] }) });

/** One question of a course (or the Swiss quiz) answered correctly through the API, as another window would. */
async function answerOneCorrectly(request: APIRequestContext, headers: Record<string, string>, base: string) {
  const question = (await (await request.get(`${base}/question`, { headers })).json()) as {
    id: number;
    categories: unknown[];
  };
  const { answers } = (await (
    await request.get(`/api/dev/questions/${question.id}/correct-answers`)
  ).json()) as { answers: number[] };
  const guess = await request.post(`${base}/question/guess`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { answers, question_id: question.id },
  });
  expect(guess.ok()).toBe(true);
  return question;
}

test('a user without a role chooses one and sees the modules of that role', async ({ page, request }) => {
  const account = await freshUser(request, 'Deutschland', null);
  await signInFresh(page, request, account);
  await expect(page.getByRole('heading', { name: d.chooseRoleTitle })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: d.chooseRoleSubmit }).click();
  await expect(page.getByText(d.roleMissing)).toBeVisible();
  await page.getByRole('radio', { name: d.roleNames.makler }).check({ force: true });
  await page.getByRole('button', { name: d.chooseRoleSubmit }).click();

  await expect(moduleCard(page, 1)).toBeVisible();
  await expect(moduleCard(page, 2)).toBeVisible();
  await expect(page.getByRole('radio', { name: d.roleNames.makler })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: messages.courses.listTitle })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the seeded no-role account is asked for its role', async ({ page, request }) => {
  await seedDashboard(page, request, 'norole@demo.test', 'Deutschland');
  await expect(page.getByRole('heading', { name: d.chooseRoleTitle })).toBeVisible();
  await expect(page.getByRole('radio', { name: d.roleNames.agent })).toBeVisible();
  await expect(page.getByRole('radio', { name: d.roleNames.makler })).toBeVisible();
});

test('switching the role saves it and shows the courses of the new role', async ({ page, request }) => {
  const account = await freshUser(request, 'Deutschland', 'agent');
  await signInFresh(page, request, account);
  const startLinks = page.getByRole('link', { name: messages.quiz.startQuiz });
  await expect(startLinks).toHaveCount(2);
  const agentHrefs = await startLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')));

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PUT',
  );
  await page.getByRole('radio', { name: d.roleNames.makler }).check({ force: true });
  expect((await saved).request().postDataJSON()).toEqual({ role: 'makler' });
  await expect(page.getByRole('radio', { name: d.roleNames.makler })).toBeChecked();
  await expect
    .poll(() => startLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    .not.toEqual(agentHrefs);
  await expect(startLinks).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The choice is the account's: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: d.roleNames.makler })).toBeChecked();
  await page.getByRole('radio', { name: d.roleNames.agent }).check({ force: true });
  await expect
    .poll(() => startLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    .toEqual(agentHrefs);
});

test('de: the hours banner and module cards lead to checkout and to the module quiz', async ({
  page,
  request,
}) => {
  await seedDashboard(page, request, 'de@demo.test', 'Deutschland');
  await expect(page.getByRole('heading', { level: 1, name: messages.nav.myCourses })).toBeVisible();
  const first = moduleCard(page, 1);
  await expect(first.getByText(d.coins(140), { exact: true })).toBeVisible();
  await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuetext', d.coinProgressValue(40));
  await expect(first.getByText(d.coinsToNextHour(60))).toBeVisible();
  await expect(moduleCard(page, 2).getByText(d.coins(110), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: messages.courses.listTitle })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: d.canRequestHours(2) }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await page.goBack();
  const href = await first.getByRole('link', { name: messages.quiz.startQuiz }).getAttribute('href');
  expect(href).toMatch(/^\/app\/courses\/\d+$/);
  await first.getByRole('link', { name: messages.quiz.startQuiz }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('at: one hour to request, module cards, no course list', async ({ page, request }) => {
  await seedDashboard(page, request, 'at@demo.test', 'Österreich');
  await expect(page.getByRole('heading', { level: 1, name: messages.nav.quiz })).toBeVisible();
  await expect(page.getByRole('link', { name: d.canRequestHours(1) })).toBeVisible();
  await expect(moduleCard(page, 1).getByText(d.coins(150), { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: d.roleNames.makler })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: messages.courses.listTitle })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('ch: questions remaining, start quiz, the coin bar and credits from 100 coins', async ({
  page,
  request,
}) => {
  await seedDashboard(page, request, 'ch@demo.test', 'Schweiz');
  await expect(page.getByText(/^Noch \d+ von \d+ Fragen offen$/)).toBeVisible();
  await expect(page.getByText(d.coinsCollected(180))).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', d.coinProgressValue(80));
  await expect(page.getByRole('link', { name: d.requestCredits })).toHaveAttribute('href', '/app/checkout');
  // The bar says what it counts, and the page what 180 coins buy with each association.
  await expect(page.getByRole('progressbar', { name: d.swissProgressLabel })).toBeVisible();
  await expect(page.getByText(d.swissProgressLabel, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: d.creditsTitle(180) })).toBeVisible();
  const credits = page.locator('.dash-swiss__credit');
  for (const [index, [name, count, rate]] of [
    ['Cicero', 1, 100],
    ['SFPO', 1, 100],
    ['SAV', 0, 200],
    ['SKPE', 0, 200],
  ].entries()) {
    await expect(credits.nth(index)).toContainText(
      `${name}${d.creditsCount(Number(count))} (${d.creditsRate(Number(rate))})`,
    );
  }
  if (process.env.QUIZ_SHOTS)
    await page.screenshot({
      path: `${process.env.QUIZ_SHOTS}/swiss-home-${page.viewportSize()!.width}.png`,
      fullPage: true,
    });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: messages.quiz.startQuiz }).click();
  await expect(page).toHaveURL(/\/app\/quiz$/);
});

test('ch: below 100 coins credits cannot be requested yet', async ({ page, request }) => {
  const account = await freshUser(request, 'Schweiz', 'agent');
  await signInFresh(page, request, account);
  await expect(page.getByRole('button', { name: d.requestCredits })).toBeDisabled();
  await expect(page.getByText(d.requestCreditsHint)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', d.coinProgressValue(0));
  await expectNoAxeViolations(page);
});

test('de: module coins rise without a reload when another window answers', async ({ page, request }) => {
  const account = await freshUser(request, 'Deutschland', 'agent');
  const { headers } = account;
  await signInFresh(page, request, account);
  const card = moduleCard(page, 1);
  await expect(card.getByText(d.coins(0), { exact: true })).toBeVisible();
  const courses = (await (await request.get('/api/users/me/courses', { headers })).json()) as {
    id: number;
    module: number;
  }[];
  const module1 = courses.find((c) => c.module === 1)!;
  await answerOneCorrectly(request, headers, `/api/users/me/courses/${module1.id}`);
  await expect(card.getByText(/^(1 Coin|2 Coins)$/)).toBeVisible();
});

test('ch: coins and questions remaining follow answers from another window', async ({ page, request }) => {
  const account = await freshUser(request, 'Schweiz', 'agent');
  const { headers } = account;
  await signInFresh(page, request, account);
  await expect(page.getByText(d.coinsCollected(0))).toBeVisible();
  const remaining = page.getByText(/^Noch \d+ von/);
  const before = await remaining.textContent();
  // A question in two categories stays open through its other one (the count is of questions, not
  // category memberships): answer until one in a single category is done.
  for (let i = 0; i < 10; i += 1) {
    if ((await answerOneCorrectly(request, headers, '/api/users/me')).categories.length === 1) break;
  }
  await expect(page.getByText(/^Du hast [1-9]\d* Coins? gesammelt\.$/)).toBeVisible();
  await expect(remaining).not.toHaveText(before!);
});

test.describe('the /app home: welcome screen on mobile, dashboard on desktop', () => {
  test('de: three tiles and the IDD text on mobile; the dashboard on desktop', async ({ page }) => {
    await signIn(page, 'de@demo.test', 'Deutschland');
    if (!isMobile(page)) {
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await page.goto('/app');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect(page.getByText(d.welcomeIdd)).toHaveCount(0);
      return;
    }
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByText(d.welcomeIdd)).toBeVisible();
    const tiles = page.getByRole('navigation', { name: d.welcomeTilesLabel }).getByRole('link');
    await expect(tiles).toHaveCount(3);
    await expect(page.getByRole('link', { name: d.tileQuiz })).toHaveAttribute('href', '/app/dashboard');
    await expect(page.getByRole('link', { name: d.tilePlatform })).toHaveAttribute('href', '/app/platform');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: d.tileNews }).click();
    await expect(page).toHaveURL(/\/app\/news-feed$/);
    await page.goBack();
    await page.getByRole('link', { name: d.tileQuiz }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('ch: the Cicero text on mobile; the dashboard on desktop', async ({ page }) => {
    await signIn(page, 'ch@demo.test', 'Schweiz');
    await expect(page).toHaveURL(appHome(page));
    if (!isMobile(page)) {
      await expect(page.getByText(d.welcomeCicero)).toHaveCount(0);
      return;
    }
    await expect(page.getByText(d.welcomeCicero)).toBeVisible();
    await expect(page.getByText(d.welcomeIdd)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
