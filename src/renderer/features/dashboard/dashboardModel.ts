import type { Role } from '../../../shared/api/constants';
import type { User, UserCourse } from '../../../shared/api/entities';
import { hoursFromCoins } from '../../../shared/domain/coins';

/** A user past the role choice: everything on the dashboard depends on the role. */
export type UserWithRole = User & { role: Role };

/**
 * The N of 'Du kannst N Stunden anfordern': whole hours per module, added up,
 * and the hours of every completed booked course not yet ordered.
 */
export const requestableHours = (
  modules: readonly UserCourse[],
  completed: readonly UserCourse[] = [],
): number =>
  modules.reduce((sum, course) => sum + hoursFromCoins(course.coins), 0) +
  completed.reduce((sum, course) => sum + (course.hours ?? 0), 0);
