/**
 * @jest-environment node
 */
import { mainThreadWork, scriptThreadTime } from "../bench/lib/main-thread.mjs";

const page = { pid: 7, tid: 1 };
const navigation = {
  ...page,
  ph: "R",
  name: "navigationStart",
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://localhost:9511/" } },
};
const fcp = { ...page, ph: "R", name: "firstContentfulPaint", ts: 300_000 };
const task = (ts: number, dur: number, tdur: number, where = page) => ({ ...where, ph: "X", name: "RunTask", ts, dur, tdur });

test("counts the page's main-thread tasks after the first paint, in thread time", () => {
  const work = mainThreadWork([
    navigation,
    fcp,
    task(500, 2_000, 2_000), // before the navigation: not counted
    task(100_000, 40_000, 30_000), // before the paint: counted in the total only
    task(400_000, 30_000, 14_000), // 14 ms of CPU, 30 ms on the wall clock
    task(500_000, 9_000, 8_000),
    task(600_000, 50_000, 50_000, { pid: 7, tid: 2 }), // another thread (the compositor)
    task(700_000, 50_000, 50_000, { pid: 9, tid: 1 }), // another process
  ]);
  expect(work).toEqual({ cpuTotalMs: 52, cpuAfterFcpMs: 22, longestTaskMs: 14, tasksOver50MsAt4x: 1, scriptCpuMs: 0 });
});

test("a trace without the page's navigation or paint is an error, not a zero", () => {
  expect(() => mainThreadWork([fcp])).toThrow(/navigation/);
  expect(() => mainThreadWork([navigation])).toThrow(/first contentful paint/);
});

test("script time is the thread time of script events, their own time only, grouped as Lighthouse groups them", () => {
  const event = (name: string, ts: number, dur: number, tdur: number) => ({ ...page, ph: "X", name, ts, dur, tdur });
  const trace = [
    navigation,
    fcp,
    event("RunTask", 10_000, 100_000, 60_000),
    event("v8.compile", 10_000, 5_000, 4_000), // parse/compile: script
    event("EvaluateScript", 20_000, 80_000, 50_000), // 50 ms of CPU, 80 ms on the wall clock
    event("Layout", 30_000, 20_000, 12_000), // a forced layout inside the script: style/layout, not script
    event("v8.run", 60_000, 10_000, 9_000), // no group of its own: its parent's, script
    event("RunTask", 400_000, 30_000, 20_000),
    event("ParseHTML", 400_000, 30_000, 20_000), // HTML parsing: not script
    event("FunctionCall", 410_000, 5_000, 3_000), // script inside the parser
    { ...event("FunctionCall", 500_000, 40_000, 40_000), tid: 2 }, // another thread: not the page's
  ];
  // 4 compile + (50 - 12) evaluation, v8.run's 9 ms included + 3 in the parser.
  expect(mainThreadWork(trace).scriptCpuMs).toBe(45);
  expect(scriptThreadTime(trace.filter((e) => e.ph === "X" && e.tid === 1 && e.ts < 400_000))).toBe(42);
});
