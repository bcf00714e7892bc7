import { describe, expect, it } from 'vitest';
import { seedCategories } from '../seed/categories';
import { COUNTRIES } from '../../../src/shared/api/constants';
import { allocateByWeight, drawByWeights, EXAM_TOPICS } from '../../../src/shared/domain/examTopics';

describe('allocateByWeight', () => {
  it('splits by weight and always adds up to the total', () => {
    expect(allocateByWeight([15, 35, 25, 25], 30)).toEqual([5, 11, 7, 7]);
    expect(allocateByWeight([50, 50], 5)).toEqual([3, 2]);
    expect(allocateByWeight([1, 1, 1], 1)).toEqual([1, 0, 0]);
    for (const total of [1, 7, 30, 60]) {
      expect(allocateByWeight([20, 25, 25, 30], total).reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(allocateByWeight([0, 0], 10)).toEqual([0, 0]);
  });
});

describe('drawByWeights', () => {
  const topics = [
    { key: 'a', weight: 75 },
    { key: 'b', weight: 25 },
  ];

  it('takes each topic its share, without a question twice', () => {
    const pools = new Map([
      ['a', [1, 2, 3, 4, 5, 6, 7]],
      ['b', [7, 8, 9]],
    ]);
    const picks = drawByWeights(topics, pools, 4);
    expect(picks).toEqual([
      { topic: 'a', questionId: 1 },
      { topic: 'a', questionId: 2 },
      { topic: 'a', questionId: 3 },
      { topic: 'b', questionId: 7 },
    ]);
    const all = drawByWeights(topics, pools, 9);
    expect(new Set(all.map((p) => p.questionId)).size).toBe(all.length);
  });

  it('fills what a small topic cannot give from the others', () => {
    const picks = drawByWeights(
      topics,
      new Map([
        ['a', [1, 2, 3, 4, 5]],
        ['b', []],
      ]),
      4,
    );
    expect(picks.map((p) => p.questionId)).toEqual([1, 2, 3, 4]);
    expect(drawByWeights(topics, new Map(), 4)).toEqual([]);
  });
});

describe('EXAM_TOPICS', () => {
  it('maps every topic to categories of its own country', () => {
    for (const country of COUNTRIES) {
      const keys = new Set(seedCategories.filter((c) => c.country === country).map((c) => c.key));
      const topics = EXAM_TOPICS[country];
      expect(topics.length).toBeGreaterThan(1);
      for (const topic of topics) {
        expect(topic.categories.length).toBeGreaterThan(0);
        for (const key of topic.categories) expect(keys.has(key), key).toBe(true);
      }
    }
    expect(EXAM_TOPICS.ch.map((t) => t.label)).toEqual([
      'Krankenzusatz',
      'Leben',
      'Nicht-Leben',
      'Allbranche',
    ]);
    expect(EXAM_TOPICS.at).toHaveLength(2);
  });
});
