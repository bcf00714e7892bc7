import { describe, expect, it } from 'vitest';
import { IDLE, nextDeadline, pressStep, pressTimings, type PressEvent, type PressEffect } from './press';

/** Runs the events from idle and collects every effect in order. */
function run(events: PressEvent[], options = {}) {
  const timings = pressTimings(options);
  let state = IDLE;
  const effects: PressEffect[] = [];
  for (const event of events) {
    const step = pressStep(state, event, timings);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const down = (at = 0, x = 100, y = 100): PressEvent => ({ type: 'down', x, y, at });
const move = (at: number, x: number, y: number): PressEvent => ({ type: 'move', x, y, at });
const tick = (at: number): PressEvent => ({ type: 'tick', at });
const up = (at: number): PressEvent => ({ type: 'up', at });

describe('pressTimings within the press limits', () => {
  it('defaults to a 450 ms long press and the 50 ms press-start cap', () => {
    expect(pressTimings()).toEqual({ longPressDelayMs: 450, pressStartDelayMs: 50 });
  });
  it('raises a long-press delay below 10 ms to 10', () => {
    expect(pressTimings({ longPressDelayMs: 3 }).longPressDelayMs).toBe(10);
    expect(pressTimings({ longPressDelayMs: 10 }).longPressDelayMs).toBe(10);
    expect(pressTimings({ longPressDelayMs: 800 }).longPressDelayMs).toBe(800);
  });
  it('caps the press-start delay at 50 ms and keeps it non-negative', () => {
    expect(pressTimings({ pressStartDelayMs: 120 }).pressStartDelayMs).toBe(50);
    expect(pressTimings({ pressStartDelayMs: 20 }).pressStartDelayMs).toBe(20);
    expect(pressTimings({ pressStartDelayMs: -5 }).pressStartDelayMs).toBe(0);
    expect(pressTimings({ pressStartDelayMs: Number.NaN }).pressStartDelayMs).toBe(50);
  });
});

describe('pressStep', () => {
  it('a quick tap presses once, and shows the pressed state for that moment', () => {
    expect(run([down(0), up(30)]).effects).toEqual(['pressStart', 'press', 'pressEnd']);
  });

  it('shows the pressed state after the press-start delay, not before', () => {
    expect(run([down(0), tick(49)]).effects).toEqual([]);
    expect(run([down(0), tick(50)]).effects).toEqual(['pressStart']);
    expect(run([down(0)], { pressStartDelayMs: 0 }).effects).toEqual(['pressStart']);
  });

  it('fires a long press at 450 ms by default, and no press after it', () => {
    expect(run([down(0), tick(50), tick(449)]).effects).toEqual(['pressStart']);
    const long = run([down(0), tick(50), tick(450), up(900)]);
    expect(long.effects).toEqual(['pressStart', 'longPress', 'pressEnd']);
    expect(long.state.phase).toBe('idle');
  });

  it('honours a shorter long-press delay, even one below the press-start delay', () => {
    expect(run([down(0), tick(10)], { longPressDelayMs: 10 }).effects).toEqual(['pressStart', 'longPress']);
  });

  it('catches up on a late timer: a release after the long-press delay counts as a long press', () => {
    expect(run([down(0), up(600)]).effects).toEqual(['pressStart', 'longPress', 'pressEnd']);
  });

  it('a move of up to 10 px keeps the press; more than 10 px cancels it', () => {
    expect(run([down(0, 100, 100), tick(50), move(60, 106, 108), up(100)]).effects).toEqual([
      'pressStart',
      'press',
      'pressEnd',
    ]);
    expect(run([down(0, 100, 100), tick(50), move(60, 108, 107)]).effects).toEqual([
      'pressStart',
      'pressEnd',
      'cancel',
    ]);
    // Cancelled before the pressed state showed: nothing to hide, and no long press later.
    const scrolled = run([down(0, 100, 100), move(20, 100, 120), tick(500), up(600)]);
    expect(scrolled.effects).toEqual(['cancel']);
  });

  it('a cancelled pointer (the browser took over, e.g. to scroll) ends without a press', () => {
    expect(run([down(0), tick(50), { type: 'cancel' }, up(80)]).effects).toEqual([
      'pressStart',
      'pressEnd',
      'cancel',
    ]);
  });

  it('ignores everything but a pointer going down while idle', () => {
    expect(run([up(10), tick(500), move(5, 300, 300), { type: 'cancel' }]).effects).toEqual([]);
  });
});

describe('nextDeadline', () => {
  it('asks for a tick at the press start, then at the long press, then none', () => {
    const timings = pressTimings();
    let step = pressStep(IDLE, down(1_000), timings);
    expect(nextDeadline(step.state, timings)).toBe(1_050);
    step = pressStep(step.state, tick(1_050), timings);
    expect(nextDeadline(step.state, timings)).toBe(1_450);
    step = pressStep(step.state, tick(1_450), timings);
    expect(nextDeadline(step.state, timings)).toBeNull();
    expect(nextDeadline(IDLE, timings)).toBeNull();
  });
});
