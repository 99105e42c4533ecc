import React from "react";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { routes } from "../../../lib/routes";
import { CoverPlaceholder } from "../cover-placeholder/CoverPlaceholder";
import { PostMeta } from "../post-meta/PostMeta";
import { TagList } from "../tag-list/TagList";
import * as styles from "./PostList.module.css";

export interface PostSummary {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  dateLabel: string;
  description: string;
  readingMinutes: number;
  tags: readonly string[];
  draft?: boolean | null;
  cover?: { image: IGatsbyImageData; alt: string } | null;
}

export interface PostListLabels {
  readingTime: string;
  draftBadge: string;
  tagsLabel: string;
  empty: string;
}

export interface PostListProps {
  /** Newest first, as they should read. */
  posts: readonly PostSummary[];
  labels: PostListLabels;
  /** The tag of a tag page, marked as current in each card's chips. */
  currentTag?: string;
}

/** Sizes the browser picks cover files by: the first card is wide, the others fill a 1-3 column grid. */
const FEATURED_SIZES = "(min-width: 1280px) 660px, (min-width: 1024px) 56vw, calc(100vw - 48px)";
const CARD_SIZES = "(min-width: 1280px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, calc(100vw - 48px)";

/** The same image data with the `sizes` its place in the layout needs. */
function withSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  return {
    ...image,
    images: {
      ...image.images,
      fallback: image.images.fallback && { ...image.images.fallback, sizes },
      sources: image.images.sources?.map((source) => ({ ...source, sizes })),
    },
  };
}

function PostCard({ post, featured, labels, currentTag }: { post: PostSummary; featured: boolean; labels: PostListLabels; currentTag?: string }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {post.cover ? (
          <GatsbyImage
            image={withSizes(post.cover.image, featured ? FEATURED_SIZES : CARD_SIZES)}
            alt={post.cover.alt}
            className={styles.image}
            loading={featured ? "eager" : "lazy"}
          />
        ) : (
          <CoverPlaceholder slug={post.slug} className={styles.placeholder} />
        )}
      </div>
      <div className={styles.text}>
        <PostMeta date={post.date} dateLabel={post.dateLabel} readingMinutes={post.readingMinutes} draft={post.draft} labels={labels} />
        <h2 className={styles.title}>
          <Link to={routes.journalPost(post.slug)} className={styles.link}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.description}>{post.description}</p>
        <TagList tags={post.tags} label={labels.tagsLabel} current={currentTag} className={styles.tags} />
      </div>
    </article>
  );
}

/** The journal's posts as cards: the first one wide, the others in a grid. */
export function PostList({ posts, labels, currentTag }: PostListProps) {
  if (posts.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <ol className={styles.list}>
      {posts.map((post, index) => (
        <li key={post.slug} className={index === 0 ? styles.featured : styles.rest}>
          <PostCard post={post} featured={index === 0} labels={labels} currentTag={currentTag} />
        </li>
      ))}
    </ol>
  );
}
