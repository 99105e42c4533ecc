/**
 * Options of gatsby-plugin-feed: the journal's RSS 2.0 feed at /rss.xml, its newest posts first, each post whole.
 * A production build has no node of an unpublished post (src/content/publishing.ts), so the query needs no filter.
 * Titles and URLs come from content/, read once here through the validated reader.
 */
import path from "node:path";
import { journalPage } from "../content/collections";
import { readFile } from "../content/validate";
import { FEED_PATH, FEED_POSTS, feedTitle } from "../lib/feed-link";
import { routes } from "../lib/routes";
import type { SiteSettings } from "./site-settings";

export interface FeedPost {
  slug: string;
  title: string;
  date: string;
  description: string;
  tags: string[];
  /** The post rendered as on its page. */
  html: string;
}

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

/** One feed item per published post: absolute link and guid, the post's description and tags, and the whole post as `content:encoded`. */
export function feedItems(posts: FeedPost[], siteUrl: string) {
  return posts.map((post) => {
    const url = `${siteUrl}${routes.journalPost(post.slug)}`;
    return {
      title: post.title,
      description: post.description,
      date: post.date,
      url,
      guid: url,
      categories: post.tags,
      custom_elements: [{ "content:encoded": feedHtml(post.html, siteUrl, url) }],
    };
  });
}

export function feedOptions(site: SiteSettings, contentDir = path.resolve("content")) {
  // The journal page's title and description, for the feed's channel.
  const journal = readFile(journalPage, contentDir).meta;
  const title = feedTitle(site.name, journal.title);
  return {
    // The channel: from the same settings as siteMetadata, not from a second copy of the URL.
    setup: () => ({
      title,
      description: journal.description,
      site_url: `${site.siteUrl}${routes.journal}`,
      feed_url: `${site.siteUrl}${FEED_PATH}`,
      language: "it",
      generator: site.name,
    }),
    feeds: [
      {
        output: FEED_PATH,
        title,
        query: `
          {
            allJournalPost(sort: { date: DESC }, limit: ${FEED_POSTS}) {
              nodes {
                slug
                title
                date
                description
                tags
                html
              }
            }
          }
        `,
        serialize: ({ query }: FeedQuery) => feedItems(query.allJournalPost.nodes, site.siteUrl),
        // Every page links the feed from its Head (Seo); a pattern no path matches keeps the plugin from adding a second link.
        match: "^$",
      },
    ],
  };
}
