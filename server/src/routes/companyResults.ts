import type { FastifyInstance } from 'fastify';
import {
  certificateRevokeCall,
  certificatesArchiveCall,
  participantRemoveCall,
  participantsCall,
  resultsExportCall,
} from '../../../src/shared/api/calls/companyResults';
import { COMPANY_VIEW_ROLES } from '../../../src/shared/api/constants';
import { companyResultsMessages as m } from '../../../src/shared/messages/companyResults';
import type { AdminAuth } from '../admin/sessions';
import {
  certificatesArchive,
  exportResults,
  listParticipants,
  removeParticipant,
  revokeCertificate,
} from '../companies/results';
import type { Context } from '../context';
import { certificatePdf } from '../company/certificatePdf';
import { defineRoute } from './registry';

/**
 * A company course's participants and results in the company console (docs/product-rules.md#company-results),
 * under /api/admin/companies/{company}/courses/{companyCourse}: operators for any company, a company admin for
 * their own (another company's ids: 404). Writes run in one transaction with their audit row; the course's
 * realtime room hears of them once committed.
 */
const companyConsole = { auth: 'admin', roles: COMPANY_VIEW_ROLES } as const;
const consoleWrite = { ...companyConsole, transaction: true } as const;
const base = 'api/admin/companies/{company}/courses/{companyCourse}';

export function companyResultsRoutes(app: FastifyInstance, ctx: Context): void {
  const write = (admin: AdminAuth, ip: string) => ({
    editor: { id: admin.id, email: admin.email },
    ip,
    now: ctx.clock(),
    viewer: admin,
  });

  defineRoute(app, ctx, participantsCall, `${base}/participants`, companyConsole, ({ admin, params }) =>
    listParticipants(ctx.db, admin, params.company, params.companyCourse),
  );

  defineRoute(
    app,
    ctx,
    participantRemoveCall,
    `${base}/participants/{participant}`,
    consoleWrite,
    async ({ tx, admin, params, request, afterCommit }) => {
      await removeParticipant(
        tx,
        write(admin, request.ip),
        params.company,
        params.companyCourse,
        params.participant,
      );
      afterCommit(async () => ctx.realtime.emitCompanyCourse(params.companyCourse));
      return { message: m.removedReply };
    },
  );

  defineRoute(app, ctx, resultsExportCall, `${base}/results`, companyConsole, ({ admin, params, query }) =>
    exportResults(ctx.db, admin, params.company, params.companyCourse, query.format),
  );

  defineRoute(
    app,
    ctx,
    certificatesArchiveCall,
    `${base}/certificates`,
    companyConsole,
    ({ admin, params }) =>
      certificatesArchive(ctx.db, admin, params.company, params.companyCourse, (certificate) =>
        certificatePdf(ctx, certificate),
      ),
  );

  defineRoute(
    app,
    ctx,
    certificateRevokeCall,
    'api/admin/companies/{company}/certificates/{code}/revoke',
    consoleWrite,
    async ({ tx, admin, params, body, request, afterCommit }) => {
      const { courseId } = await revokeCertificate(
        tx,
        write(admin, request.ip),
        params.company,
        params.code,
        body.reason,
      );
      afterCommit(async () => ctx.realtime.emitCompanyCourse(courseId));
      return { message: m.revokedReply };
    },
  );
}
