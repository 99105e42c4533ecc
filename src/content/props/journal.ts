/**
 * A journal post's fields as the props of its sections, for the post page and the CMS preview alike.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { PostHeaderProps } from "../../components/journal/post-header/PostHeader";
import type { PostSummary } from "../../components/journal/post-list/PostList";
import { formatDate } from "../../lib/format-date";
import { readingMinutes } from "../../lib/reading-time";

/** What a post's header and card show, the cover aside (resolved by the caller), and the cover's alt text. */
export type PostFields = Omit<PostSummary, "cover"> & { coverAlt?: string | null };

/** The facts derived from a post's date and body: the build stores them on the node, the preview computes them live. */
export function postFacts(date: string, markdown: string) {
  return { dateLabel: formatDate(date), readingMinutes: readingMinutes(markdown) };
}

/** A post as its card in the lists shows it. */
export function postSummary(post: PostFields, cover: IGatsbyImageData | null | undefined): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    date: post.date,
    dateLabel: post.dateLabel,
    readingMinutes: post.readingMinutes,
    tags: post.tags,
    draft: post.draft,
    cover: cover ? { image: cover, alt: post.coverAlt ?? "" } : null,
  };
}

/** A post's header: its card's facts and the journal's labels. */
export function postHeaderProps(post: PostFields, cover: IGatsbyImageData | null | undefined, labels: PostHeaderProps["labels"]): PostHeaderProps {
  return {
    ...postSummary(post, cover),
    labels: { readingTime: labels.readingTime, draftBadge: labels.draftBadge, tagsLabel: labels.tagsLabel },
  };
}
