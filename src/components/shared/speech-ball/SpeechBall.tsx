import React from "react";
import * as styles from "./SpeechBall.module.css";

export interface SpeechBallProps {
  text: string;
  /** Degrees, from content (home 20, studio -20). */
  rotation: number;
  className?: string;
}

/** A round speech bubble with a short line of text, tilted. */
export function SpeechBall({ text, rotation, className }: SpeechBallProps) {
  return (
    <p className={[styles.ball, className].filter(Boolean).join(" ")} style={{ transform: `rotate(${rotation}deg)` }} data-rotation={rotation}>
      <span>{text}</span>
    </p>
  );
}
