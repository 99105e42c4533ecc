import type { ShouldUpdateScrollArgs } from "gatsby";

/** Whether this document came from a new visit (a link from elsewhere, a typed URL), not a reload or Back/Forward. */
function newVisit(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "navigate";
}

/**
 * Gatsby restores a page's saved position when its router first mounts, keyed by the history entry. A
 * document loaded afresh has no key of its own ("initial"), so every new visit of a page in the tab jumped,
 * once hydrated, to where the visitor last was on it. Only a reload or Back/Forward restores now; a new
 * visit stays where the browser put it (the top, or the #fragment). Client-side routes are left to Gatsby.
 */
export function shouldUpdateScroll({ prevRouterProps }: Pick<ShouldUpdateScrollArgs, "prevRouterProps">): boolean {
  return prevRouterProps !== undefined || !newVisit();
}
