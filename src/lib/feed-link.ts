/** The journal's RSS feed: where it is and what it is called, shared by the build and every page's Head. */
export const FEED_PATH = "/rss.xml";

/** "Journal · Blessbit": the journal page's title and the studio's name, like the page's own title. */
export function feedTitle(siteName: string, journalTitle: string): string {
  return `${journalTitle} · ${siteName}`;
}
