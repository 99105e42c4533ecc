import React, { useEffect, useRef, useState } from "react";
import type { ContentOf, studioPage } from "../../../content/collections";
import { useInView } from "../../../hooks/useInView";
import { usePrefersReducedMotion } from "../../../hooks/usePrefersReducedMotion";
import { brandVar, cycleColors, timing } from "../../../styles/tokens";
import * as styles from "./WeMake.module.css";

/** The section as content/pages/studio.yaml holds it: the text around a word whose letters cycle through the brand colours. */
export type WeMakeProps = ContentOf<typeof studioPage>["weMake"];

/** Colour of the letter at `index` after `tick` steps of the cycle; one colour for all when still. */
export function letterColor(index: number, tick: number, still: boolean) {
  return still ? cycleColors[0] : cycleColors[(index + tick) % cycleColors.length];
}

/** Counts steps of the colour cycle every 500 ms while `running`. */
function useCycleTick(running: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const id = window.setInterval(() => setTick((value) => (value + 1) % cycleColors.length), timing.colorCycleMs);
    return () => window.clearInterval(id);
  }, [running]);
  return tick;
}

/**
 * The 'We make' statement. The word's letters take the six brand colours and shift
 * every 500 ms while in view, on a black block so that each colour reads (WCAG AA for
 * large text); still under reduced motion. Screen readers get the word once.
 */
export function WeMake({ before, word, after }: WeMakeProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const still = usePrefersReducedMotion();
  const inView = useInView(ref);
  const tick = useCycleTick(inView && !still);
  return (
    <section className={styles.section}>
      <p ref={ref} className={styles.statement}>
        {before}{" "}
        <span className={styles.word} data-testid="cycling-word">
          <span className="visually-hidden">{word}</span>
          {Array.from(word).map((letter, index) => (
            <span key={index} aria-hidden="true" style={{ color: brandVar(letterColor(index, tick, still)) }}>
              {letter}
            </span>
          ))}
        </span>{" "}
        {after}
      </p>
    </section>
  );
}
