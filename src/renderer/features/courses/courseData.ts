import { COINS_PER_HOUR, MAX_BOOKED_COURSES, type Role } from '../../../shared/api/constants';
import type { UserCourse } from '../../../shared/api/entities';

/** A booked course (de) names its category; a module course does not. */
export const isBookedCourse = (course: UserCourse): boolean => course.category_id !== undefined;

/** Coins a booked course needs to be complete: its hours times 100. */
export const courseGoalCoins = (course: UserCourse): number => (course.hours ?? 0) * COINS_PER_HOUR;

export const isCourseComplete = (course: UserCourse): boolean =>
  isBookedCourse(course) && course.coins >= courseGoalCoins(course);

/** Module courses of the current role, by module (the list may still hold the other role's for a moment). */
export const moduleCoursesOf = (courses: readonly UserCourse[], role: Role): UserCourse[] =>
  courses.filter((c) => !isBookedCourse(c) && c.role === role).sort((a, b) => a.module - b.module);

/** Booked courses (de) of the current role, in booking order. */
export const bookedCoursesOf = (courses: readonly UserCourse[], role: Role): UserCourse[] =>
  courses.filter((c) => isBookedCourse(c) && c.role === role);

/** 'Neuen Kurs kostenfrei buchen' is disabled at 3 or more courses. */
export const canBookAnotherCourse = (booked: readonly UserCourse[]): boolean =>
  booked.length < MAX_BOOKED_COURSES;
