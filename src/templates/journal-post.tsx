import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PostBody } from "../components/journal/post-body/PostBody";
import { PostHeader } from "../components/journal/post-header/PostHeader";
import { PostLinks } from "../components/journal/post-links/PostLinks";
import { PostToc } from "../components/journal/post-toc/PostToc";
import { BriefInvite } from "../components/shared/brief-invite/BriefInvite";
import { NeighbourNav } from "../components/shared/neighbour-nav/NeighbourNav";
import { JsonLd } from "../components/shared/seo/JsonLd";
import { Seo } from "../components/shared/seo/Seo";
import type { ShareCard } from "../gatsby/share-card";
import { useRoutes } from "../hooks/useLocale";
import { localizedRoutes } from "../lib/routes";
import { blogPostingJsonLd } from "../lib/blog-posting";
import { breadcrumbJsonLd } from "../lib/page-structured-data";
import type { PageLocale } from "../lib/locales";
import { withoutSlash } from "../lib/structured-data";
import { searchBody } from "../lib/search";

/** Set by src/gatsby/pages.ts. */
interface JournalPostContext {
  /** Dated after the build's day: only `gatsby develop` builds such a page. */
  scheduled: boolean;
}

export default function JournalPost({ data, pageContext }: PageProps<Queries.JournalPostQuery, JournalPostContext>) {
  const routes = useRoutes();
  const post = data.journalPost!;
  const labels = data.journalPageYaml!;
  const image = post.cover?.childImageSharp?.gatsbyImageData;
  return (
    <article {...searchBody("post")}>
      <PostHeader {...post} cover={image} works={data.allWork.nodes} scheduled={pageContext.scheduled} labels={labels} />
      <PostToc headings={post.headings} title={labels.tocTitle} />
      <PostBody html={post.html} />
      <PostLinks posts={data.related.nodes} title={labels.relatedTitle} headingId="articoli-correlati" />
      <BriefInvite {...data.siteYaml!.briefInvite} />
      <NeighbourNav
        previous={data.previous && { to: routes.journalPost(data.previous.slug), title: data.previous.title }}
        next={data.next && { to: routes.journalPost(data.next.slug), title: data.next.title }}
        all={{ to: routes.journal, label: labels.allPosts }}
        labels={{ previous: labels.previous, next: labels.next, nav: labels.postNavLabel }}
      />
    </article>
  );
}

export const query = graphql`
  query JournalPost($locale: String!, $id: String!, $slug: String!, $previousId: String, $nextId: String, $relatedIds: [String!]!) {
    journalPageYaml(locale: { eq: $locale }) {
      readingTime
      draftBadge
      scheduledBadge
      updatedLabel
      tagsLabel
      workLabel
      tocTitle
      relatedTitle
      previous
      next
      allPosts
      postNavLabel
    }
    siteYaml(locale: { eq: $locale }) {
      name
      siteUrl
      nav {
        home
        journal
      }
      briefInvite {
        title
        link
      }
    }
    teamYaml(locale: { eq: $locale }) {
      members {
        name
        role
        linkedin
      }
    }
    journalPost(id: { eq: $id }) {
      slug
      title
      description
      date
      dateLabel
      updated
      updatedDateLabel
      author
      readingMinutes
      tagEntries {
        slug
        label
      }
      draft
      html
      headings {
        id
        text
        depth
      }
      coverAlt
      cover {
        childImageSharp {
          ...JournalCover
          # The sharing image: the size Open Graph and X expect.
          share: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) {
            src
            width
            height
          }
        }
      }
    }
    allWork(filter: { locale: { eq: $locale }, journalPosts: { eq: $slug } }, sort: { number: ASC }) {
      nodes {
        slug
        title
      }
    }
    related: allJournalPost(filter: { id: { in: $relatedIds } }, sort: { date: DESC }) {
      nodes {
        ...JournalPostLink
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

interface PostContext extends PageLocale {
  /** The card drawn for a post without a cover; null when the post has one. */
  shareCard: ShareCard | null;
}

export function Head({ data, location, pageContext }: HeadProps<Queries.JournalPostQuery, PostContext>) {
  const routes = localizedRoutes[pageContext.locale];
  const post = data.journalPost!;
  const site = data.siteYaml!;
  const siteUrl = withoutSlash(site.siteUrl);
  const share = post.cover?.childImageSharp?.share;
  // The query resizes the cover to exactly 1200×630 (`share`), so its size is known when its URL is.
  const image = share?.src ? { src: share.src, width: share.width!, height: share.height!, alt: post.coverAlt } : pageContext.shareCard!;
  const url = `${siteUrl}${routes.journalPost(post.slug)}`;
  return (
    <Seo
      title={post.title}
      description={post.description}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      image={image}
      type="article"
    >
      <meta property="article:published_time" content={post.date} />
      {post.updated && <meta property="article:modified_time" content={post.updated} />}
      {post.tagEntries.map((tag) => (
        <meta key={tag.slug} property="article:tag" content={tag.label} />
      ))}
      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          description: post.description,
          date: post.date,
          updated: post.updated,
          author: data.teamYaml!.members.find((member) => member.name === post.author) ?? null,
          url,
          image: `${siteUrl}${image.src}`,
          tags: post.tagEntries.map((tag) => tag.label),
          site: { name: site.name, siteUrl },
          locale: pageContext.locale,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: site.nav.home, url: `${siteUrl}${routes.home}` },
          { name: site.nav.journal, url: `${siteUrl}${routes.journal}` },
          { name: post.title, url },
        ])}
      />
    </Seo>
  );
}
