import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JournalHeader } from "../components/journal/journal-header/JournalHeader";
import { PostList } from "../components/journal/post-list/PostList";
import { Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { routes } from "../lib/routes";
import { journalTagTitle } from "../lib/page-titles";
import { toPostSummary } from "./journal-data";

interface TagContext extends ShareCardContext {
  tag: string;
}

export default function JournalTag({ data, pageContext }: PageProps<Queries.JournalTagQuery, TagContext>) {
  const page = data.journalPageYaml!;
  return (
    <>
      <JournalHeader title={journalTagTitle(page.tagTitle, pageContext.tag)} size="large" back={{ to: routes.journal, label: page.allPosts }} />
      <PostList posts={data.allJournalPost.nodes.map(toPostSummary)} labels={page} currentTag={pageContext.tag} />
    </>
  );
}

export const query = graphql`
  query JournalTag($tag: String!, $draftStates: [Boolean]!, $lastDay: Date!) {
    journalPageYaml {
      meta {
        description
      }
      tagTitle
      allPosts
      ...JournalListLabels
    }
    allJournalPost(filter: { tags: { eq: $tag }, draft: { in: $draftStates }, date: { lte: $lastDay } }, sort: { date: DESC }) {
      nodes {
        ...JournalPostSummary
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.JournalTagQuery, TagContext>) {
  const page = data.journalPageYaml!;
  return (
    <Seo
      title={journalTagTitle(page.tagTitle, pageContext.tag)}
      description={page.meta.description}
      pathname={location.pathname}
      image={pageContext.shareCard}
    />
  );
}
