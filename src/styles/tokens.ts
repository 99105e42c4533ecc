/**
 * Design tokens: brand colours, breakpoints and timings, defined once (why they are what they are: docs/design.md).
 * `global.css` mirrors them as CSS custom properties; a test keeps the two equal.
 */
import palette from "./colors.json";

/** The brand palette (colors.json). */
export const colors: Readonly<typeof palette> = palette;

export type BrandColor = keyof typeof colors;

/** The five mascot colours. */
export const mascotColors = ["yellow", "orange", "cyan", "blue", "purple"] as const satisfies readonly BrandColor[];
/** The six colours of the 'miracoli' cycle. */
export const cycleColors = ["yellow", "orange", "cyan", "blue", "green", "purple"] as const satisfies readonly BrandColor[];

/** Text colour that reaches WCAG AA on each brand block. */
export const textOn: Record<BrandColor, string> = {
  yellow: colors.black,
  orange: colors.black,
  cyan: colors.black,
  green: colors.black,
  blue: colors.white,
  // White on this purple is 4.25:1 and the brand black 4.44:1, both under AA for body text; pure black reaches 4.94:1.
  purple: "#000000",
  black: colors.white,
  white: colors.black,
  grey: colors.black,
};

/** Breakpoints in px (min-widths): small, medium (desktop header), large. */
export const breakpoints = { sm: 640, md: 1024, lg: 1280 } as const;

export const media = {
  sm: `(min-width: ${breakpoints.sm}px)`,
  md: `(min-width: ${breakpoints.md}px)`,
  lg: `(min-width: ${breakpoints.lg}px)`,
  /** Below the large breakpoint, where carousels drag and autoplay. */
  belowLg: `(max-width: ${breakpoints.lg - 0.02}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
  finePointer: "(hover: hover) and (pointer: fine)",
} as const;

/** Timings and thresholds (docs/design.md, "Motion"). */
export const timing = {
  rippleMs: 300,
  navigateAfterMs: 250,
  ctaBallMs: 600,
  faqMs: 200,
  chipFadeOutMs: 500,
  chipStaggerMs: 100,
  chipRevealMs: 1000,
  carouselAutoplayMs: 3000,
  sliderIntervalMs: 3000,
  curtainMs: 600,
  infoFadeMs: 400,
  marqueeS: 30,
  colorCycleMs: 500,
  fallBounceMs: 2000,
  /** Decorative idle loops (the cover's floating mascots and labels, the marquees) start after the page has loaded. */
  idleMotionDelayMs: 2500,
} as const;

export const thresholds = {
  /** Work entries reveal at 60% of the viewport. */
  workReveal: 0.6,
  /** Titles fade to this opacity between the top and 50% of the page. */
  titleFadeTo: 0.1,
  titleFadeUntil: 0.5,
  /** The footer mascot turns once its bottom passes 90% of the viewport height. */
  footerMascot: 0.9,
  footerMascotRotation: 22,
  /** The services carousel autoplays while at least half of it is in view. */
  carouselInView: 0.5,
  /** The works sliders autoplay while at least half of them is in view. */
  sliderInView: 0.5,
} as const;

/** Length limits. */
export const limits = {
  /** Work links show the first 8 characters of their address. */
  urlDisplayChars: 8,
} as const;

/** The Studio page's mascot playground (docs/design.md, "Product facts"). */
export const playground = {
  mascots: 10,
  /** Fewer mascots when the window is narrower than the small breakpoint. */
  mascotsNarrow: 7,
  /** Drag bounds inside the area, in px. */
  padding: { left: 120, top: 60, bottom: 60 },
  /** Share of a drag past the bounds that the edge swallows (0 free, 1 a wall). */
  edgeResistance: 0.65,
} as const;
