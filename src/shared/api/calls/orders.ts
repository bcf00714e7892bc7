import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../constants';
import { defineCall, okSchema, userParam } from '../call';
import { associationSchema, promoCodeStatusSchema } from '../entities';
import { country, id, isoDate, requiredText, role, text } from '../primitives';

export const purchaseSchema = z.union([
  z.strictObject({ course_id: id, quantity: z.int().check(z.gte(1), z.lte(1_000)) }),
  z.strictObject({ quantity: z.int().check(z.gte(1), z.lte(1_000)), organisation: associationSchema }),
]);

export const invoiceRequestSchema = z.object({
  name: requiredText(2 * TEXT_LIMITS.name + 1),
  company: z._default(z.optional(text()), ''),
  ustIdNr: z._default(z.optional(text(30)), ''),
  address: z.object({
    street: requiredText(),
    postal_code: z.string().check(z.trim(), z.regex(/^\d{4,5}$/)),
    city: requiredText(),
  }),
  purchases: z.array(purchaseSchema).check(z.minLength(1), z.maxLength(20)),
  promocode: z.optional(text(50)),
  ciceroNum: z.optional(text(50)),
  gutberatenNum: z.optional(text(50)),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

/** One line of the order as the receipt shows it: hours (de, at) or credits (ch). */
export const orderReceiptItemSchema = z.object({
  title: text(500),
  quantity: z.int().check(z.gte(1)),
  unit: z.enum(['hours', 'credits']),
});
export type OrderReceiptItem = z.infer<typeof orderReceiptItemSchema>;

const cents = z.int().check(z.gte(0));

/**
 * The order's reply: a confirmation, the number of the invoice the mail carries, and the receipt the
 * order-complete page shows: the items, the amounts as invoiced, the address the invoice and
 * certificate went to and whether the hours are reported to gut beraten.
 */
export const orderReplySchema = z.extend(okSchema, {
  invoice_number: text(30),
  country,
  email: text(TEXT_LIMITS.email),
  items: z.array(orderReceiptItemSchema),
  subtotal_cents: cents,
  discount_cents: cents,
  net_cents: cents,
  vat_rate: z.number().check(z.gte(0), z.lte(1)),
  vat_cents: cents,
  gross_cents: cents,
  gutberaten: z.boolean(),
});
export type OrderReply = z.infer<typeof orderReplySchema>;

export const storeInvoiceCall = defineCall({
  name: 'invoices.store',
  method: 'POST',
  body: invoiceRequestSchema,
  response: orderReplySchema,
});

/**
 * Beyond the original product: hours ordered with a gutberaten number are reported to the industry's training
 * database. A report that fails is retried by the server; the user sees where each one stands.
 */
export const TRAINING_BOOKING_STATUSES = ['pending', 'booked', 'failed', 'cancelled'] as const;
export const trainingBookingSchema = z.object({
  id,
  invoice_number: text(30),
  title: text(),
  minutes: z.int().check(z.gte(0)),
  status: z.enum(TRAINING_BOOKING_STATUSES),
  attempts: z.int().check(z.gte(0)),
  updated_at: isoDate,
});
export type TrainingBooking = z.infer<typeof trainingBookingSchema>;

export const trainingBookingsCall = defineCall({
  name: 'app.users.training-bookings',
  method: 'GET',
  params: z.object({ user: userParam }),
  response: z.array(trainingBookingSchema),
});

/**
 * The hours already requested. Per module course the hours ordered so far (the
 * module card says '2 Stunden angefordert'), and the booked courses whose hours were ordered, which
 * stay in 'Meine Kurse' as done.
 */
export const requestedHoursSchema = z.object({
  modules: z.array(z.object({ course_id: id, hours: z.int().check(z.gte(0)) })),
  courses: z.array(
    z.object({
      id,
      role,
      category: z.object({ id, name: text() }),
      hours: z.int().check(z.gte(0)),
      ordered_at: isoDate,
      invoice_number: text(30),
    }),
  ),
});
export type RequestedHours = z.infer<typeof requestedHoursSchema>;

export const requestedHoursCall = defineCall({
  name: 'app.users.requested-hours',
  method: 'GET',
  params: z.object({ user: userParam }),
  response: requestedHoursSchema,
});

export const promoCodeCheckCall = defineCall({
  name: 'app.promo-code.check-status',
  method: 'POST',
  body: z.object({ promocode: requiredText(50) }),
  response: promoCodeStatusSchema,
  idempotent: true,
});
