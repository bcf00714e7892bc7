import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { messages } from '../../src/shared/messages.de';
import { promoDeskMessages as pm } from '../../src/shared/messages/promoDesk';
import { openDesk } from './adminSession';
import { expect, expectNoAxeViolations, newAccount, openSignedIn, test, type TestAccount } from './fixtures';

/**
 * Promo codes in the back office (/admin/promo-codes) through the real web build and server, at 1280 and
 * 1024 px (the admin projects), axe on every page: the operator creates a code in the form, the audit log
 * has its creation, a learner uses it in the checkout and gets the discount, and the list then counts the use.
 * The operator signs in through the API (adminSession.ts).
 */

const a = messages.adminRealm;
const c = messages.checkout;
const OPERATOR = 'admin@demo.test';

// The learner's test uses the code the first test created: one worker per project runs them in order.
test.describe.configure({ mode: 'serial' });

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

/** The list filtered to one code, and that code's row. */
async function rowOf(page: Page, code: string) {
  await page.getByRole('textbox', { name: pm.search }).fill(code);
  await page.getByRole('button', { name: pm.apply }).click();
  await expect(page.getByText(pm.count(1), { exact: true })).toBeVisible();
  return page.getByTestId('promo-row').filter({ hasText: code });
}

/** The code of this run and project: unique, and of the letters a code may have. */
const created = { code: '', id: 0 };
const codeFor = (info: TestInfo) =>
  `E2E-${info.project.name === 'admin-1024' ? 'S' : 'L'}-${Date.now().toString(36).toUpperCase()}`;

test('the operator creates a code in the form; the list shows it unused', async ({ page, request }, info) => {
  test.setTimeout(45_000);
  created.code = codeFor(info);
  await openDesk(page, request, OPERATOR, '/admin');
  await page.getByRole('link', { name: a.navPromo }).click();
  await expect(page.getByRole('heading', { level: 1, name: pm.title })).toBeVisible();
  await expect(page.getByTestId('promo-row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: pm.newCode }).click();
  await expect(page.getByRole('heading', { level: 1, name: pm.createTitle })).toBeVisible();
  // A taken code and a percentage over 100 are refused at their fields, before and by the server.
  await field(page, pm.fieldCode).fill('willkommen10');
  await field(page, pm.fieldValue).fill('150');
  await page.getByRole('button', { name: pm.save }).click();
  await expect(page.getByText(pm.percentRange)).toBeVisible();
  await field(page, pm.fieldValue).fill('15');
  await page.getByRole('button', { name: pm.save }).click();
  await expect(page.getByText(pm.codeTaken)).toBeVisible();
  await expectNoAxeViolations(page);

  await field(page, pm.fieldCode).fill(created.code.toLowerCase());
  await field(page, pm.fieldLimit).fill('5');
  await page.getByRole('button', { name: pm.save }).click();
  await expect(page.getByText(pm.saved(created.code))).toBeVisible();
  const row = await rowOf(page, created.code);
  await expect(row.getByTestId('promo-uses')).toHaveText('0');
  await expect(row.getByTestId('promo-remaining')).toHaveText('5');
  await expect(row).toContainText('15 %');
  await expectNoAxeViolations(page);
  const href = await row.getByRole('link', { name: pm.edit(created.code) }).getAttribute('href');
  created.id = Number(href!.split('/').pop());
  expect(created.id).toBeGreaterThan(0);
});

async function learnerWithAnHour(request: APIRequestContext): Promise<TestAccount> {
  const learner = await newAccount(request, 'de', 'agent', 'promo');
  const courses = await request.get('/api/users/me/courses', { headers: learner.headers });
  const [m1] = ((await courses.json()) as { id: number; module: number; category_id?: number }[]).filter(
    (course) => course.category_id === undefined && course.module === 1,
  );
  const coins = await request.post('/api/dev/coins', {
    data: { email: learner.email, course_id: m1!.id, coins: 100 },
  });
  expect(coins.ok()).toBe(true);
  return learner;
}

test('a learner uses the code in the checkout and gets its discount; the list then counts one use', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  expect(created.code, 'the first test created the code').not.toBe('');
  const learner = await learnerWithAnHour(request);
  await openSignedIn(page, request, learner, '/app/checkout');
  await page.getByRole('button', { name: new RegExp(`^${c.moreHours} .*Modul 1`) }).click();
  const total = page.locator('.checkout-price__total dd');
  await expect(total).toHaveText('23,80 €');
  await page.getByLabel(c.promoLabel).fill(created.code.toLowerCase());
  await page.getByRole('button', { name: c.promoApply }).click();
  await expect(page.getByRole('status').filter({ hasText: c.promoApplied(created.code) })).toBeVisible();
  // 15 % off 20,00 €: 17,00 € and 19 % USt.
  await expect(total).toHaveText('20,23 €');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: c.next }).click();
  await page.getByLabel(c.street).fill('Königsallee 12');
  await page.getByRole('textbox', { name: c.postalCode, exact: true }).fill('50667');
  await page.getByLabel(c.city).fill('Köln');
  await page.getByRole('button', { name: c.submit }).click();
  await expect(page).toHaveURL(/\/app\/order-complete$/);

  await openDesk(page, request, OPERATOR, '/admin/promo-codes');
  const row = await rowOf(page, created.code);
  await expect(row.getByTestId('promo-uses')).toHaveText('1');
  await expect(row.getByTestId('promo-remaining')).toHaveText('4');
  await expectNoAxeViolations(page);
});

test("the audit log has the code's creation by the operator, with its fields", async ({ page, request }) => {
  expect(created.id, 'the first test created the code').toBeGreaterThan(0);
  await openDesk(page, request, OPERATOR, '/admin/audit');
  await page.getByLabel(a.auditEntity).fill('promo_code');
  await page.getByLabel(a.auditEntityId).fill(String(created.id));
  await page.getByRole('button', { name: a.auditApply }).click();
  const log = page.getByRole('table', { name: a.auditTableCaption });
  const entry = log.getByRole('row').filter({ hasText: 'promo-code.create' });
  await expect(entry).toContainText(OPERATOR);
  await expect(entry).toContainText(created.code);
  await expectNoAxeViolations(page);
});
