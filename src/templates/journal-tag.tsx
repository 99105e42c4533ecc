import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/shared/seo/Seo";
import { routes } from "../lib/routes";
import { fill } from "../lib/text";

interface TagContext {
  tag: string;
}

export default function JournalTag({ data, pageContext }: PageProps<Queries.JournalTagQuery, TagContext>) {
  return (
    <>
      <h1>{fill(data.journalPageYaml!.tagTitle, { tag: pageContext.tag })}</h1>
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
  query JournalTag($tag: String!) {
    journalPageYaml {
      tagTitle
      meta {
        description
      }
    }
    allJournalPost(filter: { tags: { eq: $tag } }, sort: { date: DESC }) {
      nodes {
        slug
        title
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.JournalTagQuery, TagContext>) {
  const title = fill(data.journalPageYaml!.tagTitle, { tag: pageContext.tag });
  return <Seo title={title} description={data.journalPageYaml!.meta.description} pathname={location.pathname} />;
}
