import { HTTP } from '../../../shared/api/errors';
import type { UserCourse } from '../../../shared/api/entities';
import type { ServerErrorCode } from '../../../shared/domain/serverErrors';
import { coursesMessages } from '../../../shared/messages/courses';
import { messageFor } from '../../api/messageFor';
import { canBookAnotherCourse } from './courseData';

/** The server's code for a category that already has a course. */
const DUPLICATE_CODE = 'course.duplicate' satisfies ServerErrorCode;

/**
 * A category may hold one course, and at most 3 are booked (docs/product-rules.md#booked-courses). Checked
 * before sending, so the user learns it without a round trip; null when the booking may go out.
 */
export function bookingBlocker(booked: readonly UserCourse[], categoryId: number): string | null {
  if (booked.some((course) => course.category_id === categoryId)) return coursesMessages.duplicateCategory;
  if (!canBookAnotherCourse(booked)) return coursesMessages.limitReached;
  return null;
}

/**
 * The message for a refused booking: the booking form's own wording of a duplicate course, the catalog's
 * sentence for a known code (course.not-enough-coins), the server's own message for any other HTTP 400,
 * else 'Ein Fehler ist aufgetreten'.
 */
export const bookingErrorMessage = (error: unknown): string =>
  messageFor(error, {
    codes: { [DUPLICATE_CODE]: coursesMessages.duplicateCategory },
    serverMessage: [HTTP.badRequest],
    fallback: coursesMessages.bookingFailed,
  });
