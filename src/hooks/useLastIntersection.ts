import { useEffect, useRef, type RefObject } from "react";

interface IntersectionWatch {
  rootMargin: string;
  thresholds: number[];
}

/**
 * Watches an element with an IntersectionObserver and hands `onEntry` the current entry of each callback
 * (several crossings between two callbacks arrive together: the last one is current). `onEntry` returns
 * "stop" to stop watching. Nothing runs on the server or before the element is mounted.
 */
export function useLastIntersection<T extends Element>(
  ref: RefObject<T | null>,
  { rootMargin, thresholds }: IntersectionWatch,
  onEntry: (entry: IntersectionObserverEntry) => "stop" | void,
): void {
  // The latest callback, so that a new closure on each render does not restart the observer.
  const latest = useRef(onEntry);
  latest.current = onEntry;
  const thresholdList = thresholds.join(",");
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (latest.current(entries[entries.length - 1]) === "stop") observer.disconnect();
      },
      { rootMargin, threshold: thresholdList.split(",").map(Number) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, thresholdList]);
}
