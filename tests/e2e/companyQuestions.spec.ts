import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { companyConsoleMessages as cm } from '../../src/shared/messages/companyConsole';
import { messages } from '../../src/shared/messages.de';
import { openDesk } from './adminSession';
import { expect, expectNoAxeViolations, newAccount, openAs, test } from './fixtures';

/**
 * A company's own questions through the real server at desk widths (docs/product-rules.md#company-console):
 * the seeded company admin writes a question and submits it, the company's second admin approves it (the
 * author cannot), it goes into a new course picked from the company's own questions, and a participant who
 * starts the course is asked it. Axe on every page.
 */
// Two admins and a participant with axe on nine pages: more than 60 s on the shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const AUTHOR = 'firma@demo.test';
const APPROVER = 'firma-pruefung@demo.test';
const a = messages.adminRealm;
const m = messages.company;

/** Screenshots of the pages for a look at both widths, only with ADMIN_SHOTS=1. */
async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  if (process.env.ADMIN_SHOTS !== '1') return;
  mkdirSync('/work/shots', { recursive: true });
  await page.screenshot({ path: `/work/shots/ownq-${name}-${info.project.name}.png`, fullPage: true });
}

test('one company admin writes a question, the second approves it, a course asks it of a participant', async ({
  page,
  request,
}, info) => {
  const run = `${info.project.name}-${Date.now().toString(36)}`;
  const text = `Wie lange hat das Team für die Rückmeldung an Kunden Zeit (${run})?`;
  const courseName = `Eigene Fragen ${run}`;

  // The author writes the question with the bank's editor (no key: the server gives it).
  await openDesk(page, request, AUTHOR, '/admin/firma/fragen');
  const nav = page.getByRole('navigation', { name: a.navLabel });
  await expect(page.getByRole('heading', { level: 1, name: cm.ownTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: cm.ownNew }).click();
  await expect(page.getByRole('heading', { level: 1, name: cm.ownNewTitle })).toBeVisible();
  await expect(page.getByRole('textbox', { name: a.editorKey })).toHaveCount(0);
  await page.getByRole('textbox', { name: a.editorText }).fill(text);
  const answers = ['Zwei Wochen', 'Einen Tag', 'Ein Jahr', 'Keine Frist'];
  for (const [i, answer] of answers.entries())
    await page.getByRole('textbox', { name: a.editorAnswer(i + 1), exact: true }).fill(answer);
  await page.getByText('(de-vvg)').click();
  await page
    .getByRole('textbox', { name: a.editorExplanation })
    .fill('Die interne Richtlinie setzt zwei Wochen für jede Rückmeldung an Kunden, gerechnet ab Eingang.');
  await page.getByRole('textbox', { name: a.editorSource }).fill('Interne Richtlinie 4.2');
  await page.getByRole('textbox', { name: a.editorValidAsOf }).fill('01.01.2026');
  await shot(page, info, 'editor');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: a.editorSave }).click();
  await expect(page.getByText(cm.ownSaved)).toBeVisible();
  await expect(page.getByTestId('question-text')).toHaveText(text);
  await page.getByRole('button', { name: cm.ownSubmit }).click();
  await expect(page.getByText(cm.ownDone.submit)).toBeVisible();
  // The author may not approve.
  await expect(page.getByRole('button', { name: cm.ownApprove })).toBeDisabled();
  await expect(page.getByTestId('own-approve-own')).toHaveText(cm.ownApproveOwn);
  await shot(page, info, 'review');
  await expectNoAxeViolations(page);
  const questionPath = new URL(page.url()).pathname;

  // The company's second admin approves.
  await openDesk(page, request, APPROVER, questionPath);
  await expect(page.getByTestId('question-text')).toHaveText(text);
  await page.getByRole('button', { name: cm.ownApprove }).click();
  await expect(page.getByText(cm.ownDone.approve)).toBeVisible();
  await expectNoAxeViolations(page);
  await nav.getByRole('link', { name: cm.navOwnQuestions }).click();
  const row = page.getByTestId('own-question-row').filter({ hasText: text });
  await expect(row.getByTestId('own-question-state')).toHaveText(a.stateNames.live);
  await shot(page, info, 'list');
  await expectNoAxeViolations(page);

  // A course with it, picked from the company's own questions, published.
  await nav.getByRole('link', { name: cm.navCourses }).click();
  await page.getByRole('link', { name: cm.newCourse }).click();
  await page.getByRole('textbox', { name: cm.fieldName }).fill(courseName);
  await page.getByRole('textbox', { name: cm.fieldPassMark }).fill('1');
  await page.getByRole('radio', { name: cm.modePick }).check({ force: true });
  await page.getByRole('button', { name: new RegExp(cm.searchSource) }).click();
  await page.getByRole('option', { name: cm.sourceOwn }).click();
  await page.getByRole('textbox', { name: cm.searchText }).fill(run);
  await page.getByRole('button', { name: cm.search }).click();
  const found = page.getByTestId('console-question').filter({ hasText: text });
  await expect(found).toHaveCount(1);
  await shot(page, info, 'picker');
  await expectNoAxeViolations(page);
  await found.getByRole('button', { name: cm.add }).click();
  await expect(page.getByTestId('console-picked-count')).toHaveText(cm.picked(1));
  await page.getByRole('button', { name: cm.save, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await page.getByRole('button', { name: cm.publish }).click();
  await expect(page.getByTestId('console-course-state')).toHaveText(cm.stateNames.published);
  await expect(page.getByTestId('console-question')).toContainText(text);
  await expectNoAxeViolations(page);

  // A participant of the company starts the course and is asked the question.
  const learner = await newAccount(request, 'de', 'agent', 'ownq');
  await openAs(page, learner, '/app/platform?code=DEMO-2026');
  await page.getByRole('button', { name: m.codeSubmit }).click();
  await expect(page.getByRole('heading', { name: m.welcome('Muster Versicherung AG') })).toBeVisible();
  const card = page
    .locator('li.company-course')
    .filter({ has: page.getByRole('heading', { name: courseName }) });
  await card.getByRole('button', { name: m.startQuiz }).click();
  await expect(page.getByRole('heading', { name: courseName })).toBeVisible();
  await expect(page.locator('section.quiz-card')).toContainText(text);
  await shot(page, info, 'participant');
  await expectNoAxeViolations(page);
});
