/**
 * The publishing rule, written once: a journal post is published when it is not a draft and its day has come in
 * Italy. A production build never sources the others (gatsby-config.ts hands `unpublishedPosts` to
 * gatsby-source-filesystem as paths to ignore), so they have no node, and no query, page, list, tag, feed, sitemap
 * or sharing card can show one, however it is written. `gatsby develop` sources every post and marks drafts
 * ("Bozza") and scheduled posts ("Programmato").
 */
import path from "node:path";
import { LOCALES } from "../lib/locales";
import { journal } from "./collections";
import { readEntries } from "./validate";

/** A calendar day (YYYY-MM-DD) as it is in Italy, where the studio and its readers are. */
export function italianDay(at = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** Not a draft, and dated no later than `today` (a later post is scheduled: the daily build publishes it on its day). */
export function isPublished(post: { readonly draft?: boolean | null; readonly date: string }, today = italianDay()): boolean {
  return post.draft !== true && post.date.slice(0, 10) <= today;
}

/**
 * Whether a path lies in the folder of a post that is not published on `today`: gatsby-source-filesystem's `ignore`
 * for production builds. The posts are read through the validated reader, so a wrong post stops the build here too,
 * naming the file and the field.
 */
export function unpublishedPosts(contentDir: string, today = italianDay()): (file: string) => boolean {
  // In either language: a post in English only is its folder's one entry (its date and draft are shared).
  const folders = LOCALES.flatMap((locale) => readEntries(journal, contentDir, locale))
    .filter((entry) => !isPublished(entry.data, today))
    .map((entry) => entry.dir);
  return (file) => folders.some((folder) => file === folder || file.startsWith(`${folder}${path.sep}`));
}
