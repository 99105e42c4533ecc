import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import type { ContentOf, works } from "../../../content/collections";
import { SEARCH_IGNORE } from "../../../lib/search";
import { truncateUrl } from "../../../lib/url";
import { limits } from "../../../styles/tokens";
import { ExternalLink } from "../../shared/external-link/ExternalLink";
import * as styles from "./WorkInfo.module.css";

/** Colours of the number badges, one per entry in turn (all take black text). */
export const workAccents = ["yellow", "cyan", "orange"] as const;
export type WorkAccent = (typeof workAccents)[number];

/**
 * What the info block tells of a work: its file's fields but its images (they go to the slider), where the slider sits
 * and the posts about it. A new field of the schema is part of it: the works' fragment (src/templates/work-data.ts)
 * must ask for it, or the pages do not type-check.
 */
export type WorkInfoContent = Omit<ContentOf<typeof works>, "images" | "showReverseSlider" | "journalPosts">;

export interface WorkInfoProps {
  work: WorkInfoContent;
  /** Names the entry: the article is labelled by this heading. */
  headingId: string;
  /** Colour of the number badge. */
  accent: WorkAccent;
  labels: { technologies: string; newTab: string };
  /** The list's entries name the work with an h2; its own page with the h1. */
  headingLevel?: "h1" | "h2";
  /** The work's own page, linked from its entry on the list: the visible label, then the title for screen readers. */
  pageLink?: { to: string; label: string };
  /** Under the description: the list's entries show the work's headline result there (its own page opens with all of them). */
  headline?: ReactNode;
}

/** Number, title, description, the link to the work's page, short link and technology tags of one work. */
export function WorkInfo({ work, headingId, accent, labels, headingLevel: Heading = "h2", pageLink, headline }: WorkInfoProps) {
  const { number, title, description, url, urlVisible, technologies } = work;
  const { shown, rest } = truncateUrl(url, limits.urlDisplayChars);
  return (
    <div className={styles.info}>
      <p className={styles.number} data-accent={accent}>
        {number}
      </p>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {headline}
      {(pageLink || urlVisible) && (
        // The links' text (an address, "opens in a new tab") is no part of what the work is, for the site search.
        <div className={styles.links} {...SEARCH_IGNORE}>
          {pageLink && (
            <Link to={pageLink.to} className={styles.pageLink}>
              {pageLink.label}
              <span className="visually-hidden"> {title}</span>
              <svg className={styles.forward} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M4 12h15m-6-7 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
          )}
          {urlVisible && (
            <ExternalLink href={url} newTabHint={labels.newTab} className={styles.link}>
              {/* Sighted visitors read the short form; screen readers hear the whole address. */}
              <span aria-hidden="true">{rest ? `${shown}…` : shown}</span>
              <span className="visually-hidden">{shown + rest}</span>
              <svg className={styles.arrow} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M7 17 17 7M9 7h8v8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </ExternalLink>
          )}
        </div>
      )}
      <ul className={styles.tags} aria-label={labels.technologies}>
        {technologies.map((technology) => (
          <li key={technology} className={styles.tag}>
            {technology}
          </li>
        ))}
      </ul>
    </div>
  );
}
