/** A journal post as schema.org JSON-LD (its page's Head only). */
import { SCHEMA_CONTEXT, studioId, withoutSlash, type JsonLdObject } from "./structured-data";

export interface PostFacts {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** Absolute URL of the post. */
  url: string;
  /** Absolute URL of the sharing image, if any. */
  image?: string | null;
  tags: readonly string[];
  site: { name: string; siteUrl: string };
}

/** A journal post as a BlogPosting written and published by the studio. */
export function blogPostingJsonLd(post: PostFacts): JsonLdObject {
  const studio = { "@type": "Organization", "@id": studioId(post.site.siteUrl), name: post.site.name, url: `${withoutSlash(post.site.siteUrl)}/` };
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: "it-IT",
    url: post.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    ...(post.image ? { image: [post.image] } : {}),
    keywords: post.tags.join(", "),
    author: studio,
    publisher: studio,
  };
}
