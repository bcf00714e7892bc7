import { courseQuestionCall, swissQuestionCall } from '../../../shared/api/calls/quiz';
import type { Question } from '../../../shared/api/entities';
import type { Services } from '../../state';

// Each question is a one-time delivery that the question card's state machine (useQuiz) holds, so these
// reads are plain requests, not cached queries: there is no cache key in this feature.

/** The next open question of a course (module or booked); null when none is left. */
export const nextCourseQuestion = (services: Services, courseId: number): Promise<Question | null> =>
  services.api.call(courseQuestionCall, { params: { user: 'me', course: courseId } });

/** The next open question of the Swiss quiz within the user's topic filter; null when none is left. */
export const nextSwissQuestion = (services: Services): Promise<Question | null> =>
  services.api.call(swissQuestionCall, { params: { user: 'me' } });
