import type { FastifyInstance } from 'fastify';
import { categoriesCall } from '../../../src/shared/api/calls/quiz';
import type { Context } from '../context';
import { listCategories } from '../quiz/booking';
import { defineRoute } from './registry';

export function categoryRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, categoriesCall, 'api/categories', { auth: 'none' }, ({ query }) =>
    listCategories(ctx.db, query.country, query.role ?? null),
  );
}
