import { describe, expect, it } from 'vitest';
import { answerStatus, isGuessCorrect, shuffleAnswers, toggleAnswer } from './quizLogic';
import { question } from './testing';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('shuffleAnswers', () => {
  it('reorders a copy by Fisher–Yates and keeps every answer', () => {
    const original = question(1);
    const shuffled = shuffleAnswers(original, sequence(0, 0, 0));
    // i=3 swaps with 0, i=2 with 0, i=1 with 0.
    expect(shuffled.answers.map((a) => a.id)).toEqual([12, 13, 14, 11]);
    expect(original.answers.map((a) => a.id)).toEqual([11, 12, 13, 14]);
    expect({ ...shuffled, answers: [] }).toEqual({ ...original, answers: [] });
  });

  it('gives every order over many runs (uses the random source)', () => {
    const orders = new Set<string>();
    for (let n = 0; n < 400; n++)
      orders.add(
        shuffleAnswers(question(1))
          .answers.map((a) => a.id)
          .join(),
      );
    expect(orders.size).toBe(24);
  });
});

describe('answers', () => {
  it('single choice replaces, multiple choice toggles', () => {
    expect(toggleAnswer([11], 12, false)).toEqual([12]);
    expect(toggleAnswer([11], 12, true)).toEqual([11, 12]);
    expect(toggleAnswer([11, 12], 11, true)).toEqual([12]);
  });

  it('is right only with exactly the correct answers', () => {
    expect(isGuessCorrect([11], [11])).toBe(true);
    expect(isGuessCorrect([12, 11], [11, 12])).toBe(true);
    expect(isGuessCorrect([11], [11, 12])).toBe(false);
    expect(isGuessCorrect([11, 13], [11])).toBe(false);
  });

  it('marks each answer once the result is in', () => {
    expect(answerStatus(11, [11], null)).toBeNull();
    expect(answerStatus(11, [11], [11])).toBe('correct-chosen');
    expect(answerStatus(11, [12], [11])).toBe('correct-missed');
    expect(answerStatus(12, [12], [11])).toBe('wrong-chosen');
    expect(answerStatus(13, [12], [11])).toBe('neutral');
  });
});
