import type { Question } from '../../../shared/api/entities';

/** A random number in [0, 1), as Math.random gives; tests pass a fixed sequence. */
export type Random = () => number;

/** The client shuffles the answers, once per question (Fisher–Yates on a copy). */
export function shuffleAnswers(question: Question, random: Random = Math.random): Question {
  const answers = [...question.answers];
  for (let i = answers.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [answers[i], answers[j]] = [answers[j]!, answers[i]!];
  }
  return { ...question, answers };
}

/** Single choice replaces the selection; multiple choice toggles the answer. */
export function toggleAnswer(selected: readonly number[], answerId: number, multiple: boolean): number[] {
  if (!multiple) return [answerId];
  return selected.includes(answerId) ? selected.filter((id) => id !== answerId) : [...selected, answerId];
}

/** Right when the chosen answers are exactly the correct ones. */
export function isGuessCorrect(selected: readonly number[], correct: readonly number[]): boolean {
  const chosen = new Set(selected);
  return chosen.size === new Set(correct).size && correct.every((id) => chosen.has(id));
}

export type AnswerStatus = 'correct-chosen' | 'correct-missed' | 'wrong-chosen' | 'neutral';

/** How one answer is shown once the result is in; null before that. */
export function answerStatus(
  answerId: number,
  selected: readonly number[],
  correct: readonly number[] | null,
): AnswerStatus | null {
  if (!correct) return null;
  const chosen = selected.includes(answerId);
  if (correct.includes(answerId)) return chosen ? 'correct-chosen' : 'correct-missed';
  return chosen ? 'wrong-chosen' : 'neutral';
}
