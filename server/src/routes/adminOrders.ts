import type { FastifyInstance } from 'fastify';
import {
  adminOrderCall,
  adminOrderCancelCall,
  adminOrdersCall,
  ORDERS_PAGE_SIZE,
} from '../../../src/shared/api/calls/adminOrders';
import { ORDER_CANCEL_ROLES, ORDER_DESK_ROLES } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { writeAudit } from '../admin/audit';
import { listOrders, showOrder } from '../orders/adminOrders';
import { cancelOrder, sendCancellationMail } from '../orders/cancellations';
import { defineRoute } from './registry';

/**
 * Orders in the back office (docs/product-rules.md#back-office), for operators and support. An order's
 * page shows a learner's personal data: each one opened is an audit row. Operators cancel orders
 * (docs/product-rules.md#cancellations).
 */
export function adminOrderRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    adminOrdersCall,
    'api/admin/orders',
    { auth: 'admin', roles: ORDER_DESK_ROLES },
    async ({ query }) => ({
      ...(await listOrders(ctx.db, query)),
      page: query.page,
      per_page: ORDERS_PAGE_SIZE,
    }),
  );

  defineRoute(
    app,
    ctx,
    adminOrderCall,
    'api/admin/orders/{order}',
    { auth: 'admin', roles: ORDER_DESK_ROLES, transaction: true },
    async ({ admin, params, request, tx }) => {
      const order = await showOrder(tx, params.order);
      await writeAudit(tx, ctx.clock(), {
        actor: { id: admin.id, email: admin.email },
        ip: request.ip,
        action: 'order.view',
        entityType: 'order',
        entityId: order.order.id,
        after: { invoice_number: order.order.invoice_number },
      });
      return order;
    },
  );

  defineRoute(
    app,
    ctx,
    adminOrderCancelCall,
    'api/admin/orders/{order}/cancellations',
    { auth: 'admin', roles: ORDER_CANCEL_ROLES, transaction: true },
    async ({ admin, params, body, request, tx, afterCommit }) => {
      const now = ctx.clock();
      const cancellation = await cancelOrder(tx, {
        orderId: params.order,
        itemId: body.item ?? undefined,
        reason: body.reason,
        adminId: admin.id,
        now,
      });
      await writeAudit(tx, now, {
        actor: { id: admin.id, email: admin.email },
        ip: request.ip,
        action: 'order.cancel',
        entityType: 'order',
        entityId: params.order,
        after: {
          cancellation: cancellation.invoiceNumber,
          item: body.item ?? null,
          reason: body.reason,
          gross_cents: cancellation.grossCents,
        },
      });
      afterCommit(async () => {
        if (cancellation.bookingsToCancel > 0) ctx.wakeOrderWorker();
        // The cancellation stands once committed; its mail is retried by the order worker.
        await sendCancellationMail(ctx, cancellation.id);
      });
      return { invoice_number: cancellation.invoiceNumber, gross_cents: cancellation.grossCents };
    },
  );
}
