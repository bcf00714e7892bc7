import { questionCountCall } from '../../../shared/api/calls/account';
import type { CallResponse } from '../../../shared/api/call';
import type { User } from '../../../shared/api/entities';
import { useQueryFor } from '../../state';

export type QuestionCount = CallResponse<typeof questionCountCall>;

/**
 * The Swiss questions remaining (SPEC §7 question-count). Its key holds what moves it (an answer, also
 * from another window, the role, the topic filter), so a change of the live user fetches it again.
 */
export function useQuestionCount(user: User): QuestionCount | null {
  const key = [user.answered_question_count, user.role, user.selected_categories, user.selected_difficulties];
  const query = useQueryFor(
    (services) => ({
      queryKey: ['question-count', ...key],
      queryFn: ({ signal }) => services.api.call(questionCountCall, { params: { user: 'me' }, signal }),
      placeholderData: (previous: QuestionCount | undefined) => previous,
    }),
    JSON.stringify(key),
  );
  return query.data ?? null;
}
