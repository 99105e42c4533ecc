/**
 * `npm run bench [-- --check] [-- --runs N] [-- --skip-build]`
 *
 * Builds the site (clean, then again after changing one journal post) and a
 * bare Gatsby page as the baseline, serves both with compression and
 * production cache headers, runs Lighthouse (mobile) N times per page, and
 * writes bench/results/latest.{md,json} and a chart of JS per page.
 * With --check it exits 1 when a budget does not hold.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createStaticServer, listen } from "../scripts/static-server.mjs";
import { mainThreadWork } from "./lib/main-thread.mjs";
import { BUDGETS, firstPostSlug, pageSizes } from "./lib/sizes.mjs";

const args = process.argv.slice(2);
const CHECK = args.includes("--check");
const SKIP_BUILD = args.includes("--skip-build");
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 5;
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const BASELINE = path.join(ROOT, "bench/baseline");
const RESULTS = path.join(ROOT, "bench/results");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const LH_BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, lcpMs: 1500, tbtMs: 100, cls: 0.02 };

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
function progress(message) {
  console.log(`[bench ${elapsed().padStart(5)}] ${message}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs `gatsby build` in `cwd`, timing it and sampling the peak memory of its process tree. */
async function timedBuild(cwd, label) {
  progress(`${label}: gatsby build in ${path.relative(ROOT, cwd) || "."}`);
  const startedAt = Date.now();
  const child = spawn("npx", ["gatsby", "build"], {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let peakKb = 0;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(child.pid));
  }, 250);
  const code = await new Promise((resolve) => child.on("close", resolve));
  clearInterval(sampler);
  if (code !== 0) {
    console.error(output.slice(-4000));
    throw new Error(`${label} failed`);
  }
  return { seconds: (Date.now() - startedAt) / 1000, peakMb: Math.round(peakKb / 1024) };
}

/** Resident memory of a process group (the build and its workers), from /proc. */
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
 */
function writeBaselineRecord(baseline) {
  const versionOf = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
  const record = { gatsby: versionOf("gatsby"), react: versionOf("react"), jsGzip: baseline.jsGzip, measuredBy: "npm run bench" };
  fs.writeFileSync(path.join(BASELINE, "first-load.json"), `${JSON.stringify(record, null, 2)}\n`);
}

function newestPostFile() {
  const dir = path.join(ROOT, "content/journal");
  const posts = fs.readdirSync(dir).filter((name) => !fs.readFileSync(path.join(dir, name, "index.md"), "utf8").includes("draft: true"));
  return path.join(dir, posts.sort().at(-1), "index.md");
}

function pagesToMeasure() {
  const post = firstPostSlug(path.join(ROOT, "public"));
  return [
    { name: "home", route: "/" },
    { name: "works", route: "/works" },
    { name: "studio", route: "/studio" },
    { name: "journal", route: "/journal" },
    { name: "post", route: `/journal/${post}` },
    { name: "404", route: "/404" },
  ];
}

/**
 * A category's score without some audits, weighted as Lighthouse weighs the rest. The 404
 * page is measured without `is-crawlable`: it says noindex on purpose, so that a search
 * engine never lists a page that does not exist.
 */
function categoryScore(lhr, category, excluded = []) {
  const refs = lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && !excluded.includes(ref.id));
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id].score ?? 0), 0) / weight;
  return Math.round(score * 100);
}

async function lighthouseRuns(port, url, runs, { excludedAudits = [] } = {}) {
  const results = [];
  let failures = 0;
  for (let run = 0; run < runs; run += 1) {
    // Screenshots are not scored; skipping them saves about a third of each run.
    const { lhr, artifacts } = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
    });
    if (lhr.runtimeError) {
      // Chrome sometimes loses a trace on a busy machine (NO_NAVSTART): run again, twice at most.
      failures += 1;
      if (failures > 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      progress(`  retrying ${url}: ${lhr.runtimeError.code}`);
      run -= 1;
      continue;
    }
    results.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
      seo: categoryScore(lhr, "seo", excludedAudits),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      speedIndexMs: Math.round(lhr.audits["speed-index"].numericValue),
      ...mainThreadWork(artifacts.Trace.traceEvents),
    });
  }
  const keys = Object.keys(results[0]);
  return Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
}

