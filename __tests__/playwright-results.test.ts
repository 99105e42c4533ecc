/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { countResults, readKnownFlaky } from "../scripts/playwright-results.mjs";

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
  expect(countResults(report, [])).toEqual({
    passed: 3,
    failed: 2,
    skipped: 1,
    flaky: [{ name: "shell.spec.ts › navigation › ripple", project: "desktop", reason: null }],
  });
});

test("a flaky test listed with its reason counts as passed, and is still reported", () => {
  const counts = countResults(report, [{ test: "shell.spec.ts › navigation › ripple", reason: "a known race in Chromium" }]);
  expect(counts).toMatchObject({ passed: 4, failed: 1 });
  expect(counts.flaky).toEqual([{ name: "shell.spec.ts › navigation › ripple", project: "desktop", reason: "a known race in Chromium" }]);
});

test("the allow-list refuses an entry without a reason", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "known-flaky-")), "known-flaky.json");
  fs.writeFileSync(file, JSON.stringify([{ test: "shell.spec.ts › navigation › ripple", reason: " " }]));
  expect(() => readKnownFlaky(file)).toThrow(/non-empty "reason"/);
  fs.writeFileSync(file, JSON.stringify([{ test: "shell.spec.ts › navigation › ripple", reason: "why" }]));
  expect(readKnownFlaky(file)).toEqual([{ test: "shell.spec.ts › navigation › ripple", reason: "why" }]);
});

test("the project's allow-list is well formed", () => {
  expect(() => readKnownFlaky("e2e/known-flaky.json")).not.toThrow();
});
