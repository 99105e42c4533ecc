import React from "react";
import type { ContentOf, journalPage } from "../../../content/collections";
import { fill } from "../../../lib/text";
import * as styles from "./PostMeta.module.css";

export interface PostMetaProps {
  /** YYYY-MM-DD */
  date: string;
  /** The same date for people, formatted at build time ("17 febbraio 2026"). */
  dateLabel: string;
  /** YYYY-MM-DD of the last revision, if the post was revised. */
  updated?: string | null;
  updatedDateLabel?: string | null;
  readingMinutes: number;
  /** Shown only in the editors' preview (drafts never reach a production build). */
  draft?: boolean | null;
  /** Dated after the build's day: like a draft, only `gatsby develop` shows it. */
  scheduled?: boolean;
  labels: Pick<ContentOf<typeof journalPage>, "readingTime" | "draftBadge" | "scheduledBadge" | "updatedLabel">;
  className?: string;
}

/** "17 febbraio 2026 · 4 min di lettura · Aggiornato il 3 marzo 2026", with a badge on drafts and scheduled posts. */
export function PostMeta({ date, dateLabel, updated, updatedDateLabel, readingMinutes, draft, scheduled, labels, className }: PostMetaProps) {
  const [before, after] = labels.updatedLabel.split("{date}");
  return (
    <p className={[styles.meta, className].filter(Boolean).join(" ")}>
      {draft && <span className={styles.draft}>{labels.draftBadge}</span>}
      {scheduled && <span className={styles.scheduled}>{labels.scheduledBadge}</span>}
      <time dateTime={date.slice(0, 10)}>{dateLabel}</time>
      <span aria-hidden="true" className={styles.dot}>
        ·
      </span>
      <span>{fill(labels.readingTime, { minutes: readingMinutes })}</span>
      {updated && updatedDateLabel && (
        <>
          <span aria-hidden="true" className={styles.dot}>
            ·
          </span>
          <span className={styles.updated}>
            {before}
            <time dateTime={updated.slice(0, 10)}>{updatedDateLabel}</time>
            {after}
          </span>
        </>
      )}
    </p>
  );
}
