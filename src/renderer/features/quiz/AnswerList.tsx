import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from 'react-aria-components';
import type { Question } from '../../../shared/api/entities';
import { quizMessages } from '../../../shared/messages/quiz';
import { CheckIcon, CloseIcon, usePressHandling } from '../../ui';
import { answerStatus, type AnswerStatus } from './quizLogic';

export interface AnswerListProps {
  question: Question;
  /** Id of the question text, the group's accessible name. */
  labelledBy: string;
  selected: readonly number[];
  result: readonly number[] | null;
  locked: boolean;
  onChange(answers: number[]): void;
}

const STATUS_TEXT: Record<Exclude<AnswerStatus, 'neutral'>, string> = {
  'correct-chosen': quizMessages.correctChosen,
  'correct-missed': quizMessages.correctMissed,
  'wrong-chosen': quizMessages.wrongChosen,
};

/** One answer: its key (1–4), its text and, once checked, an icon and a word saying right or wrong. */
function AnswerContent({
  index,
  text,
  status,
}: {
  index: number;
  text: string;
  status: AnswerStatus | null;
}) {
  let marker: ReactNode = index + 1;
  if (status === 'correct-chosen' || status === 'correct-missed')
    marker = <CheckIcon size={18} strokeWidth={3} />;
  if (status === 'wrong-chosen') marker = <CloseIcon size={18} strokeWidth={3} />;
  return (
    <>
      <span className="quiz-answer__marker" aria-hidden="true">
        {marker}
      </span>
      <span className="quiz-answer__text">{text}</span>
      {status && status !== 'neutral' && <span className="quiz-answer__status">{STATUS_TEXT[status]}</span>}
    </>
  );
}

/**
 * A touch target for one answer: the card shows it is pressed only after the
 * press-start delay, so a scroll that starts on it does not flash it, and a drag over 10 px or a long
 * press does not choose the answer.
 */
function PressableAnswer({ children }: { children: ReactNode }) {
  const { isPressed, handlers } = usePressHandling();
  return (
    <div className="quiz-answer-press" data-pressed={isPressed || undefined} {...handlers}>
      {children}
    </div>
  );
}

/**
 * The answers as a radio group (single choice) or a checkbox group (multiple choice). Read-only once
 * the answer is checked, so the choice stays focusable and readable but cannot change.
 */
export function AnswerList({ question, labelledBy, selected, result, locked, onChange }: AnswerListProps) {
  const options = question.answers.map((answer, index) => {
    const status = answerStatus(answer.id, selected, result);
    const props = {
      value: String(answer.id),
      'data-answer-id': answer.id,
      className: `quiz-answer quiz-answer--${status ?? 'open'}`,
    };
    const content = <AnswerContent index={index} text={answer.text} status={status} />;
    return (
      <PressableAnswer key={answer.id}>
        {question.multiple ? <Checkbox {...props}>{content}</Checkbox> : <Radio {...props}>{content}</Radio>}
      </PressableAnswer>
    );
  });
  return question.multiple ? (
    <CheckboxGroup
      aria-labelledby={labelledBy}
      value={selected.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      isReadOnly={locked}
      className="quiz-answers"
    >
      {options}
    </CheckboxGroup>
  ) : (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={selected.length ? String(selected[0]) : null}
      onChange={(value) => onChange([Number(value)])}
      isReadOnly={locked}
      className="quiz-answers"
    >
      {options}
    </RadioGroup>
  );
}
