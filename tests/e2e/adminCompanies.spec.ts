import type { Page, TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { ADMIN_TOTP } from '../../src/shared/api/constants';
import { messages } from '../../src/shared/messages.de';
import { companyDeskMessages as cm } from '../../src/shared/messages/companyDesk';
import { openDesk } from './adminSession';
import { allowConsoleErrors, expect, expectNoAxeViolations, mailsTo, test, uniqueEmail } from './fixtures';

/**
 * Companies in the back office (/admin/companies) through the real web build and server, at 1280 and 1024
 * px (the admin projects), axe on every page: the operator creates a company with a PNG logo and invites a
 * company admin; the invitation mail's link sets the admin's password; the admin signs in, enrolls TOTP
 * and sees only their own company. The operator signs in through the API (adminSession.ts); the company
 * admin, a new account of each run, through the sign-in page.
 */

const a = messages.adminRealm;
const OPERATOR = 'admin@demo.test';
const PASSWORD = 'firmen-passwort-e2e';

// The second test follows the invitation the first one sent: one worker per project runs them in order.
test.describe.configure({ mode: 'serial' });

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }).first();

/**
 * A 320 × 160 PNG of two colours, made here with sharp (a dependency of the project; pngjs is only one of
 * its dependencies' and has no types): a logo is judged by its bytes.
 */
const pngLogo = (): Promise<Buffer> =>
  sharp({ create: { width: 320, height: 160, channels: 3, background: { r: 29, g: 78, b: 216 } } })
    .composite([
      {
        input: { create: { width: 160, height: 160, channels: 3, background: { r: 4, g: 120, b: 87 } } },
        left: 160,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const totp = (secret: string, offset = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: ADMIN_TOTP.algorithm,
    digits: ADMIN_TOTP.digits,
    period: ADMIN_TOTP.period,
  }).generate({ timestamp: Date.now() + offset * ADMIN_TOTP.period * 1000 });

/** The company and its admin of this run and project. */
const run = { id: 0, name: '', short: '', email: '' };
const runOf = (info: TestInfo) => {
  const size = info.project.name === 'admin-1024' ? 'S' : 'L';
  const stamp = Date.now().toString(36).toUpperCase();
  return {
    id: 0,
    name: `E2E Firma ${size} ${stamp}`,
    short: `E2E-${size}-${stamp}`,
    email: uniqueEmail('firma'),
  };
};

test('the operator creates a company with a PNG logo and invites its admin', async ({
  page,
  request,
}, info) => {
  test.setTimeout(45_000);
  Object.assign(run, runOf(info));
  // ImageField previews the chosen file at a blob: URL, which the web build's CSP (img-src 'self' data:)
  // blocks: the preview stays empty, the upload itself works. Left to the images module's owner.
  allowConsoleErrors(page, /blob:.*violates the following Content Security Policy directive: "img-src/);
  await openDesk(page, request, OPERATOR, '/admin');
  await page.getByRole('link', { name: a.navCompanies }).click();
  await expect(page.getByRole('heading', { level: 1, name: cm.title })).toBeVisible();
  await expect(page.getByTestId('company-row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: cm.newCompany }).click();
  await expect(page.getByRole('heading', { level: 1, name: cm.createTitle })).toBeVisible();
  // The seeded company's short name, in another case, is taken.
  await field(page, cm.fieldName).fill(run.name);
  await field(page, cm.fieldShortName).fill('muster');
  await page
    .getByLabel(cm.fieldLogo)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngLogo() });
  await page.getByRole('button', { name: cm.save }).click();
  await expect(page.getByText(cm.shortNameTaken)).toBeVisible();
  await expectNoAxeViolations(page);

  await field(page, cm.fieldShortName).fill(run.short);
  await page.getByRole('button', { name: cm.save }).click();
  await expect(page.getByText(cm.saved(run.name))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: cm.editTitle(run.name) })).toBeVisible();
  run.id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(run.id).toBeGreaterThan(0);
  // The logo as the server stored it: WebP at its content's address.
  const logo = page.getByRole('img', { name: cm.logoOf(run.name) }).last();
  await expect(logo).toBeVisible();
  expect(await logo.getAttribute('src')).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
  await expect(page.getByText(cm.adminsNone)).toBeVisible();
  await expectNoAxeViolations(page);

  const invite = page.getByRole('form', { name: cm.inviteTitle });
  await invite.getByRole('textbox', { name: new RegExp(`^${cm.fieldAdminName}`) }).fill('Erika Firma');
  await invite.getByRole('textbox', { name: new RegExp(`^${cm.fieldAdminEmail}`) }).fill(run.email);
  await invite.getByRole('button', { name: cm.invite }).click();
  await expect(page.getByText(cm.invited(run.email))).toBeVisible();
  const row = page.getByTestId('company-admin-row').filter({ hasText: run.email });
  await expect(row).toContainText(cm.adminStates.invited);
  await expect(row.getByRole('button', { name: cm.withdrawNamed(run.email) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the invitation's link sets the password; the admin enrolls TOTP and sees only their company", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  expect(run.id, 'the first test created the company').toBeGreaterThan(0);
  // The mail leaves after the invitation's commit.
  await expect.poll(async () => (await mailsTo(request, run.email)).length).toBeGreaterThan(0);
  const [mail] = await mailsTo(request, run.email);
  expect(mail?.subject).toBe(cm.mailSubject(run.name));
  const link = mail!.links.find((url) => url.includes('/admin/einladung/'))!;
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: cm.invitationTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(new RegExp(`^${cm.fieldPassword}`)).fill(PASSWORD);
  await page.getByLabel(new RegExp(`^${cm.fieldPasswordRepeat}`)).fill(PASSWORD);
  await page.getByRole('button', { name: cm.accept }).click();
  await expect(page.getByText(cm.accepted)).toBeVisible();
  await expectNoAxeViolations(page);

  // The same link again: spent.
  await page.goto(new URL(link).pathname);
  await page.getByLabel(new RegExp(`^${cm.fieldPassword}`)).fill(PASSWORD);
  await page.getByLabel(new RegExp(`^${cm.fieldPasswordRepeat}`)).fill(PASSWORD);
  await page.getByRole('button', { name: cm.accept }).click();
  await expect(page.getByText(cm.invitationInvalid)).toBeVisible();

  await page.goto('/admin/login');
  await page.getByLabel(a.emailLabel).fill(run.email);
  await page.getByLabel(a.passwordLabel).fill(PASSWORD);
  await page.getByRole('button', { name: a.signInSubmit }).click();
  await expect(page.getByRole('heading', { level: 1, name: a.enrollTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = ((await page.getByTestId('admin-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByText(a.enrollSaved).click();
  await page.getByRole('textbox', { name: a.codeLabel }).fill(totp(secret));
  await page.getByRole('button', { name: a.enrollSubmit }).click();

  await expect(page).toHaveURL(/\/admin\/firma$/);
  await expect(page.getByRole('heading', { level: 1, name: run.name })).toBeVisible();
  await expect(page.getByTestId('own-company')).toContainText(run.short);
  await expect(page.getByRole('img', { name: cm.logoOf(run.name), exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: a.navLabel });
  // Their company's page, its courses, its own questions and its access codes (the company console).
  await expect(nav.getByRole('link')).toHaveCount(4);
  await expect(nav.getByRole('link', { name: a.navOwnCompany })).toBeVisible();
  await expectNoAxeViolations(page);

  // Any other back-office address leads back to their page.
  for (const path of ['/admin', '/admin/orders', `/admin/companies/${run.id}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/firma$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: run.name })).toBeVisible();
});
