import { formatDate } from "../lib/format-date";
import { readingMinutes } from "../lib/reading-time";

/** The facts derived from a post's date and body: the build stores them on the node, the preview computes them live. */
export function postFacts(date: string, markdown: string) {
  return { dateLabel: formatDate(date), readingMinutes: readingMinutes(markdown) };
}
