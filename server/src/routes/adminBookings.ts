import type { FastifyInstance } from 'fastify';
import {
  BOOKINGS_PAGE_SIZE,
  adminBookingRetryCall,
  adminBookingsCall,
} from '../../../src/shared/api/calls/adminBookings';
import { ORDER_DESK_ROLES } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { listBookings, retryBooking } from '../orders/bookingDesk';
import type { TrainingDatabase } from '../orders/trainingDatabase';
import { defineRoute } from './registry';

/**
 * Training-database bookings in the back office (docs/product-rules.md#training-database-bookings) under
 * /api/admin/bookings: operators and support. A retry claims the booking in one transaction with its
 * audit row and then sends it through `port`, the worker's own, outside it (the domain module says why),
 * so this route opens its transaction itself.
 */
const bookings = { auth: 'admin', roles: ORDER_DESK_ROLES } as const;

export function adminBookingRoutes(app: FastifyInstance, ctx: Context, port: TrainingDatabase): void {
  defineRoute(app, ctx, adminBookingsCall, 'api/admin/bookings', bookings, async ({ query }) => {
    const { data, total } = await listBookings(ctx.db, query);
    return { data, total, page: query.page, per_page: BOOKINGS_PAGE_SIZE };
  });

  defineRoute(
    app,
    ctx,
    adminBookingRetryCall,
    'api/admin/bookings/{booking}/retry',
    bookings,
    ({ admin, params, request }) =>
      retryBooking(
        ctx.db,
        port,
        { editor: { id: admin.id, email: admin.email }, ip: request.ip, now: ctx.clock() },
        params.booking,
      ),
  );
}
