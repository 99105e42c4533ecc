/**
 * A valid edit never turns CI red, and what the CMS accepts always builds and renders. A copy of the site
 * (scripts/incremental-builds.mjs, the small copy) gets an editor's commit drawn from a seed and the schema's edges,
 * collection by collection (scripts/content-variants.mjs, `contentVariant`), is validated against the schema, built for
 * production (without /admin/, which no test of the copy opens), served under its real headers, and checked:
 *   build    the copy made and built: a clean log (no error or warning line) and its self-check
 *            (scripts/incremental-builds.mjs). The copy stays, its folder in .test-output/content-copy.json: the
 *            browser step tests it, and the incremental test (__tests__/incremental/) goes on from its build.
 *   browser  a snapshot of that copy (so the incremental test may change the copy meanwhile), in the browser: the
 *            behaviour tests that read the content (Playwright, desktop: EDITOR_SPECS), every page on a phone
 *            (e2e/every-page.spec.ts: no console error, no sideways scroll at 375 px, no serious axe violation), and
 *            the cookie bar's first layer at its longest text. With --remove-copy the copy goes too.
 *   node scripts/content-variant-test.mjs [build|browser] [--seed N] [--remove-copy]   (no step: both, then the copy goes)
 * The seed is the day's number unless given, and printed: a failure is reproduced with `--seed N`. Each step writes
 * its counts to .test-output/content-<step>.json ({ passed, failed, ... }) for `npm test`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readContent } from "../e2e-engines/content.mjs";
import { logProblems } from "./build-stamp.mjs";
import { contentVariant } from "./content-variants.mjs";
import { build, makeSiteCopy, selfCheck, snapshot } from "./incremental-builds.mjs";
import { countResults, flakyLine } from "./playwright-results.mjs";

const OUT = path.resolve(".test-output");
/** Where the build step leaves the copy's folder, seed and changes for the browser step and the incremental test. */
const COPY_RECORD = path.join(OUT, "content-copy.json");

/** Specs that check behaviour against the content (the rest do not read it: timings, consent, history, CMS). */
const EDITOR_SPECS = [
  "--grep-invert",
  // The one check of image sizes the scaled-down copy cannot pass: a post's body images at 190-760 px.
  "serves body images responsively",

  "e2e/home.spec.ts",
  "e2e/works.spec.ts",
  // Each work's page: its results' names and bars from the copy's own results (the edges' at the schema's limits).
  "e2e/work-page.spec.ts",
  "e2e/studio.spec.ts",
  "e2e/journal.spec.ts",
  "e2e/routes.spec.ts",
  "e2e/no-javascript.spec.ts",
  "e2e/brief.spec.ts",
  // The editor's new post and work, found by a word of their text and a technology.
  "e2e/search.spec.ts",
  // The English edition over edited content: the editor's new post is in Italian only, so its switcher leads to the
  // English journal (the launch content has a translation of every post).
  "e2e/languages.spec.ts",
];

/** The Playwright runs on the copy's build: behaviour on desktop, every page on a phone, the bar at its longest. */
const RUNS = [
  [...EDITOR_SPECS, "--project=desktop"],
  ["e2e/every-page.spec.ts", "--project=mobile"],
  // The cookie bar at its longest text still leaves three quarters of a phone's screen to the page.
  ["e2e/shell.spec.ts", "--project=desktop", "--grep", "first layer leaves the page visible"],
  // The post whose text carries hostile HTML (scripts/hostile-post.mjs): none of it reaches the page or runs.
  ["e2e/hostile-post.spec.ts", "--project=desktop"],
];

/**
 * The copy, changed, validated and built clean.
 * @param {number} seed
 */
