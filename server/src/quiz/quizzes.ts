import { effectiveFilter } from '../../../src/shared/domain/quizFilter';
import type { Context } from '../context';
import { one } from '../db/database';
import { HttpError, ErrorCode } from '../errors';
import { requireUser, type UserRow } from '../users/users';
import { COINS_PER_HOUR } from '../../../src/shared/api/constants';
import { countryCategoryIds, courseCoinsSql } from './courses';
import type { Quiz } from './questions';

/**
 * The module or booked course quiz; a course of the user's other role is not played, nor a booked course
 * that holds its hours × 100 coins (docs/product-rules.md#quiz). One query: the course,
 * the user's role and country, and the categories the course draws from (the booked one, or those of the
 * module that the course's role sees in the user's country).
 */
export async function courseQuiz(ctx: Context, userId: number, courseId: number): Promise<Quiz> {
  const row = await one<{
    id: number;
    same_role: boolean;
    complete: boolean;
    selected_categories: number[];
    available: number[];
  }>(
    ctx.db,
    `SELECT c.id, c.role = u.role IS TRUE AS same_role, c.selected_categories,
       c.hours IS NOT NULL AND ${courseCoinsSql('c.id', '$3')} >= c.hours * ${COINS_PER_HOUR} AS complete,
       CASE WHEN c.category_id IS NOT NULL THEN ARRAY[c.category_id]
         ELSE ARRAY(SELECT cat.id FROM categories cat
                    WHERE cat.country = u.country AND cat.module = c.module AND c.role = ANY(cat.roles)
                    ORDER BY cat.id)
       END AS available
     FROM user_courses c JOIN users u ON u.id = c.user_id
     WHERE c.user_id = $1 AND c.id = $2 AND c.ordered_at IS NULL`,
    [userId, courseId, ctx.clock()],
  );
  if (!row) throw new HttpError(ErrorCode.courseNotFound);
  if (!row.same_role) throw new HttpError(ErrorCode.courseRoleMismatch);
  if (row.complete) throw new HttpError(ErrorCode.courseComplete);
  return { userId, courseId: row.id, filter: effectiveFilter(row.available, row.selected_categories) };
}

/** The filter of the user's own selection over the whole country (the Swiss quiz and its count). */
export async function countryFilter(ctx: Context, user: UserRow) {
  const available = await countryCategoryIds(ctx.db, user.country, user.role);
  return effectiveFilter(available, user.selected_categories, user.selected_difficulties);
}

export async function swissQuiz(ctx: Context, userId: number): Promise<Quiz> {
  const user = await requireUser(ctx.db, userId);
  if (user.country !== 'ch') throw new HttpError(ErrorCode.quizCountry);
  return { userId, courseId: null, filter: await countryFilter(ctx, user) };
}
