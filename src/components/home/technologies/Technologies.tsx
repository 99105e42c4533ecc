import React, { useEffect, useId, useReducer, useRef } from "react";
import type { ContentOf, technologies } from "../../../content/collections";
import { prefersReducedMotion } from "../../../hooks/usePrefersReducedMotion";
import { timing } from "../../../styles/tokens";
import { nextPhase } from "./reveal-state";
import * as styles from "./Technologies.module.css";

/** The section as content/technologies.yaml holds it (`moreLabel` names the '···' button). */
export type TechnologiesProps = ContentOf<typeof technologies>;

type RevealStyle = React.CSSProperties & Record<`--${string}`, string>;

/**
 * 'Tecnologie': chips, and a '···' chip that fades out (0.5 s) and gives way to
 * the extra chips, which fade in one after another (0.1 s apart, 1 s each).
 * If the button had focus, focus moves to the first new chip.
 */
export function Technologies({ title, moreLabel, shown, extra }: TechnologiesProps) {
  const titleId = useId();
  const [phase, dispatch] = useReducer(nextPhase, "collapsed");
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstExtraRef = useRef<HTMLLIElement>(null);
  const focusFirstExtra = useRef(false);

  useEffect(() => {
    if (phase !== "fading") return undefined;
    const id = window.setTimeout(
      () => {
        focusFirstExtra.current = document.activeElement === buttonRef.current;
        dispatch("faded");
      },
      prefersReducedMotion() ? 0 : timing.chipFadeOutMs,
    );
    return () => window.clearTimeout(id);
  }, [phase]);

  useEffect(() => {
    if (phase === "expanded" && focusFirstExtra.current) firstExtraRef.current?.focus();
  }, [phase]);

  const timings: RevealStyle = { "--fade-out": `${timing.chipFadeOutMs}ms`, "--reveal": `${timing.chipRevealMs}ms` };

  return (
    <section className={styles.technologies} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.chips} style={timings} data-phase={phase} data-testid="technologies">
        {shown.map((name) => (
          <li key={name} className={styles.chip}>
            {name}
          </li>
        ))}
        {/* With no extra technology there is nothing to reveal: no button that would do nothing. */}
        {phase !== "expanded" && extra.length > 0 && (
          <li>
            <button
              ref={buttonRef}
              type="button"
              className={`${styles.chip} ${styles.more}`}
              aria-label={moreLabel}
              onClick={() => dispatch("more")}
              data-phase={phase}
            >
              <span className={styles.dots} aria-hidden="true">
                ···
              </span>
            </button>
          </li>
        )}
        {phase === "expanded" &&
          extra.map((name, index) => (
            <li
              key={name}
              ref={index === 0 ? firstExtraRef : undefined}
              tabIndex={index === 0 ? -1 : undefined}
              className={`${styles.chip} ${styles.revealed}`}
              style={{ "--delay": `${index * timing.chipStaggerMs}ms` } as RevealStyle}
              data-extra
            >
              {name}
            </li>
          ))}
      </ul>
    </section>
  );
}
