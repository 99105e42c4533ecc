import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JournalHeader } from "../components/journal/journal-header/JournalHeader";
import { Pagination } from "../components/journal/pagination/Pagination";
import { PostList } from "../components/journal/post-list/PostList";
import { Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { useRoutes } from "../hooks/useLocale";
import { localizedRoutes } from "../lib/routes";
import { feedTitle } from "../lib/feed-link";
import { journalTagTitle, listPageTitle } from "../lib/page-titles";
import { tagLabel } from "../lib/slug";
import { fill } from "../lib/text";
import { toPostSummary } from "./journal-data";

interface TagContext extends ShareCardContext {
  tag: string;
  page: number;
  pageCount: number;
}

export default function JournalTag({ data, pageContext }: PageProps<Queries.JournalTagQuery, TagContext>) {
  const routes = useRoutes();
  const page = data.journalPageYaml!;
  const { tag } = pageContext;
  return (
    <>
      <JournalHeader
        title={journalTagTitle(page.tagTitle, tag)}
        size="large"
        back={{ to: routes.journal, label: page.allPosts }}
        link={{ to: routes.journalTagFeed(tag), label: fill(page.tagFeedLink, { tag: tagLabel(tag) }), kind: "feed" }}
      />
      <PostList posts={data.allJournalPost.nodes.map(toPostSummary)} labels={page} currentTag={tag} />
      <Pagination page={pageContext.page} pageCount={pageContext.pageCount} pagePath={(number) => routes.journalTag(tag, number)} labels={page} />
    </>
  );
}

export const query = graphql`
  query JournalTag($locale: String!, $tag: String!, $skip: Int!, $limit: Int!) {
    siteYaml(locale: { eq: $locale }) {
      name
    }
    journalPageYaml(locale: { eq: $locale }) {
      meta {
        description
      }
      tagTitle
      allPosts
      tagFeedLink
      ...JournalListLabels
      pagination
      pageLabel
    }
    allJournalPost(filter: { locale: { eq: $locale }, tags: { eq: $tag } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        ...JournalPostSummary
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.JournalTagQuery, TagContext>) {
  const page = data.journalPageYaml!;
  const tagTitle = journalTagTitle(page.tagTitle, pageContext.tag);
  return (
    <Seo
      title={listPageTitle(tagTitle, page.pageLabel, pageContext.page)}
      description={page.meta.description}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      image={pageContext.shareCard}
    >
      {/* The tag's own feed, named as src/gatsby/syndication.ts names its channel. */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={feedTitle(data.siteYaml!.name, tagTitle)}
        href={localizedRoutes[pageContext.locale].journalTagFeed(pageContext.tag)}
      />
    </Seo>
  );
}
