import React from "react";
import { WorkInfo, type WorkAccent, type WorkInfoContent } from "../work-info/WorkInfo";
import * as styles from "./WorkHeader.module.css";

export interface WorkHeaderProps {
  work: WorkInfoContent;
  accent: WorkAccent;
  labels: { technologies: string; newTab: string };
}

/** The top of a work's own page: the same facts as its entry on the list, with the title as the page's h1. */
export function WorkHeader({ work, accent, labels }: WorkHeaderProps) {
  return (
    <header className={styles.header}>
      <WorkInfo work={work} headingId="titolo-progetto" headingLevel="h1" accent={accent} labels={labels} />
    </header>
  );
}
