import { describe, expect, it } from 'vitest';
import { summarize } from './statistics';

const row = (id: number, answered: number, correct: number, coins = 0) => ({
  id,
  name: `Kategorie ${id}`,
  answered,
  correct,
  coins,
});

describe('summarize', () => {
  it('gives each category and week its share right, null before the first answer', () => {
    const stats = summarize(
      [row(1, 4, 3, 5), row(2, 0, 0)],
      [
        { week: '2026-11-16', answered: 0, correct: 0 },
        { week: '2026-11-23', answered: 10, correct: 7 },
      ],
      [
        { category_id: 1, week: '2026-11-16', answered: 0, correct: 0 },
        { category_id: 2, week: '2026-11-16', answered: 0, correct: 0 },
        { category_id: 1, week: '2026-11-23', answered: 4, correct: 3 },
        { category_id: 2, week: '2026-11-23', answered: 0, correct: 0 },
      ],
    );
    expect(stats.categories.map((c) => c.share)).toEqual([0.75, null]);
    expect(stats.categories[0]!.coins).toBe(5);
    expect(stats.weeks.map((w) => w.share)).toEqual([null, 0.7]);
    expect(stats.categories[0]!.weeks).toEqual([
      { week: '2026-11-16', answered: 0, correct: 0, share: null },
      { week: '2026-11-23', answered: 4, correct: 3, share: 0.75 },
    ]);
    expect(stats.categories[1]!.weeks.map((w) => w.share)).toEqual([null, null]);
  });

  it('names the three weakest answered categories, lowest share first, more answers first on a tie', () => {
    const stats = summarize(
      [row(1, 10, 9), row(2, 4, 1), row(3, 0, 0), row(4, 8, 2), row(5, 2, 1), row(6, 4, 2)],
      [],
      [],
    );
    expect(stats.weakest.map((c) => c.id)).toEqual([4, 2, 6]);
    expect(summarize([row(1, 0, 0)], [], []).weakest).toEqual([]);
  });
});
