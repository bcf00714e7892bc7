import { z } from 'zod/mini';
import { COURSE_HOURS } from '../constants';
import { defineCall, okSchema, userParam } from '../call';
import { categorySchema, guessReplySchema, questionSchema, userCourseSchema } from '../entities';
import { country, id, pathId, role } from '../primitives';

const userPath = z.object({ user: userParam });
const coursePath = z.object({ user: userParam, course: pathId });
/** A guess names the answers chosen; the question is the one the server served last. */
const guessBody = z.object({
  answers: z.array(id).check(z.minLength(1), z.maxLength(8)),
  question_id: z.optional(id),
});

export const categoriesCall = defineCall({
  name: 'app.categories.index',
  method: 'GET',
  /** Beyond the original product: `role` narrows the list to the categories that role sees. */
  query: z.object({ country, role: z.optional(role) }),
  response: z.array(categorySchema),
});

export const coursesCall = defineCall({
  name: 'app.users.courses.index',
  method: 'GET',
  params: userPath,
  response: z.array(userCourseSchema),
});

export const courseCall = defineCall({
  name: 'app.users.courses.show',
  method: 'GET',
  params: coursePath,
  response: userCourseSchema,
});

export const updateCourseCall = defineCall({
  name: 'app.users.courses.update',
  method: 'PUT',
  params: coursePath,
  body: z.object({ selected_categories: z.array(id).check(z.maxLength(500)) }),
  response: userCourseSchema,
});

export const storeCourseCall = defineCall({
  name: 'app.users.courses.store',
  method: 'POST',
  params: userPath,
  body: z.object({
    category_id: id,
    hours: z.union(
      COURSE_HOURS.map((h) => z.literal(h)) as [
        z.ZodMiniLiteral<1>,
        z.ZodMiniLiteral<3>,
        z.ZodMiniLiteral<5>,
      ],
    ),
    coins: z._default(z.literal(0), 0),
  }),
  response: userCourseSchema,
});

/**
 * Beyond the original product: the coins a category can still give the user (questions whose coins the user
 * does not hold), and the course lengths it can therefore be booked for.
 */
export const categoryCoinsCall = defineCall({
  name: 'app.users.categories.coins',
  method: 'GET',
  params: z.object({ user: userParam, category: pathId }),
  response: z.object({
    coins: z.int().check(z.gte(0)),
    hours: z.array(
      z.union(
        COURSE_HOURS.map((h) => z.literal(h)) as [
          z.ZodMiniLiteral<1>,
          z.ZodMiniLiteral<3>,
          z.ZodMiniLiteral<5>,
        ],
      ),
    ),
  }),
});

export const destroyCourseCall = defineCall({
  name: 'app.users.courses.destroy',
  method: 'DELETE',
  params: coursePath,
  response: okSchema,
});

/** null when no further question is available. */
export const courseQuestionCall = defineCall({
  name: 'app.users.courses.question',
  method: 'GET',
  params: coursePath,
  response: z.nullable(questionSchema),
});

export const courseGuessCall = defineCall({
  name: 'app.users.courses.question.guess',
  method: 'POST',
  params: coursePath,
  body: guessBody,
  response: guessReplySchema,
});

export const swissQuestionCall = defineCall({
  name: 'app.users.question',
  method: 'GET',
  params: userPath,
  response: z.nullable(questionSchema),
});

export const swissGuessCall = defineCall({
  name: 'app.users.question.guess',
  method: 'POST',
  params: userPath,
  body: guessBody,
  response: guessReplySchema,
});
