import { MODULES, type Country, type ModuleId, type Role } from '../../../src/shared/api/constants';
import type { UserCourse } from '../../../src/shared/api/entities';
import { one, type Db } from '../db/database';
import { HttpError, ErrorCode } from '../errors';

/**
 * Courses: a module course per module and role (de, at), created when first listed, and the courses a de user
 * books for one category and 1, 3 or 5 hours. Both belong to the role the user had when they were made; only
 * the current role's courses are listed.
 */
export interface CourseRow {
  id: number;
  user_id: number;
  module: ModuleId;
  role: Role;
  category_id: number | null;
  category_name: string | null;
  hours: number | null;
  selected_categories: number[];
  coins: number;
}

const COUNTRIES_WITH_MODULE_COURSES: readonly Country[] = ['de', 'at'];

/** SQL for a course's coins on hand (unexpired, unspent) at a moment: both are SQL expressions. */
export const courseCoinsSql = (courseId: string, at: string) =>
  `COALESCE((SELECT sum(l.coins - l.redeemed) FROM coin_ledger l
    WHERE l.course_id = ${courseId} AND l.expires_at > ${at}), 0)::int`;

/** $1 is the moment coins are counted at. */
const SELECT_COURSE = `
  SELECT c.id, c.user_id, c.module, c.role, c.category_id, cat.name AS category_name, c.hours,
    c.selected_categories, ${courseCoinsSql('c.id', '$1')} AS coins
  FROM user_courses c LEFT JOIN categories cat ON cat.id = c.category_id`;

export function presentCourse(row: CourseRow): UserCourse {
  return {
    id: row.id,
    coins: row.coins,
    module: row.module,
    role: row.role,
    selected_categories: row.selected_categories,
    ...(row.category_id !== null
      ? {
          hours: row.hours ?? undefined,
          category: { id: row.category_id, name: row.category_name ?? '' },
          category_id: row.category_id,
        }
      : {}),
  };
}

export const isBooked = (course: Pick<CourseRow, 'category_id'>) => course.category_id !== null;

/** Module courses first (by module), then booked courses in booking order. */
export const listCourses = (db: Db, userId: number, role: Role, now: Date) =>
  db.query<CourseRow>(
    `${SELECT_COURSE} WHERE c.user_id = $2 AND c.role = $3 AND c.ordered_at IS NULL
     ORDER BY c.category_id IS NOT NULL, c.module, c.id`,
    [now, userId, role],
  );

/**
 * The user's course, of any role; another user's course is as unknown as a missing one, and so is a
 * booked course whose hours were ordered.
 */
export async function findCourse(db: Db, userId: number, courseId: number, now: Date): Promise<CourseRow> {
  const row = await one<CourseRow>(
    db,
    `${SELECT_COURSE} WHERE c.user_id = $2 AND c.id = $3 AND c.ordered_at IS NULL`,
    [now, userId, courseId],
  );
  if (!row) throw new HttpError(ErrorCode.courseNotFound);
  return row;
}

/** Creates the module courses of the user's role where the country has them; returns the new ones' ids. */
export async function ensureModuleCourses(
  db: Db,
  user: { id: number; country: Country; role: Role | null },
  now: Date,
): Promise<number[]> {
  if (!user.role || !COUNTRIES_WITH_MODULE_COURSES.includes(user.country)) return [];
  const created = await db.query<{ id: number }>(
    `INSERT INTO user_courses (user_id, module, role, created_at)
     SELECT $1, m, $2, $3 FROM unnest($4::smallint[]) AS m
     ON CONFLICT (user_id, role, module) WHERE category_id IS NULL DO NOTHING
     RETURNING id`,
    [user.id, user.role, now, [...MODULES]],
  );
  return created.map((row) => row.id);
}

/**
 * Categories a course's questions come from: the booked category, or the categories of the course's
 * module that its role sees in the user's country.
 */
export async function courseCategoryIds(db: Db, course: CourseRow, country: Country): Promise<number[]> {
  if (course.category_id !== null) return [course.category_id];
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM categories WHERE country = $1 AND module = $2 AND $3 = ANY(roles) ORDER BY id',
    [country, course.module, course.role],
  );
  return rows.map((row) => row.id);
}

/** Categories of the Swiss quiz: all of the country, narrowed to the user's role when there is one. */
export async function countryCategoryIds(db: Db, country: Country, role: Role | null): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM categories WHERE country = $1 AND ($2::text IS NULL OR $2 = ANY(roles)) ORDER BY id',
    [country, role],
  );
  return rows.map((row) => row.id);
}
