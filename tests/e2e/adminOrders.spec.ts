import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { DocumentSummary } from '../../src/shared/api/calls/documents';
import { messages } from '../../src/shared/messages.de';
import { cancellationsMessages } from '../../src/shared/messages/cancellations';
import { adminToken, bearer, openDesk } from './adminSession';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../../server/src/testing/pdfText';
import { formatPrice } from '../../src/shared/domain/price';
import { expect, expectNoAxeViolations, mailsTo, newAccount, test } from './fixtures';

/**
 * Orders in the back office at 1280 and 1024 px (the admin projects), axe on every page: support finds a
 * learner's order, opens it (an audit row) and downloads its invoice from the archive, as issued; an
 * operator cancels one with a Stornorechnung.
 */
const a = messages.adminRealm;
const d = messages.documents;
const c = cancellationsMessages;

/** A learner's order of two hours of module 1, its mail sent and its invoice archived. */
async function placedOrder(request: APIRequestContext, name: string) {
  const learner = await newAccount(request, 'de', 'agent', 'orders');
  const courses = (await (
    await request.get('/api/users/me/courses', { headers: learner.headers })
  ).json()) as {
    id: number;
    module: number;
  }[];
  const module1 = courses.find((c) => c.module === 1)!;
  expect(
    (
      await request.post('/api/dev/coins', {
        data: { email: learner.email, course_id: module1.id, coins: 200 },
      })
    ).ok(),
  ).toBe(true);
  const placed = await request.post('/api/invoices', {
    headers: { ...learner.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      name,
      address: { street: 'Am Archiv 3', postal_code: '10117', city: 'Berlin' },
      purchases: [{ course_id: module1.id, quantity: 2 }],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { invoice_number: number, gross_cents } = (await placed.json()) as {
    invoice_number: string;
    gross_cents: number;
  };
  await mailsTo(request, learner.email); // waits for the documents and the mail after the reply
  const archived = (
    (await (await request.get('/api/users/me/documents', { headers: learner.headers })).json()) as {
      data: DocumentSummary[];
    }
  ).data.find((d) => d.kind === 'invoice')!;
  return { learner, number, gross_cents, archived };
}

/** Saves a document through its download button and returns the bytes. */
async function downloadFrom(page: Page, label: string) {
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  return readFile((await (await saving).path())!);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('support finds an order, opens it and downloads its invoice as issued', async ({ page, request }) => {
  const { number, archived } = await placedOrder(request, 'Olga Ordnung');

  await openDesk(page, request, 'support@demo.test', '/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: a.ordersTitle })).toBeVisible();
  await page.getByLabel(a.ordersSearch).fill(number);
  await page.getByRole('button', { name: a.auditApply }).click();
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Olga Ordnung');
  await expect(rows.first()).toContainText(a.mailStates.sent);
  await expectNoAxeViolations(page);

  await rows.first().getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: a.orderTitle(number) })).toBeVisible();
  await expect(page.getByText('Am Archiv 3')).toBeVisible();
  const documents = page.getByTestId('order-document');
  await expect(documents).toHaveCount(2);
  await expect(documents.first()).toContainText(archived.sha256);
  await expectNoAxeViolations(page);

  const saved = await downloadFrom(page, d.documentDownloadLabel(d.documentKinds.invoice, number));
  expect(sha256(saved)).toBe(archived.sha256);

  // Opening the order and downloading its invoice are in the audit log, as support's.
  const orderId = /\/admin\/orders\/(\d+)$/.exec(page.url())![1]!;
  const operator = bearer(await adminToken(request, 'admin@demo.test'));
  for (const [action, entity] of [
    ['order.view', orderId],
    ['document.download', String(archived.id)],
  ] as const) {
    const audit = await request.get(`/api/admin/audit?action=${action}&entity_id=${entity}`, {
      headers: operator,
    });
    const entries = ((await audit.json()) as { data: { actor: { email: string } | null }[] }).data;
    expect(entries.map((entry) => entry.actor?.email)).toEqual(['support@demo.test']);
  }
});

test('an operator cancels an order: a Stornorechnung with its own number, the reference and a negative amount', async ({
  page,
  request,
}) => {
  const { learner, number, gross_cents, archived } = await placedOrder(request, 'Stefan Storno');
  const order = (
    (await (
      await request.get(`/api/admin/orders?q=${number}`, {
        headers: bearer(await adminToken(request, 'admin@demo.test')),
      })
    ).json()) as { data: { id: number }[] }
  ).data[0]!;
  await openDesk(page, request, 'admin@demo.test', `/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: a.orderTitle(number) })).toBeVisible();
  await page.getByRole('button', { name: c.cancelOrder }).click();
  const dialog = page.getByRole('dialog', { name: c.dialogTitleOrder });
  await expect(dialog).toContainText(c.dialogText(number));
  await dialog.getByRole('button', { name: c.confirm }).click();
  await expect(dialog.getByText(c.reasonRequired)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(c.fieldReason).fill('Doppelt bestellt');
  await dialog.getByRole('button', { name: c.confirm }).click();

  const cancellation = page.getByTestId('order-cancellation');
  await expect(cancellation).toHaveCount(1);
  const stornoNumber = /Stornorechnung (RE-\d{4}-\d{5})/.exec((await cancellation.textContent())!)![1]!;
  expect(stornoNumber).not.toBe(number);
  await expect(page.getByText(c.done(stornoNumber))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(c.states.cancelled).first()).toBeVisible();
  await expect(page.getByRole('button', { name: c.cancelOrder })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The Stornorechnung, from the archive, read with pdftotext; the original invoice is still as issued.
  const storno = (
    await pdfText(
      await downloadFrom(page, d.documentDownloadLabel(d.documentKinds.cancellation, stornoNumber)),
    )
  ).text.replace(/\s+/g, ' ');
  expect(storno).toContain(`Stornorechnung ${stornoNumber}`);
  expect(storno).toContain(`Storno zu Rechnung ${number}`);
  expect(storno).toContain(`Gesamtbetrag ${formatPrice(-gross_cents, 'de')}`);
  expect(storno).toContain('Grund: Doppelt bestellt');
  const original = await downloadFrom(page, d.documentDownloadLabel(d.documentKinds.invoice, number));
  expect(sha256(original)).toBe(archived.sha256);

  // The learner has it by mail; the cancellation is in the audit log as the operator's.
  await expect
    .poll(async () => (await mailsTo(request, learner.email)).map((mail) => mail.subject))
    .toContain(`Deine Stornorechnung ${stornoNumber}`);
  const audit = await request.get(`/api/admin/audit?action=order.cancel&entity_id=${order.id}`, {
    headers: bearer(await adminToken(request, 'admin@demo.test')),
  });
  const entries = ((await audit.json()) as { data: { actor: { email: string } | null }[] }).data;
  expect(entries.map((entry) => entry.actor?.email)).toEqual(['admin@demo.test']);
});
