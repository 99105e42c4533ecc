import React from "react";
import { fill } from "../../../lib/text";
import * as styles from "./PostMeta.module.css";

export interface PostMetaProps {
  /** YYYY-MM-DD */
  date: string;
  /** The same date for people, formatted at build time ("17 febbraio 2026"). */
  dateLabel: string;
  readingMinutes: number;
  /** Shown only in the editors' preview (drafts never reach a production build). */
  draft?: boolean | null;
  labels: { readingTime: string; draftBadge: string };
  className?: string;
}

/** "17 febbraio 2026 · 4 min di lettura", with a badge on drafts. */
export function PostMeta({ date, dateLabel, readingMinutes, draft, labels, className }: PostMetaProps) {
  return (
    <p className={[styles.meta, className].filter(Boolean).join(" ")}>
      {draft && <span className={styles.draft}>{labels.draftBadge}</span>}
      <time dateTime={date.slice(0, 10)}>{dateLabel}</time>
      <span aria-hidden="true" className={styles.dot}>
        ·
      </span>
      <span>{fill(labels.readingTime, { minutes: readingMinutes })}</span>
    </p>
  );
}
