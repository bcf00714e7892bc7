import { describe, expect, it } from 'vitest';
import { adminOrderCall, adminOrdersCall } from '../../../src/shared/api/calls/adminOrders';
import { adminToken } from '../testing/admin';
import { bearer, expectError, testClock, useTestServer } from '../testing/harness';
import { invoiceMailsTo, moduleUser, postOrder } from '../testing/orders';

/** Orders in the back office: found by number, name or address, day and country; an order's page audited. */
const clock = testClock(new Date('2026-11-24T22:30:00Z')); // 23:30 on the 24th in Berlin
const t = useTestServer({ clock });

async function placeOrder() {
  const { user, m1 } = await moduleUser(t, clock(), [250, 0]);
  const placed = await postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 2 }] });
  expect(placed.statusCode, placed.body).toBe(200);
  await invoiceMailsTo(t, user.email); // waits for the work after the reply (documents, mail)
  return { user, number: placed.json<{ invoice_number: string }>().invoice_number };
}

const get = async (url: string, email = 'support@demo.test') =>
  t.request({ method: 'GET', url, headers: bearer(await adminToken(t, email)) });
const list = async (query: string) => {
  const response = await get(`/api/admin/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrdersCall.response.parse(response.json());
};

describe('orders in the back office', () => {
  it('finds an order by its number, the buyer e-mail and the Berlin day it was placed', async () => {
    const { user, number } = await placeOrder();
    const byNumber = await list(`q=${number}`);
    expect(byNumber.data).toHaveLength(1);
    expect(byNumber.data[0]).toMatchObject({
      invoice_number: number,
      buyer_email: user.email,
      country: 'de',
      currency: 'EUR',
      mail: 'sent',
      booking: null,
    });
    expect(
      (await list(`q=${encodeURIComponent(user.email.slice(0, 12))}`)).data.map((o) => o.invoice_number),
    ).toContain(number);
    // Placed at 23:30 in Berlin on the 24th: on that day, not on the 25th (UTC's).
    expect((await list(`q=${number}&from=2026-11-24&to=2026-11-24`)).total).toBe(1);
    expect((await list(`q=${number}&from=2026-11-25`)).total).toBe(0);
    expect((await list(`q=${number}&country=ch`)).total).toBe(0);
    // LIKE's own signs are taken as text.
    expect((await list('q=%25')).total).toBe(0);
  });

  it("shows an order's items and archived documents, and audits who opened it", async () => {
    const { user, number } = await placeOrder();
    const [row] = (await list(`q=${number}`)).data;
    const response = await get(`/api/admin/orders/${row!.id}`, 'admin@demo.test');
    expect(response.statusCode, response.body).toBe(200);
    const shown = adminOrderCall.response.parse(response.json());
    expect(shown.order).toMatchObject({
      invoice_number: number,
      user_id: user.id,
      mail: 'sent',
      mail_attempts: 1,
    });
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0]!.quantity).toBe(2);
    expect(shown.documents.map((d) => d.kind)).toEqual(['invoice', 'attendance-certificate']);
    const [audit] = await t.db.query<{ actor_email: string; entity_id: string }>(
      `SELECT actor_email, entity_id FROM audit_log WHERE action = 'order.view' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_email: 'admin@demo.test', entity_id: String(row!.id) });
    expectError(await get('/api/admin/orders/999999'), 404, 'order.not-found');
  });
});
