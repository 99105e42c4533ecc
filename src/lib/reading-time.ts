/** Words an Italian reader gets through in a minute of technical prose. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown text, ignoring code fences' markup and link targets; at least 1. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[^\n]*\n/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, "]");
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
