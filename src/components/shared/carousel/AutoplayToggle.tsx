import React from "react";
import * as styles from "./AutoplayToggle.module.css";

export interface AutoplayToggleProps {
  paused: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  className?: string;
}

/** Pause/play for an autoplaying carousel (WCAG 2.2.2), a real button with an Italian name. */
export function AutoplayToggle({ paused, onToggle, labels, className }: AutoplayToggleProps) {
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(" ")}
      onClick={onToggle}
      aria-label={paused ? labels.play : labels.pause}
      data-paused={paused}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {paused ? <path d="M7 4.5v15l13-7.5z" fill="currentColor" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />}
      </svg>
    </button>
  );
}
