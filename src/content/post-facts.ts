import { formatDate } from "../lib/format-date";
import { DEFAULT_LOCALE, type Locale } from "../lib/locales";
import { readingMinutes } from "../lib/reading-time";

/**
 * The facts derived from a post's dates and body in its language: the build stores them on the node, the preview
 * computes them live.
 */
export function postFacts(date: string, markdown: string, updated?: string | null, locale: Locale = DEFAULT_LOCALE) {
  return {
    dateLabel: formatDate(date, locale),
    updatedDateLabel: updated ? formatDate(updated, locale) : null,
    readingMinutes: readingMinutes(markdown, locale),
  };
}
