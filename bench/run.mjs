/**
 * `npm run bench [-- --check] [-- --runs N] [-- --skip-build] [-- --pages home,works] [-- --interactions menu,faq] [-- --only load|inp]`
 *
 * Builds the site (clean, then again after changing one journal post) and a bare Gatsby page
 * (bench/baseline/), serves both with compression and production cache headers over HTTP/2, as
 * Netlify does (bench/lib/http2-server.mjs), and runs
 * Lighthouse (mobile) on each page and on the bare page by turns, page, bare, page, bare…, N
 * times each: every figure is reported as a ratio to the bare page's median from the same
 * minutes, which a busy shared machine moves far less than the absolute figures. Then it
 * measures the Interaction to Next Paint of the site's gestures with Lighthouse user flows
 * (bench/lib/interactions.mjs). Writes bench/results/latest.md (raw figures: .test-output/bench/latest.json) and a chart of JS per page.
 * With --check it exits 1 when a ratio, CLS or INP budget does not hold.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { pageKinds, readContent } from "../e2e-engines/content.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { createStaticServer } from "../scripts/static-server.mjs";
import { budgetChecks, loadFigures, medians, ratios, INP_FLOOR_BUDGET, RATIO_BUDGETS } from "./lib/figures.mjs";
import { listenHttp2, localCertificate } from "./lib/http2-server.mjs";
import { INTERACTIONS, measureInteractions } from "./lib/interactions.mjs";
import { writeMarkedSection } from "./lib/marked-section.mjs";
import { interactionTable, kb, loadTable, writeResults } from "./lib/report.mjs";
import { BUDGETS, pageHtmlSizes, pageSizes } from "./lib/sizes.mjs";
import { FIRST_SCREEN, firstScreenSizes } from "./lib/first-screen.mjs";
import { DEFAULT_LOCALE, markdownFile } from "../scripts/content-layout.mjs";

/** @typedef {import("./lib/figures.mjs").Figures} Figures */
/** @typedef {import("./lib/sizes.mjs").PageSizes} PageSizes */
/** @typedef {{ seconds: number, peakMb: number }} TimedBuild */
/**
 * A page to measure: its sizes, then its Lighthouse runs, their medians and their ratios to the bare page's.
 * @typedef {PageSizes & { name: string, runs?: Figures[], median?: Figures, ratios?: Figures }} Page
 */
/** @typedef {Page & { median: Figures, ratios: Figures }} MeasuredPage */

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const list = (/** @type {string} */ name) =>
  option(name)
    ?.split(",")
    .map((item) => item.trim().toLowerCase());
const CHECK = args.includes("--check");
const SKIP_BUILD = args.includes("--skip-build");
const RUNS = Number(option("--runs")) || 5;
/**
 * A gesture's INP at 4× moves by ±30% from one measurement to the next here, and its budget is a ratio of two such
 * medians: of 5, the check flipped on noise alone (docs/performance.md). `--runs` sets both.
 */
const INP_RUNS = Number(option("--runs")) || 9;
const ONLY = option("--only");
const PAGE_FILTER = list("--pages");
const INTERACTION_FILTER = list("--interactions");
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
/** The major version of Lighthouse that measures, named in the report. */
const LIGHTHOUSE_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version.split(".")[0];
const BASELINE = path.join(ROOT, "bench/baseline");
const RESULTS = path.join(ROOT, "bench/results");
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9511);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 9512);
const SITE_ORIGIN = `https://localhost:${SITE_PORT}`;
const BARE_ORIGIN = `https://localhost:${BARE_PORT}`;
/** The servers' certificate is self-signed (bench/lib/http2-server.mjs). */
const BENCH_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, "--ignore-certificate-errors"];

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
/** @param {string} message */
function progress(message) {
  console.log(`[bench ${elapsed().padStart(5)}] ${message}`);
}

/**
 * Builds in `cwd`, timing it and sampling the peak memory of its process tree: the site as Netlify builds it
 * (`npm run build`, which puts back the pages the Netlify adapter moved before Gatsby builds again), the bare page
 * with `gatsby build`.
 * @param {string} cwd
 * @param {string} label
 * @returns {Promise<TimedBuild>}
 */
