import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Company, CompanyCourse } from '../../src/shared/api/entities';
import { messages } from '../../src/shared/messages.de';
import { FakeDesktopMain } from './fakeDesktopBridge';
import {
  ACCOUNT_PASSWORD,
  allowConsoleErrors,
  expect,
  expectNoAxeViolations,
  chooseCountry,
  isMobile,
  login,
  newAccount,
  openAs,
  test,
  type TestAccount,
  lineCount,
} from './fixtures';

/**
 * The company platform through the real server at both widths: access codes, starting and
 * passing a company course, the certificate mail with its PDF and the public check it links to, the
 * certificate-requested guard, a failed course, 'Quiz fortsetzen', delete, the course-load error and
 * the kiosk's course preset. Every test makes its own account.
 */
// A whole course is answered by clicking through it: on the shared 2-core machine that outlasts 30 s.
test.describe.configure({ timeout: 90_000 });

const m = messages.company;
const q = messages.quiz;
const SHOTS = process.env.PLATFORM_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({ path: join(SHOTS, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

async function api<T>(
  request: APIRequestContext,
  account: TestAccount,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const response = await request.fetch(path, {
    method,
    headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * What screenshots showed once: the header's margin on top of the page grid's gap (40 px above the
 * code card, twice the gap between the other blocks) and the welcome 10 px above its logo's middle.
 */
async function expectTidyHeader(page: Page, title: string) {
  const header = page.locator('.ui-page-header').filter({ hasText: title });
  // The page's first block (the header, or the welcome row holding logo and header) and the next one.
  const { gap, space } = await header.evaluate((node) => {
    const block = node.closest('.companies > *')!;
    const below =
      block.nextElementSibling!.getBoundingClientRect().top - block.getBoundingClientRect().bottom;
    const rowGap = node.ownerDocument.defaultView!.getComputedStyle(block.parentElement!).rowGap;
    return { gap: parseFloat(rowGap), space: below };
  });
  expect(space).toBeLessThanOrEqual(gap + 1);
  const logo = page.locator('.company-welcome__logo');
  if ((await logo.count()) === 0) return;
  const image = (await logo.boundingBox())!;
  const heading = (await page.getByRole('heading', { name: title }).boundingBox())!;
  if (heading.height > image.height) return; // two lines or more: taller than the logo
  expect(Math.abs(heading.y + heading.height / 2 - (image.y + image.height / 2))).toBeLessThanOrEqual(2);
}

/** A fresh verified account that redeemed DEMO-2026: the company and its short (5, pass mark 4) and long course. */
async function member(request: APIRequestContext) {
  const account = await newAccount(request, 'de', 'agent', 'platform');
  const { company_id } = await api<{ company_id: number }>(
    request,
    account,
    'POST',
    '/api/users/me/company-codes',
    {
      code: 'DEMO-2026',
    },
  );
  const [company] = await api<Company[]>(request, account, 'GET', '/api/users/me/companies');
  const [short, long] = company!.courses;
  expect(short!.question_count).toBe(5);
  return { account, companyId: company_id, short: short!, long: long! };
}

const companyUrl = (companyId: number) => `/app/platform/companies/${companyId}`;
const courseUrl = (companyId: number, courseId: number) => `${companyUrl(companyId)}/courses/${courseId}`;
const courseCard = (page: Page, course: CompanyCourse) =>
  page.locator('li.company-course').filter({ has: page.getByRole('heading', { name: course.name }) });
const quizCard = (page: Page) => page.locator('section.quiz-card');

/** Answers the open company question right or wrong by clicking, then 'Nächste Frage'. */
async function answer(page: Page, request: APIRequestContext, right: boolean, keyboard = false) {
  await expect(page.getByRole('button', { name: q.checkAnswer })).toBeVisible();
  const id = Number(await quizCard(page).getAttribute('data-question-id'));
  const { answers: correct } = (await (
    await request.get(`/api/dev/questions/${id}/correct-answers`)
  ).json()) as {
    answers: number[];
  };
  const shown = await page
    .locator('[data-answer-id]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-answer-id'))));
  const chosen = right ? correct[0]! : shown.find((a) => !correct.includes(a))!;
  if (keyboard) {
    await page.keyboard.press(String(shown.indexOf(chosen) + 1));
    await page.keyboard.press('Enter');
  } else {
    await page.locator(`label[data-answer-id="${chosen}"]`).click();
    await page.getByRole('button', { name: q.checkAnswer }).click();
  }
  await expect(quizCard(page).getByRole('status')).toContainText(right ? q.answerCorrect : q.answerWrong);
  await expect(quizCard(page).getByRole('status')).not.toContainText('Münze');
}

const next = (page: Page) => page.getByRole('button', { name: q.nextQuestion }).click();

test('access codes: empty, wrong, expired and used-up are refused on the field; a correct one opens the company', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'de', 'agent', 'platform');
  await openAs(page, account, '/app/platform');
  await expect(page.getByRole('heading', { name: m.codeTitle })).toBeVisible();
  await expect(page.getByText(m.noCompanies)).toBeVisible();
  const field = page.getByRole('textbox', { name: m.codeLabel });
  const submit = page.getByRole('button', { name: m.codeSubmit });

  await submit.click();
  await expect(field).toHaveAccessibleDescription(messages.validation.accessCodeRequired);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);
  for (const [code, error] of [
    ['GIBTS-NICHT', m.codeInvalid],
    ['ALT-2024', m.codeExpired],
    ['VOLL-2026', m.codeUsedUp],
  ] as const) {
    await field.fill(code);
    await submit.click();
    await expect(field).toHaveAccessibleDescription(error);
    await expect(page).toHaveURL(/\/app\/platform$/);
  }
  await shot(page, 'platform-code-error');
  await expectNoAxeViolations(page);
  await expectTidyHeader(page, m.codeTitle);

  await field.fill('demo-2026');
  await submit.click();
  await expect(page).toHaveURL(/\/app\/platform\/companies\/\d+$/);
  await expect(page.getByRole('heading', { name: m.welcome('Muster Versicherung AG') })).toBeVisible();
  await expect(page.getByRole('img', { name: m.logoAlt('Muster Versicherung AG') })).toBeVisible();
  await expect(page.getByText(m.noActiveQuizzes)).toBeVisible();
  await expect(page.getByRole('region', { name: m.moreQuizzes }).getByRole('listitem')).toHaveCount(2);
  await expectTidyHeader(page, m.welcome('Muster Versicherung AG'));
  // Once at 375 px: 'Quiz entfernen' alone above 'Quiz starten'. The main button never sits lower.
  for (const course of await page.locator('li.company-course').all()) {
    const start = (await course.getByRole('button', { name: m.startQuiz }).boundingBox())!;
    const remove = (await course
      .getByRole('button', { name: new RegExp(`^${m.deleteQuiz}`) })
      .boundingBox())!;
    expect(start.y).toBeLessThanOrEqual(remove.y + 1);
  }
  await shot(page, 'company-card');
  await expectNoAxeViolations(page);

  // The list on /app/platform now holds the company.
  await page.goto('/app/platform');
  await expect(page.getByRole('heading', { name: 'Muster Versicherung AG' })).toBeVisible();
  for (const score of await page.locator('.company-card__score').all()) {
    expect(await lineCount(score), (await score.textContent()) ?? undefined).toBe(1);
  }
  await shot(page, 'platform-list');
  await expectNoAxeViolations(page);
});

