import type { CSSProperties } from 'react';
import { LAYOUT } from '../../shared/api/constants';

/**
 * The smaller of 400 and the window width minus 40, with side padding 20. Written as width plus max-width,
 * which is min() in effect and understood by every engine (including the test DOM).
 */
export const MODAL_BOX_STYLE: CSSProperties = {
  width: `calc(100vw - ${LAYOUT.modalSideMargin}px)`,
  maxWidth: LAYOUT.modalMaxWidth,
  padding: LAYOUT.modalPadding,
};
