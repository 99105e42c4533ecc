/**
 * The log `npm run build` printed for the build under test (scripts/build.mjs saves it, and the build stamp
 * records its hash, so a reused build is tested with its own log). A clean build prints no error and no
 * warning: the one warning the site cannot fix at its source is filtered in src/gatsby/webpack.ts.
 */
import fs from "node:fs";
import { BUILD_LOG, fileHash, stampedLogHash } from "../../scripts/build-stamp.mjs";

// Gatsby's progress output redraws lines with terminal escapes; the words are what matter.
const ESCAPE = String.fromCharCode(27);
const lines = fs.existsSync(BUILD_LOG)
  ? fs
      .readFileSync(BUILD_LOG, "utf8")
      .replace(new RegExp(`${ESCAPE}\\[[0-9;]*[A-Za-z]`, "g"), "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
  : [];

test("the log is the one the build under test printed", () => {
  expect(fs.existsSync(BUILD_LOG)).toBe(true);
  expect(stampedLogHash()).toBe(fileHash(BUILD_LOG));
  expect(lines.some((line) => line.startsWith("info Done building in"))).toBe(true);
});

test("the build printed no error and no warning line", () => {
  expect(lines.filter((line) => /\b(error|warn|warning)\b/i.test(line))).toEqual([]);
});
