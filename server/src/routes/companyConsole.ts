import type { FastifyInstance } from 'fastify';
import {
  BANK_PAGE_SIZE,
  consoleBankCall,
  consoleCategoriesCall,
  consoleCodeDeactivateCall,
  consoleCodesCall,
  consoleCodesCreateCall,
  consoleCourseArchiveCall,
  consoleCourseCall,
  consoleCourseCreateCall,
  consoleCoursePublishCall,
  consoleCoursesCall,
  consoleCourseUpdateCall,
  companyPageCall,
  companyPageUpdateCall,
  ownQuestionApproveCall,
  ownQuestionCall,
  ownQuestionCategoriesCall,
  ownQuestionCreateCall,
  ownQuestionRejectCall,
  ownQuestionSubmitCall,
  ownQuestionsCall,
  ownQuestionUpdateCall,
} from '../../../src/shared/api/calls/companyConsole';
import { COMPANY_VIEW_ROLES } from '../../../src/shared/api/constants';
import { companyConsoleMessages } from '../../../src/shared/messages/companyConsole';
import type { AdminAuth } from '../admin/sessions';
import {
  createCodes,
  createCourse,
  createOwnQuestion,
  listOwnQuestions,
  deactivateCode,
  listCategories,
  listCodes,
  listCourses,
  requireConsole,
  searchBank,
  setCourseState,
  showCourse,
  showPage,
  updateCourse,
  updatePage,
} from '../companies/console';
import type { Context } from '../context';
import { listDeskCategories, showDeskQuestion } from '../questionDesk/questions';
import { approveQuestion, editQuestion, rejectQuestion, submitQuestion } from '../questionDesk/workflow';
import { IMAGE_BODY_LIMIT, storeImage } from '../images/images';
import { defineRoute } from './registry';

/**
 * The company console (docs/product-rules.md#company-console) under /api/admin/companies/{company}: company
 * admins for their own company (another's answers 404), operators for any. Every write runs in one
 * transaction with its audit row.
 */
const read = { auth: 'admin', roles: COMPANY_VIEW_ROLES } as const;
const write = { ...read, transaction: true } as const;

