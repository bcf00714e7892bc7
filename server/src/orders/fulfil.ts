import type { Association, Country, ModuleId } from '../../../src/shared/api/constants';
import { formatPrice } from '../../../src/shared/domain/price';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { one } from '../db/database';
import {
  LEARNING_FORM,
  MINUTES_PER_HOUR,
  renderAttendanceCertificatePdf,
  renderCreditConfirmationPdf,
  renderEInvoice,
  renderInvoicePdf,
  type InvoiceDocument,
  type PostalAddress,
} from '../documents';
import { issuedDocuments, type IssuedDocument } from '../documents/archive';
import { resendDue, sendOnce, type MailOutbox } from '../mail/retry';

export interface OrderRow {
  id: number;
  user_id: number | null;
  invoice_number: string;
  country: Country;
  currency: 'EUR' | 'CHF';
  buyer_name: string;
  buyer_company: string;
  buyer_vat_id: string;
  buyer_email: string;
  street: string;
  postal_code: string;
  city: string;
  promo_code: string | null;
  cicero_number: string | null;
  gutberaten_id: string | null;
  subtotal_cents: number;
  discount_cents: number;
  net_cents: number;
  vat_rate: string;
  vat_cents: number;
  gross_cents: number;
  created_at: Date;
}

export interface ItemRow {
  module: ModuleId | null;
  organisation: Association | null;
  title: string;
  content: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

const PAYMENT_DAYS = 14;
const DAY_MS = 86_400_000;

const buyerAddress = (order: OrderRow): PostalAddress => ({
  street: order.street,
  postalCode: order.postal_code,
  city: order.city,
  country: order.country.toUpperCase() as PostalAddress['country'],
});

export function invoiceDocument(ctx: Context, order: OrderRow, items: ItemRow[]): InvoiceDocument {
  const unitLabel = order.country === 'ch' ? 'Credits' : 'Std.';
  return {
    number: order.invoice_number,
    issueDate: order.created_at,
    serviceDate: order.created_at,
    dueDate: new Date(order.created_at.getTime() + PAYMENT_DAYS * DAY_MS),
    country: order.country,
    currency: order.currency,
    seller: ctx.config.seller,
    buyer: {
      name: order.buyer_name,
      company: order.buyer_company || undefined,
      vatId: order.buyer_vat_id || undefined,
      address: buyerAddress(order),
      email: order.buyer_email,
    },
    lines: items.map((item) => ({
      description: item.title,
      detail:
        item.organisation === 'cicero' && order.cicero_number
          ? `Cicero-Nr. ${order.cicero_number}`
          : item.content || undefined,
      quantity: item.quantity,
      unitLabel,
      unitCode: order.country === 'ch' ? 'C62' : 'HUR',
      unitPriceCents: item.unit_price_cents,
      lineTotalCents: item.line_total_cents,
    })),
    discount: order.promo_code ? { code: order.promo_code, cents: order.discount_cents } : undefined,
    subtotalCents: order.subtotal_cents,
    netCents: order.net_cents,
    vatRate: Number(order.vat_rate),
    vatCents: order.vat_cents,
    grossCents: order.gross_cents,
  };
}

/** The training proof: a certificate (de, at without gut beraten), a credit confirmation (ch). */
async function trainingProof(ctx: Context, order: OrderRow, items: ItemRow[]): Promise<IssuedDocument[]> {
  const proofNumber = (prefix: string) => order.invoice_number.replace(/^RE/, prefix);
  const participant = { name: order.buyer_name, address: buyerAddress(order) };
  if (order.country === 'ch') {
    return Promise.all(
      items.map(async (item) => ({
        kind: 'credit-confirmation' as const,
        number: proofNumber('CB'),
        filename: `Credit-Bestaetigung-${order.invoice_number}-${item.organisation}.pdf`,
        contentType: 'application/pdf',
        content: await renderCreditConfirmationPdf({
          number: proofNumber('CB'),
          invoiceNumber: order.invoice_number,
          participant,
          provider: ctx.config.seller,
          association: item.organisation!,
          ciceroNumber: item.organisation === 'cicero' ? (order.cicero_number ?? undefined) : undefined,
          credits: item.quantity,
          issueDate: order.created_at,
        }),
      })),
    );
  }
  // Hours reported to gut beraten are proven there; the user sees the booking's status in the app.
  if (order.gutberaten_id) return [];
  const units = items.map((item) => ({
    title: item.title,
    content: item.content,
    minutes: item.quantity * MINUTES_PER_HOUR,
  }));
  const content = await renderAttendanceCertificatePdf({
    number: proofNumber('TB'),
    invoiceNumber: order.invoice_number,
    country: order.country,
    participant,
    provider: ctx.config.seller,
    issueDate: order.created_at,
    trainingDate: order.created_at,
    learningForm: LEARNING_FORM,
    units,
    totalMinutes: units.reduce((sum, unit) => sum + unit.minutes, 0),
  });
  return [
    {
      kind: 'attendance-certificate',
      number: proofNumber('TB'),
      filename: `Teilnahmebescheinigung-${order.invoice_number}.pdf`,
      contentType: 'application/pdf',
      content,
    },
  ];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rendering and mailing, without bookkeeping; throws when either fails. */
async function deliverOrderMail(ctx: Context, orderId: number): Promise<void> {
  const order = await one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = $1', [orderId]);
  if (!order) return;
  const items = await ctx.db.query<ItemRow>('SELECT * FROM order_items WHERE order_id = $1 ORDER BY id', [
    orderId,
  ]);
  // Made once, when first sent, and archived: a retry mails the archived bytes (docs/product-rules.md#documents).
  const attachments = await issuedDocuments(
    ctx.db,
    { orderId, userId: order.user_id },
    order.created_at,
    ctx.clock(),
    async () => {
      const invoice = invoiceDocument(ctx, order, items);
      const number = order.invoice_number;
      return [
        {
          kind: 'invoice',
          number,
          filename: `Rechnung-${number}.pdf`,
          contentType: 'application/pdf',
          content: await renderInvoicePdf(invoice),
        },
        ...(order.buyer_company
          ? [{ kind: 'e-invoice' as const, number, ...(await renderEInvoice(invoice)) }]
          : []),
        ...(await trainingProof(ctx, order, items)),
      ];
    },
  );
  const firm = Boolean(order.buyer_company);
  const lines = messages.orders.invoiceMailLines({
    firm,
    name: order.buyer_name,
    number: order.invoice_number,
    total: formatPrice(order.gross_cents, order.country),
    gutberatenId: order.gutberaten_id,
    credits: order.country === 'ch',
    seller: ctx.config.seller.name,
  });
  await ctx.mailer.send({
    to: order.buyer_email,
    subject: messages.orders.invoiceSubject(order.invoice_number, firm),
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    attachments,
  });
  await ctx.db.query('UPDATE orders SET mail_sent_at = $2 WHERE id = $1', [orderId, ctx.clock()]);
}

/** Orders' invoice mails (server/src/mail/retry.ts): after MAX_MAIL_ATTEMPTS `mail_sent_at IS NULL` marks them. */
export const MAX_MAIL_ATTEMPTS = 5;
export const invoiceMails: MailOutbox = {
  table: 'orders',
  since: 'created_at',
  maxAttempts: MAX_MAIL_ATTEMPTS,
  deliver: deliverOrderMail,
};

/**
 * Renders the order's documents and mails them to the buyer, right after the order is committed. A failure
 * never undoes the paid order: the caller logs it and the worker tries again.
 */
export const sendOrderMail = (ctx: Context, orderId: number) => sendOnce(ctx, invoiceMails, orderId);

/** Orders whose mail was not sent, due again; returns the orders tried. */
export const resendFailedOrderMails = (ctx: Context, log?: (error: unknown, orderId: number) => void) =>
  resendDue(ctx, invoiceMails, log);
