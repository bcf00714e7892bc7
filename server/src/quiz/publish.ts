import { REALTIME_CHANNELS, type RealtimeEvent } from '../../../src/shared/api/constants';
import { realtimeDestroyedSchema, userCourseSchema, userSchema } from '../../../src/shared/api/entities';
import type { Context } from '../context';
import { presentUser } from '../users/users';
import { findCourse, presentCourse } from './courses';

/**
 * Realtime updates after a change is committed (created, updated, destroyed on the channel the x-socket-event
 * header names), so every open window of the user follows without reloading. Payloads are checked against the
 * contract like replies are.
 */
export async function publishUser(ctx: Context, userId: number): Promise<void> {
  const user = userSchema.parse(await presentUser(ctx, userId, null));
  ctx.realtime.emit(userId, REALTIME_CHANNELS.user(userId), 'updated', user);
}

export async function publishCourse(
  ctx: Context,
  userId: number,
  courseId: number,
  event: RealtimeEvent,
): Promise<void> {
  const channel = REALTIME_CHANNELS.courses(userId);
  if (event === 'destroyed') {
    return ctx.realtime.emit(userId, channel, event, realtimeDestroyedSchema.parse({ id: courseId }));
  }
  const course = userCourseSchema.parse(
    presentCourse(await findCourse(ctx.db, userId, courseId, ctx.clock())),
  );
  ctx.realtime.emit(userId, channel, event, course);
}
