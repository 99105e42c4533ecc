import React from "react";
import { colors } from "../../../styles/tokens";

const INK = colors.black;

/** The mascot's 200×220 viewBox, shared by the page component and the sharing cards drawn at build time. */
export const MASCOT_VIEWBOX = "0 0 200 220";

function CalmFace() {
  return (
    <g data-face="calm">
      <ellipse cx="76" cy="92" rx="13" ry="18" fill={INK} />
      <ellipse cx="124" cy="92" rx="13" ry="18" fill={INK} />
      <circle cx="80" cy="85" r="5" fill={colors.white} />
      <circle cx="128" cy="85" r="5" fill={colors.white} />
      <path d="M84 126 Q100 142 116 126" fill="none" stroke={INK} strokeWidth="7" strokeLinecap="round" />
    </g>
  );
}

function TerrifiedFace() {
  return (
    <g data-face="terrified">
      <ellipse cx="74" cy="88" rx="19" ry="24" fill={colors.white} stroke={INK} strokeWidth="6" />
      <ellipse cx="126" cy="88" rx="19" ry="24" fill={colors.white} stroke={INK} strokeWidth="6" />
      <circle cx="74" cy="90" r="4.5" fill={INK} />
      <circle cx="126" cy="90" r="4.5" fill={INK} />
      <ellipse cx="100" cy="136" rx="11" ry="14" fill={INK} />
      <path d="M162 38 C170 52 174 60 174 66 A12 12 0 0 1 150 66 C150 60 154 52 162 38 Z" fill={colors.cyan} stroke={INK} strokeWidth="4" />
    </g>
  );
}

/**
 * The mascot's shapes without its stylesheet: a chunky key-cap "bit" on two stubby feet, with a calm or a
 * terrified face. `fill` is a resolved CSS colour.
 */
export function MascotFigure({ fill, terrified = false }: { fill: string; terrified?: boolean }) {
  return (
    <>
      {/* The two feet, then the body: on a page their ink is the scheme's (Mascot.module.css), light in the dark. */}
      <rect x="52" y="176" width="30" height="34" rx="13" fill={INK} />
      <rect x="118" y="176" width="30" height="34" rx="13" fill={INK} />
      <rect x="16" y="18" width="168" height="168" rx="46" fill={fill} stroke={INK} strokeWidth="6" />
      {/* The key cap's top face: a flat lighter plate, no gradient. */}
      <rect x="36" y="32" width="128" height="128" rx="34" fill={colors.white} fillOpacity="0.22" />
      {terrified ? <TerrifiedFace /> : <CalmFace />}
    </>
  );
}
