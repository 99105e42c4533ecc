/**
 * Design tokens: brand colours, colour roles per scheme, breakpoints and timings, defined once (why they are what they
 * are: docs/design.md). The colours reach CSS as custom properties written from here (`schemeStyles`, scheme-styles.ts);
 * `global.css` mirrors the breakpoints and timings, and a test keeps the two equal.
 */
import palette from "./colors.json";

/** The brand palette (colors.json). */
export const colors: Readonly<typeof palette> = palette;

export type BrandColor = keyof typeof colors;

/** The five mascot colours. */
export const mascotColors = ["yellow", "orange", "cyan", "blue", "purple"] as const satisfies readonly BrandColor[];
/** The six colours of the 'miracoli' cycle. */
export const cycleColors = ["yellow", "orange", "cyan", "blue", "green", "purple"] as const satisfies readonly BrandColor[];

/** Text colour that reaches WCAG AA on each brand block (CSS: `--on-yellow`…). */
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

/** A brand block's colour and the text on it, as CSS reads them in any scheme: brand colours stay the same in the dark. */
export const brandVar = (color: BrandColor) => `var(--color-${color})`;
export const onBrandVar = (color: BrandColor) => `var(--on-${color})`;

export type Scheme = "light" | "dark";
export const SCHEMES = ["light", "dark"] as const satisfies readonly Scheme[];

/**
 * Colours by role, once per scheme (docs/design.md, "Colours"); CSS reads each as `--<role>` (`inkMuted` → `--ink-muted`).
 * The dark scheme is the brand's own black ground with its white type, the brand blocks unchanged on it.
 */
export const schemes = {
  light: {
    /** The page's ground. */
    paper: "#FFFFFF",
    /** Text, the outlines of shapes on the paper, and the fill of inverse pills (their text is the paper). */
    ink: "#111111",
    /** Secondary text: AA on the paper, the raised surface and the well. */
    inkMuted: "#595959",
    /** The navigation link of the section you are not in: large text, AA for large text (3:1). */
    inkFaded: "#767676",
    /** What floats above the page: the cookie bar, the fields of a form. */
    raised: "#FFFFFF",
    /** A recessed ground under images and a map while they load, and under inline code. */
    well: "#F4F4F4",
    /** Hairlines between rows. */
    line: "rgb(17 17 17 / 12%)",
    /** Links under a pointer, focus rings. */
    accent: "#2B59FF",
    /** A visitor's mistake in a form, always with a mark and words besides. */
    error: "#B42318",
    onError: "#FFFFFF",
    /** The dark blocks: the footer, code. */
    night: "#111111",
    onNight: "#FFFFFF",
    onNightMuted: "#BDBDBD",
    /** The header's frosted glass. */
    glass: "rgb(255 255 255 / 92%)",
    /** 0 in the light, 1 in the dark: how far a filter turns toward the night (the map's tiles, white-ground images). */
    darkness: "0",
  },
  dark: {
    paper: "#111111",
    ink: "#F2F2F2",
    inkMuted: "#ABABAB",
    inkFaded: "#8C8C8C",
    raised: "#1C1C1C",
    well: "#1C1C1C",
    line: "rgb(242 242 242 / 16%)",
    accent: "#8FA8FF",
    error: "#FF8A7A",
    onError: "#111111",
    night: "#1C1C1C",
    onNight: "#F2F2F2",
    onNightMuted: "#ABABAB",
    glass: "rgb(17 17 17 / 90%)",
    darkness: "1",
  },
} as const satisfies Record<Scheme, Record<string, string>>;

export type Role = keyof (typeof schemes)["light"];

/** Under `prefers-contrast: more`: body text 7:1 and more, hairlines and rings that do not fade, in each scheme. */
export const moreContrast = {
  light: { ink: "#000000", inkMuted: "#3D3D3D", inkFaded: "#3D3D3D", line: "rgb(0 0 0 / 55%)" },
  dark: { paper: "#000000", ink: "#FFFFFF", inkMuted: "#D0D0D0", inkFaded: "#D0D0D0", line: "rgb(255 255 255 / 60%)" },
} as const satisfies Record<Scheme, Partial<Record<Role, string>>>;

/** The custom property of a role: `inkMuted` → `--ink-muted`. */
export const roleProperty = (role: string) => `--${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

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
