/**
 * `npm run bench:incremental`: what an editor waits for. In a temporary copy of the project (the
 * real content), a clean `gatsby build`, a rebuild with nothing changed, then one incremental build
 * after each kind of change (scripts/incremental-builds.mjs, CHANGES, each on top of the ones
 * before), then a second clean build. For each: wall time, peak memory (the largest process,
 * /usr/bin/time -v), pages Gatsby rendered to HTML, HTML files whose bytes changed, image jobs run,
 * and the machine's load average. Writes bench/results/incremental.md (raw figures: .test-output/bench/incremental.json).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeResults } from "./lib/report.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(ROOT);
const { build, CHANGES, changedHtml, makeSiteCopy, snapshot } = await import("../scripts/incremental-builds.mjs");

/**
 * @typedef {{ build: string, seconds: number, peakMb: number, htmlRendered: number, htmlChanged: number, htmlTotal: number, imageJobs: number, loadBefore: number }} Row
 */

/** @type {Row[]} */
const rows = [];
const dir = await makeSiteCopy({ small: false });
/** @type {import("../scripts/incremental-builds.mjs").Files} */
let previous = new Map();

/**
 * @param {string} label
 * @param {{ clean?: boolean }} [options]
 */
async function measure(label, options) {
  const load = os.loadavg()[0].toFixed(1);
  console.log(`[bench:incremental] ${label} (load ${load})`);
  const result = await build(dir, options);
  const current = snapshot(dir);
  const row = {
    build: label,
    seconds: Math.round(result.seconds),
    peakMb: result.peakMb,
    htmlRendered: result.htmlRendered,
    htmlChanged: changedHtml(previous, current).length,
    htmlTotal: [...current.keys()].filter((file) => file.endsWith(".html")).length,
    imageJobs: result.imageJobs,
    loadBefore: Number(load),
  };
  console.log(`  ${JSON.stringify(row)}`);
  rows.push(row);
  previous = current;
}

try {
  await measure("clean", { clean: true });
  await measure("nothing changed");
  for (const change of CHANGES) {
    await change.apply(dir);
    await measure(change.name);
  }
  await measure("clean (again)", { clean: true });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const when = new Date().toISOString().slice(0, 16).replace("T", " ");
const md = [
  `# Incremental builds (${when} UTC, ${os.cpus().length} cores)`,
  "",
  "`npm run bench:incremental`. Each change on top of the ones before; the load average is the machine's (1 min) before each build.",
  "",
  "| build | wall s | peak MB | HTML rendered | HTML changed / total | image jobs | load |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.build} | ${row.seconds} | ${row.peakMb} | ${row.htmlRendered} | ${row.htmlChanged} / ${row.htmlTotal} | ${row.imageJobs} | ${row.loadBefore} |`,
  ),
  "",
].join("\n");
writeResults("incremental", md, { measuredAt: when, cores: os.cpus().length, rows });
console.log(md);
