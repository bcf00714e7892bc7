import type { APIRequestContext } from '@playwright/test';
import type { AdminBooking } from '../../src/shared/api/calls/adminBookings';
import type { AdminFigures } from '../../src/shared/api/calls/adminFigures';
import { figuresDeskMessages as fm } from '../../src/shared/messages/figuresDesk';
import { adminToken, bearer, openDesk } from './adminSession';
import { expect, expectNoAxeViolations, mailsTo, newAccount, test, type TestAccount } from './fixtures';

/**
 * Training-database bookings and figures in the back office at 1280 and 1024 px (the admin projects), axe on
 * every page. The development training database refuses a gut beraten ID of this test's own (its
 * development route), so the booking fails with the database's reply; support sees it failed with the
 * reply, and once the database takes the ID again, retry now books it (an audit row). An order placed
 * through the API, with a code of its own, appears in today's figures.
 */
const OPERATOR = 'admin@demo.test';
const SUPPORT = 'support@demo.test';
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A gut beraten ID nobody else uses in this run. */
const uniqueGutberatenId = () =>
  `20240115-${Array.from({ length: 6 }, () => ALNUM[Math.floor(Math.random() * ALNUM.length)]).join('')}-03`;

/** An order of 2 hours of module 1 placed through the API, optionally reported to gut beraten or with a code. */
async function placeOrder(
  request: APIRequestContext,
  extra: { gutberatenNum?: string; promocode?: string },
): Promise<{ learner: TestAccount; invoice: string }> {
  const learner = await newAccount(request, 'de', 'agent', 'bookings');
  const courses = (await (
    await request.get('/api/users/me/courses', { headers: learner.headers })
  ).json()) as { id: number; module: number }[];
  const module1 = courses.find((c) => c.module === 1)!;
  const coins = await request.post('/api/dev/coins', {
    data: { email: learner.email, course_id: module1.id, coins: 200 },
  });
  expect(coins.ok()).toBe(true);
  const placed = await request.post('/api/invoices', {
    headers: { ...learner.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      name: 'Frieda Fehlschlag',
      address: { street: 'Am Register 4', postal_code: '10117', city: 'Berlin' },
      purchases: [{ course_id: module1.id, quantity: 2 }],
      ...extra,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { invoice_number: invoice } = (await placed.json()) as { invoice_number: string };
  await mailsTo(request, learner.email); // the documents and the mail after the reply
  return { learner, invoice };
}

const refuse = async (request: APIRequestContext, id: string, refuse: boolean) =>
  expect(
    (await request.post('/api/dev/training-database/refusals', { data: { gutberaten_id: id, refuse } })).ok(),
  ).toBe(true);

test('support sees a failed booking with the database reply and books it with retry now', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const gutberatenId = uniqueGutberatenId();
  await refuse(request, gutberatenId, true);
  const { invoice } = await placeOrder(request, { gutberatenNum: gutberatenId });

  // The worker's first attempt follows the order; then retry now until the attempts are spent.
  const operator = bearer(await adminToken(request, OPERATOR));
  const booking = async (): Promise<AdminBooking> => {
    const list = await request.get(`/api/admin/bookings?search=${invoice}`, { headers: operator });
    return ((await list.json()) as { data: AdminBooking[] }).data[0]!;
  };
  await expect.poll(async () => (await booking()).attempts).toBeGreaterThan(0);
  const { id } = await booking();
  for (let attempts = (await booking()).attempts; attempts < 10; attempts++) {
    const retried = await request.post(`/api/admin/bookings/${id}/retry`, {
      headers: { ...operator, 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(retried.ok(), await retried.text()).toBe(true);
  }
  expect((await booking()).status).toBe('failed');

  await openDesk(page, request, SUPPORT, '/admin');
  await page.getByRole('link', { name: fm.navBookings }).click();
  await expect(page.getByRole('heading', { level: 1, name: fm.bookingsTitle })).toBeVisible();
  await page.getByRole('textbox', { name: fm.search }).fill(invoice);
  await page.getByRole('button', { name: fm.apply }).click();
  await expect(page.getByText(fm.count(1), { exact: true })).toBeVisible();
  const row = page.getByTestId('booking-row');
  await expect(row.getByTestId('booking-state')).toHaveText(fm.states.failed);
  await expect(row.getByTestId('booking-attempts')).toHaveText('10');
  await expect(row.getByTestId('booking-reply')).toContainText('gutberatenId unbekannt');
  await expect(row).toContainText(gutberatenId);
  await expectNoAxeViolations(page);

  // The database takes the ID again: retry now books it.
  await refuse(request, gutberatenId, false);
  await row.getByRole('button', { name: fm.retryNamed(invoice) }).click();
  await expect(page.getByText(fm.retryDone(invoice, fm.states.booked))).toBeVisible();
  await expect(row.getByTestId('booking-state')).toHaveText(fm.states.booked);
  await expect(row.getByTestId('booking-attempts')).toHaveText('11');
  await expect(row.getByRole('button', { name: fm.retryNamed(invoice) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The order's page links its bookings.
  await row.getByRole('link', { name: invoice }).click();
  await page.getByRole('link', { name: fm.orderBookingsLink }).click();
  await expect(page.getByText(fm.count(1), { exact: true })).toBeVisible();

  const audit = await request.get(`/api/admin/audit?action=booking.retry&entity_id=${id}`, {
    headers: operator,
  });
  const entries = ((await audit.json()) as { data: { actor: { email: string } | null }[] }).data;
  // Support's retry from the list, beside the operator's through the API.
  expect(entries.filter((entry) => entry.actor?.email === SUPPORT)).toHaveLength(1);
  expect(entries.every((entry) => [SUPPORT, OPERATOR].includes(entry.actor?.email ?? ''))).toBe(true);
});

test("an order placed through the API appears in today's figures", async ({ page, request }, info) => {
  test.setTimeout(45_000);
  const operator = bearer(await adminToken(request, OPERATOR));
  const code = `FIG-${info.project.name === 'admin-1024' ? 'S' : 'L'}-${Date.now().toString(36).toUpperCase()}`;
  const now = Date.now();
  const created = await request.post('/api/admin/promo-codes', {
    headers: { ...operator, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      code,
      kind: 'percent',
      value: 10,
      currency: null,
      valid_from: new Date(now - 86_400_000).toISOString(),
      valid_until: new Date(now + 86_400_000).toISOString(),
      max_redemptions: 5,
      once_per_learner: true,
      active: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const figures = async () =>
    (await (await request.get('/api/admin/figures', { headers: operator })).json()) as AdminFigures;
  const before = (await figures()).days.at(-1)!;
  await placeOrder(request, { promocode: code });
  const after = (await figures()).days.at(-1)!;
  expect(after.day).toBe(before.day);
  expect(after.orders).toBeGreaterThan(before.orders);
  expect(after.hours).toBeGreaterThanOrEqual(before.hours + 2);

  await openDesk(page, request, OPERATOR, '/admin');
  await page.getByRole('link', { name: fm.navFigures }).click();
  await expect(page.getByRole('heading', { level: 1, name: fm.figuresTitle })).toBeVisible();
  const orders = page.getByRole('table', { name: fm.ordersTitle });
  const today = orders.getByRole('row').last();
  const shown = Number((await today.getByRole('cell').textContent())!.replace(/\./g, ''));
  expect(shown).toBeGreaterThanOrEqual(after.orders);
  const promo = page.getByTestId('figures-promo').getByRole('row', { name: new RegExp(code) });
  await expect(promo.getByRole('cell').first()).toHaveText('1');
  await expectNoAxeViolations(page);
});
