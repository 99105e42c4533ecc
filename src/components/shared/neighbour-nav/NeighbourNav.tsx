import React from "react";
import { Link } from "gatsby";
import { SEARCH_IGNORE } from "../../../lib/search";
import * as styles from "./NeighbourNav.module.css";

interface Neighbour {
  to: string;
  title: string;
}

export interface NeighbourNavProps {
  /** The one before: an older post, a work with a lower number. */
  previous?: Neighbour | null;
  /** The one after. */
  next?: Neighbour | null;
  /** The list the page belongs to. */
  all: { to: string; label: string };
  labels: { previous: string; next: string; nav: string };
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.arrow} data-direction={direction}>
      <path d="M4 12h15m-6-7 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Links to the page before and the page after this one in its list, and back to the list. */
export function NeighbourNav({ previous, next, all, labels }: NeighbourNavProps) {
  return (
    <nav className={styles.nav} aria-label={labels.nav} data-chrome="" {...SEARCH_IGNORE}>
      <div className={styles.neighbours}>
        {previous && (
          <Link to={previous.to} rel="prev" className={styles.card} data-kind="previous">
            <span className={styles.label}>
              <Arrow direction="left" />
              {labels.previous}
            </span>
            <span className={styles.title}>{previous.title}</span>
          </Link>
        )}
        {next && (
          <Link to={next.to} rel="next" className={styles.card} data-kind="next">
            <span className={styles.label}>
              {labels.next}
              <Arrow direction="right" />
            </span>
            <span className={styles.title}>{next.title}</span>
          </Link>
        )}
      </div>
      <Link to={all.to} className={styles.all}>
        {all.label}
      </Link>
    </nav>
  );
}
