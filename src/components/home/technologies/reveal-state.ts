/**
 * The technologies list: collapsed until '···' is pressed, then the button
 * fades out, then the extra chips appear. It never collapses again.
 */
export type RevealPhase = "collapsed" | "fading" | "expanded";
export type RevealEvent = "more" | "faded";

export function nextPhase(phase: RevealPhase, event: RevealEvent): RevealPhase {
  if (phase === "collapsed" && event === "more") return "fading";
  if (phase === "fading" && event === "faded") return "expanded";
  return phase;
}
