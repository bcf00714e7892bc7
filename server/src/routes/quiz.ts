import type { FastifyInstance } from 'fastify';
import type { CallDef } from '../../../src/shared/api/call';
import { questionCountCall } from '../../../src/shared/api/calls/account';
import {
  courseGuessCall,
  courseQuestionCall,
  swissGuessCall,
  swissQuestionCall,
} from '../../../src/shared/api/calls/quiz';
import type { Context } from '../context';
import { publishCourse, publishUser } from '../quiz/publish';
import { answerQuestion, countQuestions, serveQuestion } from '../quiz/questions';
import { countryFilter, courseQuiz, swissQuiz } from '../quiz/quizzes';
import { requireUser } from '../users/users';
import { defineRoute, type CallInput } from './registry';

async function guess(
  ctx: Context,
  { tx, afterCommit, request }: Pick<CallInput<CallDef, 'user'>, 'tx' | 'afterCommit' | 'request'>,
  userId: number,
  courseId: number | null,
  body: { answers: number[]; question_id?: number | undefined },
) {
  const outcome = await answerQuestion(
    tx,
    { userId, courseId },
    { answers: body.answers, questionId: body.question_id },
    ctx.clock(),
  );
  // Every answer changes answered_question_count; only a right one changes a course's coins. Once the answer
  // is committed the events follow without holding the reply, and one that fails is logged (the clients
  // refetch what they watch when their socket reconnects).
  afterCommit(async () => {
    void Promise.all([
      publishUser(ctx, userId),
      outcome.coinsAwarded && courseId !== null ? publishCourse(ctx, userId, courseId, 'updated') : undefined,
    ]).catch((error: unknown) => request.log.error({ err: error }, 'realtime update after a guess'));
  });
  return {
    correct_answers: outcome.correctAnswerIds,
    explanation: outcome.explanation,
    source: outcome.source,
  };
}

export function quizRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    courseQuestionCall,
    'api/users/{user}/courses/{course}/question',
    { auth: 'user' },
    async ({ user, params }) =>
      serveQuestion(ctx.db, await courseQuiz(ctx, user.id, params.course), ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    courseGuessCall,
    'api/users/{user}/courses/{course}/question/guess',
    // The answer, its coins and the Idempotency-Key's reply commit together: a retry after a crash gets
    // the first reply instead of waiting for a stale claim.
    { auth: 'user', transaction: true },
    async (input) => guess(ctx, input, input.user.id, input.params.course, input.body),
  );

  defineRoute(app, ctx, swissQuestionCall, 'api/users/{user}/question', { auth: 'user' }, async ({ user }) =>
    serveQuestion(ctx.db, await swissQuiz(ctx, user.id), ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    swissGuessCall,
    'api/users/{user}/question/guess',
    { auth: 'user', transaction: true },
    async (input) => guess(ctx, input, input.user.id, null, input.body),
  );

  defineRoute(
    app,
    ctx,
    questionCountCall,
    'api/users/{user}/question-count',
    { auth: 'user' },
    async ({ user }) => {
      const row = await requireUser(ctx.db, user.id);
      return countQuestions(ctx.db, user.id, await countryFilter(ctx, row), ctx.clock());
    },
  );
}
