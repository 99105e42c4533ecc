/**
 * The sitemap's options (gatsby-plugin-sitemap): every page with its last change. It takes the public URL from
 * content/site.yaml through gatsby-config's siteMetadata, as robots.ts does through readSiteSettings: the domain is
 * written in one place only.
 */
import { routes } from "../lib/routes";

/** The index gatsby-plugin-sitemap writes at the root of public/. */
export const SITEMAP_INDEX = "/sitemap-index.xml";

/**
 * Paths that are not pages for search engines: the CMS, the not-found pages (the plugin adds its own 404s too) and
 * the page a sent brief lands on (noindex).
 */
const SITEMAP_EXCLUDES = ["/admin", "/admin/**", "/404", "/404.html", "/dev-404-page", routes.briefSent];

interface SitemapPost {
  slug: string;
  date: string;
  updated: string | null;
  tags: string[];
}

interface SitemapQuery {
  allSitePage: { nodes: { path: string }[] };
  allJournalPost: { nodes: SitemapPost[] };
}

/** Every page with its `lastmod`, a calendar day. */
interface SitemapPage {
  path: string;
  lastmod: string;
}

const newest = (days: string[]) => days.reduce<string | undefined>((latest, day) => (!latest || day > latest ? day : latest), undefined);

/**
 * Each page's last change: a post's `updated` or else its date; a journal list or tag page, its newest post's;
 * a page made of other content (home, works, a work, studio), the build's day, when its content was last built.
 */
export function sitemapPages({ allSitePage, allJournalPost }: SitemapQuery, buildDay: string): SitemapPage[] {
  const changed = (post: SitemapPost) => post.updated ?? post.date;
  // Every post node is published: a production build has no other (src/content/publishing.ts).
  const published = allJournalPost.nodes;
  const posts = new Map(published.map((post) => [routes.journalPost(post.slug), post]));
  // A tag's list pages, by the address of its first: when their newest post last changed.
  const tagLists = new Map<string, string>();
  for (const post of published) {
    for (const tag of post.tags) {
      const list = routes.journalTag(tag);
      const known = tagLists.get(list);
      if (!known || changed(post) > known) tagLists.set(list, changed(post));
    }
  }
  const all = newest(published.map(changed)) ?? buildDay;
  // In path order: Gatsby lists pages in the order they were last created, and a page the build modifies
  // (deleted and created again in onCreatePage, as for its sharing card) moves to the end in an incremental
  // build but not in a clean one, so the same site would get two different sitemaps.
  const inPathOrder = [...allSitePage.nodes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return inPathOrder.map(({ path: pagePath }) => {
    const post = posts.get(pagePath);
    const tagList = tagLists.get(pagePath.replace(/\/pagina\/\d+$/, ""));
    if (post) return { path: pagePath, lastmod: changed(post) };
    if (tagList) return { path: pagePath, lastmod: tagList };
    if (pagePath === routes.journal || pagePath.startsWith(`${routes.journal}/`)) return { path: pagePath, lastmod: all };
    return { path: pagePath, lastmod: buildDay };
  });
}

/** gatsby-plugin-sitemap's options: the pages, each with its lastmod. */
export function sitemapOptions(buildDay: string) {
  return {
    excludes: SITEMAP_EXCLUDES,
    query: `
      {
        site {
          siteMetadata {
            siteUrl
          }
        }
        allSitePage {
          nodes {
            path
          }
        }
        allJournalPost {
          nodes {
            slug
            date
            updated
            tags
          }
        }
      }
    `,
    resolvePages: (data: SitemapQuery) => sitemapPages(data, buildDay),
    serialize: ({ path: url, lastmod }: SitemapPage) => ({ url, lastmod }),
  };
}
