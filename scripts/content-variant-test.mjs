/**
 * A valid edit never turns CI red, and what the CMS accepts always builds and renders. Each variant is a copy of
 * the site (scripts/incremental-builds.mjs) with other content, validated against the schema, built for
 * production, served under its real headers, and checked in the browser:
 *   editor  an editor's commit across several collections, drawn from a seed (scripts/content-variants.mjs);
 *           then the behaviour tests that read the content (Playwright, desktop) and every page on a phone
 *   edge    every collection at the edges the schema allows; then every page on a phone (e2e/every-page.spec.ts:
 *           no console error, no sideways scroll at 375 px, no serious axe violation)
 *   node scripts/content-variant-test.mjs [editor|edge] [--seed N] [--keep]
 * The seed is the day's number unless given, and printed: a failure is reproduced with `--seed N`. Both variants by
 * default, one after the other (their contents differ: one build each); their run times are in docs/testing.md. Writes
 * .test-output/content-variants.json ({ passed, failed, variants }) for `npm test`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../e2e-engines/content.mjs";
import { logProblems } from "./build-stamp.mjs";
import { editorCommit, edgeContent } from "./content-variants.mjs";
import { build, makeSiteCopy, selfCheck, snapshot } from "./incremental-builds.mjs";
import { countResults, flakyLine } from "./playwright-results.mjs";

const ROOT = process.cwd();
const args = process.argv.slice(2);
const seedAt = args.indexOf("--seed");
const seed = seedAt > -1 ? Number(args[seedAt + 1]) : Math.floor(Date.now() / 86_400_000);
const keep = args.includes("--keep");
const modes = ["editor", "edge"].filter((mode) => args.includes(mode));

/** Specs that check behaviour against the content (the rest do not read it: timings, consent, history, CMS). */
const EDITOR_SPECS = [
  "--grep-invert",
  // The one check of image sizes the scaled-down copy cannot pass: a post's body images at 190-760 px.
  "serves body images responsively",

  "e2e/home.spec.ts",
  "e2e/works.spec.ts",
  "e2e/studio.spec.ts",
  "e2e/journal.spec.ts",
  "e2e/routes.spec.ts",
  "e2e/no-javascript.spec.ts",
  "e2e/brief.spec.ts",
  // The editor's new post and work, found by a word of their text and a technology.
  "e2e/search.spec.ts",
];

/**
 * @param {"editor" | "edge"} mode
 * @returns {Promise<{ mode: string, seed?: number, changes: string[], passed: number, failed: number, flaky: import("./playwright-results.mjs").FlakyTest[], seconds: number, problems: string[] }>}
 */
async function runVariant(mode) {
  const started = Date.now();
  // The small copy, as the incremental-build test makes it (images scaled down to 160 px): a clean build of it spends
  // little on images. (The main build's .cache cannot be reused in another folder: Gatsby keys static queries by path.)
  const dir = await makeSiteCopy({ small: true });
  /** @type {string[]} */
  const problems = [];
  let passed = 0;
  let failed = 0;
  /** @type {import("./playwright-results.mjs").FlakyTest[]} */
  const flaky = [];
  try {
    const changes = mode === "editor" ? editorCommit(dir, seed) : edgeContent(dir);
    console.log(`\n${mode === "editor" ? `editor's commit, seed ${seed}` : "edge content"} in ${dir}:\n  ${changes.join("\n  ")}`);
    // The schema's word first: a variant it refuses would be a bug of this test, not of the site.
    readContent(dir);
    const built = await build(dir);
    console.log(
      `built by Node ${process.versions.node} in ${built.seconds.toFixed(0)} s (${built.htmlRendered} pages rendered, ${built.imageJobs} image jobs)`,
    );
    problems.push(...selfCheck(snapshot(dir)), ...logProblems(built.log).map((line) => `the build's log: ${line}`));
    const runs = [
      ...(mode === "editor" ? [[...EDITOR_SPECS, "--project=desktop"]] : []),
      ["e2e/every-page.spec.ts", "--project=mobile"],
      // The cookie bar at its longest text still leaves three quarters of a phone's screen to the page.
      ...(mode === "edge" ? [["e2e/shell.spec.ts", "--project=desktop", "--grep", "first layer leaves the page visible"]] : []),
    ];
    for (const run of runs) {
      const counts = playwright(dir, run);
      passed += counts.passed;
      failed += counts.failed;
      flaky.push(...counts.flaky);
    }
    return {
      mode,
      ...(mode === "editor" && { seed }),
      changes,
      passed,
      failed: failed + problems.length,
      flaky,
      seconds: (Date.now() - started) / 1000,
      problems,
    };
  } catch (error) {
    problems.push(String(error instanceof Error ? error.message : error));
    return {
      mode,
      ...(mode === "editor" && { seed }),
      changes: [],
      passed,
      failed: failed + 1,
      flaky,
      seconds: (Date.now() - started) / 1000,
      problems,
    };
  } finally {
    if (keep) console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Playwright in the copy: its config serves the copy's build, and the specs read the copy's content.
 * @param {string} dir
 * @param {string[]} args  spec files and options
 */
function playwright(dir, args) {
  const report = path.join(dir, ".test-output/playwright.json");
  fs.rmSync(report, { force: true });
  spawnSync("npx", ["playwright", "test", ...args], { cwd: dir, stdio: "inherit", env: { ...process.env, CONTENT_VARIANT: "1" } });
  if (!fs.existsSync(report)) return { passed: 0, failed: 1, flaky: [] };
  return countResults(JSON.parse(fs.readFileSync(report, "utf8")));
}

const results = [];
for (const mode of modes.length ? modes : ["editor", "edge"]) results.push(await runVariant(/** @type {"editor" | "edge"} */ (mode)));
const total = { passed: results.reduce((sum, r) => sum + r.passed, 0), failed: results.reduce((sum, r) => sum + r.failed, 0) };
fs.mkdirSync(path.join(ROOT, ".test-output"), { recursive: true });
fs.writeFileSync(path.join(ROOT, ".test-output/content-variants.json"), JSON.stringify({ ...total, variants: results }, null, 2));
for (const r of results) {
  console.log(`${r.mode}${r.seed !== undefined ? ` (seed ${r.seed})` : ""}: ${r.passed} passed, ${r.failed} failed, ${r.seconds.toFixed(0)} s`);
  for (const problem of r.problems) console.log(`  ${problem}`);
  for (const test of r.flaky) console.log(flakyLine(test));
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
