import { useCallback, useSyncExternalStore } from 'react';
import { LAYOUT } from '../../shared/api/constants';
import { WIDE_MEDIA_QUERIES, type LayoutTier } from '../../shared/domain/layout';

/** The mobile layout applies at a window width of 768 or less. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LAYOUT.mobileMaxWidth}px)`;

/**
 * Whether a CSS media query matches, kept current as the window changes. useSyncExternalStore reads
 * the value during render, so the first paint already has the right layout (no desktop flash on phones).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => window.matchMedia(query).matches;
  // There is no server rendering; the desktop answer is only a safe default for it.
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

/** The layout at the current window width: mobile, desktop, wide (≥ 1100) or wider (≥ 1320). */
export function useLayoutTier(): LayoutTier {
  const mobile = useIsMobile();
  const wide = useMediaQuery(WIDE_MEDIA_QUERIES[0]);
  const wider = useMediaQuery(WIDE_MEDIA_QUERIES[1]);
  if (mobile) return 'mobile';
  if (wider) return 'wider';
  return wide ? 'wide' : 'desktop';
}
