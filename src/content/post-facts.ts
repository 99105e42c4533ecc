import { formatDate } from "../lib/format-date";
import { readingMinutes } from "../lib/reading-time";

/** The facts derived from a post's dates and body: the build stores them on the node, the preview computes them live. */
export function postFacts(date: string, markdown: string, updated?: string | null) {
  return { dateLabel: formatDate(date), updatedDateLabel: updated ? formatDate(updated) : null, readingMinutes: readingMinutes(markdown) };
}
