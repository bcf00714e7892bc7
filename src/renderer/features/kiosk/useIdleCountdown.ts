import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** Input that shows someone is at the station. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

const TICK_MS = 250;
const LISTENER_OPTIONS = { capture: true, passive: true } as const;
const MAX_WARNING_SECONDS = 30;

/** The countdown covers the last 30 s, but never more than the second half of the idle time. */
export const warningSecondsFor = (idleSeconds: number): number =>
  Math.min(MAX_WARNING_SECONDS, Math.ceil(idleSeconds / 2));

export interface IdleCountdownOptions {
  /** Seconds without input until `onTimeout`. */
  idleSeconds: number;
  /** Off: no timer runs. */
  enabled: boolean;
  /** While true, the time counts as active (someone reads an article in its own window). */
  paused?: boolean;
  /** Runs once when the time is up; the countdown starts over when it settles. */
  onTimeout: () => Promise<void> | void;
}

export interface IdleCountdown {
  /** Seconds until the logout while the countdown shows, else null. */
  secondsLeft: number | null;
  /** The person answered the countdown: start over. */
  stillHere: () => void;
}

/**
 * Counts the time since the last input in this window. Once the countdown shows, only an explicit
 * answer ({@link IdleCountdown.stillHere}) stops it: a passing mouse is no answer.
 */
export function useIdleCountdown({
  idleSeconds,
  enabled,
  paused = false,
  onTimeout,
}: IdleCountdownOptions): IdleCountdown {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastActivityAt = useRef(0);
  const warning = useRef(false);
  const timedOut = useRef(false);
  const pausedRef = useRef(paused);
  const timeout = useEffectEvent(() => onTimeout());

  useEffect(() => {
    pausedRef.current = paused;
  }, [paused]);

  const stillHere = useCallback(() => {
    lastActivityAt.current = Date.now();
    warning.current = false;
    setSecondsLeft(null);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const idleMs = idleSeconds * 1000;
    const warningMs = warningSecondsFor(idleSeconds) * 1000;
    lastActivityAt.current = Date.now();
    warning.current = false;
    timedOut.current = false;

    const onActivity = () => {
      if (!warning.current) lastActivityAt.current = Date.now();
    };
    const tick = () => {
      if (timedOut.current) return;
      if (pausedRef.current && !warning.current) lastActivityAt.current = Date.now();
      const left = idleMs - (Date.now() - lastActivityAt.current);
      if (left > warningMs) {
        setSecondsLeft(null);
        return;
      }
      warning.current = true;
      setSecondsLeft(Math.max(0, Math.ceil(left / 1000)));
      if (left > 0) return;
      timedOut.current = true;
      void Promise.resolve()
        .then(() => timeout())
        .catch((error: unknown) => console.error('[kiosk] idle logout failed', error))
        .finally(() => {
          timedOut.current = false;
          stillHere();
        });
    };

    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, LISTENER_OPTIONS);
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, LISTENER_OPTIONS);
      warning.current = false;
    };
  }, [enabled, idleSeconds, stillHere]);

  return { secondsLeft: enabled ? secondsLeft : null, stillHere };
}

/** Whether any input has arrived in this window since it mounted. */
export function useFirstActivity(): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    const onActivity = () => setSeen(true);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, LISTENER_OPTIONS);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, LISTENER_OPTIONS);
    };
  }, [seen]);
  return seen;
}