async function timedBuild(cwd, label) {
  const [command, args] = cwd === ROOT ? [process.execPath, ["scripts/build.mjs"]] : ["npx", ["gatsby", "build"]];
  progress(`${label}: ${cwd === ROOT ? "npm run build" : "gatsby build"} in ${path.relative(ROOT, cwd) || "."}`);
  const startedAt = Date.now();
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // A production build carries a measurement ID (Netlify's environment), and with it the consent script and the
    // cookie bar that a first visit shows; without one there is no bar to measure. Google's hosts are never reached here.
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      GATSBY_GA_MEASUREMENT_ID: process.env.GATSBY_GA_MEASUREMENT_ID ?? "G-TEST0E2E00",
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let peakKb = 0;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(/** @type {number} */ (child.pid)));
  }, 250);
  const code = await new Promise((resolve) => child.on("close", resolve));
  clearInterval(sampler);
  if (code !== 0) {
    console.error(output.slice(-4000));
    throw new Error(`${label} failed`);
  }
  return { seconds: (Date.now() - startedAt) / 1000, peakMb: Math.round(peakKb / 1024) };
}

/**
 * Resident memory of a process group (the build and its workers), from /proc.
 * @param {number} pgid
 * @returns {number} kB
 */
function treeRssKb(pgid) {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

/**
 * The baseline's first-load JS, kept in the repository so that `npm test` can check the
 * JS budgets without building the baseline; the versions tell when it must be measured again.
 * @param {PageSizes} baseline
 */
function writeBaselineRecord(baseline) {
  const versionOf = (/** @type {string} */ name) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
  const record = { gatsby: versionOf("gatsby"), react: versionOf("react"), jsGzip: baseline.jsGzip, measuredBy: "npm run bench" };
  fs.writeFileSync(path.join(BASELINE, "first-load.json"), `${JSON.stringify(record, null, 2)}\n`);
}

/** The newest published post's Italian file (src/content/publishing.ts). */
const newestPostFile = () => path.join(ROOT, "content/journal", readContent(ROOT).posts[0].folder, markdownFile(DEFAULT_LOCALE));

/** The kinds of page the bench measures (`bench` in src/lib/pages.ts), each at its built HTML's route. */
function pagesToMeasure() {
  return pageKinds(readContent(ROOT))
    .filter((page) => page.bench)
    .map(({ name, route }) => ({ name, route }));
}

/**
 * @param {Array<{ name: string, jsGzip: number }>} rows
 * @param {number} baselineJs
 * @returns {string}
 */
function chartSvg(rows, baselineJs) {
  const width = 720;
  const barHeight = 28;
  const left = 110;
  const max = Math.max(baselineJs * 2.2, ...rows.map((r) => r.jsGzip));
  const scale = (/** @type {number} */ value) => ((width - left - 90) * value) / max;
  const all = [{ name: "baseline", jsGzip: baselineJs }, ...rows];
  const height = all.length * (barHeight + 12) + 60;
  const bars = all
    .map((row, index) => {
      const y = 30 + index * (barHeight + 12);
      const colour =
        row.name === "baseline"
          ? "#9A9A9A"
          : row.jsGzip <= baselineJs * (row.name === "home" ? BUDGETS.homeJsRatio : BUDGETS.otherJsRatio)
            ? "#2BD67B"
            : "#FF7A1A";
      return `<text x="${left - 10}" y="${y + 19}" text-anchor="end">${row.name}</text><rect x="${left}" y="${y}" width="${scale(row.jsGzip).toFixed(1)}" height="${barHeight}" rx="6" fill="${colour}"/><text x="${left + scale(row.jsGzip) + 8}" y="${y + 19}">${(row.jsGzip / 1024).toFixed(1)} kB</text>`;
    })
    .join("\n");
  const limit = (/** @type {number} */ ratio, /** @type {string} */ label) =>
    `<line x1="${left + scale(baselineJs * ratio)}" x2="${left + scale(baselineJs * ratio)}" y1="20" y2="${height - 24}" stroke="#111" stroke-dasharray="4 4"/><text x="${left + scale(baselineJs * ratio) + 4}" y="${height - 8}" font-size="12">${label}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="14" fill="#111">
<title>First-load JavaScript per page (gzip) against a bare Gatsby page</title>
<rect width="100%" height="100%" fill="#fff"/>
${bars}
${limit(BUDGETS.homeJsRatio, "1.7× (home)")}
${limit(BUDGETS.otherJsRatio, "2×")}
</svg>
`;
}

/**
 * One Lighthouse navigation (mobile, simulated throttling), retried when Chrome loses the trace.
 * @param {number} port
 * @param {string} url
 * @param {{ excludedAudits?: string[] }} [options]
 * @returns {Promise<Figures>}
 */
async function lighthouseRun(port, url, { excludedAudits = [] } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    // Screenshots are not scored; skipping them saves about a third of each run.
    const { lhr, artifacts } = /** @type {import("lighthouse").RunnerResult} */ (
      await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        disableFullPageScreenshot: true,
        skipAudits: ["screenshot-thumbnails", "final-screenshot"],
      })
    );
    if (!lhr.runtimeError) return loadFigures(lhr, artifacts.Trace.traceEvents, { excludedAudits });
    // Chrome sometimes loses a trace on a busy machine (NO_NAVSTART): run again, twice at most.
    if (attempt > 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    progress(`  retrying ${url}: ${lhr.runtimeError.code}`);
  }
}

