/** Slugs of Markdown entries. */

/** The URL slug of an entry folder: `2026-02-17-come-abbiamo` -> `come-abbiamo`, `01-lido-booking` -> `lido-booking`. */
export function entrySlug(folderName: string): string {
  return folderName.replace(/^(\d{4}-\d{2}-\d{2}|\d{2})-/, "");
}
