/**
 * The page's own main-thread work after its first contentful paint, from a Lighthouse trace, in
 * thread time (CPU the renderer's main thread really used). Lighthouse scales wall-clock task
 * lengths, and on a shared 2-core machine a task waits for a core while Chromium's software
 * compositor, Lighthouse and other tenants run: the same build's TBT moves 2-4× between runs.
 * Thread time barely moves, so it tells a change in the code from a change in the machine.
 */

const TOP_LEVEL_TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/**
 * The trace events of Lighthouse's 'scriptEvaluation' and 'scriptParseCompile' groups
 * (lighthouse/core/lib/tracehouse/task-groups.js, Lighthouse 12 and 13), the two groups its
 * mainthread-work-breakdown counts as script. Events of other groups end script time, and
 * events of no group belong to the group of the event they are nested in, as in Lighthouse.
 */
const SCRIPT_EVENTS = new Set([
  "EventDispatch",
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
  "V8.Execute",
  "v8.compile",
  "v8.compileModule",
  "v8.parseOnBackground",
]);
/** Events of Lighthouse's other named groups (style/layout, paint, HTML parsing, garbage collection). */
const OTHER_GROUP_EVENTS = new Set([
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "ScheduleStyleRecalculation",
  "UpdateLayoutTree",
  "InvalidateLayout",
  "Layout",
  "Animation",
  "HitTest",
  "PaintSetup",
  "Paint",
  "PaintImage",
  "RasterTask",
  "ScrollLayer",
  "UpdateLayer",
  "UpdateLayerTree",
  "CompositeLayers",
  "PrePaint",
  "MinorGC",
  "MajorGC",
  "BlinkGC.AtomicPhase",
]);

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

/** @typedef {{ cpuTotalMs: number, cpuAfterFcpMs: number, longestTaskMs: number, tasksOver50MsAt4x: number, scriptCpuMs: number }} MainThreadWork */

/**
 * Thread time of script on the main thread (evaluation plus parse/compile), grouped as Lighthouse
 * groups its main-thread breakdown: each event's self time (its thread time less its children's)
 * goes to its own group, or to its parent's when it has none. Lighthouse sums wall-clock self
 * times and scales them by the simulated 4× slowdown, so a task that waits for a core counts as
 * script; thread time counts only the CPU the script used.
 * @param {TraceEvent[]} events complete events ("X") of one thread
 * @returns {number} ms
 */
export function scriptThreadTime(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Array<{ end: number, script: boolean, self: number }>} */
  const stack = [];
  let scriptUs = 0;
  const close = () => {
    const done = /** @type {{ script: boolean, self: number }} */ (stack.pop());
    if (done.script) scriptUs += Math.max(0, done.self);
  };
  for (const event of sorted) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length && stack[stack.length - 1].end <= event.ts) close();
    const parent = stack[stack.length - 1];
    const thread = event.tdur ?? 0;
    if (parent) parent.self -= thread;
    const script = SCRIPT_EVENTS.has(event.name) || (!OTHER_GROUP_EVENTS.has(event.name) && (parent?.script ?? false));
    stack.push({ end, script, self: thread });
  }
  while (stack.length) close();
  return Math.round(scriptUs / 1000);
}

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
  const thread = events.filter((event) => event.ph === "X" && event.pid === pid && event.tid === tid && event.ts >= start);
  return {
    // The whole load: comparable with the baseline, whose scripts run before its first paint.
    cpuTotalMs: sum(tasks),
    cpuAfterFcpMs: Math.round(afterFcp.reduce((total, ms) => total + ms, 0)),
    longestTaskMs: Number(Math.max(0, ...afterFcp).toFixed(1)),
    // Tasks that would block at Lighthouse's 4× CPU slowdown even on an idle machine.
    tasksOver50MsAt4x: afterFcp.filter((ms) => ms * 4 > 50).length,
    // What --check holds against the 1.6× budget: the CPU the page's script used, which the machine barely moves.
    scriptCpuMs: scriptThreadTime(thread),
  };
}
