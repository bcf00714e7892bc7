import {
  categoryCoinsCall,
  courseCall,
  coursesCall,
  destroyCourseCall,
  storeCourseCall,
  updateCourseCall,
} from '../../../shared/api/calls/quiz';
import { COINS_PER_HOUR, MAX_BOOKED_COURSES, type Role } from '../../../shared/api/constants';
import { userCourseSchema, type UserCourse } from '../../../shared/api/entities';
import {
  defineResource,
  itemQuery,
  listKey,
  listMutations,
  listQuery,
  mutationAtom,
  queryAtom,
  useAtomValue,
  useQueryFor,
} from '../../state';

/**
 * The signed-in user's courses (SPEC §3 User course): the module courses of the current role and, in
 * de, the booked courses. One cached, realtime list for the dashboard, the booking form and the quiz.
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

export const myCoursesAtom = queryAtom((services) => listQuery(services, coursesResource, MY_COURSES));
export const bookCourseAtom = mutationAtom(
  (services) => listMutations(services, coursesResource, MY_COURSES).store,
);
export const updateCourseAtom = mutationAtom(
  (services) => listMutations(services, coursesResource, MY_COURSES).update,
);
export const deleteCourseAtom = mutationAtom(
  (services) => listMutations(services, coursesResource, MY_COURSES).destroy,
);

/** The list as screens show it; a refresh of a loaded list keeps its items on screen. */
export function useMyCourses() {
  const query = useAtomValue(myCoursesAtom);
  return {
    status: query.isPending
      ? ('loading' as const)
      : query.isError && !query.data
        ? ('error' as const)
        : ('ready' as const),
    items: query.data?.items ?? [],
    refreshing: query.isFetching && !query.isPending,
    refresh: () => void query.refetch(),
  };
}

/** One course, fetched with the show call (it also joins the list). */
export const useCourse = (courseId: number) =>
  useQueryFor((services) => itemQuery(services, coursesResource, MY_COURSES, courseId), String(courseId));

/**
 * The coins a category can still give the user and the course lengths it can be booked for (issue 16,
 * SPEC §8 course.not-enough-coins); idle until a category is chosen.
 */
export const useCategoryCoins = (categoryId: number | null) =>
  useQueryFor(
    (services) => ({
      queryKey: ['category-coins', categoryId] as const,
      queryFn: () =>
        services.api.call(categoryCoinsCall, { params: { user: 'me', category: categoryId ?? 0 } }),
      enabled: categoryId !== null,
      staleTime: 0,
    }),
    String(categoryId),
  );

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

/** SPEC §2: 'Neuen Kurs kostenfrei buchen' is disabled at 3 or more courses. */
export const canBookAnotherCourse = (booked: readonly UserCourse[]): boolean =>
  booked.length < MAX_BOOKED_COURSES;

/** The cache key of the list, for screens that refresh it after a change elsewhere (a role switch). */
export const myCoursesQueryKey = listKey(coursesResource, MY_COURSES);
