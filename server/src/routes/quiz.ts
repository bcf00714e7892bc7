import type { FastifyInstance } from 'fastify';
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
import { HttpError } from '../errors';
import { countryCategoryIds, courseCategoryIds, findCourse } from '../quiz/courses';
import { publishCourse, publishUser } from '../quiz/publish';
import { answerQuestion, countQuestions, serveQuestion, type Quiz } from '../quiz/questions';
import { requireUser, type UserRow } from '../users/users';
import { defineRoute } from './registry';

/** The module or booked course quiz; a course of the user's other role is not played (SPEC §4). */
export async function courseQuiz(ctx: Context, userId: number, courseId: number): Promise<Quiz> {
  const user = await requireUser(ctx.db, userId);
  const course = await findCourse(ctx.db, userId, courseId, ctx.clock());
  if (course.role !== user.role)
    throw new HttpError(403, messages.courses.roleMismatch, 'course.role-mismatch');
  const available = await courseCategoryIds(ctx.db, course, user.country);
  return { userId, courseId: course.id, filter: effectiveFilter(available, course.selected_categories) };
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
  quiz: Quiz,
  body: { answers: number[]; question_id?: number | undefined },
) {
  const outcome = await answerQuestion(
    ctx.db,
    quiz,
    { answers: body.answers, questionId: body.question_id },
    ctx.clock(),
  );
  // Every answer changes answered_question_count; only a right one changes a course's coins.
  await publishUser(ctx, quiz.userId);
  if (outcome.coinsAwarded && quiz.courseId !== null) {
    await publishCourse(ctx, quiz.userId, quiz.courseId, 'updated');
  }
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
    { auth: 'user' },
    async ({ user, params, body }) => guess(ctx, await courseQuiz(ctx, user.id, params.course), body),
  );

  defineRoute(app, ctx, swissQuestionCall, 'api/users/{user}/question', { auth: 'user' }, async ({ user }) =>
    serveQuestion(ctx.db, await swissQuiz(ctx, user.id), ctx.clock()),
  );

  defineRoute(
    app,
    ctx,
    swissGuessCall,
    'api/users/{user}/question/guess',
    { auth: 'user' },
    async ({ user, body }) => guess(ctx, await swissQuiz(ctx, user.id), body),
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
