import {
  certifyCall,
  companiesCall,
  companyCodeCall,
  companyCourseCall,
  companyCoursesCall,
  destroyCompanyCourseCall,
  platformInviteCall,
} from '../../../shared/api/calls/platform';
import type { CompanyCourse } from '../../../shared/api/entities';
import { mutationAtom, queryAtom, useQueryFor, type Services } from '../../state';

/** The user's companies with their courses, and one company's courses (SPEC §7 Company platform). */
export const PLATFORM_KEY = ['platform'] as const;
const companiesKey = [...PLATFORM_KEY, 'companies'] as const;
const coursesKey = (companyId: number) => [...PLATFORM_KEY, 'courses', companyId] as const;
const courseKey = (companyId: number, courseId: number) => [...coursesKey(companyId), courseId] as const;

export const companiesAtom = queryAtom((services) => ({
  queryKey: companiesKey,
  queryFn: () => services.api.call(companiesCall, { params: { user: 'me' } }),
}));

export const useCompanyCourses = (companyId: number) =>
  useQueryFor(
    (services) => ({
      queryKey: coursesKey(companyId),
      queryFn: () => services.api.call(companyCoursesCall, { params: { user: 'me', company: companyId } }),
      retry: false,
    }),
    String(companyId),
  );

export const useCompanyCourse = (companyId: number, courseId: number) =>
  useQueryFor(
    (services) => ({
      queryKey: courseKey(companyId, courseId),
      queryFn: () =>
        services.api.call(companyCourseCall, {
          params: { user: 'me', company: companyId, course: courseId },
        }),
      retry: false,
    }),
    `${companyId}/${courseId}`,
  );

/** After a change, every platform list and course shows the server's state again. */
export const refreshPlatform = (services: Services) =>
  services.queryClient.invalidateQueries({ queryKey: PLATFORM_KEY });

/** Puts a course the server returned into the caches, so the next screen has it at once. */
export function storeCourse(services: Services, companyId: number, course: CompanyCourse) {
  services.queryClient.setQueryData(courseKey(companyId, course.id), course);
  services.queryClient.setQueryData<CompanyCourse[]>(coursesKey(companyId), (list) =>
    list?.map((c) => (c.id === course.id ? course : c)),
  );
}

export const redeemCodeAtom = mutationAtom((services) => ({
  mutationFn: (code: string) =>
    services.api.call(companyCodeCall, { params: { user: 'me' }, body: { code } }),
  onSuccess: () => refreshPlatform(services),
}));

export const inviteAtom = mutationAtom((services) => ({
  mutationFn: ({ courseId }: { companyId: number; courseId: number }) =>
    services.api.call(platformInviteCall, { body: { course_id: courseId } }),
  onSuccess: (course: CompanyCourse, { companyId }: { companyId: number; courseId: number }) =>
    storeCourse(services, companyId, course),
}));

export const certifyAtom = mutationAtom((services) => ({
  mutationFn: ({ courseId }: { companyId: number; courseId: number }) =>
    services.api.call(certifyCall, { body: { course_id: courseId } }),
  onSuccess: (course: CompanyCourse, { companyId }: { companyId: number; courseId: number }) =>
    storeCourse(services, companyId, course),
}));

export const deleteCourseAtom = mutationAtom((services) => ({
  mutationFn: ({ companyId, courseId }: { companyId: number; courseId: number }) =>
    services.api.call(destroyCompanyCourseCall, {
      params: { user: 'me', company: companyId, course: courseId },
    }),
  onSuccess: () => refreshPlatform(services),
}));
