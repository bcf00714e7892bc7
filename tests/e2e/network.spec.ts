import type { Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import {
  chooseCountry,
  emailField,
  expect,
  expectNoAxeViolations,
  isMobile,
  login,
  mailsTo,
  newAccount,
  passwordField,
  test,
  uniqueEmail,
} from './fixtures';

/** The probe runs every 5 s, so after a restore everything resumes within one interval. */
const PROBE_INTERVAL_MS = 5_000;

const offlineModal = (page: Page) =>
  page.getByRole('alertdialog', { name: messages.network.noInternetTitle });

/**
 * For a test whose subject is what happens once the network is back, not how long the probe takes to
 * notice (the first test waits for it): the page's clock runs as usual, but `probeNow` lets it jump to the
 * probe's next tick instead of waiting up to PROBE_INTERVAL_MS for it.
 */
async function jumpableClock(page: Page): Promise<{ probeNow: () => Promise<void> }> {
  await page.clock.install();
  return { probeNow: () => page.clock.fastForward(PROBE_INTERVAL_MS) };
}

test('network cut during a login submit: the modal shows, the login completes after the restore', async ({
  page,
  net,
}) => {
  await page.goto(`${net.origin}/country-select`);
  await chooseCountry(page, 'Deutschland');
  await emailField(page).fill('de@demo.test');
  await passwordField(page).fill('demo12345');
  net.cutOnRequest(/^POST \/api\/users\/token /);
  await page.getByRole('button', { name: messages.auth.loginSubmit }).click();
  await expect(offlineModal(page)).toBeVisible({ timeout: 1_000 });
  await expect(offlineModal(page)).toContainText(messages.network.noInternetText);
  await expectNoAxeViolations(page);

  const restoredAt = Date.now();
  net.restore();
  await expect(offlineModal(page)).toHaveCount(0, { timeout: PROBE_INTERVAL_MS + 1_000 });
  await expect(page).toHaveURL(/\/app/, { timeout: PROBE_INTERVAL_MS + 1_000 });
  expect(Date.now() - restoredAt).toBeLessThan(PROBE_INTERVAL_MS + 1_500);
});

test('network cut during page load: the app starts once the network is back', async ({ page, net }) => {
  const clock = await jumpableClock(page);
  net.cutOnRequest(/^GET \/api\/app\/init/);
  await page.goto(`${net.origin}/country-select`);
  await expect(offlineModal(page)).toBeVisible({ timeout: 1_000 });
  net.restore();
  await clock.probeNow();
  await expect(page.getByRole('radio', { name: 'Deutschland', exact: true })).toBeAttached({
    timeout: PROBE_INTERVAL_MS + 2_000,
  });
  await expect(offlineModal(page)).toHaveCount(0);
});

test('a signup whose response is lost is replayed safely: one account, no error', async ({
  page,
  net,
  request,
}) => {
  await page.goto(`${net.origin}/country-select`);
  await chooseCountry(page, 'Österreich');
  await page.goto(`${net.origin}/signup`);
  const email = uniqueEmail('lost');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(messages.auth.firstNameLabel).fill('Lena');
  await field(messages.auth.lastNameLabel).fill('Verloren');
  await field(messages.auth.emailLabel).fill(email);
  await field(messages.auth.passwordLabel).fill('sicheres-passwort');
  await page.getByRole('checkbox').check({ force: true });

  const lost = net.loseNextResponse(/^POST \/api\/users\/register /);
  await page.getByRole('button', { name: messages.auth.signupSubmit }).click();
  await lost;
  // The request reached the server (the account exists), the browser saw no answer: it retries with
  // the same Idempotency-Key and gets the stored reply instead of 'e-mail already taken'.
  await expect(page).toHaveURL(/\/verify-email$/, { timeout: PROBE_INTERVAL_MS + 2_000 });
  await expect(page.getByText(messages.serverErrors.emailTaken)).toHaveCount(0);
  expect(net.count(/^POST \/api\/users\/register /)).toBe(2);
  expect(await mailsTo(request, email)).toHaveLength(1);
});

test('a login after a cut and restore works without reloading the page', async ({ page, net }) => {
  const clock = await jumpableClock(page);
  await page.goto(`${net.origin}/country-select`);
  await chooseCountry(page, 'Schweiz');
  net.cut();
  await login(page, 'ch@demo.test');
  await expect(offlineModal(page)).toBeVisible({ timeout: 1_000 });
  net.restore();
  await clock.probeNow();
  await expect(page).toHaveURL(/\/app/, { timeout: PROBE_INTERVAL_MS + 2_000 });
});

test('network cut while a page chunk loads: the page appears once the network is back', async ({
  page,
  net,
}) => {
  const clock = await jumpableClock(page);
  await page.goto(`${net.origin}/country-select`);
  await chooseCountry(page, 'Deutschland');
  // The app shell's chunk is first requested after the login; the network drops right then.
  net.cutOnRequest(/^GET \/assets\/AppShell-/);
  await login(page, 'de@demo.test');
  await expect(offlineModal(page)).toBeVisible({ timeout: 1_000 });
  net.restore();
  await clock.probeNow();
  const shell = isMobile(page)
    ? page.getByRole('button', { name: messages.nav.openMenu })
    : page.getByRole('navigation', { name: messages.nav.mainNavigation });
  await expect(shell).toBeVisible({ timeout: PROBE_INTERVAL_MS + 3_000 });
  await expect(offlineModal(page)).toHaveCount(0);
});

test('cuts and lost responses during quiz answers: coins equal exactly the correct answers', async ({
  page,
  net,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await newAccount(request, 'ch', 'agent', 'net');
  const store = (key: string, value: string) => `localStorage.setItem('${key}', ${JSON.stringify(value)});`;
  await page.addInitScript(store('token', account.token) + store('country', 'ch'));
  const clock = await jumpableClock(page);
  await page.goto(`${net.origin}/app/quiz`);

  const guess = /^POST \/api\/users\/me\/question\/guess /;
  const card = page.locator('section.quiz-card');
  const userCoins = async () =>
    ((await (await request.get('/api/users/me', { headers: account.headers })).json()) as { coins: number })
      .coins;
  let expected = 0;
  let guessesSent = 0;
  for (let i = 0; i < 9; i++) {
    await expect(page.getByRole('button', { name: messages.quiz.checkAnswer })).toBeVisible();
    const id = Number(await card.getAttribute('data-question-id'));
    const { answers: correct } = (await (
      await request.get(`/api/dev/questions/${id}/correct-answers`)
    ).json()) as { answers: number[] };
    const shown = await page
      .locator('[data-answer-id]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-answer-id'))));
    const right = i % 4 !== 3;
    const chosen = right ? correct[0]! : shown.find((answer) => !correct.includes(answer))!;
    const coins = (await card.getByText(messages.quiz.expertQuestion).count()) ? 2 : 1;
    await page.locator(`label[data-answer-id="${chosen}"]`).click();

    // Every third answer the network drops as the guess leaves; every third the guess reaches the
    // server but its response is lost; the rest go through.
    const mode = i % 3;
    const lost = mode === 2 ? net.loseNextResponse(guess) : null;
    if (mode === 1) net.cutOnRequest(guess);
    await page.getByRole('button', { name: messages.quiz.checkAnswer }).click();
    if (mode === 1) {
      await expect(offlineModal(page)).toBeVisible({ timeout: 1_000 });
      net.restore();
      await clock.probeNow();
    }
    const result = card
      .getByRole('status')
      .filter({ hasText: right ? messages.quiz.answerCorrect : messages.quiz.answerWrong });
    if (lost) {
      await lost;
      // The browser itself may send the guess again at once (the connection reset was one it reused);
      // otherwise the app holds it until the probe answers, and the probe's next tick comes now.
      await expect(offlineModal(page).or(result)).toBeVisible({ timeout: PROBE_INTERVAL_MS + 2_000 });
      if (await offlineModal(page).isVisible()) await clock.probeNow();
    }
    guessesSent += mode === 0 ? 1 : 2;
    await expect(card.getByRole('status')).toContainText(
      right ? messages.quiz.answerCorrect : messages.quiz.answerWrong,
      { timeout: PROBE_INTERVAL_MS + 2_000 },
    );
    await expect(offlineModal(page)).toHaveCount(0);
    if (right) expected += coins;
    expect(await userCoins()).toBe(expected);
    await page.getByRole('button', { name: messages.quiz.nextQuestion }).click();
  }
  // Each cut or lost guess went out twice (the second time with the same Idempotency-Key).
  expect(net.count(guess)).toBe(guessesSent);
  expect(await userCoins()).toBe(expected);
});
