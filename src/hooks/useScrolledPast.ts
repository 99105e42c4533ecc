import { useState, type RefObject } from "react";
import { useLastIntersection } from "./useLastIntersection";

/** Longer than any page here, and well inside the browsers' layout limits. */
const FAR_ABOVE_PX = 100_000;

/**
 * Whether the top of an element has scrolled above a horizontal line at `share`
 * of the viewport height (0 = top edge, 1 = bottom edge). Stays true once the
 * element has gone past the top of the screen, turns false again when the
 * visitor scrolls back up and the element drops below the line.
 * Null on the server and until the first observation: not known yet.
 */
export function useScrolledPast<T extends Element>(ref: RefObject<T | null>, share: number): boolean | null {
  const [past, setPast] = useState<boolean | null>(null);
  // The root ends at the line and reaches far above the screen, so that the element
  // crosses its edge only at the line: a jump from above the screen to below the
  // line (Home key, anchor) is still seen.
  useLastIntersection(ref, { rootMargin: `${FAR_ABOVE_PX}px 0px ${-Math.round((1 - share) * 100)}% 0px`, thresholds: [0] }, (entry) => {
    const line = entry.rootBounds?.bottom ?? window.innerHeight * share;
    setPast(entry.boundingClientRect.top < line);
  });
  return past;
}
