import { useState, type ReactNode } from 'react';
import { quizMessages } from '../../../shared/messages/quiz';
import { InlineAlert } from '../../ui';
import type { FilterOption } from './filterLogic';
import { QuizCard } from './QuizCard';
import { QuizProgress, type QuizProgressKind } from './QuizProgress';
import { TopicFilter } from './TopicFilter';
import type { Quiz } from './useQuiz';
import './quiz.css';

export interface QuizScreenProps {
  quiz: Quiz;
  progress: QuizProgressKind;
  topics: readonly FilterOption[];
  difficulties?: readonly FilterOption[];
  selection: readonly number[];
  /** Persists the filter; a rejection shows an error above the card. */
  saveFilter(selection: number[]): Promise<void>;
  emptyMessage: string;
  /** Under an empty pool: where to go on (the why is the same for every quiz). */
  emptyNextStep?: string;
  /** A page heading above (the course's name): the question is an h3 below it. */
  header?: ReactNode;
}

/** The layout shared by the module, course and Swiss quiz: coins and progress, the filter, the card. */
export function QuizScreen({
  quiz,
  progress,
  topics,
  difficulties,
  selection,
  saveFilter,
  emptyMessage,
  emptyNextStep,
  header,
}: QuizScreenProps) {
  const [filterOpen, setFilterOpen] = useState(false);
  const [filterError, setFilterError] = useState<string | null>(null);
  const onSave = (next: number[]) => {
    setFilterError(null);
    saveFilter(next).catch(() => setFilterError(quizMessages.filterSaveFailed));
  };
  return (
    <div className="quiz">
      {header}
      <div className="quiz__toolbar">
        <QuizProgress progress={progress} />
        <div className="quiz__filter">
          <TopicFilter
            topics={topics}
            difficulties={difficulties}
            selection={selection}
            onSave={onSave}
            onOpenChange={setFilterOpen}
          />
        </div>
      </div>
      {filterError && <InlineAlert tone="error">{filterError}</InlineAlert>}
      <QuizCard
        quiz={quiz}
        emptyMessage={emptyMessage}
        headingLevel={header ? 3 : 2}
        keyboardEnabled={!filterOpen}
      />
      {quiz.state.phase === 'empty' && emptyNextStep && (
        // The card's 'Zur Übersicht' leads there: the dashboard holds the other module and the courses.
        <InlineAlert title={quizMessages.emptyWhy}>{emptyNextStep}</InlineAlert>
      )}
    </div>
  );
}
