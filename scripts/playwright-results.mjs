/**
 * Reads Playwright's JSON report the way `npm test` counts it: a test that failed and then passed on a retry is
 * flaky, and a flaky test counts as failed unless e2e/known-flaky.json lists it with the reason.
 */
import fs from "node:fs";

/**
 * @typedef {{ status: "skipped" | "expected" | "unexpected" | "flaky", projectName: string }} ReportTest
 * @typedef {{ title: string, file: string, tests: ReportTest[] }} ReportSpec
 * @typedef {{ title: string, file: string, specs: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 * @typedef {{ suites: ReportSuite[] }} Report
 * @typedef {{ test: string, reason: string }} KnownFlaky  `test` is "<file> › <title path>", as `name` below
 * @typedef {{ name: string, project: string, reason: string | null }} FlakyTest  reason: null when not allowed
 * @typedef {{ passed: number, failed: number, skipped: number, flaky: FlakyTest[] }} Counts
 */

/**
 * Counts the tests of a report. A spec's name is its file and its titles, e.g.
 * `shell.spec.ts › navigation › a click on a link ...`.
 * @param {Report} report
 * @param {KnownFlaky[]} knownFlaky
 * @returns {Counts}
 */
export function countResults(report, knownFlaky) {
  /** @type {Counts} */
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
  const reasons = new Map(knownFlaky.map((entry) => [entry.test, entry.reason]));
  /**
   * @param {ReportSuite} suite
   * @param {string[]} titles
   */
  const visit = (suite, titles) => {
    // The file's own suite is titled with the file name.
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs) {
      const name = [suite.file, ...path, spec.title].join(" › ");
      for (const test of spec.tests) {
        if (test.status === "expected") counts.passed += 1;
        else if (test.status === "unexpected") counts.failed += 1;
        else if (test.status === "skipped") counts.skipped += 1;
        else {
          const reason = reasons.get(name) ?? null;
          counts.flaky.push({ name, project: test.projectName, reason });
          if (reason) counts.passed += 1;
          else counts.failed += 1;
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites) visit(suite, []);
  return counts;
}

/**
 * The allow-list: a JSON array of `{ "test": "<file> › <titles>", "reason": "..." }`. An entry without a reason
 * is an error: the list exists to say why.
 * @param {string} file
 * @returns {KnownFlaky[]}
 */
export function readKnownFlaky(file) {
  if (!fs.existsSync(file)) return [];
  /** @type {unknown} */
  const entries = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(entries)) throw new Error(`${file}: expected an array of { test, reason }`);
  return entries.map((entry, index) => {
    if (typeof entry?.test !== "string" || typeof entry?.reason !== "string" || !entry.reason.trim()) {
      throw new Error(`${file}[${index}]: every entry needs "test" and a non-empty "reason"`);
    }
    return { test: entry.test, reason: entry.reason };
  });
}
