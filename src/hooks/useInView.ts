import { useState, type RefObject } from "react";
import { useLastIntersection } from "./useLastIntersection";

export interface InViewOptions {
  /** Share of the element that must be visible (0-1). */
  threshold?: number;
  rootMargin?: string;
  /** Stop watching after the first time the element is in view. */
  once?: boolean;
}

/** Whether an element is in the viewport; false on the server and before the first observation. */
export function useInView<T extends Element>(
  ref: RefObject<T | null>,
  { threshold = 0, rootMargin = "0px", once = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);
  useLastIntersection(ref, { rootMargin, thresholds: threshold === 0 ? [0] : [0, threshold] }, (entry) => {
    const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
    setInView(visible);
    return visible && once ? "stop" : undefined;
  });
  return inView;
}
