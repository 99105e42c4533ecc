/**
 * The sitemap's options (gatsby-plugin-sitemap). It takes the public URL from content/site.yaml through
 * gatsby-config's siteMetadata, as robots.ts does through readSiteSettings: the domain is written in one place only.
 */

/** The index gatsby-plugin-sitemap writes at the root of public/. */
export const SITEMAP_INDEX = "/sitemap-index.xml";

/** Paths that are not pages for search engines: the CMS and the not-found pages (the plugin adds its own 404s too). */
const SITEMAP_EXCLUDES = ["/admin", "/admin/**", "/404", "/404.html", "/dev-404-page"];

export function sitemapOptions() {
  return { excludes: SITEMAP_EXCLUDES };
}
