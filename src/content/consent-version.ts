/**
 * The version of the visitor's consent: a short hash of the trackers it covers (content/site.yaml `trackers`).
 * Any change to that list gives a new version, and a choice stored under another version counts as no choice.
 */
import { createHash } from "node:crypto";

export interface Tracker {
  name: string;
  provider: string;
  purpose: string;
  duration: string;
}

export function consentVersion(trackers: readonly Tracker[]): string {
  const canonical = JSON.stringify(trackers.map(({ name, provider, purpose, duration }) => [name, provider, purpose, duration]));
  return createHash("sha256").update(canonical).digest("hex").slice(0, 8);
}
