import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DocumentSummary } from '../../src/shared/api/calls/documents';
import { messages } from '../../src/shared/messages.de';
import {
  expect,
  expectNoAxeViolations,
  mailsTo,
  newAccount,
  signInAs,
  test,
  type TestAccount,
} from './fixtures';

// An order renders PDFs, and every step is checked with axe on a shared machine.
test.describe.configure({ timeout: 120_000 });

const m = messages.checkout;
const a = messages.account;
const d = messages.documents;

async function giveCoins(request: APIRequestContext, account: TestAccount, coins: number, courseId: number) {
  const response = await request.post('/api/dev/coins', {
    data: { email: account.email, course_id: courseId, coins },
  });
  expect(response.ok()).toBe(true);
}

/** Where the screenshots go, named by the page and the viewport's width. */
async function shot(page: Page, name: string, bottom: string) {
  await page.getByText(bottom, { exact: true }).last().scrollIntoViewIfNeeded();
  const width = page.viewportSize()!.width;
  // The phone's whole page; at 1280 the window as the person sees it with the button in view.
  await page.screenshot({ path: `/work/shots/checkout27-${name}-${width}.png`, fullPage: width < 768 });
}

test('one pool of hours, the total directly above the order button, and a receipt', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'de', 'agent', 'receipt');
  const courses = (await (
    await request.get('/api/users/me/courses', { headers: account.headers })
  ).json()) as { id: number; module: number; category_id?: number }[];
  const module1 = courses.find((c) => c.category_id === undefined && c.module === 1)!;
  await giveCoins(request, account, 250, module1.id);
  const booked = await request.post('/api/users/me/courses', {
    headers: { ...account.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { category_id: 101, hours: 1, coins: 0 },
  });
  const course = (await booked.json()) as { id: number };
  await giveCoins(request, account, 100, course.id);
  await signInAs(page, account);
  await page.goto('/app/dashboard');

  // One pool: two module hours and the completed course's hour.
  await page.getByRole('link', { name: messages.dashboard.canRequestHours(3) }).click();
  await expect(page).toHaveURL(/\/app\/checkout$/);
  await page.getByRole('button', { name: new RegExp(`^${m.moreHours} .*Modul 1`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${m.moreHours} .*Modul 1`) }).click();
  await page.getByRole('checkbox', { name: /Versicherungsvertragsgesetz/ }).check({ force: true });
  await page.getByLabel(m.promoLabel).fill('willkommen10');
  await page.getByRole('button', { name: m.promoApply }).click();
  // The promo code's effect shows where it is applied.
  await expect(page.getByText(m.promoNewTotal('64,26 €'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: m.next }).click();
  await page.getByLabel(m.street).fill('Unter den Linden 1');
  await page.getByRole('textbox', { name: m.postalCode, exact: true }).fill('10117');
  await page.getByLabel(m.city).fill('Berlin');
  const price = page.getByRole('region', { name: m.priceHeading });
  await expect(price.getByRole('list', { name: m.itemsLabel }).getByRole('listitem')).toHaveCount(2);
  await expect(price.getByText(m.discount)).toBeVisible();
  await expect(price.getByText(m.vat(19))).toBeVisible();
  await expect(price.locator('.checkout-price__total dd')).toHaveText('64,26 €');

  // § 312j Abs. 2 BGB: the total's box directly above the order button's, nothing between them.
  const total = (await price.locator('.checkout-price__total').boundingBox())!;
  const submit = (await page.getByRole('button', { name: m.submit }).boundingBox())!;
  const gap = submit.y - (total.y + total.height);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(40);
  expect(submit.x).toBeLessThan(total.x + total.width);
  expect(submit.x + submit.width).toBeGreaterThan(total.x);
  // Nothing that reads or asks for input sits between the two boxes.
  const top = total.y + total.height - 1;
  const bottom = submit.y + 1;
  const between = await page.evaluate<number>(
    `[...document.querySelectorAll('main input, main button, main label, main p, main [role="alert"]')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.top >= ${top} && box.bottom <= ${bottom}).length`,
  );
  expect(between).toBe(0);
  await expectNoAxeViolations(page);
  await shot(page, 'address', m.submit);

  await page.getByRole('button', { name: m.submit }).click();
  // The order renders the invoice and certificate PDFs before it answers.
  await expect(page).toHaveURL(/\/app\/order-complete$/, { timeout: 30_000 });
  const receipt = page.getByRole('region', { name: m.receiptHeading });
  await expect(receipt.getByText('IDD-Weiterbildung Modul 1: Rechtliche Themen')).toBeVisible();
  await expect(receipt.getByText(/Versicherungsvertragsgesetz.*\(Modul 1/)).toBeVisible();
  await expect(receipt.getByRole('listitem')).toHaveCount(2);
  await expect(receipt.locator('.checkout-price__total dd')).toHaveText('64,26 €');
  await expect(receipt.getByText(m.vat(19))).toBeVisible();
  await expect(page.getByText(m.receiptMailed(account.email))).toBeVisible();
  await expect(page.getByText(/^Rechnungsnummer: RE-\d{4}-\d{5}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'receipt', m.toDashboard);

  // After the order: what was requested, and the ordered course done in 'Meine Kurse'.
  await page.getByRole('link', { name: m.toDashboard }).click();
  await expect(page.getByText(messages.dashboard.hoursRequested(2))).toBeVisible();
  const myCourses = page.getByRole('region', { name: messages.courses.listTitle });
  await expect(myCourses.getByText(messages.courses.doneRequested)).toBeVisible();
  await expect(myCourses.getByRole('heading', { name: /Versicherungsvertragsgesetz/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Du kannst/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // 'Meine Nachweise': the invoice as issued, the same bytes the mail carried and the archive's SHA-256.
  const list = await request.get('/api/users/me/documents', { headers: account.headers });
  const { number, sha256: archived } = ((await list.json()) as { data: DocumentSummary[] }).data.find(
    (d) => d.kind === 'invoice',
  )!;
  await page.goto('/app/my-account');
  const proofs = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: a.documentsTitle }) });
  await expect(proofs.getByTestId('my-document')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await shot(page, 'documents', d.documentDownload);
  const saving = page.waitForEvent('download');
  await proofs
    .getByRole('button', { name: d.documentDownloadLabel(d.documentKinds.invoice, number) })
    .click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe(`Rechnung-${number}.pdf`);
  const saved = await readFile((await download.path())!);
  expect(createHash('sha256').update(saved).digest('hex')).toBe(archived);
  const [mail] = (await mailsTo(request, account.email)).filter((m) => m.subject.includes(number));
  const attachment = mail!.attachments.find((file) => file.filename === `Rechnung-${number}.pdf`)!;
  expect(Buffer.from(await (await request.get(attachment.url)).body()).equals(saved)).toBe(true);
});
