/**
 * The log `npm run build` printed for the build under test (scripts/build.mjs saves it, and the build stamp
 * records its hash, so a reused build is tested with its own log). A clean build prints no error and no
 * warning (scripts/build-stamp.mjs, `logProblems`).
 */
import fs from "node:fs";
import { BUILD_LOG, fileHash, logLines, logProblems, stampedLogHash } from "../../scripts/build-stamp.mjs";

const log = fs.existsSync(BUILD_LOG) ? fs.readFileSync(BUILD_LOG, "utf8") : "";

test("the log is the one the build under test printed", () => {
  expect(fs.existsSync(BUILD_LOG)).toBe(true);
  expect(stampedLogHash()).toBe(fileHash(BUILD_LOG));
  expect(logLines(log).some((line) => line.startsWith("info Done building in"))).toBe(true);
});

test("the build printed no error and no warning line", () => {
  expect(logProblems(log)).toEqual([]);
});
