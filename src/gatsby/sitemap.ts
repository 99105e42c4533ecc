/**
 * The sitemap's options (gatsby-plugin-sitemap): every page of both editions with its last change and, for a page that
 * has a twin in the other language, its twins (`xhtml:link rel="alternate" hreflang`, by language alone, with
 * `x-default` the English one), as its Head names them (Seo; both write `hreflangLinks`). It takes the public URL from content/site.yaml through gatsby-config's
 * siteMetadata, as robots.ts does through readSiteSettings: the domain is written in one place only.
 */
import { hreflangLinks, LOCALES, localeOfPath, type Locale, type PageLocale } from "../lib/locales";
import { localizedRoutes, normalizePath } from "../lib/routes";

/** The index gatsby-plugin-sitemap writes at the root of public/. */
export const SITEMAP_INDEX = "/sitemap-index.xml";

/**
 * Paths that are not pages for search engines: the CMS, the not-found pages of each language (the plugin adds its own
 * 404s too) and the page a sent brief lands on in each language (noindex).
 */
const SITEMAP_EXCLUDES = [
  "/admin",
  "/admin/**",
  "/dev-404-page",
  ...LOCALES.flatMap((locale) => {
    const { notFound, briefSent } = localizedRoutes[locale];
    return [notFound, `${notFound}.html`, briefSent];
  }),
];

interface SitemapPost {
  slug: string;
  locale: Locale;
  date: string;
  updated: string | null;
  tags: string[];
}

interface SitemapQuery {
  /** Each page with its context (a JSON field): its language and its twins' addresses (src/gatsby/pages.ts). */
  allSitePage: { nodes: { path: string; pageContext?: Partial<PageLocale> | null }[] };
  allJournalPost: { nodes: SitemapPost[] };
}

/** An `xhtml:link rel="alternate"`: the hreflang and the address (sitemap.js makes it absolute on the site's URL). */
export interface SitemapLink {
  lang: string;
  url: string;
}

/** Every page with its `lastmod`, a calendar day, and its twins in every language if it has any. */
export interface SitemapPage {
  path: string;
  lastmod: string;
  links?: SitemapLink[];
}

/** The end of the address of a list's later pages in each language (`/pagina/2`, `/page/2`), from its routes. */
const LATER_PAGE = Object.fromEntries(
  LOCALES.map((locale) => {
    const { journalTag } = localizedRoutes[locale];
    const word = journalTag("tag", 2).slice(journalTag("tag").length).replace(/2$/, "");
    const escaped = word.replace(/[.*+?^$()|[\]{}\\]/g, "\\$&");
    return [locale, new RegExp(`${escaped}\\d+$`)];
  }),
) as Record<Locale, RegExp>;

const newest = (days: string[]) => days.reduce<string | undefined>((latest, day) => (!latest || day > latest ? day : latest), undefined);

/**
 * The page's twins as hreflang links, the page itself among them, as its Head names them (`hreflangLinks`): none for
 * a page without a twin, nor for one its context does not name as its own address in its language (a list's page 2
 * leads to the other language's first page, which does not name it back).
 */
export function alternateLinks(pagePath: string, alternates: PageLocale["alternates"] | undefined): SitemapLink[] | undefined {
  if (!alternates) return undefined;
  const own = alternates[localeOfPath(pagePath)];
  const links = hreflangLinks(alternates);
  if (links.length === 0 || !own || normalizePath(own) !== normalizePath(pagePath)) return undefined;
  return links.map((link) => ({ lang: link.hreflang, url: normalizePath(link.path) }));
}

/**
 * Each page's last change: a post's `updated` or else its date; a journal list or tag page, its newest post's (in
 * its language); a page made of other content (home, works, a work, studio), the build's day, when its content was
 * last built. And its twins, from its context (`alternateLinks`).
 */
export function sitemapPages({ allSitePage, allJournalPost }: SitemapQuery, buildDay: string): SitemapPage[] {
  const changed = (post: SitemapPost) => post.updated ?? post.date;
  // Every post node is published: a production build has no other (src/content/publishing.ts).
  const published = allJournalPost.nodes;
  const posts = new Map(published.map((post) => [localizedRoutes[post.locale].journalPost(post.slug), post]));
  // A tag's list pages in a language, by the address of its first: when their newest post last changed.
  const tagLists = new Map<string, string>();
  for (const post of published) {
    for (const tag of post.tags) {
      const list = localizedRoutes[post.locale].journalTag(tag);
      const known = tagLists.get(list);
      if (!known || changed(post) > known) tagLists.set(list, changed(post));
    }
  }
  const journalNewest = Object.fromEntries(
    LOCALES.map((locale) => [locale, newest(published.filter((post) => post.locale === locale).map(changed)) ?? buildDay]),
  ) as Record<Locale, string>;
  // In path order: Gatsby lists pages in the order they were last created, and a page the build modifies
  // (deleted and created again in onCreatePage, as for its sharing card) moves to the end in an incremental
  // build but not in a clean one, so the same site would get two different sitemaps.
  const inPathOrder = [...allSitePage.nodes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return inPathOrder.map(({ path: pagePath, pageContext }) => {
    const links = alternateLinks(pagePath, pageContext?.alternates);
    const page = (lastmod: string): SitemapPage => (links ? { path: pagePath, lastmod, links } : { path: pagePath, lastmod });
    const locale = localeOfPath(pagePath);
    const post = posts.get(pagePath);
    const tagList = tagLists.get(pagePath.replace(LATER_PAGE[locale], ""));
    if (post) return page(changed(post));
    if (tagList) return page(tagList);
    const { journal } = localizedRoutes[locale];
    if (pagePath === journal || pagePath.startsWith(`${journal}/`)) return page(journalNewest[locale]);
    return page(buildDay);
  });
}

/** gatsby-plugin-sitemap's options: the pages of both editions, each with its lastmod and its twins. */
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
            pageContext
          }
        }
        allJournalPost {
          nodes {
            slug
            locale
            date
            updated
            tags
          }
        }
      }
    `,
    resolvePages: (data: SitemapQuery) => sitemapPages(data, buildDay),
    serialize: ({ path: url, lastmod, links }: SitemapPage) => (links ? { url, lastmod, links } : { url, lastmod }),
  };
}
