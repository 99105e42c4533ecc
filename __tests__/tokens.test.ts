/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { breakpoints, colors } from "../src/styles/tokens";

const css = fs.readFileSync(path.resolve(__dirname, "../src/styles/global.css"), "utf8");

test.each(Object.entries(colors))("--color-%s in global.css matches tokens.ts", (name, hex) => {
  const match = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i"));
  expect(match?.[1].toLowerCase()).toBe(hex.toLowerCase());
});

test("breakpoints are 640, 1024 and 1280 in both places", () => {
  expect(Object.values(breakpoints)).toEqual([640, 1024, 1280]);
  for (const value of Object.values(breakpoints)) expect(css).toContain(`${value}px`);
});
