import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { yearSummaryCall } from '../../../src/shared/api/calls/year';
import { adminToken } from '../testing/admin';
import { bearer, testClock, useTestServer } from '../testing/harness';
import { giveCoins, moduleUser, postOrder } from '../testing/orders';

/**
 * The year's figures at their edges. Year boundaries in Berlin (docs/product-rules.md#the-year, #documents): 00:30 on 1 January in Berlin is
 * still 31 December in UTC, but belongs to the new year everywhere: its hours, its invoice's number and a
 * Stornorechnung's number.
 */
const clock = testClock(new Date('2026-12-31T23:30:00Z')); // 1 January 2027, 00:30 in Berlin
const t = useTestServer({ clock });
const slow = { timeout: 120_000 };

describe('the turn of the year in Berlin', () => {
  it('numbers an order and its Stornorechnung of 1 January 00:30 in the new year', slow, async () => {
    const { user, m1, m2 } = await moduleUser(t, clock(), [100, 100]);
    const response = await postOrder(t, user, {
      purchases: [
        { course_id: m1.id, quantity: 1 },
        { course_id: m2.id, quantity: 1 },
      ],
      gutberatenNum: '20240115-4A7K2P-03',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { invoice_number } = response.json<{ invoice_number: string }>();
    expect(invoice_number).toMatch(/^RE-2027-\d{5}$/);
    // The training database hears of the hours on their day in Berlin, in the new year.
    const bookings = await t.db.query<{ payload: { beginn: string; ende: string } }>(
      'SELECT b.payload FROM training_bookings b JOIN orders o ON o.id = b.order_id WHERE o.invoice_number = $1',
      [invoice_number],
    );
    expect(bookings.map((b) => [b.payload.beginn, b.payload.ende])).toEqual([
      ['2027-01-01', '2027-01-01'],
      ['2027-01-01', '2027-01-01'],
    ]);

    const summary = yearSummaryCall.response.parse(
      (await t.request({ method: 'GET', url: '/api/users/me/year', headers: user.headers })).json(),
    );
    expect(summary.plan.year).toBe(2027);
    expect(summary.plan.hoursRequested).toBe(2);

    const [order] = await t.db.query<{ id: number }>('SELECT id FROM orders WHERE invoice_number = $1', [
      invoice_number,
    ]);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/admin/orders/${order!.id}/cancellations`,
      headers: { ...bearer(await adminToken(t, 'admin@demo.test')), 'idempotency-key': randomUUID() },
      payload: { reason: 'Doppelt bestellt' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ invoice_number: string }>().invoice_number).toMatch(/^RE-2027-\d{5}$/);
  });
});

describe('the hours the coins on hand pay for', () => {
  it('counts whole hours per course: coins of two modules do not add up to an hour', slow, async () => {
    // 80 coins on each module: 160 coins, but no module holds the 100 an hour takes.
    const { user, m1 } = await moduleUser(t, clock(), [80, 80]);
    const year = async () =>
      yearSummaryCall.response.parse(
        (await t.request({ method: 'GET', url: '/api/users/me/year', headers: user.headers })).json(),
      );
    const before = await year();
    expect(before.coins_on_hand).toBe(160);
    expect(before.plan.hoursFromCoinsOnHand).toBe(0);
    const refused = await postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }] });
    expect(refused.statusCode).toBe(422);
    // 20 more on Modul 1 make its first hour; Modul 2's 80 still pay for none.
    await giveCoins(t.db, user.id, m1.id, 20, clock());
    expect((await year()).plan.hoursFromCoinsOnHand).toBe(1);
    // The reminders' plan says the same.
    const reminders = await t.request({
      method: 'GET',
      url: '/api/users/me/reminders',
      headers: user.headers,
    });
    expect(
      reminders.json<{ plan: { hours_from_coins_on_hand: number } }>().plan.hours_from_coins_on_hand,
    ).toBe(1);
  });
});