function chartSvg(rows, baselineJs) {
  const width = 720;
  const barHeight = 28;
  const left = 110;
  const max = Math.max(baselineJs * 2.2, ...rows.map((r) => r.jsGzip));
  const scale = (value) => ((width - left - 90) * value) / max;
  const all = [{ name: "baseline", jsGzip: baselineJs }, ...rows];
  const height = all.length * (barHeight + 12) + 60;
  const bars = all
    .map((row, index) => {
      const y = 30 + index * (barHeight + 12);
      const colour = row.name === "baseline" ? "#9A9A9A" : row.jsGzip <= baselineJs * (row.name === "home" ? BUDGETS.homeJsRatio : BUDGETS.otherJsRatio) ? "#2BD67B" : "#FF7A1A";
      return `<text x="${left - 10}" y="${y + 19}" text-anchor="end">${row.name}</text><rect x="${left}" y="${y}" width="${scale(row.jsGzip).toFixed(1)}" height="${barHeight}" rx="6" fill="${colour}"/><text x="${left + scale(row.jsGzip) + 8}" y="${y + 19}">${(row.jsGzip / 1024).toFixed(1)} kB</text>`;
    })
    .join("\n");
  const limit = (ratio, label) =>
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

async function main() {
  let build = null;
  if (!SKIP_BUILD) {
    fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
    const clean = await timedBuild(ROOT, "1/5 clean build");
    const postFile = newestPostFile();
    const original = fs.readFileSync(postFile, "utf8");
    fs.writeFileSync(postFile, `${original}\n\nAggiornato per il benchmark.\n`);
    let rebuild;
    try {
      rebuild = await timedBuild(ROOT, "2/5 rebuild after changing one post");
    } finally {
      fs.writeFileSync(postFile, original);
    }
    fs.rmSync(path.join(BASELINE, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(BASELINE, "public"), { recursive: true, force: true });
    const baselineBuild = await timedBuild(BASELINE, "3/5 baseline build");
    build = { clean, rebuild, baseline: baselineBuild, changedPost: path.relative(ROOT, postFile) };
  }

  progress("4/5 sizes from the build output");
  const baseline = pageSizes(path.join(BASELINE, "public"), "/");
  writeBaselineRecord(baseline);
  const pages = pagesToMeasure().map((page) => ({ ...page, ...pageSizes(path.join(ROOT, "public"), page.route) }));

  const site = createStaticServer({ root: path.join(ROOT, "public") });
  const base = createStaticServer({ root: path.join(BASELINE, "public") });
  const siteServer = await listen(site, 9511);
  const baseServer = await listen(base, 9512);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    for (const [index, page] of pages.entries()) {
      progress(`5/5 Lighthouse ${page.name} (${index + 1}/${pages.length + 1}), ${RUNS} runs`);
      // Lighthouse refuses a 404 status, so the not-found page is measured at its own path.
      const url = `http://localhost:9511${page.route}`;
      page.lighthouse = await lighthouseRuns(chrome.port, url, RUNS, { excludedAudits: page.name === "404" ? ["is-crawlable"] : [] });
    }
    progress(`5/5 Lighthouse baseline (${pages.length + 1}/${pages.length + 1}), ${RUNS} runs`);
    baseline.lighthouse = await lighthouseRuns(chrome.port, "http://localhost:9512/", RUNS);
  } finally {
    await chrome.kill();
    await siteServer.close();
    await baseServer.close();
  }

  const checks = [];
  for (const page of pages) {
    const ratio = page.jsGzip / baseline.jsGzip;
    const limit = page.name === "home" ? BUDGETS.homeJsRatio : BUDGETS.otherJsRatio;
    const lh = page.lighthouse;
    checks.push([`${page.name}: JS ${ratio.toFixed(2)}× baseline ≤ ${limit}×`, ratio <= limit]);
    checks.push([`${page.name}: head with inline CSS ${(page.headGzip / 1024).toFixed(1)} kB ≤ 14 kB`, page.headGzip <= BUDGETS.headGzip]);
    checks.push([`${page.name}: performance ${lh.performance} ≥ ${LH_BUDGET.performance}`, lh.performance >= LH_BUDGET.performance]);
    for (const category of ["accessibility", "best-practices", "seo"]) {
      checks.push([`${page.name}: ${category} ${lh[category]} = 100`, lh[category] >= 100]);
    }
    checks.push([`${page.name}: LCP ${lh.lcpMs} ms ≤ ${LH_BUDGET.lcpMs}`, lh.lcpMs <= LH_BUDGET.lcpMs]);
    checks.push([`${page.name}: TBT ${lh.tbtMs} ms ≤ ${LH_BUDGET.tbtMs}`, lh.tbtMs <= LH_BUDGET.tbtMs]);
    checks.push([`${page.name}: CLS ${lh.cls} ≤ ${LH_BUDGET.cls}`, lh.cls <= LH_BUDGET.cls]);
  }

  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const row = (name, sizes, lh, ratio) =>
    `| ${name} | ${lh.performance} | ${lh.accessibility} | ${lh["best-practices"]} | ${lh.seo} | ${lh.lcpMs} | ${lh.tbtMs} | ${lh.cls} | ${lh.speedIndexMs} | ${lh.cpuTotalMs} | ${lh.cpuAfterFcpMs} | ${lh.longestTaskMs} | ${kb(sizes.jsGzip)} | ${ratio} | ${kb(sizes.headGzip)} | ${kb(sizes.htmlGzip)} |`;
  const table = [
    `| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | SI ms | CPU ms | CPU after FCP ms | longest task ms | JS kB gz | × baseline | head+CSS kB gz | HTML kB gz |`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`,
    ...pages.map((page) => row(page.name, page, page.lighthouse, (page.jsGzip / baseline.jsGzip).toFixed(2))),
    row("baseline", baseline, baseline.lighthouse, "1.00"),
  ].join("\n");
  const buildLines = build
    ? [
        `- clean \`gatsby build\`: ${build.clean.seconds.toFixed(1)} s, peak ${build.clean.peakMb} MB (process tree)`,
        `- rebuild after changing \`${build.changedPost}\` (cache kept): ${build.rebuild.seconds.toFixed(1)} s, peak ${build.rebuild.peakMb} MB`,
        `- baseline clean build: ${build.baseline.seconds.toFixed(1)} s, peak ${build.baseline.peakMb} MB`,
      ].join("\n")
    : "- builds skipped (--skip-build)";
  const failed = checks.filter(([, ok]) => !ok);
  const markdown = `# Benchmark — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

Lighthouse ${RUNS}× per page, mobile profile, medians; site and baseline served locally with brotli and production cache headers.
CPU columns: the renderer main thread's thread time from each run's trace (the whole load, after the first contentful
paint, and the longest task after it), unscaled; they barely move when the shared machine is busy, while TBT does.

${table}

${buildLines}

Budgets: ${checks.length - failed.length}/${checks.length} hold.${failed.length ? `\n\nFailing:\n${failed.map(([label]) => `- ${label}`).join("\n")}` : ""}

![JS per page](./js-per-page.svg)
`;
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, "latest.md"), markdown);
  fs.writeFileSync(path.join(RESULTS, "latest.json"), `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, build, baseline, pages, checks }, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS, "js-per-page.svg"), chartSvg(pages, baseline.jsGzip));

  console.log(`\n${table}\n\n${buildLines}\n`);
  for (const [label, ok] of checks) if (CHECK || !ok) console.log(`${ok ? "pass" : "FAIL"}  ${label}`);
  progress(`done; results in bench/results/ (${checks.length - failed.length}/${checks.length} budgets hold)`);
  if (CHECK && failed.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
