import {
  courseCall,
  coursesCall,
  destroyCourseCall,
  storeCourseCall,
  updateCourseCall,
} from '../../../shared/api/calls/quiz';
import { COINS_PER_HOUR } from '../../../shared/api/constants';
import { userCourseSchema, type UserCourse } from '../../../shared/api/entities';
import { defineResource } from '../../api/resource';
import { useResourceList } from '../../api/useResource';

/**
 * The signed-in user's courses (SPEC §3 User course): the module courses of the current role and, in
 * de, the booked courses. One shared, realtime list for the dashboard, the booking form and the quiz.
 */
export const coursesResource = defineResource({
  item: userCourseSchema,
  idParam: 'course',
  index: coursesCall,
  show: courseCall,
  store: storeCourseCall,
  update: updateCourseCall,
  destroy: destroyCourseCall,
});

/** Every screen uses this scope, so they all share one list. */
export const MY_COURSES = { user: 'me' } as const;

export const useMyCourses = () => useResourceList(coursesResource, MY_COURSES);

/** A booked course (de) names its category; a module course does not. */
export const isBookedCourse = (course: UserCourse): boolean => course.category_id !== undefined;

/** Coins a booked course needs to be complete: its hours times 100. */
export const courseGoalCoins = (course: UserCourse): number => (course.hours ?? 0) * COINS_PER_HOUR;

export const isCourseComplete = (course: UserCourse): boolean =>
  isBookedCourse(course) && course.coins >= courseGoalCoins(course);
