/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { moreContrastStyles, schemeStyles } from "../src/styles/scheme-styles";
import { breakpoints, colors, moreContrast, roleProperty, SCHEMES, schemes, textOn, timing, type Scheme } from "../src/styles/tokens";

const css = fs.readFileSync(path.resolve(__dirname, "../src/styles/global.css"), "utf8");

test("breakpoints are 640, 1024 and 1280 in both places", () => {
  expect(Object.values(breakpoints)).toEqual([640, 1024, 1280]);
  for (const value of Object.values(breakpoints)) expect(css).toContain(`${value}px`);
});

test("the idle-motion delay is the same in both places", () => {
  expect(css).toContain(`--delay-idle-motion: ${timing.idleMotionDelayMs / 1000}s;`);
});

test("no colour is written in global.css: every one comes from tokens.ts", () => {
  expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
});

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test.each(Object.entries(textOn))("text on %s reaches AA for body text (4.5:1)", (name, text) => {
  expect(contrast(colors[name as keyof typeof colors], text)).toBeGreaterThanOrEqual(4.5);
});

/** What each pair must reach: text 4.5:1, large text and rings 3:1 (WCAG 2.2 AA: 1.4.3, 1.4.11). */
const PAIRS = [
  ["ink", "paper", 4.5, "body text"],
  ["ink", "raised", 4.5, "text on the cookie bar, in fields"],
  ["ink", "well", 4.5, "inline code"],
  ["inkMuted", "paper", 4.5, "muted text"],
  ["inkMuted", "raised", 4.5, "muted text on the cookie bar"],
  ["inkMuted", "well", 4.5, "muted text on a well"],
  ["inkFaded", "paper", 3, "the other section's link (large text)"],
  ["accent", "paper", 4.5, "a link under the pointer"],
  ["accent", "paper", 3, "focus rings"],
  ["accent", "raised", 3, "focus rings on the cookie bar"],
  ["error", "paper", 4.5, "a form's error"],
  ["onError", "error", 4.5, "the error's mark"],
  ["onNight", "night", 4.5, "the footer, code"],
  ["onNightMuted", "night", 4.5, "the footer's small print, code comments"],
  ["paper", "ink", 4.5, "inverse pills"],
] as const;

const resolved = (scheme: Scheme, more: boolean) => ({ ...schemes[scheme], ...(more ? moreContrast[scheme] : {}) }) as Record<string, string>;

describe.each(SCHEMES)("the %s scheme", (scheme) => {
  test.each(PAIRS)("%s on %s reaches %s:1 (%s)", (fg, bg, ratio) => {
    expect(contrast(resolved(scheme, false)[fg], resolved(scheme, false)[bg])).toBeGreaterThanOrEqual(ratio);
  });

  test("under prefers-contrast: more, body text reaches 7:1 and the rest holds", () => {
    const roles = resolved(scheme, true);
    expect(contrast(roles.ink, roles.paper)).toBeGreaterThanOrEqual(7);
    expect(contrast(roles.inkMuted, roles.paper)).toBeGreaterThanOrEqual(7);
    for (const [fg, bg, ratio] of PAIRS) expect(contrast(roles[fg], roles[bg])).toBeGreaterThanOrEqual(ratio);
  });

  test("the stylesheets declare every role, and every stronger value under more contrast", () => {
    const written = (value: string) => value.toLowerCase().replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/, "#$1$2$3");
    for (const [role, value] of Object.entries(schemes[scheme])) expect(schemeStyles()).toContain(`${roleProperty(role)}:${written(value)}`);
    for (const [role, value] of Object.entries(moreContrast[scheme]))
      expect(moreContrastStyles()).toContain(`${roleProperty(role)}:${written(value)}`);
  });
});

test("both schemes name the same roles", () => {
  expect(Object.keys(schemes.dark)).toEqual(Object.keys(schemes.light));
});

test("dark applies where the system is dark unless light was chosen, and where dark was chosen", () => {
  const styles = schemeStyles();
  expect(styles).toContain("@media (prefers-color-scheme:dark){:root:not([data-scheme=light]){color-scheme:dark;");
  expect(styles).toContain(":root[data-scheme=dark]{color-scheme:dark;");
  // The CMS preview: light only.
  expect(schemeStyles({ follow: false })).not.toContain("color-scheme:dark");
});
