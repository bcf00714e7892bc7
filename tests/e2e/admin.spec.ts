import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demoAdminAccounts, DEMO_PASSWORD } from '../../server/src/seed/accounts';
import { ADMIN_TOTP } from '../../src/shared/api/constants';
import { messages } from '../../src/shared/messages.de';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The back office (/admin) through the real web build and server, at 1280 and 1024 px (the admin-desktop
 * and admin-1024 projects). Each project signs in the editor of its own (redaktion@ at 1280, pruefung@ at
 * 1024), so the two never spend each other's TOTP step; the one operator is shared, so its sign-in takes
 * the next step when the other project spent this one.
 */

const a = messages.adminRealm;
const account = (email: string) => demoAdminAccounts.find((row) => row.email === email)!;
const editorOf = (info: TestInfo) =>
  account(info.project.name === 'admin-1024' ? 'pruefung@demo.test' : 'redaktion@demo.test');
const operator = account('admin@demo.test');

/** The TOTP code of `secret` for the time step `offset` steps from now (an authenticator app's code). */
function totp(secret: string, offset = 0): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: ADMIN_TOTP.algorithm,
    digits: ADMIN_TOTP.digits,
    period: ADMIN_TOTP.period,
  }).generate({ timestamp: Date.now() + offset * ADMIN_TOTP.period * 1000 });
}

const SHOTS = '/work/shots';
async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  if (process.env.ADMIN_SHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  const width = info.project.name === 'admin-1024' ? 1024 : 1280;
  await page.screenshot({ path: `${SHOTS}/admin-${name}-${width}.png`, fullPage: true });
}

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: a.signInTitle })).toBeVisible();
  await page.getByLabel(a.emailLabel).fill(email);
  await page.getByLabel(a.passwordLabel).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: a.signInSubmit }).click();
  await expect(page.getByRole('heading', { level: 1, name: a.codeTitle })).toBeVisible();
}

/**
 * Enters the current code; when another test spent this step (each is accepted once), the next one,
 * which the server also accepts (one step either way).
 */
async function codeStep(page: Page, secret: string): Promise<void> {
  const code = page.getByLabel(a.codeLabel);
  await code.fill(totp(secret));
  await page.getByRole('button', { name: a.codeSubmit }).click();
  const signedIn = page.getByTestId('admin-account');
  const refused = page.getByText(messages.admin.codeInvalid);
  await expect(signedIn.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    await code.fill(totp(secret, 1));
    await page.getByRole('button', { name: a.codeSubmit }).click();
  }
  await expect(signedIn).toBeVisible();
}

