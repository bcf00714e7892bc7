/**
 * Press handling as a pure rule: a pointer goes down, may move, and comes up or is cancelled; timers deliver
 * `tick`s. The pressed state starts after the press-start delay (at most 50 ms, so a scroll that begins on a
 * target does not flash it), a long press fires after the long-press delay (at least 10 ms, 450 by default)
 * and then no press follows, and moving more than 10 px cancels.
 */
import { PRESS } from '../api/constants';

export interface PressOptions {
  /** Long-press delay; raised to PRESS.minLongPressDelayMs. Default PRESS.defaultLongPressDelayMs. */
  longPressDelayMs?: number | undefined;
  /** Delay before the pressed state shows; capped at PRESS.maxPressStartDelayMs. Default: the cap. */
  pressStartDelayMs?: number | undefined;
}

export interface PressTimings {
  longPressDelayMs: number;
  pressStartDelayMs: number;
}

/** The options within the limits of docs/product-rules.md#layout-and-chrome. */
export function pressTimings({ longPressDelayMs, pressStartDelayMs }: PressOptions = {}): PressTimings {
  const finite = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) ? value : fallback;
  return {
    longPressDelayMs: Math.max(
      PRESS.minLongPressDelayMs,
      finite(longPressDelayMs, PRESS.defaultLongPressDelayMs),
    ),
    pressStartDelayMs: Math.min(
      PRESS.maxPressStartDelayMs,
      Math.max(0, finite(pressStartDelayMs, PRESS.maxPressStartDelayMs)),
    ),
  };
}

export type PressPhase = 'idle' | 'pending' | 'pressed' | 'longPressed';

export interface PressState {
  phase: PressPhase;
  /** Where and when the pointer went down (meaningless while idle). */
  x: number;
  y: number;
  startedAt: number;
}

export const IDLE: PressState = { phase: 'idle', x: 0, y: 0, startedAt: 0 };

export type PressEvent =
  | { type: 'down'; x: number; y: number; at: number }
  | { type: 'move'; x: number; y: number; at: number }
  | { type: 'tick'; at: number }
  | { type: 'up'; at: number }
  | { type: 'cancel' };

/**
 * What the target should do: show (pressStart) and hide (pressEnd) its pressed state, act on a press
 * or a long press, or note that the gesture ended without either (cancel).
 */
export type PressEffect = 'pressStart' | 'pressEnd' | 'press' | 'longPress' | 'cancel';

export interface PressStep {
  state: PressState;
  effects: PressEffect[];
}

const movedTooFar = (state: PressState, x: number, y: number) =>
  Math.hypot(x - state.x, y - state.y) > PRESS.longPressMoveTolerancePx;

/** Catches up with the timers at `at`: the pressed state, then the long press, each once. */
function advance(state: PressState, at: number, timings: PressTimings): PressStep {
  const effects: PressEffect[] = [];
  let phase = state.phase;
  const elapsed = at - state.startedAt;
  // A long press shows the pressed state too, even when it comes before the press-start delay.
  if (phase === 'pending' && elapsed >= Math.min(timings.pressStartDelayMs, timings.longPressDelayMs)) {
    phase = 'pressed';
    effects.push('pressStart');
  }
  if (phase === 'pressed' && elapsed >= timings.longPressDelayMs) {
    phase = 'longPressed';
    effects.push('longPress');
  }
  return { state: { ...state, phase }, effects };
}

export function pressStep(state: PressState, event: PressEvent, timings: PressTimings): PressStep {
  if (event.type === 'down') {
    return advance({ phase: 'pending', x: event.x, y: event.y, startedAt: event.at }, event.at, timings);
  }
  if (state.phase === 'idle') return { state, effects: [] };
  const shown = state.phase === 'pressed' || state.phase === 'longPressed';
  switch (event.type) {
    case 'tick':
      return advance(state, event.at, timings);
    case 'move': {
      if (!movedTooFar(state, event.x, event.y)) return advance(state, event.at, timings);
      return { state: IDLE, effects: shown ? ['pressEnd', 'cancel'] : ['cancel'] };
    }
    case 'up': {
      const caught = advance(state, event.at, timings);
      if (caught.state.phase === 'longPressed')
        return { state: IDLE, effects: [...caught.effects, 'pressEnd'] };
      // A tap shorter than the press-start delay still presses, and shows it for that moment.
      const start: PressEffect[] = caught.state.phase === 'pending' ? ['pressStart'] : [];
      return { state: IDLE, effects: [...caught.effects, ...start, 'press', 'pressEnd'] };
    }
    case 'cancel':
      return { state: IDLE, effects: shown ? ['pressEnd', 'cancel'] : ['cancel'] };
  }
}

/** When the next `tick` is due (ms since the epoch of `at`s), or null when no timer is needed. */
export function nextDeadline(state: PressState, timings: PressTimings): number | null {
  if (state.phase === 'pending')
    return state.startedAt + Math.min(timings.pressStartDelayMs, timings.longPressDelayMs);
  if (state.phase === 'pressed') return state.startedAt + timings.longPressDelayMs;
  return null;
}
