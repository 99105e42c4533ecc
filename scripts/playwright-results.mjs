/**
 * Reads Playwright's JSON report the way `npm test` counts it: a test that failed and then passed on a retry is
 * flaky, and a flaky test counts as failed. There is no allow-list: a flaky test is a bug to find, not to record.
 */

/**
 * @typedef {{ status: "skipped" | "expected" | "unexpected" | "flaky", projectName: string }} ReportTest
 * @typedef {{ title: string, file: string, tests: ReportTest[] }} ReportSpec
 * @typedef {{ title: string, file: string, specs: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 * @typedef {{ suites: ReportSuite[] }} Report
 * @typedef {{ name: string, project: string }} FlakyTest
 * @typedef {{ passed: number, failed: number, skipped: number, flaky: FlakyTest[] }} Counts
 */

/**
 * Counts the tests of a report. A spec's name is its file and its titles, e.g.
 * `shell.spec.ts › navigation › a click on a link ...`.
 * @param {Report} report
 * @returns {Counts}
 */
export function countResults(report) {
  /** @type {Counts} */
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
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
        else if (test.status === "skipped") counts.skipped += 1;
        else {
          counts.failed += 1;
          if (test.status === "flaky") counts.flaky.push({ name, project: test.projectName });
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites) visit(suite, []);
  return counts;
}

/**
 * The line naming a flaky test, for the summaries of `npm test` and the content copies.
 * @param {FlakyTest} test
 */
export const flakyLine = (test) => `  flaky (${test.project}): ${test.name}: passed only on a retry, counted as failed`;
