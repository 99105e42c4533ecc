/**
 * @jest-environment node
 */
import vm from "node:vm";
import { inlineScripts } from "../src/gatsby/post-build";
import { LOAD_WITHOUT_PAINT_MS, loadScriptsAfterPaint } from "../src/gatsby/scripts-after-paint";

const page = [
  `<html><head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body><main>Ciao</main>`,
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>`,
  `<script src="/webpack-runtime-0a1b.js" async=""></script><script src="/framework-2c3d.js" async=""></script><script src="/app-4e5f.js" async></script>`,
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`,
].join("");

/** Runs the page's loader with a stub document and hand-driven frames and timers. */
function runLoader(html: string) {
  const loader = inlineScripts(html).find((script) => script.includes("requestAnimationFrame"));
  if (!loader) throw new Error("no loader in the page");
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const context = {
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
  const paint = () => frames.splice(0).forEach((run) => run());
  return { added, paint, advance };
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

test("the scripts are added, async, only after the first frame has been painted", () => {
  const { added, paint, advance } = runLoader(loadScriptsAfterPaint(page));
  advance(0);
  expect(added).toEqual([]);
  paint();
  expect(added).toEqual([]);
  advance(0);
  expect(added).toEqual(["/webpack-runtime-0a1b.js async", "/framework-2c3d.js async", "/app-4e5f.js async"]);
  advance(LOAD_WITHOUT_PAINT_MS);
  expect(added).toHaveLength(3);
});

test("a background tab, which paints no frame, still gets its scripts", () => {
  const { added, advance } = runLoader(loadScriptsAfterPaint(page));
  advance(LOAD_WITHOUT_PAINT_MS - 1);
  expect(added).toEqual([]);
  advance(1);
  expect(added).toHaveLength(3);
});
