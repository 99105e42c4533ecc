import React from "react";
import * as styles from "./Marquee.module.css";

export interface MarqueeProps {
  text: string;
  /** How many copies fill one half of the loop. */
  repeat?: number;
  className?: string;
  /** Heading level for the text, read once by screen readers. */
  as?: "p" | "h1" | "h2";
}

/**
 * Text that scrolls in a 30-second loop, starting once the page has loaded (still under reduced
 * motion); read once by screen readers.
 */
export function Marquee({ text, repeat = 4, className, as: Tag = "p" }: MarqueeProps) {
  const copies = Array.from({ length: repeat * 2 }, (_, index) => (
    <span key={index} className={styles.item}>
      {text}
    </span>
  ));
  return (
    <div className={[styles.marquee, className].filter(Boolean).join(" ")} data-testid="marquee">
      <Tag className="visually-hidden">{text}</Tag>
      <div className={styles.track} aria-hidden="true">
        {copies}
      </div>
    </div>
  );
}
