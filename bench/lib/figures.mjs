/**
 * What the bench reads from a Lighthouse result, and how it turns medians into ratios against the
 * bare Gatsby page measured in the same minutes. Pure functions: `bench/run.mjs` does the running.
 */
import { mainThreadWork } from "./main-thread.mjs";

/** @typedef {Record<string, number>} Figures */
/** @typedef {import("./main-thread.mjs").TraceEvent} TraceEvent */
/**
 * A Lighthouse result (LH.Result). Its audits' `details` are a wide union that the bench reads
 * by shape, so it stays untyped here.
 * @typedef {any} LighthouseResult
 */

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Medians of each numeric field over runs that all have the same fields.
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** Lighthouse's main-thread groups (mainthread-work-breakdown), in three: script, style/layout, the rest. */
const SCRIPT_GROUPS = new Set(["scriptEvaluation", "scriptParseCompile"]);

/**
 * @param {{ details: { items: Array<{ group: string, duration: number }> } }} audit
 * @returns {{ scriptMs: number, styleLayoutMs: number, otherMs: number }}
 */
export function mainThreadGroups(audit) {
  const groups = { scriptMs: 0, styleLayoutMs: 0, otherMs: 0 };
  for (const { group, duration } of audit.details.items) {
    const key = SCRIPT_GROUPS.has(group) ? "scriptMs" : group === "styleLayout" ? "styleLayoutMs" : "otherMs";
    groups[key] += duration;
  }
  return /** @type {typeof groups} */ (Object.fromEntries(Object.entries(groups).map(([key, ms]) => [key, Math.round(ms)])));
}

/**
 * Bytes of script the page's load transferred (compressed, as served).
 * @param {LighthouseResult} lhr
 * @returns {number}
 */
function scriptBytes(lhr) {
  const row = lhr.audits["resource-summary"].details.items.find(
    (/** @type {{ resourceType: string, transferSize?: number }} */ item) => item.resourceType === "script",
  );
  return row?.transferSize ?? 0;
}

/**
 * A category's score without some audits, weighted as Lighthouse weighs the rest. The 404
 * page is measured without `is-crawlable`: it says noindex on purpose, so that a search
 * engine never lists a page that does not exist.
 * @param {LighthouseResult} lhr
 * @param {string} category
 * @param {string[]} [excluded]
 * @returns {number}
 */
function categoryScore(lhr, category, excluded = []) {
  /** @type {Array<{ id: string, weight: number }>} */
  const refs = lhr.categories[category].auditRefs.filter(
    (/** @type {{ id: string, weight: number }} */ ref) => ref.weight > 0 && !excluded.includes(ref.id),
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id].score ?? 0), 0) / weight;
  return Math.round(score * 100);
}

/**
 * One navigation run's figures.
 * @param {LighthouseResult} lhr
 * @param {TraceEvent[]} traceEvents
 * @param {{ excludedAudits?: string[] }} [options]
 * @returns {Figures}
 */
export function loadFigures(lhr, traceEvents, { excludedAudits = [] } = {}) {
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
    seo: categoryScore(lhr, "seo", excludedAudits),
    scriptBytes: scriptBytes(lhr),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    ...mainThreadGroups(lhr.audits["mainthread-work-breakdown"]),
    ...mainThreadWork(traceEvents),
  };
}

/** The figures reported as a ratio to the bare page (scores and CLS stay absolute). */
const RATIO_FIELDS = [
  "scriptBytes",
  "lcpMs",
  "tbtMs",
  "scriptMs",
  "scriptCpuMs",
  "styleLayoutMs",
  "otherMs",
  "cpuTotalMs",
  "cpuAfterFcpMs",
  "longestTaskMs",
];

/**
 * @param {Figures} page
 * @param {Figures} bare
 * @returns {Figures}
 */
export function ratios(page, bare) {
  return Object.fromEntries(RATIO_FIELDS.map((key) => [key, bare[key] > 0 ? page[key] / bare[key] : Number.NaN]));
}

/**
 * `npm run bench -- --check`: ratios to the bare page, CLS absolute, every interaction's INP as a multiple of the floor
 * (the bare page's own tap, measured in the same rounds).
 * The script main-thread budget holds the thread-time figure (`scriptCpuMs`, bench/lib/main-thread.mjs):
 * Lighthouse's own (`scriptMs`) is wall-clock time scaled by the simulated slowdown, and on a shared
 * 2-core machine it measures waiting for a core too (the same 404 page read 0.91× and 2.13× an hour apart).
 */
