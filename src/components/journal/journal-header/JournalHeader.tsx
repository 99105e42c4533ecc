import React from "react";
import { Link } from "gatsby";
import * as styles from "./JournalHeader.module.css";

export interface JournalHeaderProps {
  title: string;
  intro?: string;
  /** "display" for the journal itself, "large" for its tag pages. */
  size?: "display" | "large";
  /** A way back to the whole journal (tag pages). */
  back?: { to: string; label: string };
}

/** The head of the journal's list pages: a big title, a short intro or a link back. */
export function JournalHeader({ title, intro, size = "display", back }: JournalHeaderProps) {
  return (
    <header className={styles.header} data-size={size}>
      {back && (
        <Link to={back.to} className={styles.back}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.arrow}>
            <path d="M20 12H5m6-7-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {back.label}
        </Link>
      )}
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
