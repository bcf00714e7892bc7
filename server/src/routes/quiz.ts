import type { FastifyInstance } from 'fastify';
import type { CallDef } from '../../../src/shared/api/call';
import { questionCountCall } from '../../../src/shared/api/calls/account';
import {
  courseGuessCall,
  courseQuestionCall,
  swissGuessCall,
  swissQuestionCall,
} from '../../../src/shared/api/calls/quiz';
import { effectiveFilter } from '../../../src/shared/domain/quizFilter';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { one } from '../db/database';
import { HttpError } from '../errors';
import { countryCategoryIds } from '../quiz/courses';
import { publishCourse, publishUser } from '../quiz/publish';
import { answerQuestion, countQuestions, serveQuestion, type Quiz } from '../quiz/questions';
import { requireUser, type UserRow } from '../users/users';
import { defineRoute, type CallInput } from './registry';

/**
 * The module or booked course quiz; a course of the user's other role is not played (SPEC §4). One
 * query (issue 17): the course, the user's role and country, and the categories the course draws from
 * (the booked one, or those of the module that the course's role sees in the user's country).
 */
export async function courseQuiz(ctx: Context, userId: number, courseId: number): Promise<Quiz> {
  const row = await one<{
    id: number;
    same_role: boolean;
    selected_categories: number[];
    available: number[];
  }>(
    ctx.db,
    `SELECT c.id, c.role = u.role IS TRUE AS same_role, c.selected_categories,
       CASE WHEN c.category_id IS NOT NULL THEN ARRAY[c.category_id]
         ELSE ARRAY(SELECT cat.id FROM categories cat
                    WHERE cat.country = u.country AND cat.module = c.module AND c.role = ANY(cat.roles)
                    ORDER BY cat.id)
       END AS available
     FROM user_courses c JOIN users u ON u.id = c.user_id
     WHERE c.user_id = $1 AND c.id = $2 AND c.ordered_at IS NULL`,
    [userId, courseId],
  );
  if (!row) throw new HttpError(404, messages.courses.notFound, 'course.not-found');
  if (!row.same_role) throw new HttpError(403, messages.courses.roleMismatch, 'course.role-mismatch');
  return { userId, courseId: row.id, filter: effectiveFilter(row.available, row.selected_categories) };
}

/** The filter of the user's own selection over the whole country (the Swiss quiz and its count). */
async function countryFilter(ctx: Context, user: UserRow) {
  const available = await countryCategoryIds(ctx.db, user.country, user.role);
  return effectiveFilter(available, user.selected_categories, user.selected_difficulties);
}

export async function swissQuiz(ctx: Context, userId: number): Promise<Quiz> {
  const user = await requireUser(ctx.db, userId);
  if (user.country !== 'ch') throw new HttpError(403, messages.quiz.swissOnly, 'quiz.country');
  return { userId, courseId: null, filter: await countryFilter(ctx, user) };
}

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
  // Every answer changes answered_question_count; only a right one changes a course's coins. Once the
  // answer is committed the events follow without holding the reply (issue 17), and one that fails is
  // logged (the clients refetch what they watch when their socket reconnects).
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
