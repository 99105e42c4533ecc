/**
 * Options of gatsby-plugin-feed: each language's journal as an RSS 2.0 feed (`localizedRoutes[locale].feed`: /rss.xml,
 * /en/rss.xml), its newest posts in that language first, each post whole, its channel in that language.
 * A production build has no node of an unpublished post (src/content/publishing.ts), so the query needs no such filter.
 * Titles and URLs come from content/, read once here through the validated reader.
 */
import path from "node:path";
import { journalPage } from "../content/collections";
import { readFile } from "../content/validate";
import { FEED_POSTS, feedTitle } from "../lib/feed-link";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from "../lib/locales";
import { localizedRoutes } from "../lib/routes";
import type { SiteSettings } from "./site-settings";

export interface FeedPost {
  slug: string;
  title: string;
  date: string;
  description: string;
  /** Its tags' addresses. */
  tags: string[];
  /** Its tags' names in its language (content/tags.yaml), the items' categories. */
  tagEntries: { label: string }[];
  /** The post rendered as on its page. */
  html: string;
}

/** A FeedPost's fields, as the feeds' queries ask for them (gatsby-plugin-feed's and src/gatsby/syndication.ts's). */
export const FEED_POST_FIELDS = "slug title date description tags tagEntries { label } html";

interface FeedQuery {
  query: { allJournalPost: { nodes: FeedPost[] } };
}

/**
 * A post's HTML for a feed reader, which has no page to resolve links against: every site path absolute (images'
 * `src` and `srcset` included), links to its own headings absolute, the headings' "#" anchor links left out.
 */
export function feedHtml(html: string, siteUrl: string, postUrl: string): string {
  return html
    .replace(/<a class="heading-anchor"[^>]*>[^<]*<\/a>/g, "")
    .replace(/\b(src|href)="\/(?!\/)/g, `$1="${siteUrl}/`)
    .replace(/\bhref="#/g, `href="${postUrl}#`)
    .replace(/\bsrcset="([^"]*)"/g, (_match, list: string) => `srcset="${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${siteUrl}/`)}"`);
}

/**
 * One feed item per published post of `locale`: absolute link (at the post's address in that language) and guid, the
 * post's description and its tags' names, and the whole post as `content:encoded`.
 */
export function feedItems(posts: FeedPost[], siteUrl: string, locale: Locale = DEFAULT_LOCALE) {
  const { journalPost } = localizedRoutes[locale];
  return posts.map((post) => {
    const url = `${siteUrl}${journalPost(post.slug)}`;
    return {
      title: post.title,
      description: post.description,
      date: post.date,
      url,
      guid: url,
      categories: post.tagEntries.map((tag) => tag.label),
      custom_elements: [{ "content:encoded": feedHtml(post.html, siteUrl, url) }],
    };
  });
}

/** The newest FEED_POSTS posts of `locale`, newest first: what its feed holds. */
const feedQuery = (locale: Locale) => `
  {
    allJournalPost(filter: { locale: { eq: ${JSON.stringify(locale)} } }, sort: { date: DESC }, limit: ${FEED_POSTS}) {
      nodes {
        ${FEED_POST_FIELDS}
      }
    }
  }
`;

/** One language's feed: its channel (from its journal page's copy), its posts, its address. */
function localeFeed(site: SiteSettings, contentDir: string, locale: Locale) {
  const routesIn = localizedRoutes[locale];
  // The journal page's title and description in that language, for the feed's channel. The studio's name is the same
  // in every language (a shared field of content/site.yaml).
  const journal = readFile(journalPage, contentDir, locale);
  const title = feedTitle(journal, site.name);
  return {
    output: routesIn.feed,
    title,
    // The channel (the plugin takes a feed's own `setup` over the shared one): from the same settings as
    // siteMetadata, not from a second copy of the URL.
    setup: () => ({
      title,
      description: journal.meta.description,
      site_url: `${site.siteUrl}${routesIn.journal}`,
      feed_url: `${site.siteUrl}${routesIn.feed}`,
      language: LOCALE_INFO[locale].language,
      generator: site.name,
    }),
    query: feedQuery(locale),
    serialize: ({ query }: FeedQuery) => feedItems(query.allJournalPost.nodes, site.siteUrl, locale),
    // Every page links its language's feed from its Head (Seo); a pattern no path matches keeps the plugin from adding
    // a link of every feed to every page.
    match: "^$",
  };
}

export function feedOptions(site: SiteSettings, contentDir = path.resolve("content")) {
  return { feeds: LOCALES.map((locale) => localeFeed(site, contentDir, locale)) };
}
