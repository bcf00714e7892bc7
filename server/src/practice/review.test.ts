import { describe, expect, it } from 'vitest';
import { Rating, State } from 'ts-fsrs';
import { ratingFor, reviewed } from './reviewCards';

const MINUTE = 60_000;
const DAY = 86_400_000;
const start = new Date('2026-03-02T09:00:00Z');

describe('FSRS mapping', () => {
  it('rates a right answer Good and a wrong one Again', () => {
    expect(ratingFor(true)).toBe(Rating.Good);
    expect(ratingFor(false)).toBe(Rating.Again);
  });

  it('makes a wrong answer a learning card due after its first step', () => {
    const card = reviewed(null, false, start);
    expect(card.state).toBe(State.Learning);
    expect(card.due.getTime() - start.getTime()).toBe(MINUTE);
    expect(card.reps).toBe(1);
  });

  it('moves a card answered right further out each time, and back to relearning when wrong', () => {
    let card = reviewed(null, false, start);
    let now = card.due;
    card = reviewed(card, true, now);
    const first = card.due.getTime() - now.getTime();
    now = card.due;
    card = reviewed(card, true, now);
    expect(card.state).toBe(State.Review);
    const second = card.due.getTime() - now.getTime();
    expect(second).toBeGreaterThan(first);
    expect(second).toBeGreaterThanOrEqual(DAY);
    now = card.due;
    const lapsed = reviewed(card, false, now);
    expect(lapsed.state).toBe(State.Relearning);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due.getTime() - now.getTime()).toBeLessThan(DAY);
  });
});
