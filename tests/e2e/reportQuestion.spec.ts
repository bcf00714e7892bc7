import type { APIRequestContext, Page } from '@playwright/test';
import type { UserCourse } from '../../src/shared/api/entities';
import { QUESTION_REPORT_TEXT_MAX } from '../../src/shared/domain/questionReports';
import { messages } from '../../src/shared/messages.de';
import { demoAdminAccounts, DEMO_PASSWORD } from '../../server/src/seed/accounts';
import { totpCode } from '../../server/src/admin/totp';
import {
  expect,
  expectNoAxeViolations,
  expectTouchTargets,
  isMobile,
  mailsTo,
  newAccount,
  openSignedIn,
  test,
  waitUntilSettled,
} from './fixtures';

/**
 * 'Frage melden' (docs/product-rules.md#question-reports): a learner answers a question of the module
 * quiz, reports it after the verdict, sees the thanks and is offered no second report; an editor accepts
 * the report through the API and the learner's mail arrives. At 1280 and 375, with axe.
 */
const q = messages.quiz;
const m = messages.reports;

const card = (page: Page) => page.locator('section.quiz-card');

/** An editor's back-office session through the API: the password, then the demo account's TOTP code. */
async function editorToken(request: APIRequestContext, email: string): Promise<string> {
  const account = demoAdminAccounts.find((a) => a.email === email)!;
  const started = await request.post('/api/admin/session', { data: { email, password: DEMO_PASSWORD } });
  expect(started.ok(), await started.text()).toBe(true);
  const { challenge } = (await started.json()) as { challenge: string };
  const verified = await request.post('/api/admin/session/verify', {
    data: { challenge, code: totpCode(account.totpSecret, new Date()) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

test('a learner reports a question after its verdict, once; the editor accepts and the mail arrives', async ({
  page,
  request,
}) => {
  const width = isMobile(page) ? 375 : 1280;
  const account = await newAccount(request, 'de', 'agent', 'report');
  const courses = (await (
    await request.get('/api/users/me/courses', { headers: account.headers })
  ).json()) as UserCourse[];
  const course = courses.find((c) => c.module === 1 && c.category_id === undefined)!;
  await openSignedIn(page, request, account, `/app/courses/${course.id}`);

  // No report before the verdict.
  await expect(page.getByRole('button', { name: q.checkAnswer })).toBeVisible();
  await expect(page.getByRole('button', { name: m.reportButton })).toHaveCount(0);
  const questionId = Number(await card(page).getAttribute('data-question-id'));
  await page.locator('[data-answer-id]').first().click();
  await page.getByRole('button', { name: q.checkAnswer }).click();
  await expect(page.locator('[data-quiz-result]')).toBeVisible();
  const reportButton = page.getByRole('button', { name: m.reportButton });
  // As the browser brings it into sight (its scroll margin clears the phone's pinned action bar).
  await reportButton.evaluate((button) => button.scrollIntoView({ block: 'nearest' }));
  await expect(reportButton).toBeInViewport();
  if (isMobile(page)) {
    await expectTouchTargets([reportButton]);
    // Clear of the pinned action bar, not under it.
    const bar = (await page.locator('.quiz-card__actions--pinned').boundingBox())!;
    const button = (await reportButton.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
  }
  await page.screenshot({ path: `/work/shots/report-button-${width}.png` });

  // The quiet button under the verdict opens the dialog; a reason is required.
  await reportButton.click();
  const dialog = page.getByRole('dialog', { name: m.dialogTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: m.submit }).click();
  await expect(dialog.getByText(m.reasonRequired)).toBeVisible();
  // The first reason has the focus the error gave it: the arrow keys choose.
  await expect(dialog.getByRole('radio', { name: m.reasons['answer-wrong'] })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: m.reasons['source-outdated'] })).toBeChecked();
  const text = 'Die Quelle nennt noch die <alte> Fassung von § 34d GewO.';
  await dialog.getByRole('textbox', { name: m.textLabel }).fill(text);
  await expect(dialog.getByText(m.counter(text.length, QUESTION_REPORT_TEXT_MAX))).toBeVisible();
  await expectNoAxeViolations(page);
  await waitUntilSettled(page);
  await page.screenshot({ path: `/work/shots/report-dialog-${width}.png` });

  await dialog.getByRole('button', { name: m.submit }).click();
  await expect(dialog).toHaveCount(0);
  const done = page.locator('[data-question-reported]');
  await expect(done).toContainText(m.reported);
  await expect(done).toContainText(m.thanks);
  await expect(done).toBeFocused();
  // No second report of this question is offered.
  await expect(page.getByRole('button', { name: m.reportButton })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/work/shots/report-thanks-${width}.png` });

  // The server would refuse a second one anyway.
  const again = await request.post('/api/question-reports', {
    headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { question_id: questionId, reason: 'other' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('report.duplicate');

  // The editor finds it (text as given) and accepts it; the learner's mail arrives. Each project signs in
  // with its own editor, so two projects never spend the same account's TOTP code at once.
  const editor = await editorToken(request, isMobile(page) ? 'pruefung@demo.test' : 'redaktion@demo.test');
  const admin = { Authorization: `Bearer ${editor}` };
  const list = await request.get('/api/admin/question-reports?status=open', { headers: admin });
  expect(list.ok()).toBe(true);
  const reported = (
    (await list.json()) as { data: { question: { id: number }; reports: { id: number; text: string }[] }[] }
  ).data
    .flatMap((entry) => (entry.question.id === questionId ? entry.reports : []))
    .find((r) => r.text === text)!;
  expect(reported).toBeTruthy();
  const accepted = await request.post(`/api/admin/question-reports/${reported.id}/accept`, {
    headers: admin,
    data: { reply: 'Danke, wir überarbeiten die Frage.' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await expect
    .poll(async () =>
      (await mailsTo(request, account.email)).find((mail) => mail.subject === m.mailSubject(true)),
    )
    .toBeTruthy();
});
