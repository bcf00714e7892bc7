import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_REPLY_MAX,
  adminBookingSchema,
  adminBookingsCall,
  type AdminBooking,
} from '../../../src/shared/api/calls/adminBookings';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import {
  MAX_BOOKING_ATTEMPTS,
  type BildungszeitMeldung,
  type TrainingDatabase,
} from '../orders/trainingDatabase';
import { adminToken } from '../testing/admin';
import { bearer, expectError, siblingServer, testClock, useTestServer } from '../testing/harness';

/**
 * Training-database bookings in the back office (docs/product-rules.md#training-database-bookings): the
 * list, the database's reply kept, and retry now, once even when asked twice at the same moment. On
 * PGlite, and with DATABASE_URL on PostgreSQL, where the two retries really overlap.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });

/** The fake database: refuses while `refusing`, with a reply body; answers after `delayMs`; counts bookings. */
const fake = {
  refusing: true,
  reply: '{"fehler":"gutberatenId unbekannt"}',
  delayMs: 0,
  booked: [] as string[],
};
const port: TrainingDatabase = {
  async book(booking, onReply) {
    await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (fake.refusing) {
      onReply?.(fake.reply);
      throw new Error('training database answered 422');
    }
    fake.booked.push(booking.interneBuchungsId);
    onReply?.(JSON.stringify({ id: `GB-${fake.booked.length}` }));
    return { externalId: `GB-${fake.booked.length}` };
  },
  cancel: () => Promise.reject(new Error('no withdrawals in these tests')),
};

