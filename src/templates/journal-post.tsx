import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/shared/seo/Seo";

export default function JournalPost({ data }: PageProps<Queries.JournalPostQuery>) {
  const post = data.journalPost!;
  return (
    <article>
      <h1>{post.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}

export const query = graphql`
  query JournalPost($id: String!) {
    journalPost(id: { eq: $id }) {
      title
      description
      date
      html
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.JournalPostQuery>) {
  const post = data.journalPost!;
  return <Seo title={post.title} description={post.description} pathname={location.pathname} type="article" />;
}
