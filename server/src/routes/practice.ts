import type { FastifyInstance } from 'fastify';
import {
  examAnswerCall,
  examCall,
  examsCall,
  finishExamCall,
  practiceGuessCall,
  practiceQuestionCall,
  reviewDueCall,
  reviewGuessCall,
  reviewQuestionCall,
  startExamCall,
  statisticsCall,
} from '../../../src/shared/api/calls/practice';
import type { Context } from '../context';
import { answerExam, finishExam, listExams, presentExam, startExam } from '../practice/exam';
import { answerPractice, nextPracticeQuestion, parseCategoryList } from '../practice/practiceQuiz';
import { answerReview, countDue, nextDueQuestion } from '../practice/review';
import { learnerStatistics } from '../practice/statistics';
import { defineRoute } from './registry';

const base = 'api/users/{user}/practice';

/** Statistics, 'Wiederholen' and exam practice of the learner (docs/product-rules.md#practice). */
export function practiceRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(app, ctx, statisticsCall, `${base}/statistics`, { auth: 'user' }, async ({ user }) =>
    learnerStatistics(ctx.db, user.id, ctx.clock()),
  );

  defineRoute(app, ctx, reviewDueCall, `${base}/review/due`, { auth: 'user' }, async ({ user }) => ({
    due: await countDue(ctx.db, user.id, ctx.clock()),
  }));

  defineRoute(app, ctx, reviewQuestionCall, `${base}/review/question`, { auth: 'user' }, async ({ user }) =>
    nextDueQuestion(ctx.db, user.id, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    reviewGuessCall,
    `${base}/review/guess`,
    { auth: 'user', transaction: true },
    async ({ user, body, tx }) =>
      answerReview(tx, user.id, { questionId: body.question_id, answers: body.answers }, ctx.clock()),
  );

  defineRoute(app, ctx, practiceQuestionCall, `${base}/question`, { auth: 'user' }, async ({ user, query }) =>
    nextPracticeQuestion(ctx.db, user.id, parseCategoryList(query.categories)),
  );

  defineRoute(
    app,
    ctx,
    practiceGuessCall,
    `${base}/guess`,
    { auth: 'user', transaction: true },
    async ({ user, body, tx }) =>
      answerPractice(tx, user.id, { questionId: body.question_id, answers: body.answers }, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    examsCall,
    `${base}/exams`,
    { auth: 'user', transaction: true },
    async ({ user, tx }) => listExams(tx, user.id, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    startExamCall,
    `${base}/exams`,
    { auth: 'user', transaction: true },
    async ({ user, body, tx }) => startExam(tx, user.id, body, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    examCall,
    `${base}/exams/{exam}`,
    { auth: 'user', transaction: true },
    async ({ user, params, tx }) => presentExam(tx, user.id, params.exam, ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    examAnswerCall,
    `${base}/exams/{exam}/answer`,
    { auth: 'user', transaction: true },
    async ({ user, params, body, tx }) => {
      await answerExam(
        tx,
        user.id,
        params.exam,
        { questionId: body.question_id, answers: body.answers },
        ctx.clock(),
      );
      return { ok: true };
    },
  );

  defineRoute(
    app,
    ctx,
    finishExamCall,
    `${base}/exams/{exam}/finish`,
    { auth: 'user', transaction: true },
    async ({ user, params, tx }) => finishExam(tx, user.id, params.exam, ctx.clock()),
  );
}