async function buildStep(seed) {
  // The small copy, as the incremental-build test makes it (images scaled down to 160 px): a clean build of it spends
  // little on images. (The main build's .cache cannot be reused in another folder: Gatsby keys static queries by path.)
  const dir = await makeSiteCopy({ small: true });
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  let changes = [];
  try {
    changes = contentVariant(dir, seed);
    console.log(`an editor's commit and the schema's edges, seed ${seed}, in ${dir}:\n  ${changes.join("\n  ")}`);
    // The schema's word first: a variant it refuses would be a bug of this test, not of the site.
    readContent(dir);
    const built = await build(dir, { clean: true, admin: false });
    console.log(
      `built by Node ${process.versions.node} in ${built.seconds.toFixed(0)} s (${built.htmlRendered} pages rendered, ${built.imageJobs} image jobs)`,
    );
    problems.push(...selfCheck(snapshot(dir)), ...logProblems(built.log).map((line) => `the build's log: ${line}`));
  } catch (error) {
    problems.push(String(error instanceof Error ? error.message : error));
  }
  const built = fs.existsSync(path.join(dir, "public/index.html"));
  if (!built) fs.rmSync(dir, { recursive: true, force: true });
  // The browser step tests a snapshot taken now: the incremental test may be changing the copy by then.
  const browserDir = built ? snapshotOf(dir) : undefined;
  fs.writeFileSync(COPY_RECORD, JSON.stringify({ seed, changes, dir: built ? dir : undefined, browserDir }, null, 2));
  return { passed: problems.length ? 0 : 1, failed: problems.length, seed, problems };
}

/**
 * A copy of the built copy, its cache left out, node_modules linked.
 * @param {string} dir
 */
function snapshotOf(dir) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "content-copy-browser-"));
  fs.cpSync(dir, copy, { recursive: true, filter: (source) => !/[\\/](node_modules|\.cache|\.test-output)$/.test(source) });
  fs.symlinkSync(fs.realpathSync(path.join(dir, "node_modules")), path.join(copy, "node_modules"), "dir");
  return copy;
}

/**
 * Playwright on a snapshot of the built copy: its config serves the snapshot's build, and the specs read its content.
 * @param {{ removeCopy: boolean }} options
 */
function browserStep({ removeCopy }) {
  const record = fs.existsSync(COPY_RECORD) ? JSON.parse(fs.readFileSync(COPY_RECORD, "utf8")) : { seed: NaN };
  if (!record.browserDir) return { passed: 0, failed: 1, seed: record.seed, problems: ["the copy did not build: nothing to test"], flaky: [] };
  const dir = record.browserDir;
  if (removeCopy) fs.rmSync(record.dir, { recursive: true, force: true });
  let passed = 0;
  let failed = 0;
  /** @type {import("./playwright-results.mjs").FlakyTest[]} */
  const flaky = [];
  try {
    for (const run of RUNS) {
      const report = path.join(dir, ".test-output/playwright.json");
      fs.rmSync(report, { force: true });
      spawnSync("npx", ["playwright", "test", ...run], { cwd: dir, stdio: "inherit", env: { ...process.env, CONTENT_VARIANT: "1" } });
      const counts = fs.existsSync(report) ? countResults(JSON.parse(fs.readFileSync(report, "utf8"))) : { passed: 0, failed: 1, flaky: [] };
      passed += counts.passed;
      failed += counts.failed;
      flaky.push(...counts.flaky);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { passed, failed, seed: record.seed, problems: [], flaky };
}

const args = process.argv.slice(2);
const seedAt = args.indexOf("--seed");
const seed = seedAt > -1 ? Number(args[seedAt + 1]) : Math.floor(Date.now() / 86_400_000);
const [step] = args.filter((arg) => arg === "build" || arg === "browser");
fs.mkdirSync(OUT, { recursive: true });
const started = Date.now();
/** @type {{ passed: number, failed: number, seed: number, problems: string[], flaky?: import("./playwright-results.mjs").FlakyTest[] }[]} */
const results = [];
if (step !== "browser") results.push(await buildStep(seed));
if (step !== "build") results.push(browserStep({ removeCopy: !step || args.includes("--remove-copy") }));
const total = {
  passed: results.reduce((sum, r) => sum + r.passed, 0),
  failed: results.reduce((sum, r) => sum + r.failed, 0),
  seed: results[0].seed,
  problems: results.flatMap((r) => r.problems),
  flaky: results.flatMap((r) => r.flaky ?? []),
  seconds: (Date.now() - started) / 1000,
};
fs.writeFileSync(path.join(OUT, `content-${step ?? "copy-test"}.json`), JSON.stringify(total, null, 2));
console.log(
  `content copy${step ? `, ${step}` : ""} (seed ${total.seed}): ${total.passed} passed, ${total.failed} failed, ${total.seconds.toFixed(0)} s`,
);
for (const problem of total.problems) console.log(`  ${problem}`);
for (const test of total.flaky) console.log(flakyLine(test));
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
