import { describe, expect, it } from 'vitest';
import {
  difficultyFilterId,
  effectiveFilter,
  joinFilterIds,
  questionMatchesFilter,
  splitFilterIds,
} from './quizFilter';

const question = (categories: number[], coins: number) => ({
  categories: categories.map((id) => ({ id, name: `K${id}` })),
  coins,
});

describe('filter ids', () => {
  it('stand for difficulties when negative: -1 basic, -2 expert', () => {
    expect(difficultyFilterId(1)).toBe(-1);
    expect(difficultyFilterId(2)).toBe(-2);
  });

  it('split into categories and difficulties, dropping unknown negatives and repeats', () => {
    expect(splitFilterIds([301, -2, 305, -7, 301])).toEqual({ categories: [301, 305], difficulties: [2] });
    expect(splitFilterIds([])).toEqual({ categories: [], difficulties: [] });
  });

  it('join back with difficulties last and round-trip', () => {
    expect(joinFilterIds([301, 305], [2, 1])).toEqual([301, 305, -1, -2]);
    const split = splitFilterIds([304, -1]);
    expect(joinFilterIds(split.categories, split.difficulties)).toEqual([304, -1]);
  });
});

describe('effectiveFilter', () => {
  const available = [101, 102, 103];

  it('keeps the selected categories that are on offer', () => {
    expect(effectiveFilter(available, [102, 103, 999], [2])).toEqual({
      categories: [102, 103],
      difficulties: [2],
    });
  });

  it('treats an empty selection as everything', () => {
    expect(effectiveFilter(available, [], [])).toEqual({ categories: available, difficulties: [1, 2] });
    expect(effectiveFilter(available, [])).toEqual({ categories: available, difficulties: [1, 2] });
  });

  it('treats a selection of categories no longer on offer (after a role switch) as everything', () => {
    expect(effectiveFilter(available, [106]).categories).toEqual(available);
  });

  it('offers nothing when the quiz offers no category', () => {
    expect(effectiveFilter([], [101]).categories).toEqual([]);
  });
});

describe('questionMatchesFilter', () => {
  const filter = { categories: [301, 302], difficulties: [1] as const };

  it('matches a question in any selected category with a selected difficulty', () => {
    expect(questionMatchesFilter(question([301], 1), filter)).toBe(true);
    expect(questionMatchesFilter(question([305, 302], 1), filter)).toBe(true);
  });

  it('rejects other categories, other difficulties and unknown coin values', () => {
    expect(questionMatchesFilter(question([305], 1), filter)).toBe(false);
    expect(questionMatchesFilter(question([301], 2), filter)).toBe(false);
    expect(questionMatchesFilter(question([301], 3), { categories: [301], difficulties: [1, 2] })).toBe(
      false,
    );
  });
});
