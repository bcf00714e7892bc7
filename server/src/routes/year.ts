import type { FastifyInstance } from 'fastify';
import { yearlyProofCall, yearSummaryCall } from '../../../src/shared/api/calls/year';
import type { Context } from '../context';
import { yearSummary } from '../year/year';
import { yearlyProof } from '../year/yearlyProof';
import { defineRoute } from './registry';

/**
 * The learner's year (docs/product-rules.md#the-year) and the Jahresnachweis of a calendar year
 * (docs/product-rules.md#yearly-proof), each the signed-in learner's own.
 */
export function yearRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, yearSummaryCall, 'api/users/{user}/year', { auth: 'user' }, ({ user }) =>
    yearSummary(ctx.db, user.id, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    yearlyProofCall,
    'api/users/{user}/yearly-proofs/{year}',
    { auth: 'user' },
    ({ user, params }) => yearlyProof(ctx, user.id, params.year),
  );
}
