import React from "react";
import { truncateUrl } from "../../../lib/url";
import { limits } from "../../../styles/tokens";
import { ExternalLink } from "../../shared/external-link/ExternalLink";
import * as styles from "./WorkInfo.module.css";

/** Colours of the number badges, one per entry in turn (all take black text). */
export const workAccents = ["yellow", "cyan", "orange"] as const;
export type WorkAccent = (typeof workAccents)[number];

/** What the info block tells of a work (its images go to the slider). */
export interface WorkFacts {
  number: string;
  title: string;
  description: string;
  url: string;
  urlVisible: boolean;
  technologies: readonly string[];
}

export interface WorkInfoProps {
  work: WorkFacts;
  /** Names the entry: the article is labelled by this heading. */
  headingId: string;
  /** Colour of the number badge. */
  accent: WorkAccent;
  labels: { technologies: string; newTab: string };
}

/** Number, title, description, short link and technology tags of one work. */
export function WorkInfo({ work, headingId, accent, labels }: WorkInfoProps) {
  const { number, title, description, url, urlVisible, technologies } = work;
  const { shown, rest } = truncateUrl(url, limits.urlDisplayChars);
  return (
    <div className={styles.info}>
      <p className={styles.number} data-accent={accent}>
        {number}
      </p>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.description}>{description}</p>
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
