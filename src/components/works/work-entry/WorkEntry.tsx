import React, { useEffect, useRef, useState } from "react";
import { useScrolledPast } from "../../../hooks/useScrolledPast";
import { formatResultValue, headlineResult, resultChange, resultSentence, type ResultLabels, type WorkResult } from "../../../lib/results";
import { useLocale, useRoutes } from "../../../hooks/useLocale";
import { fill } from "../../../lib/text";
import { thresholds } from "../../../styles/tokens";
import type { ContentOf, site, works, worksPage } from "../../../content/collections";
import { WorkInfo, type WorkAccent, type WorkInfoContent } from "../work-info/WorkInfo";
import { WorkSlider, type SliderImage } from "../work-slider/WorkSlider";
import * as styles from "./WorkEntry.module.css";

/** A work as its entry shows it: its file's facts, its slug (its own page's address), its images resolved. */
export type WorkEntryContent = WorkInfoContent &
  Pick<ContentOf<typeof works>, "showReverseSlider"> & {
    slug: string;
    images: readonly SliderImage[];
  };

/** The works page's labels (content/pages/works.yaml). */
export type WorkLabels = Pick<
  ContentOf<typeof worksPage>,
  "sliderLabel" | "nextImageLabel" | "slideLabel" | "clickLabel" | "technologiesLabel" | "pageLink" | "results"
>;

/** The labels of controls shared across the site (content/site.yaml's `controls`). */
export type ControlLabels = ContentOf<typeof site>["controls"];

export interface WorkEntryProps {
  work: WorkEntryContent;
  labels: WorkLabels;
  controls: ControlLabels;
  accent: WorkAccent;
  /** The first entry sits closer to the page title and loads its first image at once. */
  first: boolean;
}

/**
 * False until the entry's first known state has been painted: an entry that is
 * already past the line when the page opens shows at once instead of animating.
 */
function useAnimatesAfterFirstState(state: boolean | null): boolean {
  const [animates, setAnimates] = useState(false);
  const known = state !== null;
  useEffect(() => {
    if (!known || animates) return undefined;
    // Two frames: the first paints the state, the second turns the transitions on.
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => setAnimates(true));
    });
    return () => window.cancelAnimationFrame(frame);
  }, [known, animates]);
  return animates;
}

/**
 * The work's headline result, compact: the value after, what was measured and the change. Named by the whole result
 * as one sentence, every number in it; what the eye reads is hidden from assistive technology (as on the work's page,
 * src/components/works/work-results/WorkResults.tsx, which draws every result to scale).
 */
function HeadlineResult({ result, labels, accent }: { result: WorkResult; labels: ResultLabels; accent: WorkAccent }) {
  const locale = useLocale();
  const change = resultChange(result, labels, locale);
  return (
    <figure className={styles.headline} aria-label={resultSentence(result, labels, locale)} data-accent={accent}>
      <span className={styles.headlineBody} aria-hidden="true">
        <span className={styles.headlineValue}>{formatResultValue(result.after, result.unit, locale)}</span>
        <span className={styles.headlineText}>
          <span className={styles.headlineMeasure}>{result.measure}</span>
          {change && <span className={styles.headlineChange}>{change}</span>}
        </span>
      </span>
    </figure>
  );
}

/** The id of a work's entry, also an anchor (/works#lavoro-01). */
export const workEntryId = (number: string) => `lavoro-${number}`;

/**
 * One work: slider and info block side by side (stacked on small screens).
 * When its top reaches 60% of the viewport a white curtain slides down off the
 * slider and the info fades in; scrolling back up covers it again. The hidden
 * state exists only in CSS for scripting browsers without reduced motion, so
 * nothing is ever hidden without JavaScript or with reduced motion.
 */
export function WorkEntry({ work, labels, controls, accent, first }: WorkEntryProps) {
  const routes = useRoutes();
  const ref = useRef<HTMLElement>(null);
  const past = useScrolledPast(ref, thresholds.workReveal);
  const animates = useAnimatesAfterFirstState(past);
  const entryId = workEntryId(work.number);
  const headingId = `${entryId}-titolo`;
  const headline = headlineResult(work.results);
  return (
    <article
      ref={ref}
      id={entryId}
      className={styles.entry}
      aria-labelledby={headingId}
      data-first={first}
      data-reverse={work.showReverseSlider}
      data-revealed={past === true}
      data-animates={animates}
      data-testid="work-entry"
    >
      <div className={styles.media}>
        <WorkSlider
          images={work.images}
          priority={first}
          labels={{
            region: fill(labels.sliderLabel, { title: work.title }),
            next: labels.nextImageLabel,
            slide: labels.slideLabel,
            click: labels.clickLabel,
            pause: controls.pause,
            play: controls.play,
          }}
        />
        <div className={styles.curtain} aria-hidden="true" data-testid="work-curtain" />
      </div>
      <div className={styles.info} data-testid="work-info">
        <WorkInfo
          work={work}
          headingId={headingId}
          accent={accent}
          labels={{ technologies: labels.technologiesLabel, newTab: controls.newTab }}
          pageLink={{ to: routes.work(work.slug), label: labels.pageLink }}
          headline={headline && <HeadlineResult result={headline} labels={labels.results} accent={accent} />}
        />
      </div>
    </article>
  );
}
