/**
 * @jest-environment node
 */
import { mainThreadWork } from "../bench/lib/main-thread.mjs";

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
  expect(work).toEqual({ cpuTotalMs: 52, cpuAfterFcpMs: 22, longestTaskMs: 14, tasksOver50MsAt4x: 1 });
});

test("a trace without the page's navigation or paint is an error, not a zero", () => {
  expect(() => mainThreadWork([fcp])).toThrow(/navigation/);
  expect(() => mainThreadWork([navigation])).toThrow(/first contentful paint/);
});
