import React from "react";
import type { collaborators, ContentOf } from "../../../content/collections";
import { brandVar, cycleColors, onBrandVar } from "../../../styles/tokens";
import { ExternalLink } from "../../shared/external-link/ExternalLink";
import * as styles from "./Collaborators.module.css";
import * as section from "../section.module.css";

/** The section as content/collaborators.yaml holds it, and the new tab's hint. */
export interface CollaboratorsProps extends ContentOf<typeof collaborators> {
  newTabHint: string;
}

/** The studio's collaborators: one row each, a link to their page in a new tab. */
export function Collaborators({ title, newTabHint, items }: CollaboratorsProps) {
  return (
    <section className={section.section} aria-labelledby="collaborators-title">
      <h2 id="collaborators-title" className={section.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item, index) => {
          // Each row lights up in the next brand colour on hover, with readable text on it.
          const color = cycleColors[index % cycleColors.length];
          const style = { "--row-bg": brandVar(color), "--row-fg": onBrandVar(color) } as React.CSSProperties;
          return (
            <li key={item.name} className={styles.item}>
              <ExternalLink href={item.url} newTabHint={newTabHint} className={styles.row} style={style} data-testid="collaborator">
                <span className={styles.name}>{item.name}</span>
                <span className={styles.role}>{item.role}</span>
                <svg className={styles.arrow} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path d="M7 17 17 7M9 7h8v8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
