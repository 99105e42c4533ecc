import React from "react";
import { Link } from "gatsby";
import type { ContentOf, journalPage } from "../../../content/collections";
import { useRoutes } from "../../../hooks/useLocale";
import { Picture } from "../../shared/picture/Picture";
import { CoverPlaceholder } from "../cover-placeholder/CoverPlaceholder";
import type { PostSummary } from "../post-list/PostList";
import { PostMeta } from "../post-meta/PostMeta";
import { TagList } from "../tag-list/TagList";
import * as styles from "./PostHeader.module.css";

/** The cover's width: the page's content column. */
const COVER_SIZES = "(min-width: 1280px) 1120px, calc(100vw - 48px)";

/** A post's card facts, the works that name it, and the journal's labels. */
export interface PostHeaderProps extends PostSummary {
  /** The works whose pages list this post (a work's `journalPosts`). */
  works?: readonly { slug: string; title: string }[];
  /** Dated after the build's day (shown by `gatsby develop` only). */
  scheduled?: boolean;
  labels: Pick<ContentOf<typeof journalPage>, "readingTime" | "draftBadge" | "scheduledBadge" | "updatedLabel" | "tagsLabel" | "workLabel">;
}

/** The top of a post: date and reading time, title, summary, tags, the work it tells of, and the cover (or a brand block). */
export function PostHeader({ slug, title, description, tagEntries, cover, coverAlt, works = [], labels, ...facts }: PostHeaderProps) {
  const routes = useRoutes();
  return (
    <header className={styles.header}>
      <div className={styles.intro}>
        <PostMeta {...facts} labels={labels} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        <TagList tags={tagEntries} label={labels.tagsLabel} searchFilter />
        {works.map((work) => (
          <p key={work.slug} className={styles.work}>
            <span className={styles.workLabel}>{labels.workLabel}</span>
            <Link to={routes.work(work.slug)} className={styles.workLink}>
              {work.title}
            </Link>
          </p>
        ))}
      </div>
      {cover ? (
        // The cover is the page's largest paint: fetched first and at once.
        <Picture image={cover} alt={coverAlt ?? ""} sizes={COVER_SIZES} className={styles.cover} priority />
      ) : (
        <CoverPlaceholder slug={slug} className={`${styles.cover} ${styles.banner}`} />
      )}
    </header>
  );
}
