import { useMemo } from 'react';
import { practiceMessages as m } from '../../../shared/messages/practice';
import { useServices } from '../../state';
import { PageHeader } from '../../ui';
import { QuizCard, useQuiz, type QuizSource } from '../quiz';
import { guessReview } from './mutations';
import { nextReviewQuestion } from './queries';

/** /app/practice/review: the due review cards with the quiz's card; no coins. */
export function ReviewPage() {
  const services = useServices();
  const source = useMemo<QuizSource>(
    () => ({
      fetchQuestion: () => nextReviewQuestion(services),
      guess: (question, answers) => guessReview(services, question.id, answers),
    }),
    [services],
  );
  const quiz = useQuiz(source);
  return (
    <div className="quiz practice">
      <PageHeader title={m.reviewTitle} description={m.reviewIntro} />
      <QuizCard quiz={quiz} emptyMessage={m.reviewEmpty} headingLevel={3} showCoins={false} />
    </div>
  );
}
