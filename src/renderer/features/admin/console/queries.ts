import {
  consoleBankCall,
  consoleCategoriesCall,
  consoleCodesCall,
  consoleCourseCall,
  consoleCoursesCall,
  companyPageCall,
} from '../../../../shared/api/calls/companyConsole';
import { useQueryFor } from '../../../state';
import { adminCall } from '../queries';

/** The console's cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const consoleKeys = {
  all: (company: number) => ['admin', 'console', company] as const,
  page: (company: number) => ['admin', 'console', company, 'page'] as const,
  courses: (company: number) => ['admin', 'console', company, 'courses'] as const,
  course: (company: number, course: number) => ['admin', 'console', company, 'courses', course] as const,
  categories: (company: number) => ['admin', 'console', company, 'categories'] as const,
  bank: (company: number, category: number | null, text: string, page: number) =>
    ['admin', 'console', company, 'bank', category, text, page] as const,
  codes: (company: number) => ['admin', 'console', company, 'codes'] as const,
};

export function useCompanyPage(company: number) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.page(company),
      queryFn: ({ signal }) => adminCall(services, companyPageCall, { params: { company }, signal }),
      retry: false,
    }),
    String(company),
  );
}

export function useConsoleCourses(company: number) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.courses(company),
      queryFn: ({ signal }) => adminCall(services, consoleCoursesCall, { params: { company }, signal }),
      retry: false,
    }),
    String(company),
  );
}

export function useConsoleCourse(company: number, course: number) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.course(company, course),
      queryFn: ({ signal }) =>
        adminCall(services, consoleCourseCall, { params: { company, companyCourse: course }, signal }),
      retry: false,
    }),
    `${company}/${course}`,
  );
}

export function useConsoleCategories(company: number) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.categories(company),
      queryFn: ({ signal }) => adminCall(services, consoleCategoriesCall, { params: { company }, signal }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
    String(company),
  );
}

/** A page of the bank's search; the last page stays on screen while the next loads. */
export function useBankSearch(company: number, category: number | null, text: string, page: number) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.bank(company, category, text, page),
      queryFn: ({ signal }) =>
        adminCall(services, consoleBankCall, {
          params: { company },
          query: { ...(category ? { category } : {}), ...(text ? { text } : {}), page },
          signal,
        }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([company, category, text, page]),
  );
}

export function useConsoleCodes(company: number) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.codes(company),
      queryFn: ({ signal }) => adminCall(services, consoleCodesCall, { params: { company }, signal }),
      retry: false,
    }),
    String(company),
  );
}
