import { HTTP, apiErrorSchema } from '../../../shared/api/errors';
import type { UserCourse } from '../../../shared/api/entities';
import { isServerErrorCode, translateServerError } from '../../../shared/domain/serverErrors';
import { coursesMessages } from '../../../shared/messages/courses';
import { isHttpError } from '../../api/http';
import { canBookAnotherCourse } from './courseData';

/** The server's code for a category that already has a course. */
const DUPLICATE_CODE = 'course.duplicate';

/**
 * SPEC §5 and §8: a category may hold one course, and at most 3 are booked. Checked before sending, so
 * the user learns it without a round trip; null when the booking may go out.
 */
export function bookingBlocker(booked: readonly UserCourse[], categoryId: number): string | null {
  if (booked.some((course) => course.category_id === categoryId)) return coursesMessages.duplicateCategory;
  if (!canBookAnotherCourse(booked)) return coursesMessages.limitReached;
  return null;
}

/**
 * The message for a refused booking (SPEC §8): the duplicate-course message, the German text of a known
 * code (course.not-enough-coins), the server's own message for any other HTTP 400, else
 * 'Ein Fehler ist aufgetreten'.
 */
export function bookingErrorMessage(error: unknown): string {
  if (!isHttpError(error)) return coursesMessages.bookingFailed;
  const parsed = apiErrorSchema.safeParse(error.data);
  const reply = parsed.success ? parsed.data : null;
  if (reply?.code === DUPLICATE_CODE) return coursesMessages.duplicateCategory;
  if (reply?.code && isServerErrorCode(reply.code)) return translateServerError(reply.code);
  if (error.status === HTTP.badRequest && reply?.message) return reply.message;
  return coursesMessages.bookingFailed;
}
