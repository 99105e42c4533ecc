/**
 * The sitemap's options (gatsby-plugin-sitemap). It takes the public URL from content/site.yaml through
 * gatsby-config's siteMetadata, as robots.ts does through readSiteSettings: the domain is written in one place only.
 */

/** The index gatsby-plugin-sitemap writes at the root of public/. */
export const SITEMAP_INDEX = "/sitemap-index.xml";

/** Paths that are not pages for search engines: the CMS and the not-found pages (the plugin adds its own 404s too). */
const SITEMAP_EXCLUDES = ["/admin", "/admin/**", "/404", "/404.html", "/dev-404-page"];

/**
 * Pages in path order: Gatsby lists them in the order they were last created, and a page the build modifies
 * (deleted and created again in onCreatePage, as for its sharing card) moves to the end in an incremental build
 * but not in a clean one, so the same site would get two different sitemaps.
 */
function pagesInPathOrder({ allSitePage }: { allSitePage: { nodes: { path: string }[] } }) {
  return [...allSitePage.nodes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function sitemapOptions() {
  return { excludes: SITEMAP_EXCLUDES, resolvePages: pagesInPathOrder };
}
