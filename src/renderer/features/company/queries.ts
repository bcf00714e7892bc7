import {
  companiesCall,
  companyCourseCall,
  companyCoursesCall,
  companyQuestionCall,
} from '../../../shared/api/calls/company';
import type { CompanyCourse } from '../../../shared/api/entities';
import { queryAtom, useQueryFor, type Services } from '../../state';

/** The user's companies with their courses, and one company's courses. */
export const companyKeys = {
  all: () => ['platform'] as const,
  companies: () => [...companyKeys.all(), 'companies'] as const,
  courses: (companyId: number) => [...companyKeys.all(), 'courses', companyId] as const,
  course: (companyId: number, courseId: number) => [...companyKeys.courses(companyId), courseId] as const,
};

export const companiesAtom = queryAtom((services) => ({
  queryKey: companyKeys.companies(),
  queryFn: () => services.api.call(companiesCall, { params: { user: 'me' } }),
}));

export const useCompanyCourses = (companyId: number) =>
  useQueryFor(
    (services) => ({
      queryKey: companyKeys.courses(companyId),
      queryFn: () => services.api.call(companyCoursesCall, { params: { user: 'me', company: companyId } }),
      retry: false,
    }),
    String(companyId),
  );

export const useCompanyCourse = (companyId: number, courseId: number) =>
  useQueryFor(
    (services) => ({
      queryKey: companyKeys.course(companyId, courseId),
      queryFn: () =>
        services.api.call(companyCourseCall, {
          params: { user: 'me', company: companyId, course: courseId },
        }),
      retry: false,
    }),
    `${companyId}/${courseId}`,
  );

/** After a change, every platform list and course shows the server's state again. */
export const refreshCompanies = (services: Services) =>
  services.queryClient.invalidateQueries({ queryKey: companyKeys.all() });

/** Puts a course the server returned into the caches, so the next screen has it at once. */
export function storeCourse(services: Services, companyId: number, course: CompanyCourse) {
  services.queryClient.setQueryData(companyKeys.course(companyId, course.id), course);
  services.queryClient.setQueryData<CompanyCourse[]>(companyKeys.courses(companyId), (list) =>
    list?.map((c) => (c.id === course.id ? course : c)),
  );
}

/** The next open question of a company course (a one-time delivery the quiz card holds, not cached). */
export const nextCompanyQuestion = (services: Services, companyId: number, courseId: number) =>
  services.api.call(companyQuestionCall, { params: { user: 'me', company: companyId, course: courseId } });
