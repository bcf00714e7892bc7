import { formatPrice } from '../../../src/shared/domain/price';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { renderEInvoice, renderInvoicePdf } from '../documents';
import { issuedDocuments } from '../documents/archive';
import { formatDate } from '../documents/layout';
import { HttpError, ErrorCode } from '../errors';
import { resendDue, sendOnce, type MailOutbox } from '../mail/retry';
import { invoiceDocument, MAX_MAIL_ATTEMPTS, type ItemRow, type OrderRow } from './fulfil';
import { nextInvoiceNumber } from './placeOrder';

/**
 * Cancellations (docs/product-rules.md#cancellations): a Stornorechnung for a whole order or one item, with
 * its own number from the invoices' series, negative amounts and the original's rate; the original
 * invoice is never touched. The order's training-database bookings of the cancelled items are cancelled
 * too, and the buyer gets the document by mail after the commit.
 */

/** An order's amounts in cents, all positive (or zero). */
export interface Amounts {
  subtotal: number;
  discount: number;
  net: number;
  vat: number;
  gross: number;
}

const minus = (a: Amounts, b: Amounts): Amounts => ({
  subtotal: a.subtotal - b.subtotal,
  discount: a.discount - b.discount,
  net: a.net - b.net,
  vat: a.vat - b.vat,
  gross: a.gross - b.gross,
});

/**
 * What a cancellation takes back (positive): the last one whatever is left, so an order's cancellations add
 * up to exactly its amounts; an earlier one its lines with their share of the discount, VAT at the order's
 * rate, rounded as an invoice rounds.
 */
export function cancellationAmounts(
  order: Amounts,
  cancelledBefore: Amounts,
  lines: number,
  completes: boolean,
  vatRate: number,
): Amounts {
  if (completes) return minus(order, cancelledBefore);
  const discount = order.subtotal > 0 ? Math.round((order.discount * lines) / order.subtotal) : 0;
  const net = lines - discount;
  const vat = Math.round(net * vatRate);
  return { subtotal: lines, discount, net, vat, gross: net + vat };
}

interface CancellationRow {
  id: number;
  order_id: number;
  invoice_number: string;
  reason: string;
  subtotal_cents: number;
  discount_cents: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  created_at: Date;
}

export interface CancelRequest {
  orderId: number;
  /** One item of the order; none cancels every item not cancelled yet. */
  itemId?: number | undefined;
  reason: string;
  adminId: number;
  now: Date;
}

export interface Cancellation {
  id: number;
  invoiceNumber: string;
  grossCents: number;
  /** Bookings whose cancellation the training database must still be told of. */
  bookingsToCancel: number;
}

