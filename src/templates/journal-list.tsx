import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JournalHeader } from "../components/journal/journal-header/JournalHeader";
import { Pagination } from "../components/journal/pagination/Pagination";
import { PostList } from "../components/journal/post-list/PostList";
import { Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { listPageTitle } from "../lib/page-titles";
import { useRoutes } from "../hooks/useLocale";
import { toPostSummary } from "./journal-data";

interface ListContext extends ShareCardContext {
  page: number;
  pageCount: number;
}

export default function JournalList({ data, pageContext }: PageProps<Queries.JournalListQuery, ListContext>) {
  const routes = useRoutes();
  const page = data.journalPageYaml!;
  return (
    <>
      <JournalHeader title={page.title} intro={page.intro} link={{ to: routes.search, label: page.searchLink, kind: "search" }} />
      <PostList posts={data.allJournalPost.nodes.map(toPostSummary)} labels={page} />
      <Pagination page={pageContext.page} pageCount={pageContext.pageCount} pagePath={routes.journalPage} labels={page} />
    </>
  );
}

export const query = graphql`
  query JournalList($locale: String!, $skip: Int!, $limit: Int!) {
    journalPageYaml(locale: { eq: $locale }) {
      meta {
        title
        description
      }
      title
      intro
      searchLink
      ...JournalListLabels
      pagination
      pageLabel
    }
    allJournalPost(filter: { locale: { eq: $locale } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        ...JournalPostSummary
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.JournalListQuery, ListContext>) {
  const page = data.journalPageYaml!;
  const title = listPageTitle(page.meta.title, page.pageLabel, pageContext.page);
  return (
    <Seo
      title={title}
      description={page.meta.description}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      image={pageContext.shareCard}
    />
  );
}
