import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the top of an element has scrolled above a horizontal line at `share`
 * of the viewport height (0 = top edge, 1 = bottom edge). Stays true once the
 * element has gone past the top of the screen, turns false again when the
 * visitor scrolls back up and the element drops below the line.
 * Null on the server and until the first observation: not known yet.
 */
export function useScrolledPast<T extends Element>(ref: RefObject<T>, share: number): boolean | null {
  const [past, setPast] = useState<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The root is shrunk from below so that its bottom edge is the line.
    const observer = new IntersectionObserver(
      ([entry]) => {
        const line = entry.rootBounds?.bottom ?? window.innerHeight * share;
        setPast(entry.boundingClientRect.top < line);
      },
      { rootMargin: `0px 0px ${-Math.round((1 - share) * 100)}% 0px`, threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, share]);
  return past;
}
