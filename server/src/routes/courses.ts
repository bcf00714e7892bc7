import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  categoryCoinsCall,
  courseCall,
  coursesCall,
  destroyCourseCall,
  storeCourseCall,
  updateCourseCall,
} from '../../../src/shared/api/calls/quiz';
import {
  COINS_PER_HOUR,
  COURSE_HOURS,
  MAX_BOOKED_COURSES,
  REALTIME_CHANNELS,
} from '../../../src/shared/api/constants';
import { SOCKET_EVENT_HEADER } from '../../../src/shared/api/errors';
import { translateServerError } from '../../../src/shared/domain/serverErrors';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { one } from '../db/database';
import { HttpError, INVALID_DATA } from '../errors';
import {
  courseCategoryIds,
  ensureModuleCourses,
  findCourse,
  isBooked,
  listCourses,
  presentCourse,
} from '../quiz/courses';
import { publishCourse } from '../quiz/publish';
import { remainingCategoryCoins } from '../quiz/questions';
import { requireUser, type UserRow } from '../users/users';
import { defineRoute } from './registry';

const bookingError = (message: string, code: string) => new HttpError(400, message, code);

const nameChannel = (reply: FastifyReply, userId: number) =>
  void reply.header(SOCKET_EVENT_HEADER, REALTIME_CHANNELS.courses(userId));

export function courseRoutes(app: FastifyInstance, ctx: Context): void {
  defineRoute(
    app,
    ctx,
    coursesCall,
    'api/users/{user}/courses',
    { auth: 'user' },
    async ({ user, reply }) => {
      const row = await requireUser(ctx.db, user.id);
      nameChannel(reply, user.id);
      if (!row.role) return [];
      await ensureModuleCourses(ctx.db, row, ctx.clock());
      return (await listCourses(ctx.db, user.id, row.role, ctx.clock())).map(presentCourse);
    },
  );

  defineRoute(
    app,
    ctx,
    courseCall,
    'api/users/{user}/courses/{course}',
    { auth: 'user' },
    async ({ user, params, reply }) => {
      const course = await findCourse(ctx.db, user.id, params.course, ctx.clock());
      nameChannel(reply, user.id);
      return presentCourse(course);
    },
  );

  defineRoute(
    app,
    ctx,
    updateCourseCall,
    'api/users/{user}/courses/{course}',
    { auth: 'user' },
    async ({ user, params, body }) => {
      const course = await findCourse(ctx.db, user.id, params.course, ctx.clock());
      const { country } = await requireUser(ctx.db, user.id);
      const available = await courseCategoryIds(ctx.db, course, country);
      const selected = [...new Set(body.selected_categories)];
      if (selected.some((id) => !available.includes(id))) {
        throw new HttpError(422, INVALID_DATA, 'validation', { selected_categories: ['validation.invalid'] });
      }
      await ctx.db.query('UPDATE user_courses SET selected_categories = $2 WHERE id = $1', [
        course.id,
        selected,
      ]);
      await publishCourse(ctx, user.id, course.id, 'updated');
      return presentCourse({ ...course, selected_categories: selected });
    },
  );

  defineRoute(
    app,
    ctx,
    storeCourseCall,
    'api/users/{user}/courses',
    { auth: 'user' },
    async ({ user, body }) => {
      const courseId = await ctx.db.transaction(async (tx) => {
        // Locking the user row serialises concurrent bookings, so the limit of three holds.
        const row = await one<UserRow>(tx, 'SELECT * FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        if (!row) throw new HttpError(404, messages.serverErrors.userNotFound, 'not_found');
        if (row.country !== 'de') throw new HttpError(403, messages.courses.countryOnly, 'course.country');
        if (!row.role) throw bookingError(messages.courses.roleRequired, 'course.role-required');
        const category = await one<{ id: number; module: number }>(
          tx,
          `SELECT id, module FROM categories WHERE id = $1 AND country = 'de' AND $2 = ANY(roles)`,
          [body.category_id, row.role],
        );
        if (!category) throw bookingError(messages.courses.categoryUnavailable, 'course.category');
        const booked = await tx.query<{ category_id: number }>(
          'SELECT category_id FROM user_courses WHERE user_id = $1 AND role = $2 AND category_id IS NOT NULL AND ordered_at IS NULL',
          [user.id, row.role],
        );
        if (booked.some((c) => c.category_id === category.id)) {
          throw bookingError(messages.courses.duplicateCategory, 'course.duplicate');
        }
        if (booked.length >= MAX_BOOKED_COURSES)
          throw bookingError(messages.courses.limitReached, 'course.limit');
        // SPEC §8: the category must still give hours × 100 coins from questions not yet answered.
        const remaining = await remainingCategoryCoins(tx, user.id, category.id, ctx.clock());
        if (remaining < body.hours * COINS_PER_HOUR) {
          throw bookingError(translateServerError('course.not-enough-coins'), 'course.not-enough-coins');
        }
        const created = await one<{ id: number }>(
          tx,
          `INSERT INTO user_courses (user_id, module, role, category_id, hours, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [user.id, category.module, row.role, category.id, body.hours, ctx.clock()],
        );
        return created!.id;
      });
      await publishCourse(ctx, user.id, courseId, 'created');
      return presentCourse(await findCourse(ctx.db, user.id, courseId, ctx.clock()));
    },
  );

  defineRoute(
    app,
    ctx,
    categoryCoinsCall,
    'api/users/{user}/categories/{category}/coins',
    { auth: 'user' },
    async ({ user, params }) => {
      const row = await requireUser(ctx.db, user.id);
      const category = await one<{ id: number }>(
        ctx.db,
        'SELECT id FROM categories WHERE id = $1 AND country = $2 AND $3 = ANY(roles)',
        [params.category, row.country, row.role],
      );
      if (!category) throw new HttpError(404, messages.courses.categoryUnavailable, 'course.category');
      const coins = await remainingCategoryCoins(ctx.db, user.id, category.id, ctx.clock());
      return { coins, hours: COURSE_HOURS.filter((h) => coins >= h * COINS_PER_HOUR) };
    },
  );

  defineRoute(
    app,
    ctx,
    destroyCourseCall,
    'api/users/{user}/courses/{course}',
    { auth: 'user' },
    async ({ user, params }) => {
      const course = await findCourse(ctx.db, user.id, params.course, ctx.clock());
      if (!isBooked(course)) throw new HttpError(400, messages.courses.moduleNotDeletable, 'course.module');
      await ctx.db.query('DELETE FROM user_courses WHERE id = $1 AND user_id = $2', [course.id, user.id]);
      await publishCourse(ctx, user.id, course.id, 'destroyed');
      return { message: messages.courses.deleted };
    },
  );
}
