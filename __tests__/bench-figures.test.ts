/**
 * @jest-environment node
 */
import { budgetChecks, interactionFigures, mainThreadGroups, medians, ratios } from "../bench/lib/figures.mjs";

test("main-thread work falls in three groups: script (evaluation + parse/compile), style/layout, the rest", () => {
  const audit = {
    details: {
      items: [
        { group: "scriptEvaluation", duration: 300.4 },
        { group: "scriptParseCompile", duration: 40 },
        { group: "styleLayout", duration: 120 },
        { group: "paintCompositeRender", duration: 30 },
        { group: "parseHTML", duration: 10 },
        { group: "other", duration: 90 },
      ],
    },
  };
  expect(mainThreadGroups(audit)).toEqual({ scriptMs: 340, styleLayoutMs: 120, otherMs: 130 });
});

test("ratios divide a page's medians by the bare page's, field by field", () => {
  const bare = medians([
    { scriptBytes: 60_000, lcpMs: 900, scriptMs: 200 },
    { scriptBytes: 60_000, lcpMs: 1_100, scriptMs: 260 },
    { scriptBytes: 60_000, lcpMs: 1_000, scriptMs: 240 },
  ]);
  expect(bare).toEqual({ scriptBytes: 60_000, lcpMs: 1_000, scriptMs: 240 });
  const page = { scriptBytes: 72_000, lcpMs: 1_100, scriptMs: 480 };
  expect(ratios(page, bare)).toMatchObject({ scriptBytes: 1.2, lcpMs: 1.1, scriptMs: 2 });
});

test("--check holds scripts, LCP, script thread time and INP as ratios, CLS as an absolute figure", () => {
  // Lighthouse's wall-clock script time is reported, not held: 2.5× here does not fail the check.
  const page = { name: "home", median: { cls: 0.02 }, ratios: { scriptBytes: 1.29, lcpMs: 1.21, scriptCpuMs: 1.6, scriptMs: 2.5 } };
  // The bare page's tap is the floor: not held itself, each other INP is held as a multiple of it (1.9×: 266 ms here).
  const floor = { name: "bare page: a button (floor)", reference: true, median: { inpMs: 140 } };
  const checks = budgetChecks(
    [page],
    [floor, { name: "menu open", reference: false, median: { inpMs: 266 } }, { name: "menu close", reference: false, median: { inpMs: 267 } }],
  );
  expect(checks.map(([label, ok]) => [label.split(" ").slice(0, 2).join(" "), ok])).toEqual([
    ["home: scripts", true],
    ["home: LCP", false],
    ["home: script", true],
    ["home: CLS", false],
    ["menu open:", true],
    ["menu close:", false],
  ]);
  expect(() => budgetChecks([], [{ name: "menu open", reference: false, median: { inpMs: 80 } }])).toThrow(/floor/);
});

test("an interaction's phases, and the longest main-thread task overlapping it", () => {
  const main = { pid: 3, tid: 1 };
  const lhr = {
    audits: {
      "interaction-to-next-paint": { numericValue: 80 },
      "inp-breakdown-insight": {
        details: {
          type: "list",
          items: [
            {
              type: "table",
              items: [
                { subpart: "inputDelay", duration: 10.2 },
                { subpart: "processingDuration", duration: 19.9 },
                { subpart: "presentationDelay", duration: 50 },
              ],
            },
            { type: "node" },
          ],
        },
      },
    },
  };
  const task = (ts: number, dur: number, where = main) => ({ ...where, ph: "X", name: "RunTask", ts, dur, tdur: dur / 4 });
  const trace = [
    { ...main, ph: "b", name: "EventTiming", ts: 1_000_000, args: { data: { interactionId: 7, duration: 80 } } },
    { ...main, ph: "b", name: "EventTiming", ts: 1_002_000, args: { data: { interactionId: 7, duration: 40 } } }, // its pointerup
    { ...main, ph: "b", name: "EventTiming", ts: 500_000, args: { data: { interactionId: 0, duration: 120 } } }, // a hover, no interaction
    task(900_000, 150_000), // began before the input and still running: counted
    task(1_040_000, 30_000),
    task(1_090_000, 200_000), // after the next paint
    task(1_000_000, 300_000, { pid: 3, tid: 2 }), // the compositor
  ];
  expect(interactionFigures(lhr, trace)).toEqual({
    inpMs: 80,
    inputDelayMs: 10,
    processingMs: 20,
    presentationMs: 50,
    longestTaskMs: 150,
    cpuMs: 45,
  });
});

test("an interaction breakdown of another shape stops the bench, naming what is missing", () => {
  const lhr = {
    audits: {
      "interaction-to-next-paint": { numericValue: 80 },
      "inp-breakdown-insight": { details: { type: "list", items: [{ type: "table", items: [{ subpart: "inputDelay", duration: 10 }] }] } },
    },
  };
  const trace = [{ pid: 3, tid: 1, ph: "b", name: "EventTiming", ts: 1_000_000, args: { data: { interactionId: 7, duration: 80 } } }];
  expect(() => interactionFigures(lhr, trace)).toThrow("inp-breakdown-insight has no processingDuration row");
});
