/**
 * The page's own main-thread work after its first contentful paint, from a Lighthouse trace, in
 * thread time (CPU the renderer's main thread really used). Lighthouse scales wall-clock task
 * lengths, and on a shared 2-core machine a task waits for a core while Chromium's software
 * compositor, Lighthouse and other tenants run: the same build's TBT moves 2-4× between runs.
 * Thread time barely moves, so it tells a change in the code from a change in the machine.
 */

const TOP_LEVEL_TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** @typedef {{name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any}} TraceEvent */

/**
 * The renderer main thread of the navigated page: where its navigationStart was recorded.
 * @param {TraceEvent[]} events
 */
function pageMainThread(events) {
  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? ""),
  );
  if (!navigation) throw new Error("main-thread: the trace has no navigation of the page");
  return navigation;
}

/** @typedef {{ cpuTotalMs: number, cpuAfterFcpMs: number, longestTaskMs: number, tasksOver50MsAt4x: number }} MainThreadWork */

/**
 * @param {TraceEvent[]} events
 * @returns {MainThreadWork}
 */
export function mainThreadWork(events) {
  const { pid, tid, ts: start } = pageMainThread(events);
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === pid);
  if (!fcp) throw new Error("main-thread: the trace has no first contentful paint");
  const threadMs = (/** @type {TraceEvent} */ task) => (task.tdur ?? task.dur ?? 0) / 1000;
  const sum = (/** @type {TraceEvent[]} */ tasks) => Math.round(tasks.reduce((total, task) => total + threadMs(task), 0));
  const tasks = events.filter(
    (event) => event.ph === "X" && event.pid === pid && event.tid === tid && TOP_LEVEL_TASKS.has(event.name) && event.ts >= start,
  );
  const afterFcp = tasks.filter((task) => task.ts >= fcp.ts).map(threadMs);
  return {
    // The whole load: comparable with the baseline, whose scripts run before its first paint.
    cpuTotalMs: sum(tasks),
    cpuAfterFcpMs: Math.round(afterFcp.reduce((total, ms) => total + ms, 0)),
    longestTaskMs: Number(Math.max(0, ...afterFcp).toFixed(1)),
    // Tasks that would block at Lighthouse's 4× CPU slowdown even on an idle machine.
    tasksOver50MsAt4x: afterFcp.filter((ms) => ms * 4 > 50).length,
  };
}
