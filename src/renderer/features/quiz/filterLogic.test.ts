import { describe, expect, it } from 'vitest';
import {
  DIFFICULTY_OPTIONS,
  filterOf,
  isLastOfGroup,
  needsNewQuestion,
  sameSelection,
  shownSelection,
  toggleFilterId,
} from './filterLogic';
import { question } from './testing';
import type { QuizState } from './useQuiz';

const open = (overrides: Partial<Extract<QuizState, { phase: 'question' }>> = {}): QuizState => ({
  phase: 'question',
  question: question(1, { categories: [{ id: 301, name: 'VVG' }], coins: 1 }),
  selected: [],
  result: null,
  feedback: null,
  busy: null,
  error: null,
  ...overrides,
});

describe('the topic filter', () => {
  it('offers the difficulties under negative ids with the catalog words', () => {
    expect(DIFFICULTY_OPTIONS).toEqual([
      { id: -1, label: 'Basisfragen (1 Coin)' },
      { id: -2, label: 'Expertfragen (2 Coins)' },
    ]);
  });

  it('shows a stored selection as the server reads it', () => {
    expect(shownSelection([301, 302, 303], [302])).toEqual([302]);
    // Empty, or left over from the other role: everything.
    expect(shownSelection([301, 302], [])).toEqual([301, 302]);
    expect(shownSelection([301, 302], [999])).toEqual([301, 302]);
    // Swiss: categories, then the difficulties as negative ids.
    expect(shownSelection([301, 302], [301], [2])).toEqual([301, -2]);
    expect(shownSelection([301, 302], [], [])).toEqual([301, 302, -1, -2]);
  });

  it('ticks and unticks, but never the last topic or the last difficulty', () => {
    expect(toggleFilterId([301], 302, true)).toEqual([301, 302]);
    expect(toggleFilterId([301, 302], 301, false)).toEqual([302]);
    expect(toggleFilterId([301, -1], 301, false)).toEqual([301, -1]);
    expect(toggleFilterId([301, -1, -2], -1, false)).toEqual([301, -2]);
    expect(toggleFilterId([301, 302, -2], -2, false)).toEqual([301, 302, -2]);
    expect(isLastOfGroup([301, -2], -2)).toBe(true);
    expect(isLastOfGroup([301, 302, -2], 301)).toBe(false);
  });

  it('compares selections regardless of order', () => {
    expect(sameSelection([1, 2], [2, 1])).toBe(true);
    expect(sameSelection([1, 2], [1])).toBe(false);
  });

  it('turns a selection into the shared filter', () => {
    expect(filterOf([301, 302], [302, -2], true)).toEqual({ categories: [302], difficulties: [2] });
    // A course filter has no difficulties: all of them apply.
    expect(filterOf([301, 302], [302, -2], false)).toEqual({ categories: [302], difficulties: [1, 2] });
  });

  it('asks for a new question only when the open one no longer matches', () => {
    const vvgOnly = { categories: [301], difficulties: [1, 2] as (1 | 2)[] };
    const otherTopic = { categories: [302], difficulties: [1, 2] as (1 | 2)[] };
    const expertOnly = { categories: [301], difficulties: [2] as (1 | 2)[] };
    expect(needsNewQuestion(open(), vvgOnly)).toBe(false);
    expect(needsNewQuestion(open(), otherTopic)).toBe(true);
    expect(needsNewQuestion(open(), expertOnly)).toBe(true);
    // An answered question stays until 'Nächste Frage'.
    expect(needsNewQuestion(open({ result: [11], selected: [11] }), otherTopic)).toBe(false);
    // No question left, or loading failed: the new filter may bring one.
    expect(needsNewQuestion({ phase: 'empty' }, vvgOnly)).toBe(true);
    expect(needsNewQuestion({ phase: 'failed', error: 'x' }, vvgOnly)).toBe(true);
    expect(needsNewQuestion({ phase: 'loading' }, otherTopic)).toBe(false);
  });
});
