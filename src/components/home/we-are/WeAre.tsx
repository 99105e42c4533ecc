import React from "react";
import { brandVar, onBrandVar, type BrandColor } from "../../../styles/tokens";
import * as styles from "./WeAre.module.css";

export interface WeAreProps {
  text: string;
  /** The creed with the studio name already filled in ('experiment, have fun, Blessbit!'). */
  creed: string;
}

/** Splits the creed after each comma, so every phrase gets its own sticker. */
export function creedPhrases(creed: string): string[] {
  const parts = creed.split(",");
  return parts.map((part, index) => (index < parts.length - 1 ? `${part},` : part).trim()).filter(Boolean);
}

const STICKER_COLORS = ["yellow", "cyan", "orange"] as const satisfies readonly BrandColor[];

function Sticker({ color, children }: { color: BrandColor; children: React.ReactNode }) {
  return (
    <span className={styles.sticker} style={{ background: brandVar(color), color: onBrandVar(color) }}>
      {children}
    </span>
  );
}

/** The we-are statement: what the studio does, then its creed as a row of coloured stickers. */
export function WeAre({ text, creed }: WeAreProps) {
  return (
    <section className={styles.weAre}>
      <p className={styles.text}>{text}</p>
      <p className={styles.creed}>
        {creedPhrases(creed).map((phrase, index) => (
          <React.Fragment key={phrase}>
            {index > 0 && " "}
            <Sticker color={STICKER_COLORS[index % STICKER_COLORS.length]}>{phrase}</Sticker>
          </React.Fragment>
        ))}
      </p>
    </section>
  );
}
