import type { FastifyInstance } from 'fastify';
import { userAddressCall } from '../../../src/shared/api/calls/account';
import {
  promoCodeCheckCall,
  storeInvoiceCall,
  trainingBookingsCall,
} from '../../../src/shared/api/calls/orders';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { one } from '../db/database';
import { HttpError } from '../errors';
import { sendOrderMail } from '../orders/fulfil';
import { placeOrder } from '../orders/placeOrder';
import { checkPromoCode } from '../orders/promoCodes';
import type { BildungszeitMeldung } from '../orders/trainingDatabase';
import { publishCourse, publishUser } from '../quiz/publish';
import { defineRoute } from './registry';

/** SPEC §7 Orders and promo codes, the billing address of the last order, and gut beraten bookings. */
export function orderRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    storeInvoiceCall,
    'api/invoices',
    { auth: 'user', transaction: true },
    async ({ user, body, tx, afterCommit, request }) => {
      // A code in an order is a try like a check (issue 24.5): past the budget no code is looked at.
      if (body.promocode?.trim() && !ctx.limiter.allows('promoCheck', request, String(user.id))) {
        throw new HttpError(422, messages.promo.flooded, 'promo.flooded', {
          promocode: [messages.promo.flooded],
        });
      }
      const placed = await placeOrder(tx, user.id, body, ctx.clock());
      afterCommit(async () => {
        await publishUser(ctx, user.id);
        for (const id of placed.changedCourses) await publishCourse(ctx, user.id, id, 'updated');
        for (const id of placed.orderedCourses) await publishCourse(ctx, user.id, id, 'destroyed');
        // The report to the training database goes out now rather than at the worker's next round.
        if (placed.bookings > 0) ctx.wakeOrderWorker();
        // The order stands once committed; a mail that fails (or a process that dies before it) is
        // retried by the order worker, never undone.
        await sendOrderMail(ctx, placed.orderId);
      });
      return { message: messages.orders.orderPlaced, invoice_number: placed.invoiceNumber };
    },
  );

  defineRoute(
    app,
    ctx,
    promoCodeCheckCall,
    'api/promo-code/check-status',
    { auth: 'user' },
    async ({ user, body, request }) => {
      // Codes can be guessed: past the per-client limit the answer is FLOODED (SPEC §8), whatever the code.
      if (!ctx.limiter.allows('promoCheck', request, String(user.id))) {
        return { status: 'FLOODED', discount_relative: 0, discount_absolute: 0 };
      }
      const promo = await checkPromoCode(ctx.db, body.promocode, user.id, ctx.clock());
      if (!promo) throw new HttpError(404, messages.promo.notFound, 'promo.not-found');
      return {
        status: promo.status,
        discount_relative: promo.discount_relative,
        discount_absolute: promo.discount_absolute,
      };
    },
  );

  defineRoute(app, ctx, userAddressCall, 'api/users/{user}/address', { auth: 'user' }, async ({ user }) => {
    const last = await one<{ street: string; postal_code: string; city: string }>(
      ctx.db,
      'SELECT street, postal_code, city FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [user.id],
    );
    return {
      address_1: last?.street ?? null,
      postal_code: last?.postal_code ?? null,
      city: last?.city ?? null,
    };
  });

  defineRoute(
    app,
    ctx,
    trainingBookingsCall,
    'api/users/{user}/training-bookings',
    { auth: 'user' },
    async ({ user }) => {
      const rows = await ctx.db.query<{
        id: number;
        invoice_number: string;
        payload: BildungszeitMeldung;
        status: 'pending' | 'booked' | 'failed';
        attempts: number;
        updated_at: Date;
      }>(
        `SELECT b.id, o.invoice_number, b.payload, b.status, b.attempts, b.updated_at
       FROM training_bookings b JOIN orders o ON o.id = b.order_id
       WHERE b.user_id = $1 ORDER BY b.id DESC LIMIT 100`,
        [user.id],
      );
      return rows.map((row) => ({
        id: row.id,
        invoice_number: row.invoice_number,
        title: row.payload.titel,
        minutes: row.payload.zeitInMinuten,
        status: row.status,
        attempts: row.attempts,
        updated_at: row.updated_at.toISOString(),
      }));
    },
  );
}
