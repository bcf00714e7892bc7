/**
 * The layouts by window width (docs/product-rules.md#layout-and-chrome): mobile up to 768, then desktop, wide
 * from 1100, wider from 1320.
 */
import { LAYOUT } from '../api/constants';

export const LAYOUT_TIERS = ['mobile', 'desktop', 'wide', 'wider'] as const;
export type LayoutTier = (typeof LAYOUT_TIERS)[number];

const [WIDE, WIDER] = LAYOUT.wideWidths;

export function layoutTier(width: number): LayoutTier {
  if (width <= LAYOUT.mobileMaxWidth) return 'mobile';
  if (width < WIDE) return 'desktop';
  if (width < WIDER) return 'wide';
  return 'wider';
}

/** The media queries that select each tier above mobile, in the order of LAYOUT.wideWidths. */
export const WIDE_MEDIA_QUERIES = [`(min-width: ${WIDE}px)`, `(min-width: ${WIDER}px)`] as const;
