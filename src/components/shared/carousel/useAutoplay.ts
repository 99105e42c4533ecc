import { useCallback, useState } from "react";
import { usePrefersReducedMotion } from "../../../hooks/usePrefersReducedMotion";
import { useMediaQuery } from "../../../hooks/useMediaQuery";

export interface AutoplayState {
  /** Autoplay can happen here at all (narrow enough, motion allowed): show the pause/play button. */
  allowed: boolean;
  /** Autoplay should run right now. */
  running: boolean;
  pausedByUser: boolean;
  toggle: () => void;
}

/** The pure rule, unit-tested: runs only where allowed, in view, and not paused by the visitor. */
export function shouldRun(allowed: boolean, inView: boolean, pausedByUser: boolean): boolean {
  return allowed && inView && !pausedByUser;
}

/**
 * When a carousel may autoplay: only below a width (`maxWidthQuery`), never
 * under reduced motion, only while in view, and not after the visitor paused it.
 */
export function useAutoplay(maxWidthQuery: string, inView: boolean): AutoplayState {
  const narrow = useMediaQuery(maxWidthQuery);
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const allowed = narrow && !reducedMotion;
  const toggle = useCallback(() => setPausedByUser((paused) => !paused), []);
  return { allowed, running: shouldRun(allowed, inView, pausedByUser), pausedByUser, toggle };
}
