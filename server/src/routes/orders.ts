import type { FastifyInstance } from 'fastify';
import { userAddressCall } from '../../../src/shared/api/calls/account';
import {
  promoCodeCheckCall,
  requestedHoursCall,
  storeInvoiceCall,
  trainingBookingsCall,
} from '../../../src/shared/api/calls/orders';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { HttpError, ErrorCode } from '../errors';
import { sendOrderMail } from '../orders/fulfil';
import { lastBillingAddress, listTrainingBookings, requestedHours } from '../orders/history';
import { placeOrder } from '../orders/placeOrder';
import { checkPromoCode } from '../orders/promoCodes';
import { publishCourse, publishUser } from '../quiz/publish';
import { defineRoute } from './registry';

/** Orders and promo codes, the billing address of the last order, and gut beraten bookings. */
export function orderRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    storeInvoiceCall,
    'api/invoices',
    { auth: 'user', transaction: true },
    async ({ user, body, tx, afterCommit, request }) => {
      // A code in an order is a try like a check: past the budget no code is looked at.
      if (body.promocode?.trim() && !ctx.limiter.allows('promoCheck', request, String(user.id))) {
        throw new HttpError(ErrorCode.promoFlooded, {
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
      return {
        message: messages.orders.orderPlaced,
        invoice_number: placed.invoiceNumber,
        ...placed.receipt,
      };
    },
  );

  defineRoute(
    app,
    ctx,
    promoCodeCheckCall,
    'api/promo-code/check-status',
    { auth: 'user' },
    async ({ user, body, request }) => {
      // Codes can be guessed: past the per-client limit the answer is FLOODED, whatever the code.
      if (!ctx.limiter.allows('promoCheck', request, String(user.id))) {
        return { status: 'FLOODED', discount_relative: 0, discount_absolute: 0 };
      }
      const promo = await checkPromoCode(ctx.db, body.promocode, user.id, ctx.clock());
      if (!promo) throw new HttpError(ErrorCode.promoNotFound);
      return {
        status: promo.status,
        discount_relative: promo.discount_relative,
        discount_absolute: promo.discount_absolute,
      };
    },
  );

  defineRoute(app, ctx, userAddressCall, 'api/users/{user}/address', { auth: 'user' }, async ({ user }) => {
    return lastBillingAddress(ctx.db, user.id);
  });

  defineRoute(
    app,
    ctx,
    trainingBookingsCall,
    'api/users/{user}/training-bookings',
    { auth: 'user' },
    async ({ user }) => {
      return listTrainingBookings(ctx.db, user.id);
    },
  );

  defineRoute(
    app,
    ctx,
    requestedHoursCall,
    'api/users/{user}/requested-hours',
    { auth: 'user' },
    async ({ user }) => {
      return requestedHours(ctx.db, user.id);
    },
  );
}
