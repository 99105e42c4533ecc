/**
 * Checks that fail in one engine for a reason found but not yet fixed. A listed check still runs:
 * its failure is printed as a known failure and not counted, and if it passes the run fails, so that
 * the entry is removed (the list cannot go stale). Each entry: the engine, the viewport ("phone" or
 * "wide"), the check's exact name, and what was found.
 */
/** @typedef {{ engine: string, viewport: string, check: string, found: string }} KnownFailure */

/** @type {KnownFailure[]} */
const KNOWN_FAILURES = [];

/**
 * The entry for this check in this engine and viewport, if any.
 * @returns {KnownFailure | undefined}
 */
export function knownFailure(engine, viewport, name) {
  return KNOWN_FAILURES.find((k) => k.engine === engine && k.viewport === viewport && k.check === name);
}
