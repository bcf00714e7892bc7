import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { DocumentSummary } from '../../src/shared/api/calls/documents';
import { messages } from '../../src/shared/messages.de';
import { adminToken, bearer, openDesk } from './adminSession';
import { expect, expectNoAxeViolations, mailsTo, newAccount, test } from './fixtures';

/**
 * Orders in the back office at 1280 and 1024 px (the admin projects), axe on every page: support finds a
 * learner's order, opens it (an audit row) and downloads its invoice from the archive, as issued.
 */
const a = messages.adminRealm;

test('support finds an order, opens it and downloads its invoice as issued', async ({ page, request }) => {
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
      name: 'Olga Ordnung',
      address: { street: 'Am Archiv 3', postal_code: '10117', city: 'Berlin' },
      purchases: [{ course_id: module1.id, quantity: 2 }],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { invoice_number: number } = (await placed.json()) as { invoice_number: string };
  await mailsTo(request, learner.email); // waits for the documents and the mail after the reply
  const archived = (
    (await (await request.get('/api/users/me/documents', { headers: learner.headers })).json()) as {
      data: DocumentSummary[];
    }
  ).data.find((d) => d.kind === 'invoice')!;

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

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: a.documentDownloadLabel(a.documentKinds.invoice, number) }).click();
  const download = await saving;
  const saved = await readFile((await download.path())!);
  expect(createHash('sha256').update(saved).digest('hex')).toBe(archived.sha256);

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
