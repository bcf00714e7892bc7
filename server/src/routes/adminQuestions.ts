import type { FastifyInstance } from 'fastify';
import {
  MOODLE_IMPORT_MAX_CHARS,
  QUESTION_DESK_PAGE_SIZE,
  deskApproveCall,
  deskCategoriesCall,
  deskCreateCall,
  deskEditCall,
  deskExportCall,
  deskImportCall,
  deskQuestionCall,
  deskQuestionsCall,
  deskRejectCall,
  deskRetireCall,
  deskSubmitCall,
} from '../../../src/shared/api/calls/adminQuestions';
import { DESK_ROLES } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import type { AdminAuth } from '../admin/sessions';
import { listDeskCategories, listDeskQuestions, showDeskQuestion } from '../questionDesk/questions';
import {
  approveQuestion,
  createDraft,
  editQuestion,
  rejectQuestion,
  retireQuestion,
  submitQuestion,
} from '../questionDesk/workflow';
import { exportMoodle, importMoodle } from '../questionDesk/moodle';
import { defineRoute } from './registry';

/**
 * The editorial desk (docs/product-rules.md#back-office) under /api/admin/questions. Editors and operators
 * only: the issue names a support account calling the editor's routes as a refusal, reads included (support
 * has its own desk in the next part). Every write runs in one transaction with its audit row.
 */
const desk = { auth: 'admin', roles: DESK_ROLES } as const;
const deskWrite = { ...desk, transaction: true } as const;

/** JSON escapes can make a character up to six bytes (\u0001); the contract caps the characters. */
const IMPORT_BODY_LIMIT = MOODLE_IMPORT_MAX_CHARS * 6 + 4096;

export function adminQuestionRoutes(app: FastifyInstance, ctx: Context): void {
  const write = (admin: AdminAuth, ip: string) => ({
    editor: { id: admin.id, email: admin.email },
    ip,
    now: ctx.clock(),
  });

  defineRoute(app, ctx, deskQuestionsCall, 'api/admin/questions', desk, async ({ query }) => {
    const { data, total } = await listDeskQuestions(ctx.db, query);
    return { data, total, page: query.page, per_page: QUESTION_DESK_PAGE_SIZE };
  });

  defineRoute(app, ctx, deskCategoriesCall, 'api/admin/categories', desk, ({ query }) =>
    listDeskCategories(ctx.db, query.country ?? null),
  );

  defineRoute(app, ctx, deskExportCall, 'api/admin/questions/export', desk, ({ query }) => {
    const { ids, ...filter } = query;
    return exportMoodle(ctx.db, { ...filter, ...(ids ? { ids: ids.split(',').map(Number) } : {}) });
  });

  defineRoute(app, ctx, deskQuestionCall, 'api/admin/questions/{question}', desk, ({ params }) =>
    showDeskQuestion(ctx.db, params.question),
  );

  defineRoute(
    app,
    ctx,
    deskCreateCall,
    'api/admin/questions',
    deskWrite,
    async ({ tx, admin, body, request }) =>
      showDeskQuestion(tx, await createDraft(tx, write(admin, request.ip), body)),
  );

  defineRoute(
    app,
    ctx,
    deskEditCall,
    'api/admin/questions/{question}',
    deskWrite,
    async ({ tx, admin, params, body, request }) =>
      showDeskQuestion(tx, await editQuestion(tx, write(admin, request.ip), params.question, body)),
  );

  const transitions = [
    [deskSubmitCall, 'submit', submitQuestion],
    [deskApproveCall, 'approve', approveQuestion],
    [deskRetireCall, 'retire', retireQuestion],
  ] as const;
  for (const [call, verb, change] of transitions) {
    defineRoute(
      app,
      ctx,
      call,
      `api/admin/questions/{question}/${verb}`,
      deskWrite,
      async ({ tx, admin, params, request }) => {
        await change(tx, write(admin, request.ip), params.question);
        return showDeskQuestion(tx, params.question);
      },
    );
  }

  defineRoute(
    app,
    ctx,
    deskRejectCall,
    'api/admin/questions/{question}/reject',
    deskWrite,
    async ({ tx, admin, params, body, request }) => {
      await rejectQuestion(tx, write(admin, request.ip), params.question, body.note);
      return showDeskQuestion(tx, params.question);
    },
  );

  defineRoute(
    app,
    ctx,
    deskImportCall,
    'api/admin/questions/import',
    { ...deskWrite, routeOptions: { bodyLimit: IMPORT_BODY_LIMIT } },
    ({ tx, admin, body, request }) => importMoodle(tx, write(admin, request.ip), body),
  );
}
