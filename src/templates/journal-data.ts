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
    tags
    draft
    updated
    updatedDateLabel
    coverAlt
    cover {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 880, aspectRatio: 1.7778)
      }
    }
  }
`;

export function toPostSummary(post: Queries.JournalPostSummaryFragment): PostSummary {
  return { ...post, cover: post.cover?.childImageSharp?.gatsbyImageData ?? null };
}
