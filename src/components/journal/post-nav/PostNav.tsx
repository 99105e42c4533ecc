import React from "react";
import { Link } from "gatsby";
import { routes } from "../../../lib/routes";
import * as styles from "./PostNav.module.css";

interface Neighbour {
  slug: string;
  title: string;
}

export interface PostNavProps {
  /** The older post. */
  previous?: Neighbour | null;
  /** The newer post. */
  next?: Neighbour | null;
  labels: { previous: string; next: string; allPosts: string; navLabel: string };
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.arrow} data-direction={direction}>
      <path d="M4 12h15m-6-7 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Links to the older and the newer post, and back to the journal. */
export function PostNav({ previous, next, labels }: PostNavProps) {
  return (
    <nav className={styles.nav} aria-label={labels.navLabel}>
      <div className={styles.neighbours}>
        {previous && (
          <Link to={routes.journalPost(previous.slug)} rel="prev" className={styles.card} data-kind="previous">
            <span className={styles.label}>
              <Arrow direction="left" />
              {labels.previous}
            </span>
            <span className={styles.title}>{previous.title}</span>
          </Link>
        )}
        {next && (
          <Link to={routes.journalPost(next.slug)} rel="next" className={styles.card} data-kind="next">
            <span className={styles.label}>
              {labels.next}
              <Arrow direction="right" />
            </span>
            <span className={styles.title}>{next.title}</span>
          </Link>
        )}
      </div>
      <Link to={routes.journal} className={styles.all}>
        {labels.allPosts}
      </Link>
    </nav>
  );
}
