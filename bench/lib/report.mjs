/**
 * The bench's two tables, in Markdown: page loads as ratios to the bare page, and interactions; and where every
 * bench writes what it measured.
 */
import fs from "node:fs";
import path from "node:path";

/** @typedef {import("./figures.mjs").Figures} Figures */

/** Bytes as kB with one decimal, without the unit. */
export const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const times = (/** @type {number} */ ratio) => `${ratio.toFixed(2)}×`;
/** A median of an even count is the mean of two: one decimal at most. */
const ms = (/** @type {number} */ value) => `${Math.round(value * 10) / 10} ms`;

/**
 * @param {Array<{ name: string, median: Figures, ratios: Figures }>} pages
 * @param {Figures} bare
 * @returns {string}
 */
export function loadTable(pages, bare) {
  /**
   * @param {Figures} lh
   * @param {Record<string, string | number>} r
   */
  const cells = (lh, r) =>
    `${lh.performance} | ${lh.accessibility} | ${lh["best-practices"]} | ${lh.seo} | ${r.scriptBytes} | ${r.lcpMs} | ${r.tbtMs} | ${r.scriptCpuMs} | ${r.scriptMs} | ${r.styleLayoutMs} | ${r.otherMs} | ${r.cpuTotalMs} | ${r.cpuAfterFcpMs} | ${r.longestTaskMs} | ${lh.cls}`;
  const bareAbsolute = {
    scriptBytes: `${kb(bare.scriptBytes)} kB`,
    lcpMs: ms(bare.lcpMs),
    tbtMs: ms(bare.tbtMs),
    scriptMs: ms(bare.scriptMs),
    scriptCpuMs: ms(bare.scriptCpuMs),
    styleLayoutMs: ms(bare.styleLayoutMs),
    otherMs: ms(bare.otherMs),
    cpuTotalMs: ms(bare.cpuTotalMs),
    cpuAfterFcpMs: ms(bare.cpuAfterFcpMs),
    longestTaskMs: ms(bare.longestTaskMs),
  };
  return [
    `| page | perf | a11y | best pr. | SEO | scripts | LCP | TBT | script CPU | script main thread (LH) | style/layout | other | CPU | CPU after FCP | longest task | CLS |`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`,
    ...pages.map(
      (page) =>
        `| ${page.name} | ${cells(page.median, Object.fromEntries(Object.entries(page.ratios).map(([key, ratio]) => [key, times(ratio)])))} |`,
    ),
    `| bare page (absolute) | ${cells(bare, bareAbsolute)} |`,
  ].join("\n");
}

/** @typedef {{ name: string, route: string, reference: boolean, runs: Figures[], median: Figures }} InteractionSummary */

/**
 * @param {InteractionSummary[]} interactions
 * @returns {string}
 */
export function interactionTable(interactions) {
  /**
   * @param {InteractionSummary} item
   * @param {string} key
   */
  const range = (item, key) => `${Math.min(...item.runs.map((run) => run[key]))}–${Math.max(...item.runs.map((run) => run[key]))}`;
  const floor = interactions.find((item) => item.reference)?.median.inpMs;
  const overFloor = (/** @type {InteractionSummary} */ item) => (floor && !item.reference ? `${(item.median.inpMs / floor).toFixed(2)}×` : "");
  return [
    `| interaction | page | INP ms | INP range | × floor | longest task ms | CPU ms | input delay ms | processing ms | presentation ms |`,
    `|---|---|---|---|---|---|---|---|---|---|`,
    ...interactions.map(
      (item) =>
        `| ${item.name} | ${item.route} | ${item.median.inpMs} | ${range(item, "inpMs")} | ${overFloor(item)} | ${item.median.longestTaskMs} | ${item.median.cpuMs} | ${item.median.inputDelayMs} | ${item.median.processingMs} | ${item.median.presentationMs} |`,
    ),
  ].join("\n");
}

/**
 * A bench's latest run: its report, committed (`bench/results/<name>.md`, the one run the docs cite), and its raw
 * figures, every run of every measure, for a closer look (`.test-output/bench/<name>.json`, not committed).
 * @param {string} name
 * @param {string} markdown
 * @param {unknown} raw
 */
export function writeResults(name, markdown, raw) {
  const here = (/** @type {string} */ relative) => new URL(relative, import.meta.url).pathname;
  for (const [dir, file, text] of [
    [here("../results"), `${name}.md`, markdown],
    [here("../../.test-output/bench"), `${name}.json`, `${JSON.stringify(raw, null, 2)}\n`],
  ]) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}
