import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminOrderCall } from '../../../src/shared/api/calls/adminOrders';
import { documentCall } from '../../../src/shared/api/calls/documents';
import { messages } from '../../../src/shared/messages.de';
import { adminToken } from '../testing/admin';
import { bearer, expectError, mailsTo, testClock, useTestServer } from '../testing/harness';
import { attachmentText, invoiceMailsTo, moduleUser, postOrder } from '../testing/orders';
import { pdfText } from '../testing/pdfText';
import { cancellationAmounts } from '../orders/cancellations';
import { DEV_TRAINING_DB_ADDRESS } from '../orders/trainingDatabase';

/**
 * Cancellations (docs/product-rules.md#cancellations): a Stornorechnung with its own number in the
 * invoices' series, negative amounts and a reference to the original, which stays as issued.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });

const operator = async () => bearer(await adminToken(t, 'admin@demo.test'));

async function placed(payload: Record<string, unknown> = {}) {
  const { user, m1, m2 } = await moduleUser(t, clock(), [250, 250]);
  const response = await postOrder(t, user, {
    purchases: [
      { course_id: m1.id, quantity: 2 },
      { course_id: m2.id, quantity: 1 },
    ],
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { invoice_number } = response.json<{ invoice_number: string }>();
  await invoiceMailsTo(t, user.email);
  const [order] = await t.db.query<{ id: number }>('SELECT id FROM orders WHERE invoice_number = $1', [
    invoice_number,
  ]);
  return { user, invoice_number, orderId: order!.id };
}

const cancel = async (orderId: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancellations`,
    headers: { ...(headers ?? (await operator())), 'idempotency-key': randomUUID() },
    payload: body,
  });

const show = async (orderId: number) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    headers: await operator(),
  });
  return adminOrderCall.response.parse(response.json());
};

const cancellationMails = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => /Stornorechnung /.test(mail.subject));

describe('cancellationAmounts', () => {
  const order = { subtotal: 3000, discount: 300, net: 2700, vat: 513, gross: 3213 };
  const none = { subtotal: 0, discount: 0, net: 0, vat: 0, gross: 0 };

  it('takes an item with its share of the discount and the order rate, the last one whatever is left', () => {
    const first = cancellationAmounts(order, none, 1000, false, 0.19);
    expect(first).toEqual({ subtotal: 1000, discount: 100, net: 900, vat: 171, gross: 1071 });
    const rest = cancellationAmounts(order, first, 2000, true, 0.19);
    expect(rest).toEqual({ subtotal: 2000, discount: 200, net: 1800, vat: 342, gross: 2142 });
  });

  it('adds up to the order exactly when shares round', () => {
    const odd = { subtotal: 300, discount: 100, net: 200, vat: 38, gross: 238 };
    const parts = [cancellationAmounts(odd, none, 100, false, 0.19)];
    const sum = (key: keyof typeof odd) => parts.reduce((s, p) => s + p[key], 0);
    parts.push(
      cancellationAmounts(
        odd,
        {
          subtotal: sum('subtotal'),
          discount: sum('discount'),
          net: sum('net'),
          vat: sum('vat'),
          gross: sum('gross'),
        },
        200,
        true,
        0.19,
      ),
    );
    for (const key of ['subtotal', 'discount', 'net', 'vat', 'gross'] as const)
      expect(sum(key)).toBe(odd[key]);
  });
});

describe('cancelling an order', () => {
  it('issues a Stornorechnung with the next number, the reference and negative amounts, and mails it', async () => {
    const { user, invoice_number, orderId } = await placed({ promocode: 'WILLKOMMEN10' });
    const before = await show(orderId);
    const invoice = before.documents.find((d) => d.kind === 'invoice')!;
    const response = await cancel(orderId, { reason: 'Doppelt bestellt' });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<{ invoice_number: string; gross_cents: number }>();
    const [, year, serial] = /^RE-(\d{4})-(\d{5})$/.exec(invoice_number)!;
    expect(reply.invoice_number).toBe(`RE-${year}-${String(Number(serial) + 1).padStart(5, '0')}`);
    expect(reply.gross_cents).toBe(-before.order.gross_cents);

    const [mail] = await cancellationMails(user.email);
    expect(mail!.subject).toBe(`Deine Stornorechnung ${reply.invoice_number}`);
    expect(mail!.text).toContain(`die Rechnung ${invoice_number} vom 24.11.2026 haben wir storniert`);
    const text = await attachmentText(t, mail!.attachments[0]!.url);
    expect(text).toContain(`Stornorechnung ${reply.invoice_number}`);
    expect(text).toContain(`Storno zu Rechnung ${invoice_number}`);
    expect(text).toContain('Grund: Doppelt bestellt');
    expect(text).toContain(
      `Gesamtbetrag -${(before.order.gross_cents / 100).toFixed(2).replace('.', ',')} €`,
    );
    expect(text).not.toContain('GiroCode');

    const after = await show(orderId);
    expect(after.order.state).toBe('cancelled');
    expect(after.items.map((item) => item.cancelled_by)).toEqual([
      reply.invoice_number,
      reply.invoice_number,
    ]);
    expect(after.cancellations).toMatchObject([
      { invoice_number: reply.invoice_number, reason: 'Doppelt bestellt' },
    ]);
    // The original is as it was; the Stornorechnung is archived beside it, the learner may download it.
    expect(after.documents.find((d) => d.kind === 'invoice')).toEqual(invoice);
    const storno = after.documents.find((d) => d.kind === 'cancellation')!;
    expect(storno.number).toBe(reply.invoice_number);
    const download = await t.request({
      method: 'GET',
      url: `/api/users/me/documents/${storno.id}`,
      headers: user.headers,
    });
    const bytes = Buffer.from(documentCall.response.parse(download.json()).content_base64, 'base64');
    expect((await pdfText(bytes)).text).toContain('Stornorechnung');

    const [audit] = await t.db.query<{ action: string; after: { cancellation: string } }>(
      `SELECT action, after FROM audit_log WHERE action = 'order.cancel' AND entity_id = $1`,
      [String(orderId)],
    );
    expect(audit!.after.cancellation).toBe(reply.invoice_number);
    expectError(await cancel(orderId, { reason: 'Noch einmal' }), 409, 'order.already-cancelled');
  });

  it('cancels one item, then the other, and the two add up to the order', async () => {
    const { orderId } = await placed({ promocode: 'WILLKOMMEN10' });
    const { items, order } = await show(orderId);
    const first = await cancel(orderId, { item: items[1]!.id, reason: 'Modul 2 nicht gewünscht' });
    expect(first.statusCode, first.body).toBe(200);
    expect((await show(orderId)).order.state).toBe('partly-cancelled');
    expectError(
      await cancel(orderId, { item: items[1]!.id, reason: 'Noch einmal' }),
      409,
      'order.already-cancelled',
    );
    const second = await cancel(orderId, { reason: 'Rest' });
    expect(second.statusCode, second.body).toBe(200);
    const rows = await t.db.query<Record<string, number>>(
      `SELECT subtotal_cents, discount_cents, net_cents, vat_cents, gross_cents FROM order_cancellations
       WHERE order_id = $1`,
      [orderId],
    );
    for (const key of [
      'subtotal_cents',
      'discount_cents',
      'net_cents',
      'vat_cents',
      'gross_cents',
    ] as const) {
      expect(rows.reduce((sum, row) => sum + row[key]!, 0)).toBe(-order[key]);
    }
    const other = await placed();
    const foreign = (await show(other.orderId)).items[0]!.id;
    expectError(await cancel(orderId, { item: foreign, reason: 'Falsch' }), 404, 'order.item-not-found');
  });

  it('cancels a booked training-database report through the port, and a failed one is never sent', async () => {
    const gutberatenNum = '20240115-4A7K2P-03';
    const { orderId } = await placed({ gutberatenNum });
    await t.server.orders.run();
    const { items } = await show(orderId);
    expect((await show(orderId)).bookings.map((b) => b.status)).toEqual(['booked', 'booked']);
    await cancel(orderId, { item: items[0]!.id, reason: 'Falsch gemeldet' });
    // The worker is woken after the commit: the withdrawal may be on its way or done already.
    expect(['cancelling', 'cancelled']).toContain((await show(orderId)).bookings[0]!.status);
    await t.server.orders.run();
    expect((await show(orderId)).bookings.map((b) => b.status)).toEqual(['cancelled', 'booked']);
    const withdrawals = (await mailsTo(t, DEV_TRAINING_DB_ADDRESS)).filter((m) =>
      m.subject.startsWith('Stornierung'),
    );
    const [invoice] = await t.db.query<{ invoice_number: string }>(
      'SELECT invoice_number FROM orders WHERE id = $1',
      [orderId],
    );
    expect(withdrawals.map((m) => JSON.parse(m.text) as { interneBuchungsId: string })).toContainEqual({
      interneBuchungsId: `${invoice!.invoice_number}-1`,
      externalId: `DEV-${invoice!.invoice_number}-1`,
    });

    // Reports the database refused until they were given up: cancelled, never sent again.
    const pending = await placed({ gutberatenNum });
    await t.server.orders.run();
    await t.db.query(
      `UPDATE training_bookings SET status = 'failed', external_id = NULL, next_attempt_at = $2 WHERE order_id = $1`,
      [pending.orderId, clock()],
    );
    await cancel(pending.orderId, { reason: 'Sofort storniert' });
    expect((await show(pending.orderId)).bookings.map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
    const sentBefore = (await mailsTo(t, DEV_TRAINING_DB_ADDRESS)).length;
    await t.server.orders.run();
    expect((await mailsTo(t, DEV_TRAINING_DB_ADDRESS)).length).toBe(sentBefore);
  });

  it('gives a firm the Stornorechnung as an e-invoice too: a credit note referring to the original', async () => {
    const { user, invoice_number, orderId } = await placed({
      company: 'Müller GmbH',
      ustIdNr: 'DE123456789',
    });
    expect((await cancel(orderId, { reason: 'Falsche Firma' })).statusCode).toBe(200);
    const [mail] = await cancellationMails(user.email);
    expect(mail!.subject).toMatch(/^Ihre Stornorechnung /);
    const xml = mail!.attachments.find((a) => a.filename.endsWith('.xml'))!;
    const content = (await t.request({ method: 'GET', url: xml.url })).body;
    expect(content).toMatch(/<ram:TypeCode>381<\/ram:TypeCode>/);
    expect(content).toContain(`<ram:IssuerAssignedID>${invoice_number}</ram:IssuerAssignedID>`);
    expect(content).not.toMatch(/Amount[^>]*>-/);
  });

  it('refuses a support account, a reason left empty and an unknown order', async () => {
    const { orderId } = await placed();
    const support = bearer(await adminToken(t, 'support@demo.test'));
    expect((await cancel(orderId, { reason: 'Versuch' }, support)).statusCode).toBe(403);
    expectError(await cancel(orderId, { reason: '  ' }), 422, 'validation');
    expectError(await cancel(999_999, { reason: 'Weg' }), 404, 'order.not-found');
    expect((await show(orderId)).order.state).toBe('open');
    expect(messages.orders.cancellationSubject('RE-1', true)).toBe('Ihre Stornorechnung RE-1');
  });
});

describe(`concurrent cancellations and orders on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('never gives two documents one number and leaves no gap', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => placed()));
    const buyers = await Promise.all(Array.from({ length: 6 }, () => moduleUser(t, clock(), [100, 0])));
    const headers = await operator();
    const replies = await Promise.all([
      ...orders.map(({ orderId }) => cancel(orderId, { reason: 'Gleichzeitig' }, headers)),
      ...buyers.map(({ user, m1 }) => postOrder(t, user, { purchases: [{ course_id: m1.id, quantity: 1 }] })),
      // The same order twice at once: one Stornorechnung.
      cancel(orders[0]!.orderId, { reason: 'Doppelt' }, headers),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([...Array(12).fill(200), 409]);
    const numbers = await t.db.query<{ n: string }>(
      `SELECT invoice_number AS n FROM orders UNION ALL SELECT invoice_number FROM order_cancellations`,
    );
    const serials = numbers.map((row) => Number(row.n.slice(-5))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(serials.length);
    expect(serials).toEqual(Array.from({ length: serials.length }, (_, i) => i + 1));
  });
});
