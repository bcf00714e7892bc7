import { useMemo } from 'react';
import type { User } from '../../../shared/api/entities';
import { quizMessages } from '../../../shared/messages/quiz';
import { currentUserAtom, refreshUser, useAtomValue, useServices } from '../../state';
import { useCategories } from '../categories';
import { DIFFICULTY_OPTIONS, filterOf, needsNewQuestion, shownSelection } from './filterLogic';
import { guessSwissQuestion, saveSwissFilterAtom } from './mutations';
import { nextSwissQuestion } from './queries';
import { QuizScreen } from './QuizScreen';
import { useQuiz, type QuizSource } from './useQuiz';

function SwissQuiz({ user }: { user: User }) {
  const services = useServices();
  const saveSwissFilter = useAtomValue(saveSwissFilterAtom);
  const categories = useCategories(user.country, user.role);
  const source = useMemo<QuizSource>(
    () => ({
      fetchQuestion: () => nextSwissQuestion(services),
      guess: (question, answers) => guessSwissQuestion(services, question.id, answers),
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
    await saveSwissFilter.mutateAsync(ids);
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
      emptyNextStep={quizMessages.emptyNextSwiss}
    />
  );
}

/** /app/quiz, ch only (the route guard applies the country gates). */
export function SwissQuizPage() {
  const user = useAtomValue(currentUserAtom);
  return user ? <SwissQuiz user={user} /> : null;
}
