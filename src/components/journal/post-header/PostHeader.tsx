import React from "react";
import { Picture } from "../../shared/picture/Picture";
import { CoverPlaceholder } from "../cover-placeholder/CoverPlaceholder";
import type { PostSummary } from "../post-list/PostList";
import { PostMeta } from "../post-meta/PostMeta";
import { TagList } from "../tag-list/TagList";
import * as styles from "./PostHeader.module.css";

/** A post's card facts, and the journal's labels. */
export interface PostHeaderProps extends PostSummary {
  labels: { readingTime: string; draftBadge: string; tagsLabel: string };
}

/** The top of a post: date and reading time, title, summary, tags and the cover (or a brand block). */
export function PostHeader({ slug, title, description, date, dateLabel, readingMinutes, tags, draft, cover, coverAlt, labels }: PostHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.intro}>
        <PostMeta date={date} dateLabel={dateLabel} readingMinutes={readingMinutes} draft={draft} labels={labels} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        <TagList tags={tags} label={labels.tagsLabel} />
      </div>
      {cover ? (
        // The cover is the page's largest paint: fetched first and at once.
        <Picture image={cover} alt={coverAlt ?? ""} className={styles.cover} priority />
      ) : (
        <CoverPlaceholder slug={slug} className={`${styles.cover} ${styles.banner}`} />
      )}
    </header>
  );
}