/**
 * Each page and the bare page by turns (page, bare, page, bare…), `RUNS` rounds over all pages:
 * the bare page is measured as often as all pages together, always in the minute next to them.
 * @param {Page[]} pages
 * @param {string} siteOrigin
 * @param {string} bareOrigin
 * @returns {Promise<Figures[]>} the bare page's runs (each page's go to its `runs`)
 */
async function interleavedLoads(pages, siteOrigin, bareOrigin) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...BENCH_CHROMIUM_FLAGS] });
  /** @type {Figures[]} */
  const bareRuns = [];
  try {
    for (const page of pages) page.runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        progress(`Lighthouse round ${run + 1}/${RUNS}: ${page.name}, then the bare page`);
        // Lighthouse refuses a 404 status, so the not-found page is measured at its own path.
        /** @type {Figures[]} */ (page.runs).push(
          await lighthouseRun(chrome.port, `${siteOrigin}${page.route}`, { excludedAudits: page.name === "404" ? ["is-crawlable"] : [] }),
        );
        bareRuns.push(await lighthouseRun(chrome.port, `${bareOrigin}/`));
      }
    }
  } finally {
    await chrome.kill();
  }
  return bareRuns;
}

/** @param {import("./lib/interactions.mjs").Origins} origins */
async function interactionRuns(origins) {
  // The bare page's tap is always measured: it is the floor the others are read against, in the same minutes.
  const chosen = INTERACTION_FILTER
    ? INTERACTIONS.filter((item) => item.reference || INTERACTION_FILTER.some((word) => item.name.toLowerCase().includes(word)))
    : INTERACTIONS;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: BENCH_CHROMIUM_FLAGS });
  try {
    progress(`INP: ${chosen.length} interactions × ${INP_RUNS}, Lighthouse timespans at 4× CPU slowdown`);
    const measured = await measureInteractions(browser, origins, INP_RUNS, chosen, progress);
    return measured.map((item) => ({ ...item, median: medians(item.runs) }));
  } finally {
    await browser.close();
  }
}

/** @param {string} publicDir */
async function firstScreensOf(publicDir) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: BENCH_CHROMIUM_FLAGS });
  try {
    return await firstScreenSizes(
      browser,
      SITE_ORIGIN,
      publicDir,
      pageHtmlSizes(publicDir).map((size) => size.file),
    );
  } finally {
    await browser.close();
  }
}

