/**
 * The journal's feeds: how many posts they carry and what they are called, shared by the build and every page's Head.
 * Where they are is each language's (`localizedRoutes[locale].feed`, `.jsonFeed`, `.journalTagFeed(tag)`, src/lib/routes.ts).
 */

/**
 * Posts in the feed: the newest, as feed readers poll it and need only what is new. Each item carries its whole
 * post, so a feed of every post would grow with the journal, a few megabytes at 500 posts, fetched again at each poll.
 */
export const FEED_POSTS = 20;

/** "Journal · Blessbit": the journal page's title and the studio's name, like the page's own title. */
export function feedTitle(siteName: string, journalTitle: string): string {
  return `${journalTitle} · ${siteName}`;
}
