import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../shared/picture/Picture";
import { CoverPlaceholder } from "../cover-placeholder/CoverPlaceholder";
import { PostMeta } from "../post-meta/PostMeta";
import { TagList } from "../tag-list/TagList";
import * as styles from "./PostHeader.module.css";

export interface PostHeaderProps {
  /** Picks the colour of the brand block shown when there is no cover. */
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  dateLabel: string;
  readingMinutes: number;
  tags: readonly string[];
  draft?: boolean | null;
  cover?: { image: IGatsbyImageData; alt: string } | null;
  labels: { readingTime: string; draftBadge: string; tagsLabel: string };
}

/** The top of a post: date and reading time, title, summary, tags and the cover (or a brand block). */
export function PostHeader({ slug, title, description, date, dateLabel, readingMinutes, tags, draft, cover, labels }: PostHeaderProps) {
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
        <Picture image={cover.image} alt={cover.alt} className={styles.cover} priority />
      ) : (
        <CoverPlaceholder slug={slug} className={`${styles.cover} ${styles.banner}`} />
      )}
    </header>
  );
}
