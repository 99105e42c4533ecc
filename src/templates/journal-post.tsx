import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PostBody } from "../components/journal/post-body/PostBody";
import { PostHeader } from "../components/journal/post-header/PostHeader";
import { PostNav } from "../components/journal/post-nav/PostNav";
import { JsonLd } from "../components/shared/seo/JsonLd";
import { Seo } from "../components/shared/seo/Seo";
import type { ShareCard } from "../gatsby/share-card";
import { routes } from "../lib/routes";
import { blogPostingJsonLd } from "../lib/blog-posting";

export default function JournalPost({ data }: PageProps<Queries.JournalPostQuery>) {
  const post = data.journalPost!;
  const labels = data.journalPageYaml!;
  const image = post.cover?.childImageSharp?.gatsbyImageData;
  return (
    <article>
      <PostHeader {...post} cover={image} labels={labels} />
      <PostBody html={post.html} />
      <PostNav previous={data.previous} next={data.next} labels={{ ...labels, navLabel: labels.postNavLabel }} />
    </article>
  );
}

export const query = graphql`
  query JournalPost($id: String!, $previousId: String, $nextId: String) {
    journalPageYaml {
      readingTime
      draftBadge
      tagsLabel
      previous
      next
      allPosts
      postNavLabel
    }
    siteYaml {
      name
      siteUrl
    }
    journalPost(id: { eq: $id }) {
      slug
      title
      description
      date
      dateLabel
      readingMinutes
      tags
      draft
      html
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 1280, aspectRatio: 1.7778, sizes: "(min-width: 1280px) 1120px, calc(100vw - 48px)")
          # The sharing image: the size Open Graph and X expect.
          share: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) {
            src
            width
            height
          }
        }
      }
    }
    previous: journalPost(id: { eq: $previousId }) {
      slug
      title
    }
    next: journalPost(id: { eq: $nextId }) {
      slug
      title
    }
  }
`;

interface PostContext {
  /** The card drawn for a post without a cover; null when the post has one. */
  shareCard: ShareCard | null;
}

export function Head({ data, location, pageContext }: HeadProps<Queries.JournalPostQuery, PostContext>) {
  const post = data.journalPost!;
  const site = data.siteYaml!;
  const siteUrl = site.siteUrl.replace(/\/$/, "");
  const share = post.cover?.childImageSharp?.share;
  // The query resizes the cover to exactly 1200×630 (`share`), so its size is known when its URL is.
  const image = share?.src ? { src: share.src, width: share.width!, height: share.height!, alt: post.coverAlt } : pageContext.shareCard!;
  return (
    <Seo title={post.title} description={post.description} pathname={location.pathname} image={image} type="article">
      <meta property="article:published_time" content={post.date} />
      {post.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          description: post.description,
          date: post.date,
          url: `${siteUrl}${routes.journalPost(post.slug)}`,
          image: `${siteUrl}${image.src}`,
          tags: post.tags,
          site: { name: site.name, siteUrl },
        })}
      />
    </Seo>
  );
}
