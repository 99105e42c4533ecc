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
import { tagsNamed } from "../lib/tags";
import { fill } from "../lib/text";
import { toPostSummary } from "./journal-data";

interface TagContext extends ShareCardContext {
  /** The tag's address (src/gatsby/pages.ts); its name and line are content/tags.yaml's, in the page's language. */
  tag: string;
  page: number;
  pageCount: number;
}

/** The tag as its language's list names it: its name is the page's heading, its line the intro and the description. */
const tagOf = (data: Queries.JournalTagQuery, slug: string) => tagsNamed([slug], data.tagsYaml!.items)[0];

export default function JournalTag({ data, pageContext }: PageProps<Queries.JournalTagQuery, TagContext>) {
  const routes = useRoutes();
  const page = data.journalPageYaml!;
  const tag = tagOf(data, pageContext.tag);
  return (
    <>
      <JournalHeader
        title={tag.label}
        intro={tag.description}
        size="large"
        back={{ to: routes.journal, label: page.allPosts }}
        link={{ to: routes.journalTagFeed(tag.slug), label: fill(page.tagFeedLink, { tag: tag.label }), kind: "feed" }}
      />
      <PostList posts={data.allJournalPost.nodes.map(toPostSummary)} labels={page} currentTag={tag.slug} />
      <Pagination
        page={pageContext.page}
        pageCount={pageContext.pageCount}
        pagePath={(number) => routes.journalTag(tag.slug, number)}
        labels={page}
      />
    </>
  );
}

export const query = graphql`
  query JournalTag($locale: String!, $tag: String!, $skip: Int!, $limit: Int!) {
    siteYaml(locale: { eq: $locale }) {
      name
    }
    journalPageYaml(locale: { eq: $locale }) {
      feedTitle
      tagTitle
      allPosts
      tagFeedLink
      ...JournalListLabels
      pagination
      pageLabel
    }
    tagsYaml(locale: { eq: $locale }) {
      items {
        slug
        label
        description
      }
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
  const tag = tagOf(data, pageContext.tag);
  return (
    <Seo
      title={listPageTitle(journalTagTitle(page.tagTitle, tag), page.pageLabel, pageContext.page)}
      description={tag.description}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      image={pageContext.shareCard}
    >
      {/* The tag's own feed, named as src/gatsby/syndication.ts names its channel. */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={feedTitle(page, data.siteYaml!.name, tag.label)}
        href={localizedRoutes[pageContext.locale].journalTagFeed(tag.slug)}
      />
    </Seo>
  );
}
