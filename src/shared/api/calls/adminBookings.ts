import { z } from 'zod/mini';
import { defineCall } from '../call';
import { id, isoDate, pathId, text } from '../primitives';
import { BOOKING_STATES } from './adminOrders';

/**
 * The back office's training-database bookings (docs/product-rules.md#training-database-bookings), under
 * /api/admin/bookings: every report of hours to gut beraten with its state, attempts, next try and the
 * database's reply to the last attempt; "retry now" sends one at once. Operators and support.
 */

/**
 * A booking's states: waiting for its (next) attempt, booked, given up after its attempts, being withdrawn,
 * withdrawn (docs/product-rules.md#cancellations). The orders' pages show the same.
 */
export const TRAINING_BOOKING_STATES = BOOKING_STATES;
export type TrainingBookingState = (typeof TRAINING_BOOKING_STATES)[number];

/** Rows of the list per page. */
export const BOOKINGS_PAGE_SIZE = 50 as const;
/** The longest reply body the database keeps of an attempt (characters); the rest is cut. */
export const BOOKING_REPLY_MAX = 4000 as const;
/** The search's longest text: an invoice number or a part of the buyer's name. */
export const BOOKING_SEARCH_MAX = 100 as const;

export const adminBookingSchema = z.object({
  id,
  order_id: id,
  invoice_number: z.string(),
  /** The buyer as the order names them, and the gut beraten ID the hours are reported for. */
  buyer_name: z.string(),
  gutberaten_id: z.string(),
  status: z.enum(TRAINING_BOOKING_STATES),
  attempts: z.int().check(z.gte(0)),
  /** When the worker tries next (pending bookings only). */
  next_attempt_at: z.nullable(isoDate),
  /** The last failure's message, and the database's reply body to the last attempt (cut to BOOKING_REPLY_MAX). */
  last_error: z.nullable(z.string()),
  last_reply: z.nullable(z.string().check(z.maxLength(BOOKING_REPLY_MAX))),
  external_id: z.nullable(z.string()),
  updated_at: isoDate,
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** The list, newest first: filter by state, search by invoice number or the buyer's name (a part, any case). */
export const adminBookingsCall = defineCall({
  name: 'admin.bookings.index',
  method: 'GET',
  query: z.object({
    search: z.optional(text(BOOKING_SEARCH_MAX)),
    state: z.optional(z.enum(TRAINING_BOOKING_STATES)),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    data: z.array(adminBookingSchema).check(z.maxLength(BOOKINGS_PAGE_SIZE)),
    page: z.int().check(z.gte(1)),
    per_page: z.literal(BOOKINGS_PAGE_SIZE),
    total: z.int().check(z.gte(0)),
  }),
});

/**
 * Retry now: a pending or failed booking is sent at once (one attempt, as the worker makes it) and comes
 * back as it then stands; a booked or cancelled one is refused (409 `booking.not-retryable`). Two at once
 * send it once: the second waits for the first and finds it booked.
 */
export const adminBookingRetryCall = defineCall({
  name: 'admin.bookings.retry',
  method: 'POST',
  params: z.object({ booking: pathId }),
  response: adminBookingSchema,
});
