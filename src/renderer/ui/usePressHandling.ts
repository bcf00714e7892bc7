import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import {
  IDLE,
  nextDeadline,
  pressStep,
  pressTimings,
  type PressEffect,
  type PressEvent,
  type PressOptions,
} from '../../shared/domain/press';

/** The pointer events' clock (event handlers and timers only, never during render). */
const now = () => performance.now();

export interface PressHandlingOptions extends PressOptions {
  onLongPress?: () => void;
}

export interface PressHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
  /** Swallows the click that ends a long press or a cancelled gesture (a drag, a scroll). */
  onClickCapture(event: MouseEvent<HTMLElement>): void;
}

/**
 * Press handling for a touch target (shared/domain/press.ts): `isPressed` turns on after the press-start
 * delay and off at the end; a long press calls `onLongPress`; a move over 10 px cancels. After a long press
 * or a cancel, the click the browser sends anyway does not reach the target, so holding or dragging over a
 * card does not choose it. Keyboard use is untouched (no pointer events).
 */
export function usePressHandling({ onLongPress, ...options }: PressHandlingOptions = {}) {
  const timings = pressTimings(options);
  const state = useRef(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const swallowClick = useRef(false);
  const longPress = useRef(onLongPress);
  const [isPressed, setPressed] = useState(false);

  useEffect(() => {
    longPress.current = onLongPress;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const apply = (effect: PressEffect) => {
    if (effect === 'pressStart') setPressed(true);
    if (effect === 'pressEnd') setPressed(false);
    if (effect === 'longPress') {
      swallowClick.current = true;
      longPress.current?.();
    }
    if (effect === 'cancel') swallowClick.current = true;
  };

  const dispatch = (event: PressEvent) => {
    const step = pressStep(state.current, event, timings);
    state.current = step.state;
    step.effects.forEach(apply);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const deadline = nextDeadline(step.state, timings);
    if (deadline !== null) {
      timer.current = setTimeout(() => dispatch({ type: 'tick', at: now() }), deadline - now());
    }
  };

  const handlers: PressHandlers = {
    onPointerDown(event) {
      if (event.button !== 0) return;
      swallowClick.current = false;
      dispatch({ type: 'down', x: event.clientX, y: event.clientY, at: now() });
    },
    onPointerMove(event) {
      dispatch({ type: 'move', x: event.clientX, y: event.clientY, at: now() });
    },
    onPointerUp() {
      dispatch({ type: 'up', at: now() });
      // The click, if any, comes right after the pointer goes up; keys pressed later must get theirs.
      if (swallowClick.current) setTimeout(() => (swallowClick.current = false), 0);
    },
    onPointerCancel() {
      dispatch({ type: 'cancel' });
      // The browser took the gesture over (a scroll): no click follows that could need swallowing.
      swallowClick.current = false;
    },
    onClickCapture(event) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
  return { isPressed, handlers };
}
