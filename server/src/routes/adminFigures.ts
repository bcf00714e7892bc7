import type { FastifyInstance } from 'fastify';
import { adminFiguresCall } from '../../../src/shared/api/calls/adminFigures';
import { FIGURES_ROLES } from '../../../src/shared/api/constants';
import { adminFigures } from '../admin/figures';
import type { Context } from '../context';
import { defineRoute } from './registry';

/** The back office's figures (docs/product-rules.md#figures): operators, and support reading them. */
export function adminFiguresRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, adminFiguresCall, 'api/admin/figures', { auth: 'admin', roles: FIGURES_ROLES }, () =>
    adminFigures(ctx.db, ctx.clock()),
  );
}
