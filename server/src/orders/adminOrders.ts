import type { AdminOrder, AdminOrderRow } from '../../../src/shared/api/calls/adminOrders';
import { ORDERS_PAGE_SIZE, type OrderState } from '../../../src/shared/api/calls/adminOrders';
import type { Country } from '../../../src/shared/api/constants';
import { likePattern, one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { listDocuments } from '../documents/archive';
import { MAX_MAIL_ATTEMPTS } from './fulfil';

/**
 * The back office's view of orders (docs/product-rules.md#back-office): an order never changes here; a
 * cancellation is a document of its own (cancellations.ts), and the order's state follows from them.
 */
export interface OrderFilter {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  country?: Country | undefined;
  state?: OrderState | undefined;
  page: number;
}

/** Open, cancelled in part or wholly: by how many of its items a Stornorechnung took back. */
const STATE = `CASE (SELECT count(*) FROM order_cancellation_items c JOIN order_items i ON i.id = c.order_item_id
    WHERE i.order_id = o.id)
  WHEN 0 THEN 'open'
  WHEN (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) THEN 'cancelled'
  ELSE 'partly-cancelled' END`;

/** The invoice mail's state, and the latest booking's of the order (a gut beraten order has one). */
const row = (
  maxAttempts: string,
) => `o.id, o.invoice_number, o.created_at, o.country, o.buyer_name, o.buyer_email, o.gross_cents, o.currency,
  CASE WHEN o.mail_sent_at IS NOT NULL THEN 'sent' WHEN o.mail_attempts >= ${maxAttempts} THEN 'failed' ELSE 'pending' END AS mail,
  (SELECT b.status FROM training_bookings b WHERE b.order_id = o.id ORDER BY b.id DESC LIMIT 1) AS booking,
  ${STATE} AS state`;

const WHERE = `
  ($1::text IS NULL OR o.invoice_number ILIKE $1 OR o.buyer_name ILIKE $1 OR o.buyer_email ILIKE $1)
  AND ($2::date IS NULL OR o.created_at >= ($2::date::timestamp AT TIME ZONE 'Europe/Berlin'))
  AND ($3::date IS NULL OR o.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin'))
  AND ($4::text IS NULL OR o.country = $4)
  AND ($5::text IS NULL OR ${STATE} = $5)`;

type Row = Omit<AdminOrderRow, 'created_at'> & { created_at: Date };
const present = (row: Row): AdminOrderRow => ({ ...row, created_at: new Date(row.created_at).toISOString() });

export async function listOrders(db: Db, filter: OrderFilter) {
  const params = [
    filter.q ? likePattern(filter.q) : null,
    filter.from ?? null,
    filter.to ?? null,
    filter.country ?? null,
    filter.state ?? null,
  ];
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `SELECT ${row('$6')} FROM orders o WHERE ${WHERE} ORDER BY o.created_at DESC, o.id DESC LIMIT $7 OFFSET $8`,
      [...params, MAX_MAIL_ATTEMPTS, ORDERS_PAGE_SIZE, (filter.page - 1) * ORDERS_PAGE_SIZE],
    ),
    one<{ total: number }>(db, `SELECT count(*)::int AS total FROM orders o WHERE ${WHERE}`, params),
  ]);
  return { data: rows.map(present), total: count?.total ?? 0 };
}

export async function showOrder(db: Db, orderId: number): Promise<AdminOrder> {
  const order = await one<
    Row & {
      user_id: number | null;
      buyer_company: string;
      buyer_vat_id: string;
      street: string;
      postal_code: string;
      city: string;
      promo_code: string | null;
      gutberaten_id: string | null;
      subtotal_cents: number;
      discount_cents: number;
      net_cents: number;
      vat_rate: string;
      vat_cents: number;
      mail_sent_at: Date | null;
      mail_attempts: number;
    }
  >(
    db,
    `SELECT ${row('$1')}, o.user_id, o.buyer_company, o.buyer_vat_id, o.street, o.postal_code, o.city, o.promo_code,
       o.gutberaten_id, o.subtotal_cents, o.discount_cents, o.net_cents, o.vat_rate, o.vat_cents,
       o.mail_sent_at, o.mail_attempts
     FROM orders o WHERE o.id = $2`,
    [MAX_MAIL_ATTEMPTS, orderId],
  );
  if (!order) throw new HttpError(ErrorCode.orderNotFound);
  const [items, cancellations, bookings, documents] = await Promise.all([
    db.query<AdminOrder['items'][number]>(
      `SELECT i.id, i.title, i.quantity, i.unit_price_cents, i.line_total_cents, oc.invoice_number AS cancelled_by
       FROM order_items i
       LEFT JOIN order_cancellation_items ci ON ci.order_item_id = i.id
       LEFT JOIN order_cancellations oc ON oc.id = ci.cancellation_id
       WHERE i.order_id = $1 ORDER BY i.id`,
      [orderId],
    ),
    db.query<{
      id: number;
      invoice_number: string;
      created_at: Date;
      reason: string;
      gross_cents: number;
      mail_sent_at: Date | null;
    }>(
      `SELECT id, invoice_number, created_at, reason, gross_cents, mail_sent_at FROM order_cancellations
       WHERE order_id = $1 ORDER BY id`,
      [orderId],
    ),
    db.query<Omit<AdminOrder['bookings'][number], 'next_attempt_at'> & { next_attempt_at: Date }>(
      `SELECT status, attempts, last_error, external_id, next_attempt_at FROM training_bookings
       WHERE order_id = $1 ORDER BY id`,
      [orderId],
    ),
    listDocuments(db, { orderId }),
  ]);
  const { street, postal_code, city, vat_rate, mail_sent_at, ...rest } = order;
  return {
    order: {
      ...present(rest),
      user_id: rest.user_id,
      buyer_company: rest.buyer_company,
      buyer_vat_id: rest.buyer_vat_id,
      address: { street, postal_code, city },
      promo_code: rest.promo_code,
      gutberaten_id: rest.gutberaten_id,
      subtotal_cents: rest.subtotal_cents,
      discount_cents: rest.discount_cents,
      net_cents: rest.net_cents,
      vat_rate: Number(vat_rate),
      vat_cents: rest.vat_cents,
      mail_sent_at: mail_sent_at ? new Date(mail_sent_at).toISOString() : null,
      mail_attempts: rest.mail_attempts,
    },
    items,
    cancellations: cancellations.map((c) => ({
      ...c,
      created_at: new Date(c.created_at).toISOString(),
      mail_sent_at: c.mail_sent_at ? new Date(c.mail_sent_at).toISOString() : null,
    })),
    documents,
    bookings: bookings.map((b) => ({ ...b, next_attempt_at: new Date(b.next_attempt_at).toISOString() })),
  };
}