export const RATIO_BUDGETS = { scriptBytes: 1.3, lcpMs: 1.2, scriptCpuMs: 1.6 };
const CLS_BUDGET = 0.01;
/**
 * INP ≤ 1.9× the floor. The issues' field target is 100 ms; when it was set (2026-11-25, React 18) the floor measured
 * 53 ms here, so 100 ms meant 1.9× what any tap costs. With React 19 the bare page's tap alone measures 125–148 ms on
 * this machine: an absolute 100 ms now measures the machine and React, not the site (docs/performance.md).
 */
export const INP_FLOOR_BUDGET = 1.9;

const LABELS = { scriptBytes: "scripts transferred", lcpMs: "LCP", scriptCpuMs: "script main-thread time (thread time)" };

/**
 * @param {Array<{ name: string, median: Figures, ratios: Figures }>} pages
 * @param {Array<{ name: string, reference: boolean, median: Figures }>} [interactions]
 * @returns {Array<[string, boolean]>}
 */
export function budgetChecks(pages, interactions = []) {
  /** @type {Array<[string, boolean]>} */
  const checks = [];
  for (const page of pages) {
    for (const [key, limit] of /** @type {Array<[keyof typeof RATIO_BUDGETS, number]>} */ (Object.entries(RATIO_BUDGETS))) {
      const ratio = page.ratios[key];
      checks.push([`${page.name}: ${LABELS[key]} ${ratio.toFixed(3)}× the bare page ≤ ${limit}×`, ratio <= limit]);
    }
    checks.push([`${page.name}: CLS ${page.median.cls} ≤ ${CLS_BUDGET}`, page.median.cls <= CLS_BUDGET]);
  }
  const floor = interactions.find((item) => item.reference)?.median.inpMs;
  for (const interaction of interactions.filter((item) => !item.reference)) {
    if (!floor) throw new Error("bench: the floor (the bare page's tap) was not measured, so no INP can be read against it");
    const ratio = interaction.median.inpMs / floor;
    checks.push([
      `${interaction.name}: INP ${interaction.median.inpMs} ms = ${ratio.toFixed(2)}× the floor (${floor} ms) ≤ ${INP_FLOOR_BUDGET}×`,
      ratio <= INP_FLOOR_BUDGET,
    ]);
  }
  return checks;
}

/**
 * The interaction Lighthouse scored in a timespan (the phases of `inp-breakdown-insight`, which replaced
 * `work-during-interaction` in Lighthouse 13), the longest main-thread task that overlaps it, on the wall clock
 * (the CPU throttle included), and the thread time of the tasks that overlap it: the CPU the page used, unthrottled,
 * which a busy machine barely moves (the throttle suspends the thread, and waiting for a core is not counted). The
 * interaction is the longest EventTiming of the trace, as Lighthouse's INP takes it.
 * @param {LighthouseResult} lhr
 * @param {TraceEvent[]} traceEvents
 * @returns {{ inpMs: number, inputDelayMs: number, processingMs: number, presentationMs: number, longestTaskMs: number, cpuMs: number }}
 */
export function interactionFigures(lhr, traceEvents) {
  const inp = lhr.audits["interaction-to-next-paint"];
  /** @type {{ type: string, items: { subpart: string, duration: number }[] } | undefined} */
  const table = lhr.audits["inp-breakdown-insight"].details?.items.find((/** @type {{ type: string }} */ item) => item.type === "table");
  const interactions = traceEvents.filter((e) => e.name === "EventTiming" && e.ph === "b" && e.args?.data?.interactionId > 0);
  if (inp.numericValue === undefined || !table || !interactions.length) throw new Error("interaction: Lighthouse saw no interaction in the timespan");
  const phaseMs = (/** @type {string} */ subpart) => {
    const row = table.items.find((item) => item.subpart === subpart);
    if (!row) throw new Error(`interaction: Lighthouse's inp-breakdown-insight has no ${subpart} row: its shape changed`);
    return Math.round(row.duration);
  };
  const event = interactions.reduce((longest, e) => (e.args.data.duration > longest.args.data.duration ? e : longest));
  const start = event.ts;
  const end = start + inp.numericValue * 1000;
  const tasks = traceEvents.filter(
    (e) => e.ph === "X" && e.name === "RunTask" && e.pid === event.pid && e.tid === event.tid && e.ts < end && e.ts + (e.dur ?? 0) > start,
  );
  return {
    inpMs: Math.round(inp.numericValue),
    inputDelayMs: phaseMs("inputDelay"),
    processingMs: phaseMs("processingDuration"),
    presentationMs: phaseMs("presentationDelay"),
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.dur ?? 0)) / 1000),
    cpuMs: Math.round(tasks.reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0) / 1000),
  };
}
