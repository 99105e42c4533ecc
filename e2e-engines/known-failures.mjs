/**
 * Checks that fail in one engine for a reason found but not yet fixed. A listed check still runs:
 * its failure is printed as a known failure and not counted, and if it passes the run fails, so that
 * the entry is removed (the list cannot go stale). Each entry: the engine, the viewport ("phone" or
 * "wide"), the check's exact name, and what was found.
 */
const KNOWN_FAILURES = [
  {
    engine: "webkit",
    viewport: "phone",
    check: "services carousel: a click on the card peeking at the edge brings it in",
    found:
      "only at a true 390 px (before, WebKit's phone was zoomed and the check passed): the pointer goes down and up on the " +
      "peeking card and Swiper reports its tap, loopFix and click on that card, but the card is not wholly in view after; " +
      "WebKit fires no DOM click there (Chromium, Firefox and WebKit at 1440 px do). The keys and a drag still move it.",
  },
];

/**
 * The entry for this check in this engine and viewport, if any.
 * @returns {{ engine: string, viewport: string, check: string, found: string } | undefined}
 */
export function knownFailure(engine, viewport, name) {
  return KNOWN_FAILURES.find((k) => k.engine === engine && k.viewport === viewport && k.check === name);
}
