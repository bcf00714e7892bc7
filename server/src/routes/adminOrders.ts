import type { FastifyInstance } from 'fastify';
import { adminOrderCall, adminOrdersCall, ORDERS_PAGE_SIZE } from '../../../src/shared/api/calls/adminOrders';
import { ORDER_DESK_ROLES } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { writeAudit } from '../admin/audit';
import { listOrders, showOrder } from '../orders/adminOrders';
import { defineRoute } from './registry';

/**
 * Orders in the back office (docs/product-rules.md#back-office), for operators and support. An order's
 * page shows a learner's personal data: each one opened is an audit row.
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
}
