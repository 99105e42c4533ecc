/**
 * @jest-environment node
 */
import fs from "node:fs";
import vm from "node:vm";
import { inlineScripts } from "../src/gatsby/post-build";
import { LOAD_WITHOUT_PAINT_MS, loadScriptsAfterPaint } from "../src/gatsby/scripts-after-paint";

const page = [
  `<html><head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body><main>Ciao</main>`,
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>`,
  `<script src="/webpack-runtime-0a1b.js" async=""></script><script src="/framework-2c3d.js" async=""></script><script src="/app-4e5f.js" async></script>`,
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`,
].join("");

/**
 * Runs the page's loader with a stub document and hand-driven paint reports, frames and timers;
 * `paintTiming: false` is a browser without `paint` performance entries.
 */
function runLoader(html: string, { paintTiming = true } = {}) {
  const loader = inlineScripts(html).find((script) => script.includes("requestAnimationFrame"));
  if (!loader) throw new Error("no loader in the page");
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const observers: { report: () => void; disconnected: boolean }[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["navigation", "paint"] : ["navigation"];
    private entry: { report: () => void; disconnected: boolean };
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      this.entry = { report: () => !this.entry.disconnected && callback({}, this), disconnected: false };
    }
    observe(options: { type: string }) {
      if (options.type === "paint" && paintTiming) observers.push(this.entry);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const window = { PerformanceObserver };
  const context = {
    window,
    document: {
      createElement: () => ({ src: "", async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? " async" : ""}`) },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
  };
  vm.runInNewContext(loader, context);
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const frame = () => frames.splice(0).forEach((run) => run());
  const reportPaint = () => observers.forEach((observer) => observer.report());
  return { added, frame, reportPaint, advance };
}

test("Gatsby's three script tags become one inline loader listing them in order; other scripts stay", () => {
  const html = loadScriptsAfterPaint(page);
  expect(html).not.toMatch(/<script src=/);
  expect(html).toContain(`["/webpack-runtime-0a1b.js","/framework-2c3d.js","/app-4e5f.js"]`);
  expect(html).toContain(`<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>`);
  expect(html).toContain(`<script type="application/ld+json">`);
  expect(html).toContain(`<!-- slice-end id="_gatsby-scripts-1" -->`);
});

test("a page already rewritten (an incremental build keeps it) is left as it is", () => {
  const once = loadScriptsAfterPaint(page);
  expect(loadScriptsAfterPaint(once)).toBe(once);
});

test("the scripts are added, async, once the browser reports its first paint", () => {
  const { added, frame, reportPaint, advance } = runLoader(loadScriptsAfterPaint(page));
  frame();
  advance(0);
  expect(added).toEqual([]);
  reportPaint();
  expect(added).toEqual([]);
  advance(0);
  expect(added).toEqual(["/webpack-runtime-0a1b.js async", "/framework-2c3d.js async", "/app-4e5f.js async"]);
  reportPaint();
  advance(LOAD_WITHOUT_PAINT_MS);
  expect(added).toHaveLength(3);
});

test("without paint timing, they are added after the first animation frame", () => {
  const { added, frame, advance } = runLoader(loadScriptsAfterPaint(page), { paintTiming: false });
  advance(0);
  expect(added).toEqual([]);
  frame();
  advance(0);
  expect(added).toHaveLength(3);
});

test("a loader left by an earlier build is rewritten with this build's code, keeping its scripts", () => {
  const earlier = loadScriptsAfterPaint(page).replace(/setTimeout\(go,\d+\)\}\)\(/, "setTimeout(go,5000)})(");
  expect(earlier).toContain("setTimeout(go,5000)");
  expect(loadScriptsAfterPaint(earlier)).toBe(loadScriptsAfterPaint(page));
});

test("a background tab, which paints no frame, still gets its scripts", () => {
  const { added, advance } = runLoader(loadScriptsAfterPaint(page));
  advance(LOAD_WITHOUT_PAINT_MS - 1);
  expect(added).toEqual([]);
  advance(1);
  expect(added).toHaveLength(3);
});

test("the tags Gatsby's installed stats extractor writes into every page are the ones replaced", () => {
  const extractor = fs.readFileSync(require.resolve("gatsby/dist/utils/gatsby-webpack-stats-extractor.js"), "utf8");
  const template = /assetSliceContents\.push\(`(<script [^`]*\basync[^`]*)`\)/.exec(extractor)?.[1];
  expect(template).toBeDefined();
  const tag = (asset: string) => template!.replace("${this.publicPath}", "").replace("${asset}", asset);
  const html = loadScriptsAfterPaint(`<html><body><main>Ciao</main>${tag("webpack-runtime-0a1b.js")}${tag("app-4e5f.js")}</body></html>`);
  expect(html).not.toMatch(/<script src=/);
  expect(html).toContain(`["/webpack-runtime-0a1b.js","/app-4e5f.js"]`);
});

test("a page whose scripts have another shape stops the build, naming this module and the page", () => {
  const deferred = page.replace(/ async(="")?>/g, " defer>");
  expect(() => loadScriptsAfterPaint(deferred, "public/works.html")).toThrow(/scripts-after-paint\.ts: public\/works\.html/);
});
