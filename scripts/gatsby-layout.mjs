/**
 * Gatsby's Netlify adapter moves each page's `x/index.html` to `x.html` after the build (pretty URLs for
 * `trailingSlash: "never"`), `404/index.html` over `404.html` included. Gatsby does not know: an incremental
 * build reuses the pages it wrote last time and reads them where it wrote them ("stitching slices" fails
 * with ENOENT). On Netlify the adapter avoids this by caching public/ before it moves anything; locally
 * `npm run build` (scripts/build.mjs) puts the pages back where Gatsby wrote them before it builds, and
 * removes the adapter's `_redirects`, which Netlify's cache never holds either.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * Moves every `x.html` whose `x/index.html` is missing back there (404.html is copied: it is a page too).
 * @param {string} publicDir
 * @returns {number} how many pages it moved back
 */
export function restoreGatsbyLayout(publicDir) {
  if (!fs.existsSync(publicDir)) return 0;
  let restored = 0;
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["page-data", "static", "_gatsby", "~partytown", "admin"].includes(entry.name)) walk(full);
        continue;
      }
      if (!entry.name.endsWith(".html") || entry.name === "index.html") continue;
      const target = path.join(dir, entry.name.slice(0, -".html".length), "index.html");
      if (fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (full === path.join(publicDir, "404.html")) fs.copyFileSync(full, target);
      else fs.renameSync(full, target);
      restored += 1;
    }
  };
  walk(publicDir);
  return restored;
}

/**
 * Removes the `_redirects` the adapter wrote after the last build. Left there, the next build counted it as
 * a file of the site (a `/_redirects` rule in `_headers`) and the adapter added blank lines to it each time.
 * @param {string} publicDir
 */
export function removeAdapterRedirects(publicDir) {
  fs.rmSync(path.join(publicDir, "_redirects"), { force: true });
}
