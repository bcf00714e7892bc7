import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { adminToken, bearer, openDesk } from './adminSession';
import type { BankQuestion } from '../../src/shared/api/questionBank';
import { messages } from '../../src/shared/messages.de';
import { seedCategories } from '../../server/src/seed/categories';
import { toMoodleXml } from '../../server/src/seed/questions/moodle';
import { expect, expectNoAxeViolations, mailsTo, newAccount, openSignedIn, test } from './fixtures';

/**
 * The editorial desk and the reports in the back office (/admin/questions, /admin/reports) through the real
 * web build and server, at 1280 and 1024 px (the admin projects), axe on every page. The editors sign in
 * through the API once per worker (a TOTP step is accepted once per account) and their tokens reach the tab
 * as the realm keeps them; the learners' side is set up through the API too.
 */

const a = messages.adminRealm;
const r = messages.reports;
/** Swiss categories of the seed (server/src/seed/categories.ts). */
const CH_AUFSICHT = 302;
const CH_SOZIALVERSICHERUNG = 303;
const CH_PERSONEN = 304;
const CH_SACH = 305;

// One worker per project runs the file in order, so each account signs in once per project.
test.describe.configure({ mode: 'default' });

const is1024 = (info: TestInfo) => info.project.name === 'admin-1024';
/** The author and the second editor: swapped between the projects, so they never work on one draft. */
const editorsOf = (info: TestInfo) =>
  is1024(info)
    ? { author: 'pruefung@demo.test', approver: 'redaktion@demo.test' }
    : { author: 'redaktion@demo.test', approver: 'pruefung@demo.test' };

