import { useEffect, useState, type RefObject } from "react";

export interface InViewOptions {
  /** Share of the element that must be visible (0-1). */
  threshold?: number;
  rootMargin?: string;
  /** Stop watching after the first time the element is in view. */
  once?: boolean;
}

/** Whether an element is in the viewport; false on the server and before the first observation. */
export function useInView<T extends Element>(ref: RefObject<T>, { threshold = 0, rootMargin = "0px", once = false }: InViewOptions = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // Several crossings between two callbacks arrive together: the last one is current.
        const entry = entries[entries.length - 1];
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold: [0, threshold].filter((value, index, all) => all.indexOf(value) === index), rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, once]);
  return inView;
}
