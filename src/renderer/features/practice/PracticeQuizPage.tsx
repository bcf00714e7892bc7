import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { practiceMessages as m } from '../../../shared/messages/practice';
import { useServices } from '../../state';
import { PageHeader } from '../../ui';
import { QuizCard, useQuiz, type QuizSource } from '../quiz';
import { guessPractice } from './mutations';
import { PRACTICE_PATHS } from './paths';
import { nextPracticeQuestion } from './queries';

/** The category ids of `?categories=1,2,3` (at most ten), or null when there are none. */
export function categoriesOf(value: string | null): number[] | null {
  if (!value || !/^\d{1,9}(,\d{1,9}){0,9}$/.test(value)) return null;
  return [...new Set(value.split(',').map(Number))].filter((id) => id > 0);
}

/** /app/practice/quiz?categories=…: questions of the chosen (weakest) categories, no coins. */
export function PracticeQuizPage() {
  const [params] = useSearchParams();
  const categories = categoriesOf(params.get('categories'));
  if (!categories?.length) return <Navigate to={PRACTICE_PATHS.statistics} replace />;
  const list = categories.join(',');
  return <PracticeQuiz key={list} list={list} />;
}

/** `list`: the category ids, comma-separated (a string, so the quiz source stays the same across renders). */
function PracticeQuiz({ list }: { list: string }) {
  const services = useServices();
  const source = useMemo<QuizSource>(
    () => ({
      fetchQuestion: () => nextPracticeQuestion(services, list.split(',').map(Number)),
      guess: (question, answers) => guessPractice(services, question.id, answers),
    }),
    [services, list],
  );
  const quiz = useQuiz(source);
  return (
    <div className="quiz practice">
      <PageHeader title={m.practiceQuizTitle} description={m.practiceQuizIntro} />
      <QuizCard quiz={quiz} emptyMessage={m.practiceQuizEmpty} headingLevel={3} showCoins={false} />
    </div>
  );
}
