import { useMemo } from 'react';
import { updateUserCall } from '../../../shared/api/calls/account';
import { swissGuessCall, swissQuestionCall } from '../../../shared/api/calls/quiz';
import type { User } from '../../../shared/api/entities';
import { splitFilterIds } from '../../../shared/domain/quizFilter';
import { quizMessages } from '../../../shared/messages/quiz';
import {
  currentUserAtom,
  refreshUser,
  sessionAtom,
  useAtomValue,
  useServices,
  useSetAtom,
} from '../../state';
import { useCategories } from '../categories';
import { DIFFICULTY_OPTIONS, filterOf, needsNewQuestion, shownSelection } from './filterLogic';
import { QuizScreen } from './QuizScreen';
import { useQuiz, type QuizSource } from './useQuiz';

const ME = { user: 'me' } as const;

function SwissQuiz({ user }: { user: User }) {
  const services = useServices();
  const setSession = useSetAtom(sessionAtom);
  const categories = useCategories(user.country, user.role);
  const source = useMemo<QuizSource>(
    () => ({
      fetchQuestion: () => services.api.call(swissQuestionCall, { params: ME }),
      guess: (question, answers) =>
        services.api.call(swissGuessCall, { params: ME, body: { answers, question_id: question.id } }),
      // The user's coins (and answered count) live on the user; the bar follows the refetched user.
      afterGuess: () => void refreshUser(services).catch(() => undefined),
    }),
    [services],
  );
  const quiz = useQuiz(source);

  const topics = useMemo(
    () =>
      (categories.status === 'ready' ? categories.categories : []).map((c) => ({ id: c.id, label: c.name })),
    [categories],
  );
  const available = topics.map((t) => t.id);
  const selection = shownSelection(available, user.selected_categories, user.selected_difficulties);

  const saveFilter = async (ids: number[]) => {
    const { categories: selected_categories, difficulties: selected_difficulties } = splitFilterIds(ids);
    const updated = await services.api.call(updateUserCall, {
      params: ME,
      body: { selected_categories, selected_difficulties },
    });
    setSession({ status: 'user', user: updated });
    quiz.reloadIf((state) => needsNewQuestion(state, filterOf(available, ids, true)));
  };

  return (
    <QuizScreen
      quiz={quiz}
      progress={{ kind: 'swiss', coins: user.coins }}
      topics={topics}
      difficulties={DIFFICULTY_OPTIONS}
      selection={selection}
      saveFilter={saveFilter}
      emptyMessage={quizMessages.noMoreQuestions}
    />
  );
}

/** /app/quiz, ch only (the route guard applies SPEC §6 country gating). */
export function SwissQuizPage() {
  const user = useAtomValue(currentUserAtom);
  return user ? <SwissQuiz user={user} /> : null;
}
