/**
 * Deterministic sizes of a built page, from the build output alone:
 * first-load JavaScript (every script the HTML loads) and HTML with its inline CSS, gzip bytes.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { resolveFile } from "../../scripts/static-server.mjs";

const gzipSize = (/** @type {Uint8Array} */ buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/**
 * Script files a page loads on first visit: the app's chunk group (runtime,
 * framework, app) and the page component's group, as webpack's stats list them.
 * @param {string} publicDir
 * @param {string} route
 * @returns {string[]}
 */
function firstLoadScripts(publicDir, route) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const pageData = JSON.parse(fs.readFileSync(pageDataFileFor(publicDir, route), "utf8"));
  const groups = stats.namedChunkGroups;
  /** @type {Set<string>} */
  const files = new Set();
  for (const group of ["app", pageData.componentChunkName]) {
    if (!groups[group]) throw new Error(`No chunk group ${group} in webpack.stats.json`);
    for (const asset of groups[group].assets) {
      const name = typeof asset === "string" ? asset : asset.name;
      if (name.endsWith(".js")) files.add(`/${name}`);
    }
  }
  return [...files].sort();
}

/**
 * @param {string} publicDir
 * @param {string} route
 */
function pageDataFileFor(publicDir, route) {
  const name = route === "/" ? "index" : route === "/404" ? "404.html" : route.replace(/^\/|\/$/g, "");
  return path.join(publicDir, "page-data", name, "page-data.json");
}

/**
 * The HTML file of a route in a Gatsby build, where the server finds it (`x.html` once the Netlify adapter moved it).
 * @param {string} publicDir
 * @param {string} route
 * @returns {string}
 */
export function htmlFileFor(publicDir, route) {
  if (route === "/404") return path.join(publicDir, "404.html");
  return resolveFile(path.resolve(publicDir), route) ?? path.join(publicDir, route.replace(/^\/|\/$/g, ""), "index.html");
}

/**
 * @typedef {{ route: string, scripts: string[], jsGzip: number, htmlGzip: number, headGzip: number, inlineCssGzip: number }} PageSizes
 */

/**
 * @param {string} publicDir
 * @param {string} route
 * @returns {PageSizes}
 */
export function pageSizes(publicDir, route) {
  const html = fs.readFileSync(htmlFileFor(publicDir, route));
  const scripts = firstLoadScripts(publicDir, route);
  const js = scripts.reduce((sum, url) => sum + gzipSize(fs.readFileSync(path.join(publicDir, url))), 0);
  const inlineCss = [...html.toString("utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const text = html.toString("utf8");
  // What the browser needs before it can paint: the head, with its inline CSS and font preload.
  const head = text.slice(0, text.indexOf("</head>") + "</head>".length);
  return {
    route,
    scripts,
    jsGzip: js,
    htmlGzip: gzipSize(html),
    headGzip: gzipSize(Buffer.from(head)),
    inlineCssGzip: gzipSize(Buffer.from(inlineCss)),
  };
}

/**
 * Every page's HTML file (the editors' /admin/ aside) with its gzip size, largest first.
 * @param {string} publicDir
 * @returns {Array<{ file: string, htmlGzip: number }>}
 */
export function pageHtmlSizes(publicDir) {
  return /** @type {string[]} */ (fs.readdirSync(publicDir, { recursive: true }))
    .filter((file) => file.endsWith(".html") && !/^(admin|page-data|_gatsby)[\\/]/.test(file))
    .map((file) => ({ file, htmlGzip: gzipSize(fs.readFileSync(path.join(publicDir, file))) }))
    .sort((a, b) => b.htmlGzip - a.htmlGzip);
}

/**
 * The scripts the editors' /admin/ page loads (its index.html's script tags), each with its gzip size.
 * @param {string} publicDir
 * @returns {{ scripts: Array<{ url: string, jsGzip: number }>, jsGzip: number }}
 */
export function adminSizes(publicDir) {
  const html = fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8");
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => {
    const url = new URL(src, "https://site.invalid/admin/").pathname;
    return { url, jsGzip: gzipSize(fs.readFileSync(path.join(publicDir, url))) };
  });
  return { scripts, jsGzip: scripts.reduce((sum, script) => sum + script.jsGzip, 0) };
}

/**
 * The size budgets: first-load JS against the baseline; the head with its inline CSS within
 * 14 kB gzip, what the first round trip of a new connection carries (TCP initial window), so
 * the first paint never waits for a second one (an article's own text may run past it).
 */
export const BUDGETS = {
  /** The admin's scripts, at most what Decap 3.6 with React 18's UMD files weighed (issue 33: 1,415 kB). */
  adminJsGzip: 1_415_000,
  homeJsRatio: 1.7,
  otherJsRatio: 2,
  inlineCssGzip: 14 * 1024,
  headGzip: 14 * 1024,
  /**
   * Every page's head and first screen (issue 58, bench/lib/first-screen.mjs; the whole HTML until then, issues 32 and
   * 36), held by the bench's --check rather than by `npm test`: a longer post is a valid edit, and must not turn CI red.
   */
  firstScreenGzip: 14 * 1024,
};
