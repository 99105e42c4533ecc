/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { breakpoints, colors, textOn, timing } from "../src/styles/tokens";

const css = fs.readFileSync(path.resolve(__dirname, "../src/styles/global.css"), "utf8");

test.each(Object.entries(colors))("--color-%s in global.css matches tokens.ts", (name, hex) => {
  const match = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i"));
  expect(match?.[1].toLowerCase()).toBe(hex.toLowerCase());
});

test("breakpoints are 640, 1024 and 1280 in both places", () => {
  expect(Object.values(breakpoints)).toEqual([640, 1024, 1280]);
  for (const value of Object.values(breakpoints)) expect(css).toContain(`${value}px`);
});

test("the idle-motion delay is the same in both places", () => {
  expect(css).toContain(`--delay-idle-motion: ${timing.idleMotionDelayMs / 1000}s;`);
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
