import { z } from 'zod/mini';
import { requestedHoursCall } from '../../../shared/api/calls/orders';
import { categoryCoinsCall, courseCall, coursesCall } from '../../../shared/api/calls/quiz';
import { SOCKET_EVENT_HEADER } from '../../../shared/api/errors';
import { userCourseSchema, type UserCourse } from '../../../shared/api/entities';
import { queryAtom, useAtomValue, useQueryFor, type QueryKey, type Services } from '../../state';

/** Every screen shows the signed-in user's courses: one list for the dashboard, the booking form and the quiz. */
const ME = { user: 'me' } as const;

/**
 * The cache keys of the courses feature. An item's key lies under the list's, so refreshing the list
 * (after a role switch, a purchase) refreshes a course on screen too.
 */
export const courseKeys = {
  list: () => ['courses', 'me'] as const,
  item: (courseId: number) => [...courseKeys.list(), 'item', courseId] as const,
  categoryCoins: (categoryId: number | null) => ['courses', 'category-coins', categoryId] as const,
  /** Under the list: an order refreshes the list, and with it what was requested. */
  requested: () => [...courseKeys.list(), 'requested'] as const,
};

/** What the cache holds for the list. */
export interface CourseList {
  items: readonly UserCourse[];
}

/** The cache operations of the list and its items; every write (replies, realtime events) goes through here. */
export function courseCache(services: Services) {
  const { queryClient } = services;
  const list = () => queryClient.getQueryData<CourseList>(courseKeys.list());
  const setItems = (items: readonly UserCourse[]) =>
    queryClient.setQueryData<CourseList>(courseKeys.list(), (data) => (data ? { ...data, items } : data));
  return {
    list,
    find: (id: number) =>
      list()?.items.find((item) => item.id === id) ??
      queryClient.getQueryData<UserCourse>(courseKeys.item(id)),
    upsert(course: UserCourse) {
      const items = list()?.items;
      if (items) {
        const found = items.some((entry) => entry.id === course.id);
        setItems(
          found ? items.map((entry) => (entry.id === course.id ? course : entry)) : [...items, course],
        );
      }
      if (queryClient.getQueryData(courseKeys.item(course.id)) !== undefined) {
        queryClient.setQueryData(courseKeys.item(course.id), course);
      }
    },
    remove(id: number) {
      const items = list()?.items;
      if (items?.some((item) => item.id === id)) setItems(items.filter((item) => item.id !== id));
    },
    /** Puts a course back as it was before a refused `immediate` change, at its old place in the list. */
    restore(before: { list: CourseList | undefined; item: UserCourse | undefined }) {
      const { item } = before;
      if (!item) return;
      const items = list()?.items;
      if (items && !items.some((entry) => entry.id === item.id)) {
        const position = before.list?.items.findIndex((entry) => entry.id === item.id) ?? -1;
        const next = [...items];
        next.splice(position < 0 ? next.length : position, 0, item);
        setItems(next);
      } else this.upsert(item);
    },
  };
}

const destroyedPayload = z.object({ id: z.number() });

/**
 * The realtime events of the channel a reply names (`x-socket-event`) patch the cached list and courses:
 * created adds, updated replaces a course the cache holds, destroyed removes; other payloads are ignored.
 */
function watchChannel(services: Services, queryKey: QueryKey, channel: string | null): void {
  if (!channel) return;
  const cache = courseCache(services);
  services.realtimeCache.watch(queryKey, channel, (event, payload) => {
    if (event === 'destroyed') {
      const parsed = destroyedPayload.safeParse(payload);
      if (parsed.success) cache.remove(parsed.data.id);
      return;
    }
    const parsed = userCourseSchema.safeParse(payload);
    if (!parsed.success) return;
    if (event === 'created' || cache.find(parsed.data.id)) cache.upsert(parsed.data);
  });
}

/** The courses of the current role and, in de, the booked courses: loaded, cached, live on their channel. */
export function myCoursesQuery(services: Services) {
  return {
    queryKey: courseKeys.list(),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CourseList> => {
      const { data, headers } = await services.api.send(coursesCall, { params: ME, signal });
      watchChannel(services, courseKeys.list(), headers.get(SOCKET_EVENT_HEADER));
      return { items: data };
    },
  };
}

/** One course, fetched with the show call; it also joins the cached list. */
export function courseQuery(services: Services, courseId: number) {
  return {
    queryKey: courseKeys.item(courseId),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<UserCourse> => {
      const { data, headers } = await services.api.send(courseCall, {
        params: { ...ME, course: courseId },
        signal,
      });
      // The list's channel carries this course's events too.
      const channel = headers.get(SOCKET_EVENT_HEADER);
      watchChannel(services, courseKeys.list(), channel);
      watchChannel(services, courseKeys.item(courseId), channel);
      courseCache(services).upsert(data);
      return data;
    },
  };
}

export const myCoursesAtom = queryAtom((services) => myCoursesQuery(services));

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
  useQueryFor((services) => courseQuery(services, courseId), String(courseId));

/**
 * The coins a category can still give the user and the course lengths it can be booked for
 * (course.not-enough-coins); idle until a category is chosen.
 */
export const useCategoryCoins = (categoryId: number | null) =>
  useQueryFor(
    (services) => ({
      queryKey: courseKeys.categoryCoins(categoryId),
      queryFn: () => services.api.call(categoryCoinsCall, { params: { ...ME, category: categoryId ?? 0 } }),
      enabled: categoryId !== null,
      staleTime: 0,
    }),
    String(categoryId),
  );

/** The hours already requested: per module course, and the ordered booked courses. */
export const useRequestedHours = () =>
  useQueryFor(
    (services) => ({
      queryKey: courseKeys.requested(),
      queryFn: ({ signal }) => services.api.call(requestedHoursCall, { params: ME, signal }),
    }),
    'requested',
  );