/** Cancels in the caller's transaction; the order row's lock serialises cancellations of one order. */
export async function cancelOrder(tx: Db, request: CancelRequest): Promise<Cancellation> {
  const order = await one<OrderRow>(tx, 'SELECT * FROM orders WHERE id = $1 FOR UPDATE', [request.orderId]);
  if (!order) throw new HttpError(ErrorCode.orderNotFound);
  const items = await tx.query<{ id: number; line_total_cents: number; cancelled: boolean }>(
    `SELECT i.id, i.line_total_cents, EXISTS (SELECT 1 FROM order_cancellation_items c WHERE c.order_item_id = i.id)
       AS cancelled
     FROM order_items i WHERE i.order_id = $1 ORDER BY i.id`,
    [order.id],
  );
  const open = items.filter((item) => !item.cancelled);
  const chosen = request.itemId === undefined ? open : open.filter((item) => item.id === request.itemId);
  if (request.itemId !== undefined && !items.some((item) => item.id === request.itemId)) {
    throw new HttpError(ErrorCode.orderItemNotFound);
  }
  if (chosen.length === 0) throw new HttpError(ErrorCode.orderAlreadyCancelled);

  const before = await one<Amounts>(
    tx,
    `SELECT -coalesce(sum(subtotal_cents), 0)::int AS subtotal, -coalesce(sum(discount_cents), 0)::int AS discount,
       -coalesce(sum(net_cents), 0)::int AS net, -coalesce(sum(vat_cents), 0)::int AS vat,
       -coalesce(sum(gross_cents), 0)::int AS gross
     FROM order_cancellations WHERE order_id = $1`,
    [order.id],
  );
  const amounts = cancellationAmounts(
    {
      subtotal: order.subtotal_cents,
      discount: order.discount_cents,
      net: order.net_cents,
      vat: order.vat_cents,
      gross: order.gross_cents,
    },
    before!,
    chosen.reduce((sum, item) => sum + item.line_total_cents, 0),
    chosen.length === open.length,
    Number(order.vat_rate),
  );
  const invoiceNumber = await nextInvoiceNumber(tx, request.now);
  const cancellation = await one<{ id: number }>(
    tx,
    `INSERT INTO order_cancellations (order_id, invoice_number, reason, subtotal_cents, discount_cents, net_cents,
       vat_cents, gross_cents, created_at, admin_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      order.id,
      invoiceNumber,
      request.reason,
      -amounts.subtotal,
      -amounts.discount,
      -amounts.net,
      -amounts.vat,
      -amounts.gross,
      request.now,
      request.adminId,
    ],
  );
  const itemIds = chosen.map((item) => item.id);
  await tx.query(
    `INSERT INTO order_cancellation_items (cancellation_id, order_item_id, line_total_cents)
     SELECT $1, i.id, -i.line_total_cents FROM order_items i WHERE i.id = ANY($2::int[])`,
    [cancellation!.id, itemIds],
  );
  // Not sent yet: never sent. Booked: the training database is told (the order worker, like a booking).
  await tx.query(
    `UPDATE training_bookings SET status = 'cancelled', updated_at = $2
     WHERE order_item_id = ANY($1::int[]) AND status IN ('pending', 'failed')`,
    [itemIds, request.now],
  );
  const toCancel = await tx.query(
    `UPDATE training_bookings SET status = 'cancelling', attempts = 0, last_error = NULL, next_attempt_at = $2,
       updated_at = $2
     WHERE order_item_id = ANY($1::int[]) AND status = 'booked' RETURNING id`,
    [itemIds, request.now],
  );
  return {
    id: cancellation!.id,
    invoiceNumber,
    grossCents: -amounts.gross,
    bookingsToCancel: toCancel.length,
  };
}

/** Rendering and mailing a Stornorechnung, made once and archived; throws when either fails. */
async function deliverCancellationMail(ctx: Context, cancellationId: number): Promise<void> {
  const cancellation = await one<CancellationRow>(ctx.db, 'SELECT * FROM order_cancellations WHERE id = $1', [
    cancellationId,
  ]);
  if (!cancellation) return;
  const order = await one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = $1', [cancellation.order_id]);
  if (!order) return;
  const [items, orderItemCount] = await Promise.all([
    ctx.db.query<ItemRow>(
      `SELECT i.* FROM order_items i JOIN order_cancellation_items c ON c.order_item_id = i.id
       WHERE c.cancellation_id = $1 ORDER BY i.id`,
      [cancellationId],
    ),
    one<{ n: number }>(ctx.db, 'SELECT count(*)::int AS n FROM order_items WHERE order_id = $1', [order.id]),
  ]);
  const whole = items.length === orderItemCount?.n;
  const firm = Boolean(order.buyer_company);
  const attachments = await issuedDocuments(
    ctx.db,
    { orderId: order.id, userId: order.user_id, cancellation: cancellation.invoice_number },
    cancellation.created_at,
    ctx.clock(),
    async () => {
      const original = invoiceDocument(ctx, order, items);
      const number = cancellation.invoice_number;
      const document = {
        ...original,
        number,
        issueDate: cancellation.created_at,
        lines: original.lines.map((line) => ({
          ...line,
          quantity: -line.quantity,
          lineTotalCents: -line.lineTotalCents,
        })),
        discount: order.promo_code
          ? { code: order.promo_code, cents: cancellation.discount_cents }
          : undefined,
        subtotalCents: cancellation.subtotal_cents,
        netCents: cancellation.net_cents,
        vatCents: cancellation.vat_cents,
        grossCents: cancellation.gross_cents,
        cancels: {
          number: order.invoice_number,
          issueDate: order.created_at,
          reason: cancellation.reason,
          whole,
        },
      };
      return [
        {
          kind: 'cancellation',
          number,
          filename: `Stornorechnung-${number}.pdf`,
          contentType: 'application/pdf',
          content: await renderInvoicePdf(document),
        },
        ...(firm
          ? [{ kind: 'cancellation-e-invoice' as const, number, ...(await renderEInvoice(document)) }]
          : []),
      ];
    },
  );
  const booking = await one<{ n: number }>(
    ctx.db,
    `SELECT count(*)::int AS n FROM training_bookings b JOIN order_cancellation_items c
       ON c.order_item_id = b.order_item_id WHERE c.cancellation_id = $1`,
    [cancellationId],
  );
  const lines = messages.orders.cancellationMailLines({
    firm,
    name: order.buyer_name,
    number: cancellation.invoice_number,
    original: order.invoice_number,
    originalDate: formatDate(order.created_at),
    total: formatPrice(cancellation.gross_cents, order.country),
    whole,
    booking: (booking?.n ?? 0) > 0,
    seller: ctx.config.seller.name,
  });
  await ctx.mailer.send({
    to: order.buyer_email,
    subject: messages.orders.cancellationSubject(cancellation.invoice_number, firm),
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${line.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`).join(''),
    attachments,
  });
  await ctx.db.query('UPDATE order_cancellations SET mail_sent_at = $2 WHERE id = $1', [
    cancellationId,
    ctx.clock(),
  ]);
}

const cancellationMails: MailOutbox = {
  table: 'order_cancellations',
  since: 'created_at',
  maxAttempts: MAX_MAIL_ATTEMPTS,
  deliver: deliverCancellationMail,
};

/** Mails a Stornorechnung right after its commit; the worker retries it like invoices. */
export const sendCancellationMail = (ctx: Context, cancellationId: number) =>
  sendOnce(ctx, cancellationMails, cancellationId);

export const resendFailedCancellationMails = (ctx: Context, log?: (error: unknown, id: number) => void) =>
  resendDue(ctx, cancellationMails, log);
