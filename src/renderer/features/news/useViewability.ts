import { createContext, useContext, useEffect, useState, type RefObject } from 'react';
import { ViewabilityTracker } from './viewability';

/** A tab counts as focused when it is shown and its window has the focus. */
const tabFocused = () => document.visibilityState === 'visible' && document.hasFocus();

/** Registers an element under its impression key; returns the function that stops watching it. */
export type Observe = (element: Element, key: string) => () => void;

/**
 * Feeds a {@link ViewabilityTracker} from one IntersectionObserver (at 0 and half visible) and the
 * window's focus, blur and visibility events; `onViewed` gets each key once it counts as viewed.
 */
export function useViewabilityObserver(onViewed: (key: string) => void): Observe {
  const [state] = useState(() => {
    // Where the tracker reports; the effect below points it at the latest `onViewed`.
    let target: (key: string) => void = () => {};
    const sink = { point: (next: (key: string) => void) => void (target = next) };
    const tracker = new ViewabilityTracker((key) => target(key), { focused: tabFocused() });
    const keys = new Map<Element, string>();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                const key = keys.get(entry.target);
                if (key) tracker.setRatio(key, entry.isIntersecting ? entry.intersectionRatio : 0);
              }
            },
            { threshold: [0, 0.5, 1] },
          );
    const observe: Observe = (element, key) => {
      keys.set(element, key);
      observer?.observe(element);
      return () => {
        observer?.unobserve(element);
        keys.delete(element);
        tracker.forget(key);
      };
    };
    return { tracker, observer, observe, sink };
  });

  useEffect(() => {
    state.sink.point(onViewed);
  }, [state, onViewed]);

  useEffect(() => {
    const { tracker, observer } = state;
    const sync = () => tracker.setFocused(tabFocused());
    sync();
    window.addEventListener('focus', sync);
    window.addEventListener('blur', sync);
    document.addEventListener('visibilitychange', sync);
    return () => {
      window.removeEventListener('focus', sync);
      window.removeEventListener('blur', sync);
      document.removeEventListener('visibilitychange', sync);
      observer?.disconnect();
      tracker.dispose();
    };
  }, [state]);

  return state.observe;
}

/** The feed's observer, for its items. */
export const ViewabilityContext = createContext<Observe | null>(null);

/** Watches `ref`'s element as the impression `key` (nothing without a key or an observer). */
export function useViewable(ref: RefObject<Element | null>, key: string | null): void {
  const observe = useContext(ViewabilityContext);
  useEffect(() => {
    const element = ref.current;
    if (!observe || !element || !key) return undefined;
    return observe(element, key);
  }, [observe, ref, key]);
}
