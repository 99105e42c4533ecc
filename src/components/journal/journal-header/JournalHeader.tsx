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
  /**
   * A link under the intro, to the search or a tag's feed, loaded whole rather than by the app's router: a feed is a
   * file, and the search page's own policy, which lets Pagefind run (src/gatsby/security-headers.ts), applies only
   * to the page the browser loaded.
   */
  link?: { to: string; label: string; kind: "search" | "feed" };
}

const LINK_ICONS = {
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  feed: (
    <>
      <path d="M5 4a15 15 0 0 1 15 15M5 10.5A8.5 8.5 0 0 1 13.5 19" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="6" cy="18" r="2" fill="currentColor" />
    </>
  ),
};

/** The head of the journal's list pages: a big title, a short intro or a link back, and a link to the search or a feed. */
export function JournalHeader({ title, intro, size = "display", back, link }: JournalHeaderProps) {
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
      {link && (
        <a href={link.to} className={styles.link} data-no-transition="">
          <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.linkIcon} focusable="false">
            {LINK_ICONS[link.kind]}
          </svg>
          {link.label}
        </a>
      )}
    </header>
  );
}
