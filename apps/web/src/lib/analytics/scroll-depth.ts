/** Scroll depth in quarters: which of 25, 50, 75 and 100 % of the page have been on screen. */
import { SCROLL_DEPTHS, type ScrollDepth } from '@safetrails/contracts';

/** The depths reached by a view whose bottom edge is at `viewportBottom` of a `pageHeight` page. */
export function depthsReached(viewportBottom: number, pageHeight: number): ScrollDepth[] {
  if (pageHeight <= 0) return [];
  // A pixel short of the end counts as the end (rounding, and zoomed pages, leave a fraction).
  const seen = Math.min(1, (viewportBottom + 1) / pageHeight) * 100;
  return SCROLL_DEPTHS.filter((depth) => seen >= depth);
}