test('start a course, answer until passed, request the certificate; its mailed PDF links to a valid public check', async ({
  page,
  request,
  browser,
}) => {
  const { account, companyId, short, long } = await member(request);
  await openAs(page, account, companyUrl(companyId));
  const card = courseCard(page, short);
  await card.getByRole('button', { name: m.startQuiz }).click();
  await expect(page).toHaveURL(new RegExp(`${courseUrl(companyId, short.id)}$`));
  await expect(page.getByRole('heading', { name: short.name })).toBeVisible();
  await expect(page.getByText(m.score(0, 5))).toBeVisible();
  // A small button is still a 44 px target on a touch screen (it was 36 px once).
  const back = (await page.getByRole('link', { name: m.toCompany }).boundingBox())!;
  expect(back.height).toBeGreaterThanOrEqual(isMobile(page) ? 44 : 36);
  await shot(page, 'platform-quiz');
  await expectNoAxeViolations(page);

  // The keyboard of the module quiz: 1–4 choose, Enter checks.
  await answer(page, request, true, true);
  await expect(page.getByText(m.score(1, 5))).toBeVisible();
  await expectNoAxeViolations(page);
  for (let i = 0; i < 3; i += 1) {
    await next(page);
    await answer(page, request, true);
  }
  await expect(page.getByText(m.score(4, 5))).toBeVisible();
  // The deciding answer says so at once, with what comes next.
  await expect(quizCard(page).getByRole('status')).toContainText(m.resultPassedScore(4, 5));
  await expect(quizCard(page).getByRole('status')).toContainText(m.nextPassed);
  await next(page);
  await expect(page).toHaveURL(new RegExp(`${companyUrl(companyId)}$`));

  await expect(card.getByText(m.passed)).toBeVisible();
  await expect(card.getByText(m.score(4, 5))).toBeVisible();
  await shot(page, 'platform-passed');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: m.getCertificate }).click();
  await expect(page).toHaveURL(new RegExp(`${courseUrl(companyId, short.id)}/certificate-requested$`));
  await expect(page.getByText(m.certificateMailed)).toBeVisible();
  await shot(page, 'platform-certificate-requested');
  await expectNoAxeViolations(page);

  // The guard: another course's confirmation sends the user to /app/platform; this one's stays.
  await page.goto(`${courseUrl(companyId, long.id)}/certificate-requested`);
  await expect(page).toHaveURL(/\/app\/platform$/);
  await page.goto(`${courseUrl(companyId, short.id)}/certificate-requested`);
  await expect(page.getByText(m.certificateMailed)).toBeVisible();

  await page.goto(companyUrl(companyId));
  await expect(card.getByRole('button', { name: m.certificateRequested })).toBeDisabled();

  // The mail, its PDF and the verification URL printed under the QR code.
  const mails = (await (
    await request.get(`/api/dev/mails?to=${encodeURIComponent(account.email)}`)
  ).json()) as {
    subject: string;
    attachments: { filename: string; contentType: string; url: string }[];
  }[];
  const mail = mails.find((x) => x.subject === m.mailSubject(short.name));
  expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
  const pdf = await (await request.get(mail!.attachments[0]!.url)).body();
  const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
  writeFileSync(join(dir, 'certificate.pdf'), pdf);
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'certificate.pdf'), '-']).toString();
  expect(text).toContain('Erika Muster');
  expect(text).toContain('Muster Versicherung AG');
  expect(text).toContain('4 von 5 Fragen richtig (Bestehensgrenze: 4)');
  const url = /Echtheit prüfen: (\S+\/verify\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
  expect(url, text).toBeTruthy();

  // The public page, for someone who never signed in.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize()!, locale: 'de-DE' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(url!);
  await expect(visitor).toHaveURL(url!);
  await expect(visitor.getByRole('heading', { level: 1, name: m.verifyTitle })).toBeVisible();
  await expect(visitor.getByText(m.verifyValid)).toBeVisible();
  for (const fact of ['Erika Muster', short.name, 'Muster Versicherung AG']) {
    await expect(visitor.getByRole('definition').filter({ hasText: fact })).toBeVisible();
  }
  await expect(visitor.getByText(/\d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(visitor.getByText(account.email)).toHaveCount(0);
  await shot(visitor, 'platform-verify');
  await expectNoAxeViolations(visitor);
  await visitor.goto('/verify/AAAA-BBBB-CCCC');
  await expect(visitor.getByText(m.verifyNotFound)).toBeVisible();
  await visitorContext.close();
});

test("a failed course shows 'Nicht bestanden'; an unfinished one 'Quiz fortsetzen'; delete asks first", async ({
  page,
  request,
}) => {
  const { account, companyId, short, long } = await member(request);
  await api(request, account, 'POST', '/api/platform/invite', { course_id: short.id });
  await api(request, account, 'POST', '/api/platform/invite', { course_id: long.id });
  await openAs(page, account, companyUrl(companyId));
  const shortCard = courseCard(page, short);
  const longCard = courseCard(page, long);
  await expect(page.getByRole('region', { name: m.activeQuizzes }).getByRole('listitem')).toHaveCount(2);
  await shortCard.getByRole('link', { name: m.showQuestions }).click();

  await answer(page, request, false);
  await next(page);
  await answer(page, request, false);
  await next(page);
  await expect(page).toHaveURL(new RegExp(`${companyUrl(companyId)}$`));
  await expect(shortCard.getByRole('button', { name: m.failed })).toBeDisabled();
  await expect(shortCard.getByText(m.score(0, 5))).toBeVisible();

  await longCard.getByRole('link', { name: m.showQuestions }).click();
  await answer(page, request, true);
  await page.getByRole('link', { name: m.toCompany }).click();
  await expect(longCard.getByRole('link', { name: m.continueQuiz })).toBeVisible();
  await shot(page, 'platform-failed-continue');
  await expectNoAxeViolations(page);
  await longCard.getByRole('link', { name: m.continueQuiz }).click();
  await expect(page.getByText(m.score(1, 10))).toBeVisible();
  await page.getByRole('link', { name: m.toCompany }).click();

  await shortCard.getByRole('button', { name: `${m.deleteQuiz}: ${short.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: m.deleteTitle });
  await expect(dialog).toContainText(m.deleteText(short.name));
  await shot(page, 'platform-delete');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: m.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(shortCard).toBeVisible();
  await shortCard.getByRole('button', { name: `${m.deleteQuiz}: ${short.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: m.deleteConfirm }).click();
  await expect(shortCard).toHaveCount(0);
  await expect(longCard).toBeVisible();
});

test('the pass mark before the start, no score before the first answer, the result the moment it is decided', async ({
  page,
  request,
}) => {
  const { account, companyId, short } = await member(request);
  await openAs(page, account, companyUrl(companyId));
  const card = courseCard(page, short);
  // Before starting: how many questions, how many must be right, and a neutral state instead of '0 von 5'.
  await expect(card.getByText(m.passMark(4, 5))).toBeVisible();
  await expect(card.getByText(m.notStarted)).toBeVisible();
  await expect(card.getByText(m.score(0, 5))).toHaveCount(0);
  // 'Quiz entfernen' is the quiet action: no fill, lighter type, no taller than 'Quiz starten'.
  const remove = card.getByRole('button', { name: `${m.deleteQuiz}: ${short.name}` });
  const start = card.getByRole('button', { name: m.startQuiz });
  await expect(remove).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const weight = (locator: typeof remove) =>
    locator.evaluate((el) => Number(el.ownerDocument.defaultView!.getComputedStyle(el).fontWeight));
  expect(await weight(remove)).toBeLessThan(await weight(start));
  await shot(page, 'company-unstarted');
  await expectNoAxeViolations(page);

  await start.click();
  await expect(page).toHaveURL(new RegExp(`${courseUrl(companyId, short.id)}$`));
  await expect(page.getByText(m.passMark(4, 5))).toBeVisible();
  // Two wrong answers of five with four needed: failed, and said so right under the second verdict.
  await answer(page, request, false);
  await expect(page.locator('[data-company-outcome]')).toHaveCount(0);
  await next(page);
  await answer(page, request, false);
  const status = quizCard(page).getByRole('status');
  await expect(status).toContainText(m.resultFailed(0, 5, 4));
  await expect(status).toContainText(m.nextFailed);
  if (isMobile(page)) {
    // On a phone the result is scrolled into sight above the pinned 'Nächste Frage'.
    const outcome = (await page.locator('[data-company-outcome]').boundingBox())!;
    const bar = (await quizCard(page).locator('.quiz-card__actions').boundingBox())!;
    expect(outcome.y).toBeGreaterThanOrEqual(56);
    expect(outcome.y + outcome.height).toBeLessThanOrEqual(bar.y + 1);
  }
  await shot(page, 'company-quiz-failed');
  await expectNoAxeViolations(page);

  await next(page);
  await expect(page).toHaveURL(new RegExp(`${companyUrl(companyId)}$`));
  await expect(card.getByText(m.resultFailed(0, 5, 4))).toBeVisible();
  await expect(card.getByText(m.nextFailed)).toBeVisible();
  await expect(card.getByText(m.nextFailedMore)).toBeVisible();
  await shot(page, 'company-failed');
  await expectNoAxeViolations(page);
});

test('a course or company that does not load sends the user to /app/platform', async ({ page, request }) => {
  const { account, companyId } = await member(request);
  await openAs(page, account, courseUrl(companyId, 999_999));
  await expect(page).toHaveURL(/\/app\/platform$/);
  await expect(page.getByRole('heading', { name: m.codeTitle })).toBeVisible();
  await page.goto(companyUrl(999_999));
  await expect(page).toHaveURL(/\/app\/platform$/);
  // A course server failure (500) is a load error too; the browser logs the 500 this test provokes.
  allowConsoleErrors(page, /^console: Failed to load resource: the server responded with a status of 500/);
  await page.route('**/api/users/me/companies/*/courses', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto(companyUrl(companyId));
  await expect(page).toHaveURL(/\/app\/platform$/);
  await expectNoAxeViolations(page);
});

test("the kiosk's course preset lands a participant on that company course", async ({
  page,
  request,
  baseURL,
}) => {
  const { account, companyId, short } = await member(request);
  await api(request, account, 'POST', '/api/platform/invite', { course_id: short.id });
  const main = new FakeDesktopMain(page, {
    origin: baseURL!,
    kiosk: { idleLogoutSeconds: 300, accessCode: null, coursePreset: courseUrl(companyId, short.id) },
  });
  await main.install();
  await page.goto('/country-select');
  await chooseCountry(page, 'Deutschland');
  await login(page, account.email, ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${courseUrl(companyId, short.id)}$`));
  await expect(page.getByRole('heading', { name: short.name })).toBeVisible();
  await expect(page.getByRole('button', { name: q.checkAnswer })).toBeVisible();
  await expectNoAxeViolations(page);
});
