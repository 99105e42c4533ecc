import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { ShareCardContext } from "../../../gatsby/share-card";
import { inLocale } from "../../../hooks/useLocale";
import { feedTitle } from "../../../lib/feed-link";
import { hreflangLinks, LOCALE_INFO, localeOfPath, type PageLocale } from "../../../lib/locales";
import { localizedRoutes } from "../../../lib/routes";
import { withoutSlash } from "../../../lib/structured-data";
import { fill } from "../../../lib/text";

/** The image a link to the page shows when shared: a post's cover, or the card drawn for the page at build time. */
interface ShareImage {
  /** Absolute or site-relative URL. */
  src: string;
  width: number;
  height: number;
  /** The image's description; a drawn card's is the site's card text with the page's title. */
  alt?: string | null;
}

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL; its language is the address's. */
  pathname: string;
  /** The page's twins in the other languages (its context's), named with hreflang. */
  alternates: PageLocale["alternates"];
  image: ShareImage;
  type?: "website" | "article";
  noindex?: boolean;
  children?: React.ReactNode;
}

/**
 * What the Head of a page of src/pages shows of it: its content file's `meta`, its address, its twins and the card
 * src/gatsby/pages.ts drew for it (`<Seo {...pageHead(meta, props)} />`).
 */
export function pageHead(
  meta: { title: string; description: string },
  { location, pageContext }: { location: { pathname: string }; pageContext: ShareCardContext },
): Pick<SeoProps, "title" | "description" | "pathname" | "alternates" | "image"> {
  return {
    title: meta.title,
    description: meta.description,
    pathname: location.pathname,
    alternates: pageContext.alternates,
    image: pageContext.shareCard,
  };
}

/**
 * One Head for every page: title, description, canonical URL, its twins in the other languages (hreflang by language
 * alone, reciprocal, with `x-default` the English one: `hreflangLinks`), Open Graph tags and its journal's feed (RSS and JSON Feed). Head components are
 * outside the shell's context: the page's language is its address's.
 */
export function Seo({ title, description, pathname, alternates, image, type = "website", noindex = false, children }: SeoProps) {
  const locale = localeOfPath(pathname);
  const { allSiteYaml, allJournalPageYaml } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      allSiteYaml {
        nodes {
          locale
          name
          siteUrl
          shareCardAlt
        }
      }
      allJournalPageYaml {
        nodes {
          locale
          feedTitle
        }
      }
    }
  `);
  const siteYaml = inLocale(allSiteYaml.nodes, locale);
  const journalPageYaml = inLocale(allJournalPageYaml.nodes, locale);
  const siteUrl = withoutSlash(siteYaml.siteUrl);
  const absolute = (path: string) => `${siteUrl}${path === "/" ? "/" : withoutSlash(path)}`;
  const routesIn = localizedRoutes[locale];
  const canonical = absolute(pathname);
  const fullTitle = title === siteYaml.name ? title : `${title} · ${siteYaml.name}`;
  // A page's context or query carries its image (src/gatsby/pages.ts draws the cards): say which page has none.
  if (!image?.src) throw new Error(`Seo: the page ${pathname} has no sharing image (src/gatsby/pages.ts gives each page its card)`);
  const imageUrl = image.src.startsWith("http") ? image.src : `${siteUrl}${image.src}`;
  const imageAlt = image.alt ?? fill(siteYaml.shareCardAlt, { title, product: siteYaml.name });
  const journalFeedTitle = feedTitle(journalPageYaml, siteYaml.name);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {hreflangLinks(alternates).map((twin) => (
        <link key={twin.hreflang} rel="alternate" hrefLang={twin.hreflang} href={absolute(twin.path)} />
      ))}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={siteYaml.name} />
      <meta property="og:locale" content={LOCALE_INFO[locale].ogLocale} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="alternate" type="application/rss+xml" title={journalFeedTitle} href={routesIn.feed} />
      <link rel="alternate" type="application/feed+json" title={journalFeedTitle} href={routesIn.jsonFeed} />
      {children}
    </>
  );
}
