import type { FastifyInstance } from 'fastify';
import {
  certifyCall,
  companiesCall,
  companyCodeCall,
  companyCourseCall,
  companyCoursesCall,
  companyGuessCall,
  companyQuestionCall,
  destroyCompanyCourseCall,
  companyInviteCall,
  verifyCertificateCall,
} from '../../../src/shared/api/calls/company';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { certificateMail } from '../mail/templates';
import {
  answerCompanyQuestion,
  certify,
  findCompanyCourse,
  invite,
  listCompanies,
  listCompanyCourses,
  nextQuestionId,
  presentCompanyCourse,
  redeemCode,
  removeCourse,
  verifyCertificate,
  type IssuedCertificate,
} from '../company/company';
import { loadQuestion } from '../quiz/questions';
import { certificatePdf } from '../company/certificatePdf';
import { defineRoute } from './registry';

/** Renders the certificate, archives it as issued and mails it to the participant (after the certification is committed). */
export async function mailCertificate(ctx: Context, c: IssuedCertificate): Promise<void> {
  const verificationUrl = `${ctx.config.publicUrl}/verify/${c.code}`;
  const pdf = await certificatePdf(ctx, c);
  await ctx.mailer.send(certificateMail(c, verificationUrl, pdf.content));
}

const base = 'api/users/{user}/companies/{company}/courses/{course}';

/** The company platform and the public certificate check. */
export function companyRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, companiesCall, 'api/users/{user}/companies', { auth: 'user' }, async ({ user }) =>
    listCompanies(ctx.db, user.id, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    companyCoursesCall,
    'api/users/{user}/companies/{company}/courses',
    { auth: 'user' },
    async ({ user, params }) => listCompanyCourses(ctx.db, user.id, params.company, ctx.clock()),
  );

  defineRoute(app, ctx, companyCourseCall, base, { auth: 'user' }, async ({ user, params }) =>
    presentCompanyCourse(
      await findCompanyCourse(ctx.db, user.id, params.course, ctx.clock(), params.company),
    ),
  );
  // The product's original route table names one company course 'app.users.companies.courses' (id, user,
  // company).
  ctx.routes.alias('app.users.companies.courses', companyCourseCall.name);

  defineRoute(app, ctx, destroyCompanyCourseCall, base, { auth: 'user' }, async ({ user, params }) => {
    await removeCourse(ctx.db, user.id, params.company, params.course, ctx.clock());
    ctx.realtime.emitCompanyCourse(params.course);
    return { message: messages.company.deleted };
  });

  defineRoute(
    app,
    ctx,
    companyInviteCall,
    'api/platform/invite',
    { auth: 'user' },
    async ({ user, body }) => {
      const course = await invite(ctx.db, user.id, body.course_id, ctx.clock());
      ctx.realtime.emitCompanyCourse(body.course_id);
      return course;
    },
  );

  defineRoute(
    app,
    ctx,
    companyCodeCall,
    'api/users/{user}/company-codes',
    { auth: 'user' },
    async ({ user, body, request }) => {
      ctx.limiter.check('companyCode', request, String(user.id), ['code']);
      return { company_id: await redeemCode(ctx.db, user.id, body.code, ctx.clock()) };
    },
  );

  defineRoute(
    app,
    ctx,
    companyQuestionCall,
    `${base}/question`,
    { auth: 'user' },
    async ({ user, params }) => {
      const course = await findCompanyCourse(ctx.db, user.id, params.course, ctx.clock(), params.company);
      const questionId = await nextQuestionId(ctx.db, user.id, course);
      return questionId === null ? null : loadQuestion(ctx.db, questionId);
    },
  );

  defineRoute(
    app,
    ctx,
    companyGuessCall,
    `${base}/question/guess`,
    { auth: 'user' },
    async ({ user, params, body }) => {
      const outcome = await answerCompanyQuestion(
        ctx.db,
        user.id,
        params.company,
        params.course,
        { answers: body.answers, questionId: body.question_id },
        ctx.clock(),
      );
      ctx.realtime.emitCompanyCourse(params.course);
      return {
        correct_answers: outcome.correctAnswerIds,
        explanation: outcome.explanation,
        source: outcome.source,
        course: outcome.course,
      };
    },
  );

  defineRoute(
    app,
    ctx,
    certifyCall,
    'api/platform/certify',
    { auth: 'user' },
    async ({ user, body, request }) => {
      const { course, certificate } = await certify(ctx.db, user.id, body.course_id, ctx.clock());
      ctx.realtime.emitCompanyCourse(body.course_id);
      try {
        await mailCertificate(ctx, certificate);
      } catch (err) {
        // The certificate exists and can be verified; the mail is logged for the operator to resend.
        request.log.error({ err, code: certificate.code }, 'certificate mail failed');
      }
      return course;
    },
  );

  defineRoute(
    app,
    ctx,
    verifyCertificateCall,
    'api/certificates/{code}',
    { auth: 'none' },
    async ({ params }) => verifyCertificate(ctx.db, params.code),
  );
}
