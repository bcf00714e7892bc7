import {
  examCall,
  examsCall,
  practiceQuestionCall,
  reviewDueCall,
  reviewQuestionCall,
  statisticsCall,
} from '../../../shared/api/calls/practice';
import { ME_KEY, useQueryFor, type Services } from '../../state';

/** The practice area's cache keys, under the signed-in user's. */
export const practiceKeys = {
  all: () => [...ME_KEY, 'practice'] as const,
  statistics: () => [...practiceKeys.all(), 'statistics'] as const,
  due: () => [...practiceKeys.all(), 'due'] as const,
  exams: () => [...practiceKeys.all(), 'exams'] as const,
  exam: (id: number) => [...practiceKeys.exams(), id] as const,
};

export const useStatistics = () =>
  useQueryFor(
    (services) => ({
      queryKey: practiceKeys.statistics(),
      queryFn: ({ signal }) => services.api.call(statisticsCall, { params: { user: 'me' }, signal }),
    }),
    'statistics',
  );

/** The navigation badge's count of due cards: one cheap query, looked at again every few minutes. */
export const useDueCount = () =>
  useQueryFor(
    (services) => ({
      queryKey: practiceKeys.due(),
      queryFn: ({ signal }) => services.api.call(reviewDueCall, { params: { user: 'me' }, signal }),
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
    }),
    'due',
  );

export const useExams = () =>
  useQueryFor(
    (services) => ({
      queryKey: practiceKeys.exams(),
      queryFn: ({ signal }) => services.api.call(examsCall, { params: { user: 'me' }, signal }),
    }),
    'exams',
  );

export const useExam = (id: number) =>
  useQueryFor(
    (services) => ({
      queryKey: practiceKeys.exam(id),
      queryFn: ({ signal }) => services.api.call(examCall, { params: { user: 'me', exam: id }, signal }),
      retry: false,
    }),
    String(id),
  );

/** The next due review card (a one-time delivery the quiz card holds, not cached). */
export const nextReviewQuestion = (services: Services) =>
  services.api.call(reviewQuestionCall, { params: { user: 'me' } });

/** The next question of the practice quiz on the given categories. */
export const nextPracticeQuestion = (services: Services, categories: readonly number[]) =>
  services.api.call(practiceQuestionCall, {
    params: { user: 'me' },
    query: { categories: categories.join(',') },
  });
