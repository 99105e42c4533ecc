/**
 * `npm test`: every check the project has, in order, with one closing line
 * `N passed, M failed` that sums all runners.
 *   1. jest unit and component tests (no build needed), ESLint, Prettier's check and knip (unused files, exports, dependencies)
 *   2. the production build (`npm run build`), unless public/ already holds one of this very tree
 *      and environment (scripts/build-stamp.mjs): in CI, the one `npm start` has just made
 *   3. the TypeScript checks, of the site and of the .mjs scripts (after the build has refreshed the GraphQL types)
 *   4. jest tests of the build output (sizes, feed, sitemap, links)
 *   5. Playwright tests in Debian's Chromium against the served build. A test that passed only on a retry is
 *      flaky: it is named on a line of its own and counts as failed (scripts/playwright-results.mjs).
 *   6. the engines suite (e2e-engines/): the same build in Firefox ESR and WebKitGTK
 *   7. edited and edge content (scripts/content-variant-test.mjs): copies of the site with an editor's commit drawn
 *      from a seed and with content at the schema's edges, each built and checked in the browser; built by the Node
 *      that CONTENT_VARIANTS_NODE names if set (CI: the other version package.json's `engines` allows)
 *   8. incremental builds (__tests__/incremental/): a small copy of the site rebuilt with the cache after each
 *      kind of change, file by file equal to a clean build of the same tree (its own builds, not public/)
 *   9. the development server (__tests__/develop/): `gatsby develop` on a fresh copy, its pages and a hot reload
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { buildIsCurrent } from "./build-stamp.mjs";
import { countResults, flakyLine } from "./playwright-results.mjs";

const OUT = ".test-output";
fs.mkdirSync(OUT, { recursive: true });
// The build under test carries a measurement ID, so the consent tests can prove
// that analytics waits for 'Accetta' (every Google host is blocked in the browser).
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: "0",
  GATSBY_GA_MEASUREMENT_ID: process.env.GATSBY_GA_MEASUREMENT_ID ?? "G-TEST0E2E00",
};
const totals = { passed: 0, failed: 0 };
/** @type {string[]} */
const lines = [];

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * @param {string} label
 * @param {string} config
 * @param {string} outputFile
 */
function jestStep(label, config, outputFile) {
  fs.rmSync(outputFile, { force: true });
  const { ok, seconds } = run(label, "npx", ["jest", "--config", config, "--json", `--outputFile=${outputFile}`]);
  const report = readJson(outputFile);
  const passed = report?.numPassedTests ?? 0;
  const failed = report ? report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) : 1;
  record(label, passed, ok ? failed : Math.max(failed, 1), seconds);
}

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function checkStep(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  record(label, ok ? 1 : 0, ok ? 0 : 1, seconds);
  return ok;
}

/**
 * @param {string} label
 * @param {number} passed
 * @param {number} failed
 * @param {string} seconds  or a word such as "reused"
 * @param {string} [note]
 */
function record(label, passed, failed, seconds, note = "") {
  totals.passed += passed;
  totals.failed += failed;
  const time = /^[\d.]+$/.test(seconds) ? `${seconds} s` : seconds;
  lines.push(`${label.padEnd(22)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  (${time})${note}`);
}

jestStep("unit and components", "jest.config.js", `${OUT}/jest-unit.json`);
checkStep("lint", "npx", ["eslint", "."]);
// Fails until the one formatting commit (`npx prettier --write .`) has been made.
checkStep("format", "npx", ["prettier", "--check", "."]);
checkStep("unused code (knip)", "npx", ["knip"]);
let built;
if (buildIsCurrent(env)) {
  console.log("\n▶ production build: public/ holds the build of this tree and environment (npm run build), tested as it is");
  record("production build", 1, 0, "reused");
  built = true;
} else {
  built = checkStep("production build", "npm", ["run", "build"]);
}
checkStep("typecheck", "npm", ["run", "typecheck"]);
if (built) {
  jestStep("build output", "jest.build.config.js", `${OUT}/jest-build.json`);
  const reportFile = `${OUT}/playwright.json`;
  fs.rmSync(reportFile, { force: true });
  const { ok, seconds } = run("browser (Chromium)", "npx", ["playwright", "test"]);
  const report = readJson(reportFile);
  const counts = report ? countResults(report) : { passed: 0, failed: 1, flaky: [] };
  const note = counts.flaky.length ? `, ${counts.flaky.length} flaky` : "";
  // Playwright exits 0 when a test passed on its retry; it is counted as failed here.
  record("browser (Chromium)", counts.passed, ok ? counts.failed : Math.max(counts.failed, 1), seconds, note);
  lines.push(...counts.flaky.map(flakyLine));
} else {
  record("build output", 0, 1, "0");
  record("browser (Chromium)", 0, 1, "0");
}
enginesStep(built);
contentVariantsStep();
jestStep("incremental builds", "jest.incremental.config.js", `${OUT}/jest-incremental.json`);
jestStep("development server", "jest.develop.config.js", `${OUT}/jest-develop.json`);

/** An editor's commit and content at the schema's edges, each in a copy of the site built and checked in the browser. */
function contentVariantsStep() {
  const label = "edited and edge content";
  const { ok, seconds } = run(label, process.env.CONTENT_VARIANTS_NODE ?? process.execPath, ["scripts/content-variant-test.mjs"]);
  const results = readJson(`${OUT}/content-variants.json`);
  record(label, results?.passed ?? 0, results ? (ok ? results.failed : Math.max(results.failed, 1)) : 1, seconds);
}

/**
 * Firefox and WebKit: e2e-engines/run.mjs writes its counts to results.json (skips are listed there, not counted).
 * @param {boolean} haveBuild
 */
function enginesStep(haveBuild) {
  const label = "browsers (Firefox, WebKit)";
  if (!haveBuild) return record(label, 0, 1, "0");
  const resultsFile = `${OUT}/engines/results.json`;
  fs.rmSync(resultsFile, { force: true });
  const { ok, seconds } = run(label, "node", ["e2e-engines/run.mjs"]);
  const results = readJson(resultsFile);
  record(label, results?.passed ?? 0, results ? (ok ? results.failed : Math.max(results.failed, 1)) : 1, seconds);
}

console.log(`\n${lines.join("\n")}`);
// The closing line stays `N passed, M failed` alone (CI reads it); flaky tests are named in the lines above it.
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
