import type { FastifyInstance } from 'fastify';
import {
  PROMO_PAGE_SIZE,
  promoCodeCall,
  promoCodesCall,
  promoCreateCall,
  promoDeactivateCall,
  promoUpdateCall,
} from '../../../src/shared/api/calls/adminPromo';
import { PROMO_ROLES } from '../../../src/shared/api/constants';
import type { AdminAuth } from '../admin/sessions';
import type { Context } from '../context';
import {
  createPromoCode,
  deactivatePromoCode,
  listPromoCodes,
  showPromoCode,
  updatePromoCode,
} from '../promo/promoDesk';
import { defineRoute } from './registry';

/**
 * Promo codes in the back office (docs/product-rules.md#promo-codes) under /api/admin/promo-codes. Operators
 * only, reads included; every write runs in one transaction with its audit row.
 */
const promo = { auth: 'admin', roles: PROMO_ROLES } as const;
const promoWrite = { ...promo, transaction: true } as const;

export function adminPromoRoutes(app: FastifyInstance, ctx: Context): void {
  const write = (admin: AdminAuth, ip: string) => ({
    editor: { id: admin.id, email: admin.email },
    ip,
    now: ctx.clock(),
  });

  defineRoute(app, ctx, promoCodesCall, 'api/admin/promo-codes', promo, async ({ query }) => {
    const { data, total } = await listPromoCodes(ctx.db, query, ctx.clock());
    return { data, total, page: query.page, per_page: PROMO_PAGE_SIZE };
  });

  defineRoute(app, ctx, promoCodeCall, 'api/admin/promo-codes/{promo}', promo, ({ params }) =>
    showPromoCode(ctx.db, params.promo),
  );

  defineRoute(
    app,
    ctx,
    promoCreateCall,
    'api/admin/promo-codes',
    promoWrite,
    ({ tx, admin, body, request }) => createPromoCode(tx, write(admin, request.ip), body),
  );

  defineRoute(
    app,
    ctx,
    promoUpdateCall,
    'api/admin/promo-codes/{promo}',
    promoWrite,
    ({ tx, admin, params, body, request }) =>
      updatePromoCode(tx, write(admin, request.ip), params.promo, body),
  );

  defineRoute(
    app,
    ctx,
    promoDeactivateCall,
    'api/admin/promo-codes/{promo}/deactivate',
    promoWrite,
    ({ tx, admin, params, request }) => deactivatePromoCode(tx, write(admin, request.ip), params.promo),
  );
}
