import type { Role } from '../../../shared/api/constants';
import type { User, UserCourse } from '../../../shared/api/entities';
import { hoursFromCoins } from '../../../shared/domain/coins';

/** A user past the role choice: everything on the dashboard depends on the role. */
export type UserWithRole = User & { role: Role };

/**
 * The N of 'Du kannst N Stunden anfordern': whole hours per module (100 coins each),
 * added up (docs/product-rules.md#coins-and-hours).
 */
export const requestableHours = (modules: readonly UserCourse[]): number =>
  modules.reduce((sum, course) => sum + hoursFromCoins(course.coins), 0);
