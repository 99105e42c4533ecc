import React from "react";
import { workAccents } from "../work-info/WorkInfo";
import { WorkEntry, type ControlLabels, type WorkEntryContent, type WorkLabels } from "../work-entry/WorkEntry";
import * as styles from "./WorksList.module.css";

export interface WorksListProps {
  works: readonly WorkEntryContent[];
  labels: WorkLabels;
  controls: ControlLabels;
}

/**
 * Orders works by their number ("01", "02", ...), whatever order they come in.
 * Compared as numbers, not with localeCompare: a collator loads ICU data, tens of ms on a phone.
 */
export function byNumber<Entry extends { number: string }>(works: readonly Entry[]): Entry[] {
  return [...works].sort((a, b) => Number(a.number) - Number(b.number));
}

/** The works, in number order; each takes the next badge colour. */
export function WorksList({ works, labels, controls }: WorksListProps) {
  return (
    <ol className={styles.list}>
      {byNumber(works).map((work, index) => (
        <li key={work.number} className={styles.item}>
          <WorkEntry work={work} labels={labels} controls={controls} accent={workAccents[index % workAccents.length]} first={index === 0} />
        </li>
      ))}
    </ol>
  );
}
