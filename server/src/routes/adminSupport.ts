import type { FastifyInstance } from 'fastify';
import {
  FEEDBACK_PAGE_SIZE,
  feedbackInboxCall,
  learnerCall,
  learnerEraseCall,
  learnersCall,
  LEARNERS_PAGE_SIZE,
  learnerUnlockCall,
  learnerVerificationCall,
} from '../../../src/shared/api/calls/adminSupport';
import { SUPPORT_ROLES } from '../../../src/shared/api/constants';
import type { AdminAuth } from '../admin/sessions';
import type { Context } from '../context';
import {
  eraseLearner,
  liftLearnerLock,
  listFeedback,
  listLearners,
  resendLearnerVerification,
  viewLearner,
} from '../support/supportDesk';
import { keepYearlyProofs } from '../year/yearlyProof';
import { defineRoute } from './registry';

/**
 * The support desk (docs/product-rules.md#support-desk) under /api/admin/learners and /api/admin/feedback,
 * for operators and support. A learner's page is a view of their personal data: each one opened is an audit
 * row, in one transaction with the read, like every write here.
 */
const support = { auth: 'admin', roles: SUPPORT_ROLES } as const;
const audited = { ...support, transaction: true } as const;

export function adminSupportRoutes(app: FastifyInstance, ctx: Context): void {
  const actor = (admin: AdminAuth, ip: string) => ({
    admin: { id: admin.id, email: admin.email },
    ip,
    now: ctx.clock(),
  });

  defineRoute(app, ctx, learnersCall, 'api/admin/learners', support, async ({ query }) => ({
    ...(await listLearners(ctx.db, query)),
    page: query.page,
    per_page: LEARNERS_PAGE_SIZE,
  }));

  defineRoute(
    app,
    ctx,
    learnerCall,
    'api/admin/learners/{learner}',
    audited,
    ({ tx, admin, params, request }) => viewLearner(tx, actor(admin, request.ip), params.learner),
  );

  defineRoute(
    app,
    ctx,
    learnerVerificationCall,
    'api/admin/learners/{learner}/verification',
    audited,
    ({ tx, admin, params, request, afterCommit }) =>
      resendLearnerVerification(ctx, tx, actor(admin, request.ip), params.learner, afterCommit),
  );

  defineRoute(
    app,
    ctx,
    learnerUnlockCall,
    'api/admin/learners/{learner}/lock',
    audited,
    ({ tx, admin, params, request }) => liftLearnerLock(tx, actor(admin, request.ip), params.learner),
  );

  defineRoute(
    app,
    ctx,
    learnerEraseCall,
    'api/admin/learners/{learner}',
    audited,
    async ({ tx, admin, params, body, request, afterCommit }) => {
      // The Jahresnachweise still within their retention are archived first (docs/product-rules.md#retention).
      await keepYearlyProofs(ctx, tx, params.learner);
      const erased = await eraseLearner(tx, actor(admin, request.ip), params.learner, body.confirmation);
      afterCommit(async () => ctx.realtime.disconnectUser(erased.id));
      return erased;
    },
  );

  defineRoute(app, ctx, feedbackInboxCall, 'api/admin/feedback', support, async ({ query }) => ({
    ...(await listFeedback(ctx.db, query)),
    page: query.page,
    per_page: FEEDBACK_PAGE_SIZE,
  }));
}
