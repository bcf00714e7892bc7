import { MAX_BOOKED_COURSES, type Role } from '../../../shared/api/constants';
import type { User, UserCourse } from '../../../shared/api/entities';
import { hoursFromCoins } from '../../../shared/domain/coins';
import { isBookedCourse } from '../courses/coursesResource';

/** A user past the role choice: everything on the dashboard depends on the role. */
export type UserWithRole = User & { role: Role };

/** Module courses of the current role, by module (the list may still hold the other role's for a moment). */
export const moduleCoursesOf = (courses: readonly UserCourse[], role: Role): UserCourse[] =>
  courses.filter((c) => !isBookedCourse(c) && c.role === role).sort((a, b) => a.module - b.module);

/** Booked courses (de) of the current role, in booking order. */
export const bookedCoursesOf = (courses: readonly UserCourse[], role: Role): UserCourse[] =>
  courses.filter((c) => isBookedCourse(c) && c.role === role);

/** The N of 'Du kannst N Stunden anfordern': whole hours per module, added up (SPEC §9: 100 coins each). */
export const requestableHours = (modules: readonly UserCourse[]): number =>
  modules.reduce((sum, course) => sum + hoursFromCoins(course.coins), 0);

/** SPEC §2: 'Neuen Kurs kostenfrei buchen' is disabled at 3 or more courses. */
export const canBookAnotherCourse = (booked: readonly UserCourse[]): boolean =>
  booked.length < MAX_BOOKED_COURSES;