let orderCount = 0;
/** An order of a gut beraten learner with its booking, as the checkout leaves them (no network). */
async function orderWithBooking(
  name: string,
  booking: { status?: string; attempts?: number } = {},
): Promise<{ order: number; booking: number; invoice: string }> {
  orderCount += 1;
  const invoice = `RE-BOOK-${randomUUID().slice(0, 6).toUpperCase()}-${orderCount}`;
  const [order] = await t.db.query<{ id: number }>(
    `INSERT INTO orders (invoice_number, country, currency, buyer_name, buyer_email, street, postal_code, city,
       gutberaten_id, subtotal_cents, discount_cents, net_cents, vat_rate, vat_cents, gross_cents, created_at)
     VALUES ($1, 'de', 'EUR', $2, 'buch@example.test', 'Weg 1', '10115', 'Berlin', '20240115-4A7K2P-03',
       100, 0, 100, 0.19, 19, 119, $3) RETURNING id`,
    [invoice, name, clock()],
  );
  const payload: Partial<BildungszeitMeldung> = {
    interneBuchungsId: `${invoice}-1`,
    gutberatenId: '20240115-4A7K2P-03',
  };
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO training_bookings (order_id, payload, status, attempts, next_attempt_at, updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $5) RETURNING id`,
    [order!.id, JSON.stringify(payload), booking.status ?? 'pending', booking.attempts ?? 0, clock()],
  );
  return { order: order!.id, booking: row!.id, invoice };
}

async function staff(email = 'support@demo.test') {
  const token = await adminToken(t, email);
  return {
    list: async (query: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/admin/bookings?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return adminBookingsCall.response.parse(response.json());
    },
    retry: (server: { inject: typeof t.request }, id: number) =>
      server.inject({
        method: 'POST',
        url: `/api/admin/bookings/${id}/retry`,
        headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
      }),
  };
}

const row = (list: { data: AdminBooking[] }, id: number) => list.data.find((b) => b.id === id);

describe('training-database bookings in the back office', () => {
  it("keeps the database's reply of a failed attempt and lists the booking failed after its last attempt", async () => {
    const sibling = await siblingServer(t, {}, { clock, trainingDatabase: port });
    try {
      fake.refusing = true;
      fake.reply = `{"fehler":"gutberatenId unbekannt","x":"${'x'.repeat(BOOKING_REPLY_MAX)}"}`;
      const { booking, invoice } = await orderWithBooking('Frieda Fehlschlag', {
        attempts: MAX_BOOKING_ATTEMPTS - 1,
      });
      await sibling.orders.run();
      const desk = await staff();
      const listed = row(await desk.list(`state=failed&search=${invoice}`), booking);
      expect(listed).toMatchObject({
        status: 'failed',
        attempts: MAX_BOOKING_ATTEMPTS,
        last_error: 'training database answered 422',
        next_attempt_at: null,
        invoice_number: invoice,
        buyer_name: 'Frieda Fehlschlag',
        gutberaten_id: '20240115-4A7K2P-03',
      });
      expect(listed!.last_reply).toBe(fake.reply.slice(0, BOOKING_REPLY_MAX));
      expect((await desk.list('state=booked')).data.some((b) => b.id === booking)).toBe(false);
    } finally {
      await sibling.close();
    }
  });

  it('finds bookings by a part of the invoice number or the name, any case, newest first', async () => {
    const first = await orderWithBooking('Gustav Gutberaten', { status: 'failed', attempts: 10 });
    const second = await orderWithBooking('Grete Gutberaten', { status: 'booked', attempts: 1 });
    const desk = await staff('admin@demo.test');
    const byName = await desk.list('search=GUTBERATEN');
    expect(byName.data.map((b) => b.id)).toEqual([second.booking, first.booking]);
    expect(byName.total).toBe(2);
    expect((await desk.list(`search=${first.invoice.toLowerCase()}`)).data.map((b) => b.id)).toEqual([
      first.booking,
    ]);
    expect((await desk.list('search=gutberaten&state=booked')).data.map((b) => b.id)).toEqual([
      second.booking,
    ]);
    expect((await desk.list('search=gutberaten&page=2')).data).toEqual([]);
  });

  it('retries now: one attempt at once, audited, and the reply of that attempt kept', async () => {
    const sibling = await siblingServer(t, {}, { clock, trainingDatabase: port });
    try {
      const { booking } = await orderWithBooking('Rudi Retry', { status: 'failed', attempts: 10 });
      fake.refusing = false;
      fake.delayMs = 0;
      const desk = await staff();
      const response = await desk.retry(sibling.app, booking);
      expect(response.statusCode, response.body).toBe(200);
      const retried = adminBookingSchema.parse(response.json());
      expect(retried).toMatchObject({
        status: 'booked',
        attempts: 11,
        last_error: null,
        next_attempt_at: null,
      });
      expect(retried.last_reply).toBe(JSON.stringify({ id: retried.external_id }));
      const audit = await t.db.query<{ action: string; actor_email: string; before: { status: string } }>(
        `SELECT action, actor_email, before FROM audit_log WHERE entity_type = 'training_booking' AND entity_id = $1`,
        [String(booking)],
      );
      expect(audit).toEqual([
        {
          action: 'booking.retry',
          actor_email: 'support@demo.test',
          before: expect.objectContaining({ status: 'failed' }),
        },
      ]);
      // Booked: nothing more to send.
      const again = await desk.retry(sibling.app, booking);
      expectError(again, 409, 'booking.not-retryable');
    } finally {
      await sibling.close();
    }
  });

  it('books once when retry now is asked twice at the same moment', async () => {
    const sibling = await siblingServer(t, {}, { clock, trainingDatabase: port });
    try {
      const { booking, invoice } = await orderWithBooking('Zora Zweimal', { status: 'pending', attempts: 3 });
      fake.refusing = false;
      fake.delayMs = 150;
      const [operator, support] = await Promise.all([staff('admin@demo.test'), staff()]);
      const replies = await Promise.all([
        operator.retry(sibling.app, booking),
        support.retry(sibling.app, booking),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(fake.booked.filter((id) => id === `${invoice}-1`)).toHaveLength(1);
      const audit = await t.db.query(
        `SELECT id FROM audit_log WHERE entity_type = 'training_booking' AND entity_id = $1`,
        [String(booking)],
      );
      expect(audit).toHaveLength(1);
      // The worker finds nothing due: the booking is booked.
      await sibling.orders.run();
      expect(fake.booked.filter((id) => id === `${invoice}-1`)).toHaveLength(1);
    } finally {
      fake.delayMs = 0;
      await sibling.close();
    }
  });
});
