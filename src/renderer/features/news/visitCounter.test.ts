import { describe, expect, it } from 'vitest';
import { adsDueBetween, fullscreenAdDue } from './visitCounter';

describe('fullscreenAdDue', () => {
  it('is due each time the closed visits reach a multiple of the interval', () => {
    const due = [0, 1, 2, 3, 4, 5, 6, 7, 9].filter((visits) => fullscreenAdDue(visits, 3));
    expect(due).toEqual([3, 6, 9]);
  });

  it('is due after every visit with interval 1 and never before the first visit', () => {
    expect(fullscreenAdDue(0, 1)).toBe(false);
    expect([1, 2, 3].every((visits) => fullscreenAdDue(visits, 1))).toBe(true);
  });

  it('is never due for an interval that makes no sense', () => {
    expect(fullscreenAdDue(3, 0)).toBe(false);
    expect(fullscreenAdDue(3, -3)).toBe(false);
    expect(fullscreenAdDue(3, 1.5)).toBe(false);
  });
});

describe('adsDueBetween', () => {
  it('counts each multiple passed once', () => {
    expect(adsDueBetween(0, 2, 3)).toBe(0);
    expect(adsDueBetween(2, 3, 3)).toBe(1);
    expect(adsDueBetween(3, 4, 3)).toBe(0);
    expect(adsDueBetween(2, 7, 3)).toBe(2);
    expect(adsDueBetween(5, 5, 3)).toBe(0);
  });
});