const SHOTS = '/work/shots';
async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  if (process.env.ADMIN_SHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/desk-${name}-${is1024(info) ? 1024 : 1280}.png`, fullPage: true });
}

/**
 * A Swiss learner whose quiz has exactly one question left: the one it is served now. Only the category's
 * two-coin questions (about 50), so the server answers the rest within a few seconds.
 */
async function learnerWithOneQuestion(request: APIRequestContext, info: TestInfo) {
  const learner = await newAccount(request, 'ch', 'agent', 'desk');
  // A Swiss category of the seed that no other spec empties (quiz.spec runs the first one out): one per project.
  const topic = is1024(info) ? CH_PERSONEN : CH_SACH;
  const put = await request.put('/api/users/me', {
    headers: learner.headers,
    data: { selected_categories: [topic], selected_difficulties: [2] },
  });
  expect(put.ok()).toBe(true);
  const answered = await request.post('/api/dev/answer-questions', {
    data: { email: learner.email, leave: 1 },
  });
  expect(((await answered.json()) as { remaining: number }).remaining).toBe(1);
  const served = await request.get('/api/users/me/question', { headers: learner.headers });
  expect(served.ok()).toBe(true);
  const question = (await served.json()) as { id: number; text: string };
  return { learner, question };
}

test('an edit of a live question becomes a new version; a second editor approves it and learners get it', async ({
  page,
  request,
}, info) => {
  // Three accounts, four pages checked with axe: 20 s on an idle machine, 37–46 s at a load of 15 on two
  // cores, so more than the default 30 s.
  test.setTimeout(60_000);
  const { author, approver } = editorsOf(info);
  const { learner, question } = await learnerWithOneQuestion(request, info);

  // The author opens the live question from the list and edits it: a new version, a draft.
  await openDesk(page, request, author, '/admin/questions');
  await expect(page.getByRole('heading', { level: 1, name: a.questionsTitle })).toBeVisible();
  await expect(page.getByTestId('desk-row').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, info, 'list');
  await page.goto(`/admin/questions/${question.id}`);
  await expect(page.getByTestId('question-text')).toHaveText(question.text);
  await expect(page.getByText(a.questionStateLine(a.stateNames.live, 1))).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, info, 'question-live');
  await page.getByRole('link', { name: a.actionEditLive }).click();
  await expect(page.getByText(a.editorLiveNote)).toBeVisible();
  const newText = `Was gilt nach der Überarbeitung ${Date.now().toString(36)}?`;
  await page.getByRole('textbox', { name: a.editorText }).fill(newText);
  await expectNoAxeViolations(page);
  await shot(page, info, 'editor');
  await page.getByRole('button', { name: a.editorSave }).click();
  await expect(page.getByText(a.questionStateLine(a.stateNames.draft, 2))).toBeVisible();
  await expect(page.getByTestId('question-text')).toHaveText(newText);
  const draftId = Number(/\/admin\/questions\/(\d+)$/.exec(page.url())?.[1]);
  expect(draftId).not.toBe(question.id);
  await page.getByRole('button', { name: a.actionSubmit }).click();
  await expect(page.getByText(a.actionDone.submit)).toBeVisible();
  // Four eyes: the author cannot approve, and the page says why.
  await expect(page.getByRole('button', { name: a.actionApprove })).toBeDisabled();
  await expect(page.getByText(a.approveOwn)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, info, 'question-own-review');

  // The second editor approves; the version before becomes 'superseded'.
  await openDesk(page, request, approver, `/admin/questions/${draftId}`);
  await expect(page.getByText(a.questionStateLine(a.stateNames.in_review, 2))).toBeVisible();
  await page.getByRole('button', { name: a.actionApprove }).click();
  await expect(page.getByText(a.actionDone.approve)).toBeVisible();
  await expect(page.getByText(a.questionStateLine(a.stateNames.live, 2))).toBeVisible();
  const history = page.getByRole('table', { name: a.historyCaption });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(2)).toContainText(a.stateNames.superseded);
  await expect(history.getByRole('row').nth(1)).toContainText(approver);
  await shot(page, info, 'question-approved');

  // The learner is served the new version's text.
  await openSignedIn(page, request, learner, '/app/quiz');
  const card = page.locator('section.quiz-card');
  await expect(card).toContainText(newText);
  await expect(card).toHaveAttribute('data-question-id', String(draftId));

  // The audit log holds the edit, the submission and the approval of the new version (its page and filters
  // are admin.spec's).
  const audit = await request.get(`/api/admin/audit?entity=question&entity_id=${draftId}`, {
    headers: bearer(await adminToken(request, 'admin@demo.test')),
  });
  const entries = ((await audit.json()) as { data: { action: string; actor: { email: string } | null }[] })
    .data;
  expect(entries.map((e) => [e.action, e.actor?.email]).reverse()).toEqual([
    ['question.edit', author],
    ['question.submit', author],
    ['question.approve', approver],
  ]);
});

test("a learner's report is accepted in 'Meldungen' with a reply, and the learner's mail arrives", async ({
  page,
  request,
}, info) => {
  const { author } = editorsOf(info);
  const learner = await newAccount(request, 'ch', 'agent', 'desk-report');
  const topic = is1024(info) ? CH_SOZIALVERSICHERUNG : CH_AUFSICHT;
  await request.put('/api/users/me', {
    headers: learner.headers,
    data: { selected_categories: [topic], selected_difficulties: [1, 2] },
  });
  const question = (await (
    await request.get('/api/users/me/question', { headers: learner.headers })
  ).json()) as { id: number; text: string; answers: { id: number }[] };
  const guess = await request.post('/api/users/me/question/guess', {
    headers: { ...learner.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { answers: [question.answers[0]!.id], question_id: question.id },
  });
  expect(guess.ok(), await guess.text()).toBe(true);
  const text = `Die Antwort <b>stimmt</b> nicht mehr ${Date.now().toString(36)}.`;
  const reported = await request.post('/api/question-reports', {
    headers: { ...learner.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { question_id: question.id, reason: 'source-outdated', text },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  const reportId = ((await reported.json()) as { id: number }).id;

  await openDesk(page, request, author, '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: a.reportsTitle })).toBeVisible();
  const report = page.getByTestId('report').filter({ hasText: text });
  await expect(report).toBeVisible();
  // Shown as text: the markup the learner typed is not markup.
  await expect(report.locator('b')).toHaveCount(0);
  const card = page.locator('section.admin-reported').filter({ has: report });
  await expect(card.getByTestId('reported-text')).toHaveText(question.text);
  await expect(card.getByRole('link', { name: a.reportsOpenQuestion })).toHaveAttribute(
    'href',
    `/admin/questions/${question.id}`,
  );
  await expectNoAxeViolations(page);
  await shot(page, info, 'reports');

  // The reply is required.
  await report.getByRole('button', { name: a.reportAccept }).click();
  await expect(report.getByText(a.reportReplyRequired)).toBeVisible();
  await report.getByRole('textbox', { name: a.reportReply }).fill('Danke, wir passen die Quelle an.');
  await report.getByRole('button', { name: a.reportAccept }).click();
  await expect(page.getByTestId('report').filter({ hasText: text })).toHaveCount(0);

  await page.getByRole('button', { name: a.reportsClosed }).click();
  const closed = page.getByTestId('report').filter({ hasText: text });
  await expect(closed).toContainText(a.reportStatus.accepted);
  await expect(closed).toContainText(author);
  await expectNoAxeViolations(page);
  await shot(page, info, 'reports-closed');

  await expect
    .poll(async () =>
      (await mailsTo(request, learner.email)).find((mail) => mail.subject === r.mailSubject(true)),
    )
    .toBeTruthy();
  const audit = await request.get(`/api/admin/audit?action=question-report.accept&entity_id=${reportId}`, {
    headers: bearer(await adminToken(request, 'admin@demo.test')),
  });
  const entries = ((await audit.json()) as { data: { after: unknown; actor: { email: string } | null }[] })
    .data;
  expect(entries.map((e) => e.actor?.email)).toEqual([author]);
  expect(JSON.stringify(entries[0]!.after)).toContain('Danke, wir passen die Quelle an.');
});

test('a Moodle XML file imports as drafts, with the reason of each question refused', async ({
  page,
  request,
}, info) => {
  const { author } = editorsOf(info);
  const run = Date.now().toString(36);
  const number = () => 5000 + Math.floor(Math.random() * 4999);
  const question = (key: string): BankQuestion => ({
    key,
    text: `Importprobe ${run}: was gilt für ${key}?`,
    answers: ['Die richtige Antwort', 'Eine falsche Antwort', 'Noch eine falsche', 'Die letzte falsche'],
    categories: ['de-vvg'],
    coins: 1,
    explanation: 'Weil die Probe genau so angelegt ist, ist die erste Antwort die richtige.',
    source: '§ 1 VVG',
    validAsOf: '2025-01-01',
  });
  const keys = [`de-vvg-${number()}`, `de-vvg-${number()}`];
  const xml = toMoodleXml(
    [...keys.map(question), { ...question('de-vvg-001'), text: `Importprobe ${run}: schon da` }],
    seedCategories,
  );

  await openDesk(page, request, author, '/admin/questions');
  await page.getByLabel(a.importFile).setInputFiles({
    name: 'fragen.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  await page.getByRole('button', { name: a.importSubmit }).click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText(a.importResult(2));
  await expect(result.getByRole('listitem')).toHaveCount(1);
  await expect(result.getByRole('listitem')).toContainText('de-vvg-001');
  await expectNoAxeViolations(page);
  await shot(page, info, 'import');

  // The list's filters find them as drafts.
  await page.getByLabel(a.deskText).fill(`Importprobe ${run}`);
  await page.getByRole('button', { name: a.auditApply }).click();
  const rows = page.getByTestId('desk-row');
  await expect(rows).toHaveCount(2);
  for (const key of keys) await expect(rows.filter({ hasText: key })).toContainText(a.stateNames.draft);

  // Each imported draft is in the audit log.
  const audit = await request.get('/api/admin/audit?action=question.import', {
    headers: bearer(await adminToken(request, 'admin@demo.test')),
  });
  const entries = ((await audit.json()) as { data: { after: unknown; actor: { email: string } | null }[] })
    .data;
  for (const key of keys) {
    expect(entries.some((e) => e.actor?.email === author && JSON.stringify(e.after).includes(key))).toBe(
      true,
    );
  }
});
