import React, { useId, useState } from "react";
import type { ContentOf, faq } from "../../../content/collections";
import * as styles from "./Faq.module.css";

/** The section as content/faq.yaml holds it. */
export type FaqProps = ContentOf<typeof faq>;

/**
 * The WAI-ARIA accordion: each question is a heading holding a button that
 * opens and closes its answer (click, Enter, Space) with a 200 ms height
 * animation. Panels open independently.
 */
export function Faq({ title, items }: FaqProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section className={styles.faq} aria-labelledby={`${baseId}title`}>
      <h2 id={`${baseId}title`} className={styles.title}>
        {title}
      </h2>
      <div className={styles.list}>
        {items.map((item, index) => {
          const isOpen = open.has(index);
          const buttonId = `${baseId}q${index}`;
          const panelId = `${baseId}a${index}`;
          return (
            <div key={item.question} className={styles.item} data-open={isOpen}>
              <h3 className={styles.question}>
                <button
                  type="button"
                  id={buttonId}
                  className={styles.button}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  <span>{item.question}</span>
                  <span className={styles.icon} aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} data-testid="faq-panel">
                <div className={styles.panelInner}>
                  <p className={styles.answer}>{item.answer}</p>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
