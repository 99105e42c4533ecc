import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/shared/seo/Seo";
import { routes } from "../lib/routes";

interface ListContext {
  page: number;
  pageCount: number;
}

export default function JournalList({ data }: PageProps<Queries.JournalListQuery, ListContext>) {
  const page = data.journalPageYaml!;
  return (
    <>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      {data.allJournalPost.nodes.length === 0 && <p>{page.empty}</p>}
      <ul>
        {data.allJournalPost.nodes.map((post) => (
          <li key={post.slug}>
            <Link to={routes.journalPost(post.slug)}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export const query = graphql`
  query JournalList($skip: Int!, $limit: Int!) {
    journalPageYaml {
      meta {
        title
        description
      }
      title
      intro
      empty
    }
    allJournalPost(sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        slug
        title
        date
        description
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.JournalListQuery>) {
  const meta = data.journalPageYaml!.meta;
  return <Seo title={meta.title} description={meta.description} pathname={location.pathname} />;
}
