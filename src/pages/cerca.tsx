import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JournalHeader } from "../components/journal/journal-header/JournalHeader";
import { TagList } from "../components/journal/tag-list/TagList";
import { SiteSearch } from "../components/search/site-search/SiteSearch";
import { pageHead, Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { useRoutes } from "../hooks/useLocale";
import * as styles from "./cerca.module.css";

/** The tag list's anchor: where the form leads without scripts. */
const TAGS_ID = "argomenti";

/**
 * The published tags' addresses: those the build made a page for (a draft's or a scheduled post's tags have none), so
 * the publishing rule stays in src/gatsby/pages.ts.
 */
function publishedTags(pages: readonly { path: string }[], prefix: string): string[] {
  return pages.flatMap((page) => (page.path.startsWith(prefix) ? [page.path.slice(prefix.length)] : []));
}

export default function SearchPage({ data }: PageProps<Queries.SearchPageQuery>) {
  const page = data.searchPageYaml!;
  const routes = useRoutes();
  // In the order of content/tags.yaml, each with its name in the page's language.
  const published = new Set(publishedTags(data.allSitePage.nodes, routes.journalTag("")));
  const tags = data.tagsYaml!.items.filter((tag) => published.has(tag.slug));
  return (
    <>
      <JournalHeader title={page.title} intro={page.intro} />
      <SiteSearch labels={page} tags={tags} fallbackHref={`${routes.search}#${TAGS_ID}`} />
      <section id={TAGS_ID} className={styles.tags} aria-labelledby={`${TAGS_ID}-titolo`}>
        <h2 id={`${TAGS_ID}-titolo`} className={styles.tagsTitle}>
          {page.tagsTitle}
        </h2>
        <p className={styles.tagsIntro}>{page.tagsIntro}</p>
        <TagList tags={tags} label={page.tagsTitle} />
      </section>
    </>
  );
}

export const query = graphql`
  query SearchPage($locale: String!) {
    searchPageYaml(locale: { eq: $locale }) {
      meta {
        title
        description
      }
      title
      intro
      formLabel
      fieldLabel
      submit
      kindLabel
      kinds {
        all
        post
        work
      }
      kindBadges {
        post
        work
      }
      tagLabel
      allTags
      searching
      resultsOne
      resultsMany
      noResults
      failed
      moreResults
      resultsLabel
      noScript
      tagsTitle
      tagsIntro
    }
    tagsYaml(locale: { eq: $locale }) {
      items {
        slug
        label
      }
    }
    # A tag's first page in either language: /journal/tag/<tag>, /en/journal/tag/<tag> (routes.journalTag).
    allSitePage(filter: { path: { regex: "/^(/[a-z]{2})?/journal/tag/[^/]+$/" } }) {
      nodes {
        path
      }
    }
  }
`;

export function Head(props: HeadProps<Queries.SearchPageQuery, ShareCardContext>) {
  const { data } = props;
  const meta = data.searchPageYaml!.meta;
  return <Seo {...pageHead(meta, props)} />;
}
