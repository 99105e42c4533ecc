import { fill } from "./text";

/**
 * The journal's feeds: how many posts they carry and what they are called, shared by the build and every page's Head.
 * Where they are is each language's (`localizedRoutes[locale].feed`, `.jsonFeed`, `.journalTagFeed(tag)`, src/lib/routes.ts).
 */

/**
 * Posts in the feed: the newest, as feed readers poll it and need only what is new. Each item carries its whole
 * post, so a feed of every post would grow with the journal, a few megabytes at 500 posts, fetched again at each poll.
 */
export const FEED_POSTS = 20;

/**
 * A feed's title, in its language: the journal's (`feedTitle` of content/pages/journal.yaml, "Il journal di Blessbit",
 * "The Blessbit journal"), after a tag's name for that tag's feed ("SEO · The Blessbit journal").
 */
export function feedTitle(journal: { feedTitle: string }, siteName: string, tag?: string): string {
  const title = fill(journal.feedTitle, { product: siteName });
  return tag ? `${tag} · ${title}` : title;
}
