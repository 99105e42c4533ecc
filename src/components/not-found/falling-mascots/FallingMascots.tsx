import React, { useEffect, useState } from "react";
import { between, pick, type Random } from "../../../lib/random";
import { mascotColors } from "../../../styles/tokens";
import { Mascot } from "../../shared/mascot/Mascot";
import * as styles from "./FallingMascots.module.css";

const FALLING_MASCOTS = 5;

export interface FallingMascot {
  color: (typeof mascotColors)[number];
  /** Horizontal start, in % of the width. */
  left: number;
  rotation: number;
  delayMs: number;
}

export function fallingMascots(random: Random = Math.random, count = FALLING_MASCOTS): FallingMascot[] {
  return Array.from({ length: count }, (_, index) => ({
    color: pick(mascotColors, random),
    left: between(2, 82, random),
    rotation: Math.round(between(-45, 45, random)),
    delayMs: index * 150,
  }));
}

/** Five mascots fall and bounce (2 s) from random starts; placed after hydration so markup matches. */
export function FallingMascots() {
  const [mascots, setMascots] = useState<FallingMascot[]>([]);
  useEffect(() => setMascots(fallingMascots()), []);
  return (
    <div className={styles.stage} aria-hidden="true" data-testid="falling-mascots">
      {mascots.map((mascot, index) => (
        <div
          key={index}
          className={styles.faller}
          style={{ left: `${mascot.left}%`, animationDelay: `${mascot.delayMs}ms` }}
          data-testid="falling-mascot"
        >
          <Mascot fillColor={mascot.color} svgRotation={mascot.rotation} />
        </div>
      ))}
    </div>
  );
}
