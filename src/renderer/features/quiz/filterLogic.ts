import { DIFFICULTIES } from '../../../shared/api/constants';
import {
  difficultyFilterId,
  effectiveFilter,
  joinFilterIds,
  questionMatchesFilter,
  splitFilterIds,
  type QuizFilter,
} from '../../../shared/domain/quizFilter';
import { quizMessages } from '../../../shared/messages/quiz';
import type { QuizState } from './useQuiz';

/** One entry of the topic filter: a category (positive id) or, in the Swiss filter, a difficulty (negative). */
export interface FilterOption {
  id: number;
  label: string;
}

export const DIFFICULTY_OPTIONS: readonly FilterOption[] = DIFFICULTIES.map((d) => ({
  id: difficultyFilterId(d),
  label: d === 1 ? quizMessages.basicQuestions : quizMessages.expertQuestions,
}));

/**
 * The ids the filter shows as ticked: what the user stored, read the way the server reads it (a
 * selection naming nothing on offer means everything), so the sheet never shows an empty filter.
 */
export function shownSelection(
  available: readonly number[],
  selectedCategories: readonly number[],
  selectedDifficulties?: readonly number[],
): number[] {
  const filter = effectiveFilter(available, selectedCategories, selectedDifficulties);
  return selectedDifficulties
    ? joinFilterIds(filter.categories, filter.difficulties)
    : [...filter.categories];
}

/**
 * Ticks or unticks one entry. The last ticked topic, and the last ticked difficulty, stay ticked: an
 * empty group would mean 'everything' to the server, the opposite of what unticking says.
 */
export function toggleFilterId(selection: readonly number[], id: number, on: boolean): number[] {
  if (on) return selection.includes(id) ? [...selection] : [...selection, id];
  const sameGroup = selection.filter((other) => Math.sign(other) === Math.sign(id));
  if (sameGroup.length <= 1 && sameGroup.includes(id)) return [...selection];
  return selection.filter((other) => other !== id);
}

/** Whether the last ticked entry of its group: its checkbox is shown disabled. */
export const isLastOfGroup = (selection: readonly number[], id: number): boolean =>
  selection.includes(id) && selection.filter((other) => Math.sign(other) === Math.sign(id)).length === 1;

export const sameSelection = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The filter a saved selection makes, by the shared rule the server applies too. */
export function filterOf(
  available: readonly number[],
  selection: readonly number[],
  withDifficulties: boolean,
): QuizFilter {
  const { categories, difficulties } = splitFilterIds(selection);
  return effectiveFilter(available, categories, withDifficulties ? difficulties : undefined);
}

/**
 * After a saved change a new question is fetched when the open one no longer
 * matches. An answered question stays until 'Nächste Frage'; an empty quiz may have questions again.
 */
export function needsNewQuestion(state: QuizState, filter: QuizFilter): boolean {
  if (state.phase === 'empty' || state.phase === 'failed') return true;
  if (state.phase !== 'question' || state.result) return false;
  return !questionMatchesFilter(state.question, filter);
}
