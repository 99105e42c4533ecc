/**
 * What the journal's pages ask of a post for its card, and how the answer becomes
 * the plain props of the sections. Shared by the list and the tag pages.
 */
import { graphql } from "gatsby";
import type { PostSummary } from "../components/journal/post-list/PostList";
import { postSummary } from "../content/props/journal";

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
    coverAlt
    cover {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 880, aspectRatio: 1.7778)
      }
    }
  }
`;

export function toPostSummary(post: Queries.JournalPostSummaryFragment): PostSummary {
  return postSummary(post, post.cover?.childImageSharp?.gatsbyImageData ?? null);
}