export function companyConsoleRoutes(app: FastifyInstance, ctx: Context): void {
  const writer = (admin: AdminAuth, ip: string) => ({
    editor: { id: admin.id, email: admin.email },
    ip,
    now: ctx.clock(),
  });
  const base = 'api/admin/companies/{company}';

  defineRoute(app, ctx, companyPageCall, `${base}/page`, read, async ({ admin, params }) => {
    await requireConsole(ctx.db, admin, params.company);
    return showPage(ctx.db, params.company);
  });

  defineRoute(
    app,
    ctx,
    companyPageUpdateCall,
    `${base}/page`,
    { ...write, routeOptions: { bodyLimit: IMAGE_BODY_LIMIT } },
    async ({ tx, admin, params, body, request }) => {
      await requireConsole(tx, admin, params.company);
      const by = writer(admin, request.ip);
      const logo = body.logo ? await storeImage(tx, body.logo, 'logo', by.now, 'logo') : undefined;
      return updatePage(tx, by, params.company, body, logo);
    },
  );

  defineRoute(app, ctx, consoleCoursesCall, `${base}/courses`, read, async ({ admin, params }) => {
    await requireConsole(ctx.db, admin, params.company);
    return listCourses(ctx.db, params.company);
  });

  defineRoute(
    app,
    ctx,
    consoleCourseCall,
    `${base}/courses/{companyCourse}`,
    read,
    async ({ admin, params }) => {
      await requireConsole(ctx.db, admin, params.company);
      return showCourse(ctx.db, params.company, params.companyCourse);
    },
  );

  defineRoute(
    app,
    ctx,
    consoleCourseCreateCall,
    `${base}/courses`,
    write,
    async ({ tx, admin, params, body, request }) => {
      await requireConsole(tx, admin, params.company);
      return createCourse(tx, writer(admin, request.ip), params.company, body);
    },
  );

  defineRoute(
    app,
    ctx,
    consoleCourseUpdateCall,
    `${base}/courses/{companyCourse}`,
    write,
    async ({ tx, admin, params, body, request }) => {
      await requireConsole(tx, admin, params.company);
      return updateCourse(tx, writer(admin, request.ip), params.company, params.companyCourse, body);
    },
  );

  defineRoute(
    app,
    ctx,
    consoleCoursePublishCall,
    `${base}/courses/{companyCourse}/publish`,
    write,
    async ({ tx, admin, params, request }) => {
      await requireConsole(tx, admin, params.company);
      return setCourseState(tx, writer(admin, request.ip), params.company, params.companyCourse, 'published');
    },
  );

  defineRoute(
    app,
    ctx,
    consoleCourseArchiveCall,
    `${base}/courses/{companyCourse}/archive`,
    write,
    async ({ tx, admin, params, request }) => {
      await requireConsole(tx, admin, params.company);
      return setCourseState(tx, writer(admin, request.ip), params.company, params.companyCourse, 'archived');
    },
  );

  defineRoute(app, ctx, consoleCategoriesCall, `${base}/categories`, read, async ({ admin, params }) => {
    await requireConsole(ctx.db, admin, params.company);
    return listCategories(ctx.db);
  });

  defineRoute(app, ctx, consoleBankCall, `${base}/bank`, read, async ({ admin, params, query }) => {
    await requireConsole(ctx.db, admin, params.company);
    const { data, total } = await searchBank(ctx.db, params.company, query);
    return { data, total, page: query.page, per_page: BANK_PAGE_SIZE };
  });

  defineRoute(app, ctx, consoleCodesCall, `${base}/codes`, read, async ({ admin, params }) => {
    await requireConsole(ctx.db, admin, params.company);
    return listCodes(ctx.db, params.company, ctx.clock());
  });

  defineRoute(
    app,
    ctx,
    consoleCodesCreateCall,
    `${base}/codes`,
    write,
    async ({ tx, admin, params, body, request }) => {
      await requireConsole(tx, admin, params.company);
      return createCodes(tx, writer(admin, request.ip), params.company, body);
    },
  );

  defineRoute(
    app,
    ctx,
    consoleCodeDeactivateCall,
    `${base}/codes/{code}/deactivate`,
    write,
    async ({ tx, admin, params, request }) => {
      await requireConsole(tx, admin, params.company);
      await deactivateCode(tx, writer(admin, request.ip), params.company, params.code);
      return { message: companyConsoleMessages.deactivated(params.code) };
    },
  );

  // The company's own questions: the desk's workflow on the company's rows only (another's id: 404).
  const own = (admin: AdminAuth, ip: string, company: number) => ({
    ...writer(admin, ip),
    companyId: company,
  });

  defineRoute(app, ctx, ownQuestionsCall, `${base}/questions`, read, async ({ admin, params }) => {
    await requireConsole(ctx.db, admin, params.company);
    return listOwnQuestions(ctx.db, params.company);
  });

  defineRoute(
    app,
    ctx,
    ownQuestionCategoriesCall,
    `${base}/question-categories`,
    read,
    async ({ admin, params, query }) => {
      await requireConsole(ctx.db, admin, params.company);
      return listDeskCategories(ctx.db, query.country ?? null);
    },
  );

  defineRoute(app, ctx, ownQuestionCall, `${base}/questions/{question}`, read, async ({ admin, params }) => {
    await requireConsole(ctx.db, admin, params.company);
    return showDeskQuestion(ctx.db, params.question, params.company);
  });

  defineRoute(
    app,
    ctx,
    ownQuestionCreateCall,
    `${base}/questions`,
    write,
    async ({ tx, admin, params, body, request }) => {
      await requireConsole(tx, admin, params.company);
      const id = await createOwnQuestion(tx, writer(admin, request.ip), params.company, body);
      return showDeskQuestion(tx, id, params.company);
    },
  );

  defineRoute(
    app,
    ctx,
    ownQuestionUpdateCall,
    `${base}/questions/{question}`,
    write,
    async ({ tx, admin, params, body, request }) => {
      await requireConsole(tx, admin, params.company);
      const id = await editQuestion(tx, own(admin, request.ip, params.company), params.question, body);
      return showDeskQuestion(tx, id, params.company);
    },
  );

  const transitions = [
    [ownQuestionSubmitCall, 'submit', submitQuestion],
    [ownQuestionApproveCall, 'approve', approveQuestion],
  ] as const;
  for (const [call, verb, change] of transitions) {
    defineRoute(
      app,
      ctx,
      call,
      `${base}/questions/{question}/${verb}`,
      write,
      async ({ tx, admin, params, request }) => {
        await requireConsole(tx, admin, params.company);
        await change(tx, own(admin, request.ip, params.company), params.question);
        return showDeskQuestion(tx, params.question, params.company);
      },
    );
  }

  defineRoute(
    app,
    ctx,
    ownQuestionRejectCall,
    `${base}/questions/{question}/reject`,
    write,
    async ({ tx, admin, params, body, request }) => {
      await requireConsole(tx, admin, params.company);
      await rejectQuestion(tx, own(admin, request.ip, params.company), params.question, body.note);
      return showDeskQuestion(tx, params.question, params.company);
    },
  );
}
