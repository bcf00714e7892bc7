/** Helpers for component tests only (no production code imports this). */
import { vi } from 'vitest';
import { MOBILE_MEDIA_QUERY } from './useMediaQuery';

/**
 * Pretend the window is phone-sized (or not). happy-dom's own matchMedia follows its fixed 1024 px
 * window, so tests replace it rather than resizing.
 */
export function mockMobileViewport(isMobile: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === MOBILE_MEDIA_QUERY ? isMobile : false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}
