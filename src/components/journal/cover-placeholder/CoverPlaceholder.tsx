import React from "react";
import { cycleColors, type BrandColor } from "../../../styles/tokens";
import { Mascot } from "../../shared/mascot/Mascot";
import * as styles from "./CoverPlaceholder.module.css";

/** The brand colour of a post without a cover: fixed by its slug, so it is the same in the list and on the post. */
export function placeholderColor(slug: string): BrandColor {
  const hash = [...slug].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return cycleColors[hash % cycleColors.length];
}

export interface CoverPlaceholderProps {
  slug: string;
  className?: string;
}

/** A flat brand block with the mascot, where a post has no cover picture. Decorative. */
export function CoverPlaceholder({ slug, className }: CoverPlaceholderProps) {
  const color = placeholderColor(slug);
  // A mascot that stands out from the block: yellow on the dark blocks, blue on the light ones.
  const mascot = color === "blue" || color === "purple" ? "yellow" : "blue";
  return (
    <div className={[styles.block, className].filter(Boolean).join(" ")} data-color={color}>
      <span className={styles.figure}>
        <Mascot fillColor={mascot} svgRotation={-8} className={styles.mascot} />
      </span>
    </div>
  );
}
