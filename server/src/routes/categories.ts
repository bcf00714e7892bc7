import type { FastifyInstance } from 'fastify';
import { categoriesCall } from '../../../src/shared/api/calls/quiz';
import type { Category } from '../../../src/shared/api/entities';
import type { Context } from '../context';
import { defineRoute } from './registry';

export function categoryRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, categoriesCall, 'api/categories', { auth: 'none' }, ({ query }) =>
    ctx.db.query<Category>(
      `SELECT id, name, module, roles FROM categories
       WHERE country = $1 AND ($2::text IS NULL OR $2 = ANY(roles)) ORDER BY module, id`,
      [query.country, query.role ?? null],
    ),
  );
}
