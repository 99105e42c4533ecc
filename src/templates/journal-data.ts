/**
 * What the journal's pages ask of a post for its card, with its cover resolved to the image data the
 * sections take. Shared by the list and the tag pages.
 */
import { graphql } from "gatsby";
import type { PostSummary } from "../components/journal/post-list/PostList";

export const journalPostSummary = graphql`
  fragment JournalPostSummary on JournalPost {
    slug
    title
    date
    dateLabel
    description
    readingMinutes
    tagEntries {
      slug
      label
    }
    draft
    updated
    updatedDateLabel
    coverAlt
    cover {
      childImageSharp {
        ...JournalCover
      }
    }
  }
`;

/**
 * A post's cover, for its card and for its own page alike: one set of files for both (a card at 1× and 2×,
 * the post at 2× on a phone, the post at 1× on a desktop), so a cover is encoded once. Each section gives its
 * own `sizes` to its <picture>.
 */
export const journalCover = graphql`
  fragment JournalCover on ImageSharp {
    gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.7778, breakpoints: [440, 880, 1280])
  }
`;

/** What a card linking to a post shows (PostLinks): a post's related posts, and the posts a work names. */
export const journalPostLink = graphql`
  fragment JournalPostLink on JournalPost {
    slug
    title
    date
    dateLabel
    description
  }
`;

/** The journal's labels that a list of posts shows, on the journal's pages and its tag pages alike. */
export const journalListLabels = graphql`
  fragment JournalListLabels on JournalPageYaml {
    empty
    readingTime
    draftBadge
    scheduledBadge
    updatedLabel
    tagsLabel
  }
`;

export function toPostSummary(post: Queries.JournalPostSummaryFragment): PostSummary {
  return { ...post, cover: post.cover?.childImageSharp?.gatsbyImageData ?? null };
}
