import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { companyConsoleMessages as cm } from '../../src/shared/messages/companyConsole';
import { companyDeskMessages as dm } from '../../src/shared/messages/companyDesk';
import { companyResultsMessages as rm } from '../../src/shared/messages/companyResults';
import { messages } from '../../src/shared/messages.de';
import { adminToken, bearer, openDesk } from './adminSession';
import { callAs, expect, expectNoAxeViolations, newAccount, openAs, test } from './fixtures';

/**
 * One company's course from its making to its results, through the real web build and server at 1280 and
 * 1024 px, axe on every page (docs/product-rules.md#company-console): the company admin makes and publishes a
 * course and an access code; a new learner, in a browser of their own at phone width, redeems the code and
 * answers the course's two questions to a pass while the admin's participants page shows it live; the CSV
 * export holds the learner's row. An operator opens the company's console from the companies desk and finds
 * a participant who passed, the same row the company admin sees (a test of its own: its learner passes the
 * seeded course through the API). A company admin never reaches another company's console.
 */
test.describe.configure({ timeout: 120_000 });

const FIRMA = 'firma@demo.test';
const OPERATOR = 'admin@demo.test';
const COMPANY = 'Muster Versicherung AG';
const m = messages.company;
const q = messages.quiz;

async function companyIds(request: APIRequestContext): Promise<{ own: number; other: number }> {
  const headers = bearer(await adminToken(request, OPERATOR));
  const list = (await (await request.get('/api/admin/companies', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const own = list.data.find((c) => c.name === COMPANY)!.id;
  return { own, other: list.data.find((c) => c.id !== own)?.id ?? own + 1 };
}

/** The seeded course of the company, which the operator's test has a learner pass through the API. */
const SEEDED_COURSE = 'Grundlagen Versicherungsvertragsrecht';

/** A new learner who redeemed the company's code and passed `course` (4 of its 5 questions right). */
async function passedParticipant(request: APIRequestContext, company: number, course: number) {
  const account = await newAccount(request, 'de', 'agent', 'flow-op');
  await callAs(request, account, '/api/users/me/company-codes', { code: 'DEMO-2026' });
  await callAs(request, account, '/api/platform/invite', { course_id: course });
  const base = `/api/users/me/companies/${company}/courses/${course}/question`;
  for (let i = 0; i < 4; i++) {
    const { id } = (await callAs(request, account, base)) as { id: number };
    const { answers } = (await (await request.get(`/api/dev/questions/${id}/correct-answers`)).json()) as {
      answers: number[];
    };
    await callAs(request, account, `${base}/guess`, { answers, question_id: id });
  }
  return account;
}

/** With FLOW_SHOTS=<folder>, a full-page screenshot of the operator's console pages there, to look at. */
async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const folder = process.env.FLOW_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
  info.annotations.push({ type: 'shot', description: name });
}

/** Answers the open company question right by clicking, as a learner does. */
async function answerRight(page: Page, request: APIRequestContext) {
  await expect(page.getByRole('button', { name: q.checkAnswer })).toBeVisible();
  const id = Number(await page.locator('section.quiz-card').getAttribute('data-question-id'));
  const { answers } = (await (await request.get(`/api/dev/questions/${id}/correct-answers`)).json()) as {
    answers: number[];
  };
  await page.locator(`label[data-answer-id="${answers[0]}"]`).click();
  await page.getByRole('button', { name: q.checkAnswer }).click();
  await expect(page.locator('section.quiz-card').getByRole('status')).toContainText(q.answerCorrect);
}

test("a company admin is led from any company's console to their own company", async ({ page, request }) => {
  const ids = await companyIds(request);
  await openDesk(page, request, FIRMA, `/admin/companies/${ids.other}/konsole/kurse`);
  await expect(page).toHaveURL(/\/admin\/firma$/);
  await expect(page.getByTestId('console-frame')).toHaveCount(0);
  await openDesk(page, request, FIRMA, `/admin/companies/${ids.own}/konsole`);
  await expect(page).toHaveURL(/\/admin\/firma$/);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
});

test("a company admin makes a course and a code; a learner passes it; the admin's page and CSV show the result", async ({
  page,
  request,
  browser,
}, info) => {
  const run = `${info.project.name}-${Date.now().toString(36)}`;
  const courseName = `Ablauf ${run}`;
  await openDesk(page, request, FIRMA, '/admin/firma');
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();

  // The course: two questions drawn from two categories, both needed to pass; published.
  const nav = page.getByRole('navigation', { name: messages.adminRealm.navLabel });
  await nav.getByRole('link', { name: cm.navCourses }).click();
  await page.getByRole('link', { name: cm.newCourse }).click();
  await page.getByRole('textbox', { name: cm.fieldName }).fill(courseName);
  await page.getByRole('textbox', { name: cm.fieldPassMark }).fill('2');
  await page.locator('.console-categories label').nth(0).click();
  await page.locator('.console-categories label').nth(1).click();
  await page.getByRole('textbox', { name: cm.fieldCount }).fill('2');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: cm.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await page.getByRole('button', { name: cm.publish }).click();
  await expect(page.getByTestId('console-course-state')).toHaveText(cm.stateNames.published);
  await expectNoAxeViolations(page);
  const coursePath = new URL(page.url()).pathname;

  // The access code.
  await nav.getByRole('link', { name: cm.navCodes }).click();
  await page.getByRole('textbox', { name: cm.fieldMaxUses }).fill('1');
  await page.getByRole('button', { name: cm.create }).click();
  await expect(page.getByText(cm.created(1))).toBeVisible();
  const code = (await page.getByTestId('console-code').first().textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expectNoAxeViolations(page);

  // The participants page waits, live, before anyone started.
  await page.goto(`${coursePath}/teilnehmende`);
  await expect(page.getByRole('heading', { level: 1, name: rm.title(courseName) })).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expectNoAxeViolations(page);

  // A new learner at phone width redeems the code and answers both questions right.
  const learner = await newAccount(request, 'de', 'agent', 'flow');
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await phone.newPage();
  await openAs(app, learner, '/app/platform');
  await app.getByRole('textbox', { name: m.codeLabel }).fill(code);
  await app.getByRole('button', { name: m.codeSubmit }).click();
  await expect(app.getByRole('heading', { name: m.welcome(COMPANY) })).toBeVisible();
  const card = app
    .locator('li.company-course')
    .filter({ has: app.getByRole('heading', { name: courseName }) });
  await expectNoAxeViolations(app);
  await card.getByRole('button', { name: m.startQuiz }).click();
  await expect(app.getByRole('heading', { name: courseName })).toBeVisible();
  await expectNoAxeViolations(app);
  await answerRight(app, request);
  await app.getByRole('button', { name: q.nextQuestion }).click();
  await answerRight(app, request);
  await expect(app.locator('section.quiz-card').getByRole('status')).toContainText(m.resultPassedScore(2, 2));
  await phone.close();

  // The admin's page shows the participant as passed without a reload; the CSV holds their row.
  const row = page.locator(`[data-testid="participant-row"][data-email="${learner.email}"]`);
  await expect(row.getByTestId('participant-result')).toHaveText(rm.results.passed);
  await expect(row.getByTestId('participant-answered')).toHaveText(rm.answered(2, 2));
  await expectNoAxeViolations(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: rm.exportCsv }).click(),
  ]);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(rm.columns.join(';'));
  const line = lines.find((l) => l.includes(learner.email))!.split(';');
  expect([line[0], line[2]]).toEqual(['Erika Muster', courseName]);
  expect(line.slice(5, 9)).toEqual(['2', '2', '2', rm.results.passed]);
});

