import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * Words a reader gets through in a minute of non-fiction, silently, in each language. English: 238, the mean of
 * Brysbaert's meta-analysis of 190 studies ("How many words do we read per minute?", Journal of Memory and Language
 * 109, 2019). Italian: that rate scaled by the two languages' rates over the same texts in IReST (Trauzettel-Klosinski
 * and Dietz, Investigative Ophthalmology & Visual Science 53(9), 2012: Italian 188, English 228 words a minute, read
 * aloud), 238 × 188 / 228 = 196. Italian takes fewer, longer words to say the same: a post and its translation read
 * in about the same minutes.
 */
export const WORDS_PER_MINUTE: Record<Locale, number> = { it: 196, en: 238 };

/** Minutes to read a Markdown text in `locale`, ignoring code fences' markup and link targets; at least 1. */
export function readingMinutes(markdown: string, locale: Locale = DEFAULT_LOCALE): number {
  const text = markdown
    .replace(/```[^\n]*\n/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, "]");
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE[locale]));
}
