import { questionCountCall } from '../../../shared/api/calls/account';
import type { CallResponse } from '../../../shared/api/call';
import { yearSummaryCall, type YearSummary } from '../../../shared/api/calls/year';
import type { User } from '../../../shared/api/entities';
import { useQueryFor } from '../../state';

export type QuestionCount = CallResponse<typeof questionCountCall>;

/** The cache keys of the dashboard. */
export const dashboardKeys = {
  /** Holds what moves the count: an answer (also from another window), the role, the topic filter. */
  questionCount: (user: User) =>
    [
      'question-count',
      user.answered_question_count,
      user.role,
      user.selected_categories,
      user.selected_difficulties,
    ] as const,
};

/**
 * The Swiss questions remaining (question-count). Its key follows the live user, so a change that moves
 * the count fetches it again; the previous count stays on screen meanwhile.
 */
export function useQuestionCount(user: User): QuestionCount | null {
  const queryKey = dashboardKeys.questionCount(user);
  const query = useQueryFor(
    (services) => ({
      queryKey,
      queryFn: ({ signal }) => services.api.call(questionCountCall, { params: { user: 'me' }, signal }),
      placeholderData: (previous: QuestionCount | undefined) => previous,
    }),
    JSON.stringify(queryKey),
  );
  return query.data ?? null;
}

/**
 * The year at a glance (year card): refetched when the coins move (an answer, an order), the previous
 * figures staying on screen meanwhile.
 */
export function useYearSummary(user: User) {
  const queryKey = ['year', user.id, user.coins] as const;
  return useQueryFor(
    (services) => ({
      queryKey,
      queryFn: ({ signal }) => services.api.call(yearSummaryCall, { params: { user: 'me' }, signal }),
      placeholderData: (previous: YearSummary | undefined) => previous,
    }),
    JSON.stringify(queryKey),
  );
}
