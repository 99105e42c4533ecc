import React from "react";
import { useLocale } from "../../../hooks/useLocale";
import { formatResultValue, resultChange, resultScale, resultSentence, type ResultLabels, type WorkResult } from "../../../lib/results";
import type { WorkAccent } from "../work-info/WorkInfo";
import * as styles from "./WorkResults.module.css";

export interface WorkResultsProps {
  /** The work's results, the headline first; none, no section. */
  results: readonly WorkResult[] | null | undefined;
  /** content/pages/works.yaml's `results`. */
  labels: ResultLabels;
  /** The colour of the work's number badge: the change and the bar before take it. */
  accent: WorkAccent;
  /** The heading's id, which names the section. */
  headingId?: string;
}

/** Where the bars of the drawing sit, in em of its text: a label line, then its bar, twice. */
const ROW = 3;
const BAR = { offset: 1.5, height: 1.1, radius: 0.55 };

/**
 * The figure's size: the brand's large type, or less where its card is too narrow for it, so that "18.425,50 €" holds
 * on one line where "64%" is set at 5.5rem. Its width is about its characters' (Space Grotesk, bold, measured in em of
 * its size: digits 0.58, "%" 0.71, "€" 0.63, "." and "," 0.25, a space 0.21), to fill 95% of its card (cqi).
 */
function figureSize(text: string): string {
  const ems = [...text].reduce((sum, char) => sum + (/[.,\s]/.test(char) ? 0.25 : 0.6), 0);
  return `min(5.5rem, ${(95 / ems).toFixed(1)}cqi)`;
}

/**
 * The value before and the value after, drawn to scale at build time: two bars, each as long as its share of the
 * larger (resultScale), under a line with its label and its value. Lengths are percentages of the drawing's width and
 * heights are in em, so the bars keep their ratio at every width and the labels grow with the text.
 */
function BeforeAfter({ result, labels }: { result: WorkResult; labels: ResultLabels }) {
  const locale = useLocale();
  const scale = resultScale(result);
  const rows = [
    { key: "before", label: labels.before, value: result.before!, share: scale.before! },
    { key: "after", label: labels.after, value: result.after, share: scale.after },
  ];
  return (
    <svg className={styles.chart} width="100%" height={`${2 * ROW}em`} focusable="false">
      {rows.map((row, index) => (
        <g key={row.key}>
          <text x="0" y={`${index * ROW + 1}em`}>
            {row.label}
          </text>
          <text x="100%" y={`${index * ROW + 1}em`} textAnchor="end" className={styles.chartValue}>
            {formatResultValue(row.value, result.unit, locale)}
          </text>
          <rect
            className={row.key === "before" ? styles.barBefore : styles.bar}
            data-testid={`result-bar-${row.key}`}
            y={`${index * ROW + BAR.offset}em`}
            width={`${row.share * 100}%`}
            height={`${BAR.height}em`}
            rx={`${BAR.radius}em`}
          />
        </g>
      ))}
    </svg>
  );
}

/**
 * One result as a card: the value after in large type, what was measured, the change, the drawing, and the period and
 * source in small type. Its accessible name is the whole result as one sentence (resultSentence), every number in it;
 * what the eye reads is hidden from assistive technology, so a screen reader hears the sentence once, and the
 * drawing is never the only way to a number.
 */
function Result({ result, labels }: { result: WorkResult; labels: ResultLabels }) {
  const locale = useLocale();
  const after = formatResultValue(result.after, result.unit, locale);
  const change = resultChange(result, labels, locale);
  const hasBefore = result.before !== undefined && result.before !== null;
  return (
    <figure className={hasBefore ? styles.result : styles.alone} aria-label={resultSentence(result, labels, locale)}>
      <div className={styles.body} aria-hidden="true">
        <p className={styles.figure} style={{ fontSize: figureSize(after) }}>
          {after}
        </p>
        <p className={styles.measure}>{result.measure}</p>
        {change && <p className={styles.change}>{change}</p>}
        {hasBefore && <BeforeAfter result={result} labels={labels} />}
        <p className={styles.note}>
          <span className={styles.period}>{result.period}</span>
          <span>
            {labels.source}: {result.source}
          </span>
        </p>
      </div>
    </figure>
  );
}

/** A work's measured results, at the top of its page: a card each, in the order the work lists them. */
export function WorkResults({ results, labels, accent, headingId = "risultati" }: WorkResultsProps) {
  if (!results?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-accent={accent}>
      <h2 id={headingId} className={styles.title}>
        {labels.title}
      </h2>
      <ul className={styles.list}>
        {results.map((result) => (
          <li key={result.measure}>
            <Result result={result} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}
