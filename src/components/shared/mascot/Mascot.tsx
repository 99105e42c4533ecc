import React from "react";
import { brandVar, colors, type BrandColor } from "../../../styles/tokens";
import { MASCOT_VIEWBOX, MascotFigure } from "./MascotFigure";
import * as styles from "./Mascot.module.css";

export interface MascotProps {
  /** Body colour: a brand colour name or any CSS colour. */
  fillColor: BrandColor | string;
  /** Rotation of the whole figure, in degrees. */
  svgRotation?: number;
  /** Swaps the smile for a terrified face. */
  terrifiedImage?: boolean;
  className?: string;
  /** Decorative unless a label is given. */
  label?: string;
}

/** The studio's mascot: a chunky key-cap "bit" on two stubby feet. Reads well from 40 to 400 px. */
export function Mascot({ fillColor, svgRotation = 0, terrifiedImage = false, className, label }: MascotProps) {
  // The body is drawn in `currentColor`, so the colour is a variable of the page's stylesheet (docs/design.md, "Colours").
  const color = fillColor in colors ? brandVar(fillColor as BrandColor) : fillColor;
  return (
    <svg
      className={[styles.mascot, className].filter(Boolean).join(" ")}
      viewBox={MASCOT_VIEWBOX}
      style={{ color, transform: svgRotation ? `rotate(${svgRotation}deg)` : undefined }}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-terrified={terrifiedImage ? "true" : "false"}
    >
      <MascotFigure fill="currentColor" terrified={terrifiedImage} />
    </svg>
  );
}
