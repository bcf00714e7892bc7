import type { APIRequestContext } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import { supportDeskMessages as sm } from '../../src/shared/messages/supportDesk';
import { adminToken, bearer, openDesk } from './adminSession';
import {
  ACCOUNT_PASSWORD,
  expect,
  expectNoAxeViolations,
  mailsTo,
  newAccount,
  test,
  uniqueEmail,
} from './fixtures';

/**
 * The support desk (/admin/support, /admin/feedback) through the real web build and server, at 1280 and
 * 1024 px (the admin projects), axe on every page and dialog: support finds a learner who has just
 * registered, opens the account and resends the verification mail (the dev mailbox then holds a second
 * one), and the audit log has the view and the resend; the inbox shows a learner's feedback. The back
 * office signs in through the API (adminSession.ts).
 */

const a = messages.adminRealm;
const SUPPORT = 'support@demo.test';
const OPERATOR = 'admin@demo.test';

/** A learner registered through the API and not yet verified: their first mail is the verification. */
async function registered(request: APIRequestContext): Promise<{ email: string; id: number }> {
  const email = uniqueEmail('support-de');
  const created = await request.post('/api/users/register', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      device_name: 'e2e',
      first_name: 'Erika',
      last_name: 'Muster',
      email,
      password: ACCOUNT_PASSWORD,
      country: 'de',
      tos: true,
    },
  });
  expect(created.ok()).toBe(true);
  const { user } = (await created.json()) as { user: { id: number } };
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  return { email, id: user.id };
}

test('support finds a new learner by e-mail and resends the verification mail; the audit log has both', async ({
  page,
  request,
}) => {
  // The first back-office sign-in of a run may wait for the next TOTP step (adminSession.ts).
  test.setTimeout(45_000);
  const learner = await registered(request);
  await openDesk(page, request, SUPPORT, '/admin');
  await page.getByRole('link', { name: a.navSupport }).click();
  await expect(page.getByRole('heading', { level: 1, name: sm.title })).toBeVisible();
  await expect(page.getByTestId('learner-row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: sm.search }).fill(learner.email.toUpperCase());
  await page.getByRole('button', { name: sm.searchSubmit }).click();
  await expect(page.getByText(sm.count(1), { exact: true })).toBeVisible();
  await page.getByRole('link', { name: sm.openLearner('Erika Muster') }).click();
  await expect(page.getByRole('heading', { level: 1, name: sm.learnerTitle('Erika Muster') })).toBeVisible();
  await expect(page.getByTestId('learner-email')).toHaveText(learner.email);
  await expect(page.getByTestId('learner-verified')).toHaveText(sm.notVerified);
  await expect(page.getByTestId('learner-coins')).toHaveText('0');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: sm.resend }).click();
  const dialog = page.getByRole('alertdialog', { name: sm.resendTitle });
  await expect(dialog).toContainText(sm.resendText(learner.email));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: sm.resendConfirm }).click();
  await expect(page.getByText(sm.resent(learner.email))).toBeVisible();
  await expectNoAxeViolations(page);

  // A second verification mail, whose link confirms the address.
  await expect.poll(async () => (await mailsTo(request, learner.email)).length).toBe(2);
  const [latest] = await mailsTo(request, learner.email);
  const link = latest!.links.find((href) => href.includes('verify-email'));
  expect((await request.get(link!, { maxRedirects: 0 })).status()).toBe(302);

  const audit = await request.get(`/api/admin/audit?entity=user&entity_id=${learner.id}`, {
    headers: bearer(await adminToken(request, OPERATOR)),
  });
  const entries = ((await audit.json()) as { data: { action: string; actor: { email: string } | null }[] })
    .data;
  const actions = entries.map((entry) => [entry.action, entry.actor?.email]);
  expect(actions).toContainEqual(['learner.view', SUPPORT]);
  expect(actions).toContainEqual(['learner.verification-resend', SUPPORT]);
  expect(actions.filter(([action]) => action === 'learner.verification-resend')).toHaveLength(1);
});

test("the erasure asks for the learner's address; the inbox shows a learner's feedback", async ({
  page,
  request,
}) => {
  // The first back-office sign-in of a run may wait for the next TOTP step (adminSession.ts).
  test.setTimeout(45_000);
  const learner = await newAccount(request, 'de', 'agent', 'support');
  const text = `Sehr hilfreich ${Date.now().toString(36)}`;
  const sent = await request.post('/api/feedback', {
    headers: { ...learner.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { rating: 4, feedback: text, anonymous: false },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await openDesk(page, request, SUPPORT, '/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: sm.inboxTitle })).toBeVisible();
  const row = page.getByTestId('feedback-row').filter({ hasText: text });
  await expect(row).toContainText(sm.rating(4));
  await expectNoAxeViolations(page);

  // From the entry to its learner, whose erasure needs the address typed.
  await row.getByRole('link', { name: sm.openLearner('Erika Muster') }).click();
  await expect(page.getByTestId('learner-email')).toHaveText(learner.email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: sm.erase }).click();
  const dialog = page.getByRole('alertdialog', { name: sm.eraseTitle });
  await dialog.getByRole('textbox', { name: sm.eraseTypeEmail(learner.email) }).fill('jemand@e2e.test');
  await dialog.getByRole('button', { name: sm.eraseConfirm }).click();
  await expect(dialog.getByText(sm.eraseMismatch)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: sm.eraseTypeEmail(learner.email) }).fill(learner.email);
  await dialog.getByRole('button', { name: sm.eraseConfirm }).click();
  await expect(page.getByText(sm.erased(learner.email))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: sm.title })).toBeVisible();
  // The account is gone; its feedback stays, unattributed.
  expect((await request.get('/api/users/me', { headers: learner.headers })).status()).toBe(401);
});
