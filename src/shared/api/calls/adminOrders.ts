import { z } from 'zod/mini';
import { COUNTRIES } from '../constants';
import { defineCall } from '../call';
import { calendarDate } from '../questionBank';
import { id, isoDate, pathId, requiredText, text } from '../primitives';
import { documentSummarySchema } from './documents';

/**
 * The back office's orders (docs/product-rules.md#back-office): a searchable list and an order's page with
 * its items, documents, mail and training-database bookings. Operators and support; each order page
 * opened is an audit row (a view of a learner's personal data).
 */
export const ORDERS_PAGE_SIZE = 50 as const;

export const ORDER_MAIL_STATES = ['sent', 'pending', 'failed'] as const;
export const BOOKING_STATES = ['pending', 'booked', 'failed', 'cancelling', 'cancelled'] as const;
/** Whether an order stands, is cancelled in part (some items) or wholly (docs/product-rules.md#cancellations). */
export const ORDER_STATES = ['open', 'partly-cancelled', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const cents = z.int();
const currency = z.enum(['EUR', 'CHF']);

export const adminOrderRowSchema = z.object({
  id,
  invoice_number: z.string(),
  created_at: isoDate,
  country: z.enum(COUNTRIES),
  buyer_name: z.string(),
  buyer_email: z.string(),
  gross_cents: cents,
  currency,
  /** The invoice mail: sent, still being tried, or given up after its attempts. */
  mail: z.enum(ORDER_MAIL_STATES),
  /** The training-database booking of a gut beraten order, else null. */
  booking: z.nullable(z.enum(BOOKING_STATES)),
  state: z.enum(ORDER_STATES),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersCall = defineCall({
  name: 'admin.orders.index',
  method: 'GET',
  query: z.object({
    /** Words of the invoice number, the buyer's name or e-mail address. */
    q: z.optional(text(100)),
    /** Orders on or after this day, and before the day after `to` (Europe/Berlin). */
    from: z.optional(calendarDate),
    to: z.optional(calendarDate),
    country: z.optional(z.enum(COUNTRIES)),
    state: z.optional(z.enum(ORDER_STATES)),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    data: z.array(adminOrderRowSchema).check(z.maxLength(ORDERS_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(ORDERS_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});

export const adminOrderCall = defineCall({
  name: 'admin.orders.show',
  method: 'GET',
  params: z.object({ order: pathId }),
  response: z.object({
    order: z.object({
      ...adminOrderRowSchema.shape,
      /** Null once the learner deleted the account (the order is kept). */
      user_id: z.nullable(id),
      buyer_company: z.string(),
      buyer_vat_id: z.string(),
      address: z.object({ street: z.string(), postal_code: z.string(), city: z.string() }),
      promo_code: z.nullable(z.string()),
      gutberaten_id: z.nullable(z.string()),
      subtotal_cents: cents,
      discount_cents: cents,
      net_cents: cents,
      vat_rate: z.number(),
      vat_cents: cents,
      mail_sent_at: z.nullable(isoDate),
      mail_attempts: z.int().check(z.gte(0)),
    }),
    items: z.array(
      z.object({
        id,
        title: z.string(),
        quantity: z.int(),
        unit_price_cents: cents,
        line_total_cents: cents,
        /** The Stornorechnung that cancelled this item, if one did. */
        cancelled_by: z.nullable(z.string()),
      }),
    ),
    cancellations: z.array(
      z.object({
        id,
        invoice_number: z.string(),
        created_at: isoDate,
        reason: z.string(),
        /** Negative, as on the Stornorechnung. */
        gross_cents: cents,
        mail_sent_at: z.nullable(isoDate),
      }),
    ),
    documents: z.array(documentSummarySchema),
    bookings: z.array(
      z.object({
        status: z.enum(BOOKING_STATES),
        attempts: z.int().check(z.gte(0)),
        last_error: z.nullable(z.string()),
        external_id: z.nullable(z.string()),
        next_attempt_at: isoDate,
      }),
    ),
  }),
});
export type AdminOrder = z.infer<typeof adminOrderCall.response>;

/** Why an order or an item is cancelled: printed on the Stornorechnung. */
export const CANCELLATION_REASON_MAX = 300;

/**
 * Cancels an order, or one of its items (`item`), with a Stornorechnung; operators only. The reply names
 * its number. The original invoice stays as issued.
 */
export const adminOrderCancelCall = defineCall({
  name: 'admin.orders.cancellations.store',
  method: 'POST',
  params: z.object({ order: pathId }),
  body: z.object({
    item: z.optional(z.nullable(id)),
    reason: requiredText(CANCELLATION_REASON_MAX),
  }),
  response: z.object({
    invoice_number: z.string(),
    gross_cents: cents,
  }),
});
