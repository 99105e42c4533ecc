import React from "react";
import { useScrollProgress } from "../../../hooks/useScrollProgress";
import { thresholds } from "../../../styles/tokens";
import * as styles from "./ScrollFadeTitle.module.css";

/** Opacity of the title for a page scroll progress (0-1): 1 at the top, down to 0.1 at half the page, then still. */
export function titleOpacity(progress: number): number {
  const share = Math.min(1, Math.max(0, progress / thresholds.titleFadeUntil));
  return 1 - share * (1 - thresholds.titleFadeTo);
}

/**
 * The big page title (Works, Studio) that fades as the visitor scrolls.
 * Fully opaque on the server and without JavaScript; opacity only, so nothing moves.
 */
export function ScrollFadeTitle({ children }: { children: React.ReactNode }) {
  const opacity = titleOpacity(useScrollProgress());
  return (
    <h1 className={styles.title} style={{ opacity }} data-testid="scroll-fade-title">
      {children}
    </h1>
  );
}
