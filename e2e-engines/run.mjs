/**
 * The engines suite: the production build in Firefox ESR (WebDriver BiDi) and WebKitGTK (W3C
 * WebDriver), served by the same server as `npm start`, under the real public/_headers.
 *   node e2e-engines/run.mjs                 both engines
 *   node e2e-engines/run.mjs firefox         one engine (or webkit)
 *   node e2e-engines/run.mjs webkit -g menu  only the checks whose name matches
 * One browser per engine and one page per viewport; every check of a viewport runs on that page.
 * Prints one line per check and `N passed, M failed` (skips are listed with their reason and not counted
 * as passes), and writes .test-output/engines/results.json for `npm test`.
 */
import fs from "node:fs";
import { createStaticServer, listen } from "../scripts/static-server.mjs";
import { checks, FORM_SUBMISSIONS, OUT, Skip } from "./checks.mjs";
import { freePort } from "./drivers/driver.mjs";
import * as firefox from "./drivers/firefox.mjs";
import * as webkit from "./drivers/webkit.mjs";
import { createProbeProxy } from "./proxy.mjs";

const ENGINES = { firefox, webkit };
/** `dark`: a wide page of a browser whose system is set to dark (each driver's own setting), for the scheme's checks. */
const VIEWPORTS = { phone: { width: 390, height: 844 }, wide: { width: 1440, height: 900 }, dark: { width: 1440, height: 900, dark: true } };
const CHECK_TIMEOUT_MS = 60_000;

const args = process.argv.slice(2);
const grepAt = args.indexOf("-g");
const grep = grepAt > -1 ? new RegExp(args[grepAt + 1], "i") : null;
const wanted = args.filter((arg, i) => arg in ENGINES && (grepAt === -1 || i !== grepAt + 1));
const engines = wanted.length ? wanted : Object.keys(ENGINES);

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

if (!fs.existsSync("public/index.html")) {
  console.error("No build in public/: run `npm run build` first.");
  process.exit(1);
}
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });

const started = Date.now();
const port = await freePort();
// What the server's Netlify Forms receives goes here, where the brief's check finds it (scripts/netlify-forms.mjs).
process.env.NETLIFY_FORMS_FILE = FORM_SUBMISSIONS;
const server = await listen(await createStaticServer({ root: "public" }), port);
const proxyPort = await freePort();
const proxy = createProbeProxy(port);
await new Promise((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));

/**
 * One engine's checks, viewport by viewport. The engines run at the same time, one browser each (two on two cores):
 * nothing is shared between them but the server, and each brief they send carries its engine's name.
 * @param {string} engineName
 */
async function runEngine(engineName) {
  const engine = ENGINES[engineName];
  // WebKit has no hook to run the probe before the page's scripts: it goes through the proxy.
  const baseUrl = `http://localhost:${engineName === "webkit" ? proxyPort : port}/`;
  const engineStarted = Date.now();
  let browser;
  try {
    browser = await withTimeout(engine.start({ baseUrl, out: OUT }), 60_000, `starting ${engineName}`);
  } catch (error) {
    results.push({ engine: engineName, name: "starts", status: "failed", error: error.message });
    console.log(`✗ [${engineName}] could not start: ${error.message}`);
    return;
  }
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    const selected = checks.filter((c) => c.viewports.includes(viewport) && (!grep || grep.test(c.name)));
    if (!selected.length) continue;
    let page;
    try {
      page = await withTimeout(browser.open(size), 60_000, `opening a ${viewport} page`);
    } catch (error) {
      results.push({ engine: engineName, name: `${viewport} page opens`, status: "failed", error: error.message });
      console.log(`✗ [${engineName} ${viewport}] could not open a page: ${error.message}`);
      continue;
    }
    // The width asked for: each page's first check fails if the window's CSS width or `vw` is another.
    const { width } = size;
    const ctx = { engine: engineName, viewport, width };
    for (const c of selected) {
      const label = `[${engineName} ${width}px] ${c.name}`;
      const checkStarted = Date.now();
      let status = "passed";
      let detail;
      try {
        await withTimeout(c.run(page, ctx), c.timeoutMs ?? CHECK_TIMEOUT_MS, c.name);
      } catch (error) {
        status = error instanceof Skip ? "skipped" : "failed";
        detail = error.message;
        // A page that stopped answering (a timed-out check) must not hang the suite here too.
        if (status === "failed") await withTimeout(page.screenshot(`failed-${results.length}`), 15_000, "screenshot").catch(() => {});
        // Whatever the failed check left behind (an error, a violation) is not the next check's, but it
        // may be why this one failed: it is shown with the failure.
        const left = await withTimeout(page.problems(), 15_000, "problems").catch(() => null);
        const seen = left ? [...left.errors, ...left.csp.map((v) => `CSP: ${v}`)] : [];
        if (status === "failed" && seen.length) detail += `\n    page problems: ${JSON.stringify(seen)}`;
      }
      const seconds = ((Date.now() - checkStarted) / 1000).toFixed(1);
      results.push({ engine: engineName, viewport, width, name: c.name, status, detail, seconds: Number(seconds) });
      const mark = { passed: "✓", failed: "✗", skipped: "-" }[status];
      console.log(`${mark} ${label} (${seconds} s)${detail ? `\n    ${status === "skipped" ? "skipped: " : ""}${detail}` : ""}`);
    }
    await withTimeout(page.close(), 15_000, "closing the page").catch(() => {});
  }
  await withTimeout(browser.close(), 15_000, "closing the browser").catch(() => {});
  console.log(`  ${engineName} (${browser.version}): ${((Date.now() - engineStarted) / 1000).toFixed(1)} s`);
}

/** @type {{ engine: string, viewport?: string, width?: number, name: string, status: string, detail?: string, error?: string, seconds?: number }[]} */
const results = [];
await Promise.all(engines.map(runEngine));
await server.close();
proxy.close();

const count = (status) => results.filter((r) => r.status === status).length;
const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
fs.writeFileSync(
  `${OUT}/results.json`,
  JSON.stringify({ passed: count("passed"), failed: count("failed"), skipped: count("skipped"), seconds, results }, null, 2),
);
for (const r of results.filter((x) => x.status === "skipped")) console.log(`skipped [${r.engine} ${r.width}px] ${r.name}: ${r.detail}`);
for (const engineName of engines) {
  const mine = results.filter((r) => r.engine === engineName);
  const n = (status) => mine.filter((r) => r.status === status).length;
  console.log(`${engineName}: ${n("passed")} passed, ${n("failed")} failed, ${n("skipped")} skipped`);
}
console.log(`engines: ${count("skipped")} skipped (not counted), ${seconds} s; screenshots in ${OUT}/`);
console.log(`${count("passed")} passed, ${count("failed")} failed`);
process.exit(count("failed") === 0 ? 0 : 1);
