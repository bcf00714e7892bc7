import type { FastifyInstance } from 'fastify';
import {
  acceptQuestionReportCall,
  questionReportsCall,
  rejectQuestionReportCall,
  reportQuestionCall,
} from '../../../src/shared/api/calls/reports';
import { QUESTION_REPORTS_PAGE_SIZE } from '../../../src/shared/domain/questionReports';
import { messages } from '../../../src/shared/messages.de';
import { DESK_ROLES } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import { createReport, decideReport, listReportedQuestions, sendReportMail } from '../reports/reports';
import { defineRoute } from './registry';

/**
 * Question reports (docs/product-rules.md#question-reports): the learner's report, and the editor's list
 * and decisions under /api/admin (editors and operators).
 */

export function reportRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    reportQuestionCall,
    'api/question-reports',
    { auth: 'user' },
    async ({ user, body, request }) => {
      ctx.limiter.check('questionReport', request, `user:${user.id}`);
      const id = await createReport(ctx.db, user.id, body, ctx.clock());
      return { message: messages.reports.thanks, id };
    },
  );

  defineRoute(
    app,
    ctx,
    questionReportsCall,
    'api/admin/question-reports',
    { auth: 'admin', roles: DESK_ROLES },
    async ({ query }) => {
      const { data, total } = await listReportedQuestions(ctx.db, query);
      return { data, total, page: query.page, per_page: QUESTION_REPORTS_PAGE_SIZE };
    },
  );

  for (const [call, status, uri] of [
    [acceptQuestionReportCall, 'accepted', 'api/admin/question-reports/{report}/accept'],
    [rejectQuestionReportCall, 'rejected', 'api/admin/question-reports/{report}/reject'],
  ] as const) {
    defineRoute(
      app,
      ctx,
      call,
      uri,
      { auth: 'admin', roles: DESK_ROLES, transaction: true },
      async ({ params, body, admin, request, tx, afterCommit }) => {
        const report = await decideReport(
          tx,
          { reportId: params.report, status, reply: body.reply, admin, ip: request.ip },
          ctx.clock(),
        );
        // A failed mail never undoes the decision: the order worker's round tries again.
        afterCommit(() => sendReportMail(ctx, report.id));
        return {
          message: status === 'accepted' ? messages.reports.accepted : messages.reports.rejected,
          report,
        };
      },
    );
  }
}
