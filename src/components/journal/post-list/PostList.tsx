import React from "react";
import type { ContentOf, journal, journalPage } from "../../../content/collections";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useRoutes } from "../../../hooks/useLocale";
import type { Tag } from "../../../lib/tags";
import { Picture } from "../../shared/picture/Picture";
import { CoverPlaceholder } from "../cover-placeholder/CoverPlaceholder";
import { PostMeta } from "../post-meta/PostMeta";
import { TagList } from "../tag-list/TagList";
import * as styles from "./PostList.module.css";

/**
 * A post as its card shows it: its file's fields, what the build derives for it (slug, date labels, reading time,
 * its tags with their names: src/gatsby/schema.ts), and its cover's image data.
 */
export type PostSummary = Pick<ContentOf<typeof journal>, "title" | "date" | "description" | "draft" | "updated" | "coverAlt"> &
  Pick<Queries.JournalPost, "slug" | "dateLabel" | "readingMinutes"> &
  Partial<Pick<Queries.JournalPost, "updatedDateLabel">> & { tagEntries: readonly Pick<Tag, "slug" | "label">[]; cover?: IGatsbyImageData | null };

type PostListLabels = Pick<ContentOf<typeof journalPage>, "readingTime" | "draftBadge" | "scheduledBadge" | "updatedLabel" | "tagsLabel" | "empty">;

export interface PostListProps {
  /** Newest first, as they should read. */
  posts: readonly PostSummary[];
  labels: PostListLabels;
  /** The address of a tag page's tag, marked as current in each card's chips. */
  currentTag?: string;
}

/** Sizes the browser picks cover files by: the first card is wide, the others fill a 1-3 column grid. */
const FEATURED_SIZES = "(min-width: 1280px) 660px, (min-width: 1024px) 56vw, calc(100vw - 48px)";
const CARD_SIZES = "(min-width: 1280px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, calc(100vw - 48px)";

function PostCard({ post, featured, labels, currentTag }: { post: PostSummary; featured: boolean; labels: PostListLabels; currentTag?: string }) {
  const routes = useRoutes();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {post.cover ? (
          // The first card's cover is the list's largest paint.
          <Picture
            image={post.cover}
            alt={post.coverAlt ?? ""}
            sizes={featured ? FEATURED_SIZES : CARD_SIZES}
            className={styles.image}
            priority={featured}
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
        <TagList tags={post.tagEntries} label={labels.tagsLabel} current={currentTag} className={styles.tags} />
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
