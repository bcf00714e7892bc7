import { useEffect, useState } from 'react';
import { questionCountCall } from '../../../shared/api/calls/account';
import type { CallResponse } from '../../../shared/api/call';
import type { User } from '../../../shared/api/entities';
import { useServices } from '../../state/servicesContext';

export type QuestionCount = CallResponse<typeof questionCountCall>;

/**
 * The Swiss questions remaining (SPEC §7 question-count). Fetched again whenever the user changes in a
 * way that moves it: an answer (also from another window), the role, the topic filter.
 */
export function useQuestionCount(user: User): QuestionCount | null {
  const { api } = useServices();
  const [count, setCount] = useState<QuestionCount | null>(null);
  const key = JSON.stringify([
    user.answered_question_count,
    user.role,
    user.selected_categories,
    user.selected_difficulties,
  ]);
  useEffect(() => {
    let current = true;
    api.call(questionCountCall, { params: { user: 'me' } }).then(
      (next) => current && setCount(next),
      () => current && setCount(null),
    );
    return () => {
      current = false;
    };
  }, [api, key]);
  return count;
}
