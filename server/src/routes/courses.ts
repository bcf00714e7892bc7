import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  categoryCoinsCall,
  courseCall,
  coursesCall,
  destroyCourseCall,
  storeCourseCall,
  updateCourseCall,
} from '../../../src/shared/api/calls/quiz';
import { REALTIME_CHANNELS } from '../../../src/shared/api/constants';
import { SOCKET_EVENT_HEADER } from '../../../src/shared/api/errors';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { bookCourse, categoryCoins, deleteBookedCourse, selectCourseCategories } from '../quiz/booking';
import { ensureModuleCourses, findCourse, listCourses, presentCourse } from '../quiz/courses';
import { publishCourse } from '../quiz/publish';
import { requireUser } from '../users/users';
import { defineRoute } from './registry';

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
      const selected = await selectCourseCategories(ctx.db, course, country, body.selected_categories);
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
      const courseId = await bookCourse(ctx, user.id, body);
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
      return categoryCoins(ctx, row, params.category);
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
      await deleteBookedCourse(ctx.db, user.id, course);
      await publishCourse(ctx, user.id, course.id, 'destroyed');
      return { message: messages.courses.deleted };
    },
  );
}