async function main() {
  /** @type {{ clean: TimedBuild, rebuild: TimedBuild, baseline: TimedBuild, changedPost: string } | null} */
  let build = null;
  if (!SKIP_BUILD) {
    fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
    const clean = await timedBuild(ROOT, "clean build");
    const postFile = newestPostFile();
    const original = fs.readFileSync(postFile, "utf8");
    fs.writeFileSync(postFile, `${original}\n\nAggiornato per il benchmark.\n`);
    let rebuild;
    try {
      rebuild = await timedBuild(ROOT, "rebuild after changing one post");
    } finally {
      fs.writeFileSync(postFile, original);
    }
    fs.rmSync(path.join(BASELINE, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(BASELINE, "public"), { recursive: true, force: true });
    const baselineBuild = await timedBuild(BASELINE, "bare page build");
    build = { clean, rebuild, baseline: baselineBuild, changedPost: path.relative(ROOT, postFile) };
  } else if (!fs.existsSync(path.join(BASELINE, "public/index.html"))) {
    await timedBuild(BASELINE, "bare page build (none yet)");
  }

  progress("sizes from the build output");
  const baseline = pageSizes(path.join(BASELINE, "public"), "/");
  writeBaselineRecord(baseline);
  const pages = pagesToMeasure()
    .filter((page) => !PAGE_FILTER || PAGE_FILTER.includes(page.name))
    .map((page) => /** @type {Page} */ ({ ...page, ...pageSizes(path.join(ROOT, "public"), page.route) }));

  const tls = localCertificate();
  const siteServer = await listenHttp2(await createStaticServer({ root: path.join(ROOT, "public") }), SITE_PORT, tls);
  progress("the first screen of every page");
  const firstScreens = await firstScreensOf(path.join(ROOT, "public"));
  const bareServer = await listenHttp2(await createStaticServer({ root: path.join(BASELINE, "public") }), BARE_PORT, tls);
  /** @type {Figures | null} */
  let bare = null;
  /** @type {Awaited<ReturnType<typeof interactionRuns>>} */
  let interactions = [];
  try {
    if (ONLY !== "inp" && pages.length) {
      const bareRuns = await interleavedLoads(pages, SITE_ORIGIN, BARE_ORIGIN);
      bare = medians(bareRuns);
      for (const page of pages) {
        page.median = medians(/** @type {Figures[]} */ (page.runs));
        page.ratios = ratios(page.median, bare);
      }
    }
    // Never two Lighthouse runs at once: the interactions come after the loads, in their own browser.
    if (ONLY !== "load") interactions = await interactionRuns({ site: SITE_ORIGIN, bare: BARE_ORIGIN });
  } finally {
    await siteServer.close();
    await bareServer.close();
  }

  // Measured: every page has its median and ratios.
  const measuredPages = bare ? /** @type {MeasuredPage[]} */ (pages) : [];
  const checks = budgetChecks(measuredPages, interactions);
  const htmlSizes = pageHtmlSizes(path.join(ROOT, "public"));
  const screens = firstScreens[0];
  checks.push([
    `every page's head and first screen ≤ ${kb(BUDGETS.firstScreenGzip)} kB gzip: the largest, ${screens.file}'s (up to its ${screens.cutAt}), is ${kb(screens.firstScreenGzip)} kB`,
    screens.firstScreenGzip <= BUDGETS.firstScreenGzip,
  ]);
  const failed = checks.filter(([, ok]) => !ok);
  const buildLines = build
    ? [
        `- clean \`gatsby build\`: ${build.clean.seconds.toFixed(1)} s, peak ${build.clean.peakMb} MB (process tree)`,
        `- rebuild after changing \`${build.changedPost}\` (cache kept): ${build.rebuild.seconds.toFixed(1)} s, peak ${build.rebuild.peakMb} MB`,
        `- bare page clean build: ${build.baseline.seconds.toFixed(1)} s, peak ${build.baseline.peakMb} MB`,
      ].join("\n")
    : "- builds skipped (--skip-build)";
  const htmlLine = `- every page's head and first screen (${FIRST_SCREEN.width}×${FIRST_SCREEN.height}, \`bench/lib/first-screen.mjs\`), gzip: ${kb(firstScreens.at(-1)?.firstScreenGzip ?? 0)}–${kb(screens.firstScreenGzip)} kB over ${firstScreens.length} pages, the largest ${screens.file} (budget ${kb(BUDGETS.firstScreenGzip)} kB); the whole HTML with its inline CSS: ${kb(htmlSizes.at(-1)?.htmlGzip ?? 0)}–${kb(htmlSizes[0].htmlGzip)} kB, the largest ${htmlSizes[0].file}`;
  /** @type {string[]} */
  const sections = [];
  if (bare) {
    sections.push(`## Page loads, as a ratio to the bare Gatsby page

Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), ${RUNS} runs of each page alternating with ${RUNS * measuredPages.length} of the bare page
(\`bench/baseline/\`), medians. Scores and CLS are absolute. Scripts: bytes transferred. Script CPU: the thread time of
script evaluation + parse/compile on the renderer main thread, from each trace, grouped as Lighthouse groups its breakdown
(\`bench/lib/main-thread.mjs\`); the budget holds this one. Script main thread (LH), style/layout and other: Lighthouse's
main-thread breakdown, wall-clock time scaled by the simulated 4× slowdown, which on a shared machine counts waiting for a
core (other = paint, HTML parsing, garbage collection and the rest); for information. CPU columns: the main thread's
thread time: the whole load, after the first contentful paint, and the longest task after it. Budgets (\`--check\`):
scripts ≤ ${RATIO_BUDGETS.scriptBytes}×, LCP ≤ ${RATIO_BUDGETS.lcpMs}×, script CPU ≤ ${RATIO_BUDGETS.scriptCpuMs}×, CLS ≤ 0.01.

${loadTable(measuredPages, bare)}`);
  }
  if (interactions.length) {
    sections.push(`## Interactions

Interaction to Next Paint, Lighthouse user flow timespans (mobile, 4× CPU slowdown, devtools throttling), each page loaded
fresh before each of ${INP_RUNS} measurements, medians. Longest task: the longest main-thread task overlapping the
interaction, on the wall clock; CPU: those tasks' thread time, unthrottled (it does not count waiting for a core).
Budget: INP ≤ ${INP_FLOOR_BUDGET}× the floor, the bare page's tap at the start and the end of the same rounds (${2 * INP_RUNS}
measurements; why: docs/performance.md).

${interactionTable(interactions)}`);
  }
  const markdown = `# Benchmark — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

${sections.join("\n\n")}

${buildLines}
${htmlLine}

Budgets: ${checks.length - failed.length}/${checks.length} hold.${failed.length ? `\n\nFailing:\n${failed.map(([label]) => `- ${label}`).join("\n")}` : ""}

![JS per page](./js-per-page.svg)
`;
  writeResults("latest", markdown, {
    date: new Date().toISOString(),
    runs: RUNS,
    inpRuns: INP_RUNS,
    build,
    bare,
    bareSizes: baseline,
    pages,
    interactions,
    checks,
  });
  if (!PAGE_FILTER) fs.writeFileSync(path.join(RESULTS, "js-per-page.svg"), chartSvg(pages, baseline.jsGzip));
  if (!PAGE_FILTER && !INTERACTION_FILTER && !ONLY && RUNS >= 5) {
    const when = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC${build ? "" : ", builds skipped"}`;
    // docs/performance.md holds the project's one "latest run", rewritten by every full run.
    await writeMarkedSection(
      path.join(ROOT, "docs", "performance.md"),
      "bench:latest",
      `Latest full run (${when}). Page loads, as ratios to the bare page's medians (its absolute figures in the last row):\n\n${loadTable(measuredPages, /** @type {Figures} */ (bare))}\n\nInteractions (INP at 4× CPU slowdown, medians of ${INP_RUNS}, the floor's of ${2 * INP_RUNS}; CPU: thread time of the tasks inside the interaction):\n\n${interactionTable(interactions)}\n\nBudgets: ${checks.length - failed.length}/${checks.length} hold.`,
    );
  }

  console.log(`\n${sections.join("\n\n")}\n\n${buildLines}\n`);
  for (const [label, ok] of checks) if (CHECK || !ok) console.log(`${ok ? "pass" : "FAIL"}  ${label}`);
  progress(`done; results in bench/results/ (${checks.length - failed.length}/${checks.length} budgets hold)`);
  if (CHECK && failed.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
