import { useEffect, useState } from 'react';

/** False at first, true once `delayMs` have passed since the component mounted. */
export function useDelayedFlag(delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return passed;
}
