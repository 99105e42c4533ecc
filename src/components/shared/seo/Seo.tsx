import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { FEED_PATH, feedTitle } from "../../../lib/feed-link";

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL. */
  pathname: string;
  /** Absolute or site-relative URL of the sharing image. */
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
  children?: React.ReactNode;
}

/** One Head for every page: title, description, canonical URL, Open Graph tags and the journal's feed. */
export function Seo({ title, description, pathname, image, type = "website", noindex = false, children }: SeoProps) {
  const { siteYaml, journalPageYaml } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      siteYaml {
        name
        siteUrl
      }
      journalPageYaml {
        meta {
          title
        }
      }
    }
  `);
  const siteUrl = siteYaml!.siteUrl.replace(/\/$/, "");
  const canonical = `${siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/$/, "")}`;
  const fullTitle = title === siteYaml!.name ? title : `${title} · ${siteYaml!.name}`;
  const imageUrl = image ? (image.startsWith("http") ? image : `${siteUrl}${image}`) : null;
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
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="theme-color" content="#ffffff" />
      <link rel="alternate" type="application/rss+xml" title={feedTitle(siteYaml!.name, journalPageYaml!.meta.title)} href={FEED_PATH} />
      {children}
    </>
  );
}
