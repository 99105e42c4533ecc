/** The journal's RSS feed: where it is and what it is called, shared by the build and every page's Head. */
export const FEED_PATH = "/rss.xml";

/** The same items as a JSON Feed 1.1 (src/gatsby/syndication.ts). */
export const JSON_FEED_PATH = "/feed.json";

/**
 * Posts in the feed: the newest, as feed readers poll it and need only what is new. Each item carries its whole
 * post, so a feed of every post would grow with the journal, a few megabytes at 500 posts, fetched again at each poll.
 */
export const FEED_POSTS = 20;

/** "Journal · Blessbit": the journal page's title and the studio's name, like the page's own title. */
export function feedTitle(siteName: string, journalTitle: string): string {
  return `${journalTitle} · ${siteName}`;
}
