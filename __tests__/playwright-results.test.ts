/**
 * @jest-environment node
 */
import { countResults } from "../scripts/playwright-results.mjs";

type Status = "skipped" | "expected" | "unexpected" | "flaky";
const spec = (title: string, ...statuses: Status[]) => ({
  title,
  file: "shell.spec.ts",
  tests: statuses.map((status, index) => ({ status, projectName: index === 0 ? "desktop" : "mobile" })),
});
const report = {
  suites: [
    {
      title: "shell.spec.ts",
      file: "shell.spec.ts",
      specs: [spec("top level", "expected", "expected")],
      suites: [{ title: "navigation", file: "shell.spec.ts", specs: [spec("ripple", "flaky", "expected"), spec("menu", "unexpected", "skipped")] }],
    },
  ],
};

test("a test that passed only on a retry counts as failed, and is named with its project", () => {
  expect(countResults(report)).toEqual({
    passed: 3,
    failed: 2,
    skipped: 1,
    flaky: [{ name: "shell.spec.ts › navigation › ripple", project: "desktop" }],
  });
});
