import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWABLE_MS, ViewabilityTracker } from './viewability';

describe('ViewabilityTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = (focused = true) => {
    const viewed: string[] = [];
    const tracker = new ViewabilityTracker((key) => viewed.push(key), { focused });
    return { tracker, viewed };
  };

  it('reports an item half visible for one continuous second, once', () => {
    const { tracker, viewed } = make();
    tracker.setRatio('a', 0.5);
    vi.advanceTimersByTime(VIEWABLE_MS - 1);
    expect(viewed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(viewed).toEqual(['a']);

    // Leaving and coming back never reports it again.
    tracker.setRatio('a', 0);
    tracker.setRatio('a', 1);
    vi.advanceTimersByTime(5 * VIEWABLE_MS);
    expect(viewed).toEqual(['a']);
  });

  it('does not count an item less than half visible', () => {
    const { tracker, viewed } = make();
    tracker.setRatio('a', 0.49);
    vi.advanceTimersByTime(10 * VIEWABLE_MS);
    expect(viewed).toEqual([]);
  });

  it('starts the second afresh when the item leaves before it is over', () => {
    const { tracker, viewed } = make();
    tracker.setRatio('a', 0.8);
    vi.advanceTimersByTime(900);
    tracker.setRatio('a', 0.3);
    vi.advanceTimersByTime(900);
    tracker.setRatio('a', 0.6);
    vi.advanceTimersByTime(900);
    expect(viewed).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(viewed).toEqual(['a']);
  });

  it('keeps counting while the share changes but stays at half or more', () => {
    const { tracker, viewed } = make();
    tracker.setRatio('a', 0.5);
    vi.advanceTimersByTime(500);
    tracker.setRatio('a', 1);
    vi.advanceTimersByTime(500);
    expect(viewed).toEqual(['a']);
  });

  it('counts only while the tab has focus, and restarts the second after a blur', () => {
    const { tracker, viewed } = make(false);
    tracker.setRatio('a', 1);
    vi.advanceTimersByTime(5 * VIEWABLE_MS);
    expect(viewed).toEqual([]);

    tracker.setFocused(true);
    vi.advanceTimersByTime(700);
    tracker.setFocused(false);
    vi.advanceTimersByTime(700);
    tracker.setFocused(true);
    vi.advanceTimersByTime(700);
    expect(viewed).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(viewed).toEqual(['a']);
  });

  it('times each item on its own', () => {
    const { tracker, viewed } = make();
    tracker.setRatio('a', 1);
    vi.advanceTimersByTime(400);
    tracker.setRatio('b', 1);
    vi.advanceTimersByTime(600);
    expect(viewed).toEqual(['a']);
    vi.advanceTimersByTime(400);
    expect(viewed).toEqual(['a', 'b']);
  });

  it('drops the running second of a forgotten item and of every item on dispose', () => {
    const { tracker, viewed } = make();
    tracker.setRatio('a', 1);
    tracker.setRatio('b', 1);
    tracker.forget('a');
    vi.advanceTimersByTime(VIEWABLE_MS);
    expect(viewed).toEqual(['b']);
    tracker.setRatio('c', 1);
    tracker.dispose();
    vi.advanceTimersByTime(VIEWABLE_MS);
    expect(viewed).toEqual(['b']);
  });
});
