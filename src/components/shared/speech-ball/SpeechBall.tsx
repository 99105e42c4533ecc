import React from "react";
import type { ContentOf, site } from "../../../content/collections";
import * as styles from "./SpeechBall.module.css";

/** A ball as content/site.yaml's `speechBalls` holds it (rotation in degrees). */
export type SpeechBallProps = ContentOf<typeof site>["speechBalls"]["home"] & { className?: string };

/** A round speech bubble with a short line of text, tilted. */
export function SpeechBall({ text, rotation, className }: SpeechBallProps) {
  return (
    <p className={[styles.ball, className].filter(Boolean).join(" ")} style={{ transform: `rotate(${rotation}deg)` }} data-rotation={rotation}>
      <span>{text}</span>
    </p>
  );
}