test("an operator opens a company's console from the companies desk and finds a participant who passed", async ({
  page: operator,
  request,
}, info) => {
  const ids = await companyIds(request);
  const headers = bearer(await adminToken(request, OPERATOR));
  const shown = (await (await request.get(`/api/admin/companies/${ids.own}`, { headers })).json()) as {
    course_list: { id: number; name: string }[];
  };
  const courseName = SEEDED_COURSE;
  const learner = await passedParticipant(
    request,
    ids.own,
    shown.course_list.find((c) => c.name === courseName)!.id,
  );

  await openDesk(operator, request, OPERATOR, '/admin/companies');
  await operator.getByRole('link', { name: dm.open(COMPANY) }).click();
  await operator.getByRole('link', { name: dm.openConsole }).click();
  await expect(operator).toHaveURL(new RegExp(`/admin/companies/${ids.own}/konsole$`));
  await expect(operator.getByTestId('console-company')).toHaveText(cm.consoleOf(COMPANY));
  await expect(operator.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expectNoAxeViolations(operator);
  await shot(operator, info, 'console-home');
  const consoleNav = operator.getByRole('navigation', { name: cm.consoleNav });
  await consoleNav.getByRole('link', { name: cm.navCourses }).click();
  await expectNoAxeViolations(operator);
  await operator.getByRole('link', { name: cm.open(courseName) }).click();
  await expect(operator.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expectNoAxeViolations(operator);
  await operator.getByRole('link', { name: cm.participants }).click();
  await expect(operator).toHaveURL(
    new RegExp(`/admin/companies/${ids.own}/konsole/kurse/\\d+/teilnehmende$`),
  );
  const seen = operator.locator(`[data-testid="participant-row"][data-email="${learner.email}"]`);
  await expect(seen.getByTestId('participant-result')).toHaveText(rm.results.passed);
  await expect(operator.getByTestId('console-company')).toHaveText(cm.consoleOf(COMPANY));
  await expectNoAxeViolations(operator);
  await shot(operator, info, 'console-participants');
});