test('an editor signs in with a TOTP code after a wrong one, sees no audit log, and signs out', async ({
  page,
}, info) => {
  const editor = editorOf(info);
  await passwordStep(page, editor.email);
  await expectNoAxeViolations(page);

  // A wrong code is refused with its sentence, and the step stays for the next try.
  await page.getByLabel(a.codeLabel).fill('000000');
  await page.getByRole('button', { name: a.codeSubmit }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.admin.codeInvalid);
  await expect(page.getByLabel(a.codeLabel)).toHaveValue('');
  await shot(page, info, 'wrong-code');
  await expectNoAxeViolations(page);

  await codeStep(page, editor.totpSecret);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-account')).toHaveText(`${editor.name} · ${a.roleNames.editor}`);
  const nav = page.getByRole('navigation', { name: a.navLabel });
  for (const label of [a.navOverview, a.navQuestions, a.navReports]) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  // The server admits only operators to the log; an editor is not offered it, and its address leads home.
  await expect(nav.getByRole('link', { name: a.navAudit })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: a.navQuestions }).click();
  await expect(page.getByRole('heading', { level: 1, name: a.questionsTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: a.overviewTitle })).toBeVisible();

  // The token is this tab's alone, never in the learner's storage.
  expect(await page.evaluate<string>("Object.keys(localStorage).join(',')")).not.toContain('admin');

  await page.getByRole('button', { name: a.signOut }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(a.signedOutNotice)).toBeVisible();
  await expectNoAxeViolations(page);
  // Signed out means out: the back office's pages lead to the sign-in.
  await page.goto('/admin/questions');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the operator reads the audit log with its sign-in rows and filters it', async ({ page }, info) => {
  await passwordStep(page, operator.email);
  await codeStep(page, operator.totpSecret);
  await expect(page.getByTestId('admin-account')).toHaveText(`${operator.name} · ${a.roleNames.operator}`);
  // The overview: two figures and two charts, each chart's numbers in a table.
  await expect(page.getByRole('table', { name: a.overviewAnswersTitle }).getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('table', { name: a.overviewLearnersTitle }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('img', { name: /Antworten in den letzten 30 Tagen$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, info, 'overview');
  // Its due questions open the desk's list filtered to them.
  const due = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: a.overviewReviewDue }) });
  await due.getByRole('link', { name: a.overviewReviewDueLink }).click();
  await expect(page).toHaveURL(/\/admin\/questions\?state=live&valid_before=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel(a.deskValidBefore)).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(page.getByTestId('desk-row').first()).toContainText(a.stateNames.live);

  await page.getByRole('navigation', { name: a.navLabel }).getByRole('link', { name: a.navAudit }).click();
  await expect(page.getByRole('heading', { level: 1, name: a.auditTitle })).toBeVisible();
  const table = page.getByRole('table', { name: a.auditTableCaption });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  // Only this account's sign-ins (other specs sign editors in meanwhile): every row is one, and the newest
  // is this sign-in. The operator is the first back-office account of the seed.
  await page.getByLabel(a.auditActor).fill('1');
  await page.getByLabel(a.auditAction).fill('admin.sign-in');
  await page.getByLabel(a.auditEntity).fill('admin_session');
  await page.getByRole('button', { name: a.auditApply }).click();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(operator.email);
  await expect(async () => {
    const actions = await table.locator('tbody td:nth-child(3)').allInnerTexts();
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['admin.sign-in']));
  }).toPass();
  // Its before and after read as text.
  await rows.nth(1).getByText(a.auditShowChange).click();
  await expect(rows.nth(1).locator('pre').last()).toContainText('"method": "totp"');
  await shot(page, info, 'audit');
  await expectNoAxeViolations(page);

  // A filter that matches nothing says so; a bad date is refused by the form before any request.
  await page.getByLabel(a.auditAction).fill('nie.geschehen');
  await page.getByRole('button', { name: a.auditApply }).click();
  await expect(page.getByText(a.auditEmpty)).toBeVisible();
  await page.getByLabel(a.auditFrom).fill('31.02.2026');
  await page.getByRole('button', { name: a.auditApply }).click();
  await expect(page.getByText(a.auditDateInvalid)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: a.auditReset }).click();
  await expect(rows.nth(1)).toBeVisible();

  // A session the server ended (here: its token gone bad) returns to the sign-in, which says so.
  await page.evaluate("sessionStorage.setItem('quiz.admin.token', 'abgelaufen')");
  await page.getByLabel(a.auditAction).fill('admin.sign-in');
  await page.getByRole('button', { name: a.auditApply }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(a.sessionEnded)).toBeVisible();
});

test('the enrollment screen draws the QR code, shows the secret and the codes once, and needs the tick', async ({
  page,
}, info) => {
  // Every seeded account is enrolled (their secrets are printed at start), so the password step's reply
  // is scripted here as the server sends it for an account without a second factor; the rest is real.
  const secret = new Secret({ size: 20 }).base32;
  const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EF${String(i).padStart(2, '0')}`);
  await page.route('**/api/admin/session', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            step: 'enroll',
            challenge: 'x'.repeat(43),
            challenge_expires_at: new Date(Date.now() + 300_000).toISOString(),
            secret,
            otpauth_uri: `otpauth://totp/Quiz:neu%40demo.test?secret=${secret}&issuer=Quiz&algorithm=SHA1&digits=6&period=30`,
            recovery_codes: codes,
          }),
        })
      : route.fallback(),
  );
  await page.goto('/admin/login');
  await page.getByLabel(a.emailLabel).fill('neu@demo.test');
  await page.getByLabel(a.passwordLabel).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: a.signInSubmit }).click();

  await expect(page.getByRole('heading', { level: 1, name: a.enrollTitle })).toBeVisible();
  const qr = page.getByRole('img', { name: a.enrollQrAlt });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expect(page.getByTestId('admin-secret')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(page.getByTestId('admin-recovery-codes').getByRole('listitem')).toHaveText(codes);

  // Without the tick and a code, nothing is sent.
  await page.getByRole('button', { name: a.enrollSubmit }).click();
  await expect(page.getByText(a.enrollSavedRequired)).toBeVisible();
  await expect(page.getByText(a.codeRequired)).toBeVisible();
  await shot(page, info, 'enroll');
  await expectNoAxeViolations(page);

  // With both, the real server judges the code: this challenge is none of its own.
  await page.getByText(a.enrollSaved).click();
  await page.getByRole('textbox', { name: a.codeLabel }).fill(totp(secret));
  await page.getByRole('button', { name: a.enrollSubmit }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.admin.challengeExpired);
});
