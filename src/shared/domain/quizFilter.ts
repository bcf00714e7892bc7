import { DIFFICULTIES, type Difficulty } from '../api/constants';

/**
 * The topic filter of the quiz screens. The Swiss filter lists the difficulties next to the categories under
 * negative ids: -1 basic questions (1 coin), -2 expert questions (2 coins). The user entity stores the two
 * halves apart (selected_categories, selected_difficulties); these helpers convert between the two and decide
 * which question matches.
 */

export interface QuizFilter {
  /** Category ids a question may come from; it matches when it sits in at least one of them. */
  categories: readonly number[];
  difficulties: readonly Difficulty[];
}

/** The filter entry standing for a difficulty: -1 basic, -2 expert. */
export const difficultyFilterId = (difficulty: Difficulty): number => -difficulty;

const isDifficulty = (value: number): value is Difficulty =>
  (DIFFICULTIES as readonly number[]).includes(value);

/** Splits the ids a filter sheet shows into categories and difficulties; unknown negative ids are dropped. */
export function splitFilterIds(ids: readonly number[]): { categories: number[]; difficulties: Difficulty[] } {
  const categories = [...new Set(ids.filter((id) => id > 0))];
  const difficulties = DIFFICULTIES.filter((d) => ids.includes(difficultyFilterId(d)));
  return { categories, difficulties };
}

/** The ids a filter sheet shows as selected, difficulties (negative) after categories. */
export function joinFilterIds(categories: readonly number[], difficulties: readonly number[]): number[] {
  return [...categories, ...DIFFICULTIES.filter((d) => difficulties.includes(d)).map(difficultyFilterId)];
}

/**
 * The filter that applies, given the categories the quiz offers (its module's categories for the
 * user's role, the booked category, or all Swiss categories) and what the user selected. A selection
 * that names nothing on offer filters nothing: an empty selection, or one left over from another role,
 * means every category; likewise for difficulties. So the quiz never goes silent because of stale ids.
 */
export function effectiveFilter(
  available: readonly number[],
  selectedCategories: readonly number[],
  selectedDifficulties: readonly number[] = DIFFICULTIES,
): QuizFilter {
  const chosen = available.filter((id) => selectedCategories.includes(id));
  const difficulties = DIFFICULTIES.filter((d) => selectedDifficulties.includes(d));
  return {
    categories: chosen.length ? chosen : [...available],
    difficulties: difficulties.length ? difficulties : [...DIFFICULTIES],
  };
}

/** Whether a question belongs in the quiz under this filter (the client refetches when it no longer does). */
export function questionMatchesFilter(
  question: { categories: readonly { id: number }[]; coins: number },
  filter: QuizFilter,
): boolean {
  return (
    isDifficulty(question.coins) &&
    filter.difficulties.includes(question.coins) &&
    question.categories.some((c) => filter.categories.includes(c.id))
  );
}
