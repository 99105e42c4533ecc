import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { FEED_PATH, feedTitle, JSON_FEED_PATH } from "../../../lib/feed-link";
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
  /** Path of the page, for the canonical URL. */
  pathname: string;
  image: ShareImage;
  type?: "website" | "article";
  noindex?: boolean;
  children?: React.ReactNode;
}

/** One Head for every page: title, description, canonical URL, Open Graph tags and the journal's feed (RSS and JSON Feed). */
export function Seo({ title, description, pathname, image, type = "website", noindex = false, children }: SeoProps) {
  const { siteYaml, journalPageYaml } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      siteYaml {
        name
        siteUrl
        shareCardAlt
      }
      journalPageYaml {
        meta {
          title
        }
      }
    }
  `);
  const siteUrl = withoutSlash(siteYaml!.siteUrl);
  const canonical = `${siteUrl}${pathname === "/" ? "/" : withoutSlash(pathname)}`;
  const fullTitle = title === siteYaml!.name ? title : `${title} · ${siteYaml!.name}`;
  // A page's context or query carries its image (src/gatsby/pages.ts draws the cards): say which page has none.
  if (!image?.src) throw new Error(`Seo: the page ${pathname} has no sharing image (src/gatsby/pages.ts gives each page its card)`);
  const imageUrl = image.src.startsWith("http") ? image.src : `${siteUrl}${image.src}`;
  const imageAlt = image.alt ?? fill(siteYaml!.shareCardAlt, { title, product: siteYaml!.name });
  const journalFeedTitle = feedTitle(siteYaml!.name, journalPageYaml!.meta.title);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={siteYaml!.name} />
      <meta property="og:locale" content="it_IT" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#ffffff" />
      <link rel="alternate" type="application/rss+xml" title={journalFeedTitle} href={FEED_PATH} />
      <link rel="alternate" type="application/feed+json" title={journalFeedTitle} href={JSON_FEED_PATH} />
      {children}
    </>
  );
}
