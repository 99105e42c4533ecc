/**
 * What must arrive in the first round trip: the head with its inline CSS, and the first screen, not a long post's last
 * paragraph. The first screen ends where the first element, in document order, starts below the window: measured in
 * Chromium at Lighthouse's phone window (412×823), scripts off so that the page is its server HTML as parsed, fixed
 * and hidden elements aside (the cookie bar and the ball arrive with the rest; they are fixed, so nothing moves). That
 * element's place in the HTML comes from node-html-parser (its `range`): the two must count the same elements, with the
 * same names, or this throws, naming the page.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parse } from "node-html-parser";

/** Lighthouse's mobile window (its `screenEmulation`), the bench's. */
export const FIRST_SCREEN = { width: 412, height: 823 };

/**
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} origin the served build
 * @param {string} publicDir
 * @param {string[]} files HTML files under publicDir
 * @returns {Promise<Array<{ file: string, firstScreenGzip: number, cutAt: string }>>}
 */
export async function firstScreenSizes(browser, origin, publicDir, files) {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport(FIRST_SCREEN);
  const sizes = [];
  try {
    for (const file of files) {
      const route = `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
      await page.goto(new URL(route, origin).href, { waitUntil: "load" });
      // Elements of the body in document order, noscript's content aside (the parser below keeps it as text).
      const seen = await page.evaluate(() => {
        const elements = Array.from(document.body.querySelectorAll("*")).filter((el) => !el.parentElement?.closest("noscript"));
        /** @param {Element} el */
        const inFlow = (el) => {
          for (let node = /** @type {Element | null} */ (el); node; node = node.parentElement)
            if (getComputedStyle(node).position === "fixed") return false;
          return true;
        };
        const below = elements.findIndex((el) => {
          const box = el.getBoundingClientRect();
          return box.height > 0 && box.top + window.scrollY >= window.innerHeight && inFlow(el);
        });
        return { count: elements.length, below, tag: below > -1 ? elements[below].tagName.toLowerCase() : null };
      });
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      // Script, style and noscript hold text (noscript as a browser with scripts off does not); `pre` holds elements.
      const elements =
        parse(html, { comment: false, blockTextElements: { script: true, noscript: true, style: true } })
          .querySelector("body")
          ?.querySelectorAll("*") ?? [];
      if (elements.length !== seen.count) {
        throw new Error(
          `bench/lib/first-screen.mjs: ${file}: Chromium counts ${seen.count} elements in the body, node-html-parser ${elements.length}`,
        );
      }
      const cut = seen.below === -1 ? html.length : elements[seen.below].range[0];
      if (seen.below > -1 && elements[seen.below].tagName.toLowerCase() !== seen.tag) {
        throw new Error(
          `bench/lib/first-screen.mjs: ${file}: the first element below the window is a ${seen.tag} in Chromium, a ${elements[seen.below].tagName} here`,
        );
      }
      sizes.push({ file, firstScreenGzip: zlib.gzipSync(html.slice(0, cut), { level: 9 }).length, cutAt: seen.tag ?? "the end" });
    }
  } finally {
    await page.close();
  }
  return sizes.sort((a, b) => b.firstScreenGzip - a.firstScreenGzip);
}
