import React, { forwardRef } from "react";
import * as styles from "./BriefSent.module.css";

export interface BriefSentProps {
  /** content/pages/contatti.yaml `sent`. */
  title: string;
  text: string;
  /** An h1 on the thank-you page, an h2 in the brief's place on /contatti. */
  level: 1 | 2;
  children?: React.ReactNode;
}

/**
 * The brief has reached the studio: shown in the form's place after a scripted send, and as the thank-you page a
 * native post lands on. The heading takes the focus in the form's place (tabIndex -1).
 */
export const BriefSent = forwardRef<HTMLHeadingElement, BriefSentProps>(function BriefSent({ title, text, level, children }, ref) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={styles.sent}>
      <Heading ref={ref} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
});
