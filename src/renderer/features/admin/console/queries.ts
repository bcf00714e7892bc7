import {
  consoleBankCall,
  consoleCategoriesCall,
  consoleCodesCall,
  consoleCourseCall,
  consoleCoursesCall,
  companyPageCall,
  ownQuestionCall,
  ownQuestionCategoriesCall,
  ownQuestionsCall,
} from '../../../../shared/api/calls/companyConsole';
import type { Country } from '../../../../shared/api/constants';
import { useQueryFor } from '../../../state';
import { adminCall } from '../queries';

/** The console's cache keys, under the back office's ['admin'] (a session's end forgets them). */
export const consoleKeys = {
  all: (company: number) => ['admin', 'console', company] as const,
  page: (company: number) => ['admin', 'console', company, 'page'] as const,
  courses: (company: number) => ['admin', 'console', company, 'courses'] as const,
  course: (company: number, course: number) => ['admin', 'console', company, 'courses', course] as const,
  categories: (company: number) => ['admin', 'console', company, 'categories'] as const,
  bank: (company: number, own: boolean, category: number | null, text: string, page: number) =>
    ['admin', 'console', company, 'bank', own, category, text, page] as const,
  ownQuestions: (company: number) => ['admin', 'console', company, 'questions'] as const,
  ownQuestion: (company: number, id: number) => ['admin', 'console', company, 'questions', id] as const,
  ownCategories: (company: number, country: Country | null) =>
    ['admin', 'console', company, 'question-categories', country] as const,
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

/**
 * A page of the bank's search (`own`: the company's own active questions); the last page stays on screen while
 * the next loads.
 */
export function useBankSearch(
  company: number,
  category: number | null,
  text: string,
  page: number,
  own = false,
) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.bank(company, own, category, text, page),
      queryFn: ({ signal }) =>
        adminCall(services, consoleBankCall, {
          params: { company },
          query: {
            ...(own ? { own: '1' as const } : {}),
            ...(category ? { category } : {}),
            ...(text ? { text } : {}),
            page,
          },
          signal,
        }),
      placeholderData: (previous) => previous,
      retry: false,
    }),
    JSON.stringify([company, own, category, text, page]),
  );
}

export function useOwnQuestions(company: number) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.ownQuestions(company),
      queryFn: ({ signal }) => adminCall(services, ownQuestionsCall, { params: { company }, signal }),
      retry: false,
    }),
    String(company),
  );
}

export function useOwnQuestion(company: number, id: number) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.ownQuestion(company, id),
      queryFn: ({ signal }) =>
        adminCall(services, ownQuestionCall, { params: { company, question: id }, signal }),
      retry: false,
    }),
    `${company}/${id}`,
  );
}

/** The categories the question editor offers a company admin (the bank's, by key). */
export function useOwnCategories(company: number, country: Country | null) {
  return useQueryFor(
    (services) => ({
      queryKey: consoleKeys.ownCategories(company, country),
      queryFn: ({ signal }) =>
        adminCall(services, ownQuestionCategoriesCall, {
          params: { company },
          query: country ? { country } : {},
          signal,
        }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
    `${company}/${String(country)}`,
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
