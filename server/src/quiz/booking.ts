import type { Category } from '../../../src/shared/api/entities';
import {
  COINS_PER_HOUR,
  COURSE_HOURS,
  MAX_BOOKED_COURSES,
  type Country,
  type Role,
} from '../../../src/shared/api/constants';
import { messages } from '../../../src/shared/messages.de';
import type { Context } from '../context';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import type { UserRow } from '../users/users';
import { courseCategoryIds, isBooked, type CourseRow } from './courses';
import { remainingCategoryCoins } from './questions';

/** The categories of a country, those of one role where it is given, in module order. */
export const listCategories = (db: Db, country: Country, role: Role | null) =>
  db.query<Category>(
    `SELECT id, name, module, roles FROM categories
     WHERE country = $1 AND ($2::text IS NULL OR $2 = ANY(roles)) ORDER BY module, id`,
    [country, role],
  );

/**
 * Books a course of one category for `hours` (de only): at most three open ones, one per category, and
 * only while the category still gives hours × 100 coins from questions not yet answered. The new id.
 */
export async function bookCourse(
  ctx: Context,
  userId: number,
  booking: { category_id: number; hours: number },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // Locking the user row serialises concurrent bookings, so the limit of three holds.
    const row = await one<UserRow>(tx, 'SELECT * FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (!row) throw new HttpError(ErrorCode.notFound, undefined, messages.serverErrors.userNotFound);
    if (row.country !== 'de') throw new HttpError(ErrorCode.courseCountry);
    if (!row.role) throw new HttpError(ErrorCode.courseRoleRequired);
    const category = await one<{ id: number; module: number }>(
      tx,
      `SELECT id, module FROM categories WHERE id = $1 AND country = 'de' AND $2 = ANY(roles)`,
      [booking.category_id, row.role],
    );
    if (!category) throw HttpError.withStatus(400, ErrorCode.courseCategory);
    const booked = await tx.query<{ category_id: number }>(
      'SELECT category_id FROM user_courses WHERE user_id = $1 AND role = $2 AND category_id IS NOT NULL AND ordered_at IS NULL',
      [userId, row.role],
    );
    if (booked.some((c) => c.category_id === category.id)) {
      throw new HttpError(ErrorCode.courseDuplicate);
    }
    if (booked.length >= MAX_BOOKED_COURSES) throw new HttpError(ErrorCode.courseLimit);
    // The category must still give hours × 100 coins from questions not yet answered
    // (docs/product-rules.md#booked-courses).
    const remaining = await remainingCategoryCoins(tx, userId, category.id, ctx.clock());
    if (remaining < booking.hours * COINS_PER_HOUR) {
      throw new HttpError(ErrorCode.courseNotEnoughCoins);
    }
    const created = await one<{ id: number }>(
      tx,
      `INSERT INTO user_courses (user_id, module, role, category_id, hours, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, category.module, row.role, category.id, booking.hours, ctx.clock()],
    );
    return created!.id;
  });
}

/** The categories a course's questions come from, out of those it may draw from; the new selection. */
export async function selectCourseCategories(
  db: Db,
  course: CourseRow,
  country: Country,
  categories: readonly number[],
): Promise<number[]> {
  const available = await courseCategoryIds(db, course, country);
  const selected = [...new Set(categories)];
  if (selected.some((id) => !available.includes(id))) {
    throw new HttpError(ErrorCode.validation, { selected_categories: ['validation.invalid'] });
  }
  await db.query('UPDATE user_courses SET selected_categories = $2 WHERE id = $1', [course.id, selected]);
  return selected;
}

/** What a category of the user's country and role still gives: its coins and the hours they book. */
export async function categoryCoins(ctx: Context, user: UserRow, categoryId: number) {
  const category = await one<{ id: number }>(
    ctx.db,
    'SELECT id FROM categories WHERE id = $1 AND country = $2 AND $3 = ANY(roles)',
    [categoryId, user.country, user.role],
  );
  if (!category) throw new HttpError(ErrorCode.courseCategory);
  const coins = await remainingCategoryCoins(ctx.db, user.id, category.id, ctx.clock());
  return { coins, hours: COURSE_HOURS.filter((h) => coins >= h * COINS_PER_HOUR) };
}

/** A booked course may be deleted; the module courses stay. */
export async function deleteBookedCourse(db: Db, userId: number, course: CourseRow): Promise<void> {
  if (!isBooked(course)) throw new HttpError(ErrorCode.courseModule);
  await db.query('DELETE FROM user_courses WHERE id = $1 AND user_id = $2', [course.id, userId]);
}
