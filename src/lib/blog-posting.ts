/** A journal post as schema.org JSON-LD (its page's Head only). */
import type { BlogPostingLeaf, WithContext } from "schema-dts";
import { person, studioReference, type MemberFacts } from "./page-structured-data";
import { LOCALE_INFO, type Locale } from "./locales";
import { SCHEMA_CONTEXT } from "./structured-data";

export interface PostFacts {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD of the last revision, if any. */
  updated?: string | null;
  /** The team member who wrote it; the studio when there is none. */
  author?: MemberFacts | null;
  /** Absolute URL of the post. */
  url: string;
  /** Absolute URL of the sharing image, if any. */
  image?: string | null;
  /** Its tags' names in its language. */
  tags: readonly string[];
  site: { name: string; siteUrl: string };
  /** The post's language. */
  locale: Locale;
}

/** A journal post as a BlogPosting published by the studio, written by a team member or by the studio. */
export function blogPostingJsonLd(post: PostFacts): WithContext<BlogPostingLeaf> {
  const studio = studioReference(post.site);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    inLanguage: LOCALE_INFO[post.locale].language,
    url: post.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    ...(post.image ? { image: [post.image] } : {}),
    keywords: post.tags.join(", "),
    author: post.author ? person(post.author, post.site) : studio,
    publisher: studio,
  };
}
