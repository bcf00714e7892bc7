import type { CallBody } from '../../../shared/api/call';
import { destroyCourseCall, storeCourseCall, updateCourseCall } from '../../../shared/api/calls/quiz';
import type { UserCourse } from '../../../shared/api/entities';
import { mutationAtom, type Services } from '../../state';
import { courseCache } from './queries';

/**
 * How a change reaches the list: on-success applies the server's reply, local-only changes the cached
 * course and sends nothing, immediate changes (or, for a delete, removes) it at once and puts it back
 * if the server refuses.
 */
export type UpdateMode = 'on-success' | 'local-only' | 'immediate';

export interface UpdateCourseVariables {
  id: number;
  changes: CallBody<typeof updateCourseCall>;
  mode?: UpdateMode;
}

export interface DeleteCourseVariables {
  id: number;
  mode?: UpdateMode;
}

const paramsOf = (id: number) => ({ user: 'me', course: id }) as const;
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Booking a course (de): the reply joins the list. */
export const bookCourseMutation = (services: Services) => ({
  mutationFn: (body: CallBody<typeof storeCourseCall>) =>
    services.api.call(storeCourseCall, { params: { user: 'me' }, body }),
  onSuccess: (course: UserCourse) => courseCache(services).upsert(course),
});

/** A course's topic filter; only a changed filter is sent. */
export const updateCourseMutation = (services: Services) => ({
  mutationFn: async ({ id, changes, mode = 'on-success' }: UpdateCourseVariables): Promise<UserCourse> => {
    const cache = courseCache(services);
    const before = { list: cache.list(), item: cache.find(id) };
    const current = before.item;
    const changed = Object.entries(changes).filter(
      ([key, value]) => !current || !sameValue(current[key as keyof UserCourse], value),
    );
    const local = current && { ...current, ...Object.fromEntries(changed) };
    if (mode === 'local-only') {
      if (!local) throw new Error(`course ${id} is not in the list`);
      return local;
    }
    if (current && !changed.length) return current;
    if (mode === 'immediate' && local) cache.upsert(local);
    try {
      return await services.api.call(updateCourseCall, {
        params: paramsOf(id),
        body: Object.fromEntries(changed) as UpdateCourseVariables['changes'],
      });
    } catch (error) {
      if (mode === 'immediate') cache.restore(before);
      throw error;
    }
  },
  onSuccess: (course: UserCourse) => courseCache(services).upsert(course),
});

/** Deleting a booked course (de). */
export const deleteCourseMutation = (services: Services) => ({
  mutationFn: async ({ id, mode = 'on-success' }: DeleteCourseVariables): Promise<void> => {
    const cache = courseCache(services);
    const before = { list: cache.list(), item: cache.find(id) };
    if (mode !== 'on-success') cache.remove(id);
    if (mode === 'local-only') return;
    try {
      await services.api.call(destroyCourseCall, { params: paramsOf(id) });
    } catch (error) {
      if (mode === 'immediate') cache.restore(before);
      throw error;
    }
  },
  onSuccess: (_data: void, { id }: DeleteCourseVariables) => courseCache(services).remove(id),
});

export const bookCourseAtom = mutationAtom(bookCourseMutation);
export const updateCourseAtom = mutationAtom(updateCourseMutation);
export const deleteCourseAtom = mutationAtom(deleteCourseMutation);
