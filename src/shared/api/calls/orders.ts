import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { defineCall, okSchema } from '../call';
import { associationSchema, promoCodeStatusSchema } from '../entities';
import { id, requiredText, text } from '../primitives';

export const purchaseSchema = z.union([
  z.object({ course_id: id, quantity: z.number().int().min(1).max(1_000) }).strict(),
  z.object({ quantity: z.number().int().min(1).max(1_000), organisation: associationSchema }).strict(),
]);

export const invoiceRequestSchema = z.object({
  name: requiredText(2 * TEXT_LIMITS.name + 1),
  company: text().optional().default(''),
  ustIdNr: text(30).optional().default(''),
  address: z.object({
    street: requiredText(),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{4,5}$/),
    city: requiredText(),
  }),
  purchases: z.array(purchaseSchema).min(1).max(20),
  promocode: text(50).optional(),
  ciceroNum: text(50).optional(),
  gutberatenNum: text(50).optional(),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

export const storeInvoiceCall = defineCall({
  name: 'invoices.store',
  method: 'POST',
  body: invoiceRequestSchema,
  response: okSchema,
});

export const promoCodeCheckCall = defineCall({
  name: 'app.promo-code.check-status',
  method: 'POST',
  body: z.object({ promocode: requiredText(50) }),
  response: promoCodeStatusSchema,
  idempotent: true,
});
