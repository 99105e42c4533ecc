import { media } from "../styles/tokens";
import { useMediaQuery } from "./useMediaQuery";

/** True when the visitor asked for less motion. Assumes motion is fine until the browser says otherwise. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(media.reducedMotion);
}

/** Reads the preference once, outside React (for event handlers). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(media.reducedMotion).matches;
}
