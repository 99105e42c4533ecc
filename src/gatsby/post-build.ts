/**
 * After the build: hashes every page's inline scripts, the site's own only (inline-scripts.ts), and writes each page's
 * Content-Security-Policy and document headers to public/_headers (Netlify's format), for its address and for its
 * file's (`/contatti` and `/contatti.html`), and the policy of the files published from what editors save (`/static/*`,
 * `/media/*`: security-headers.ts's PUBLISHED_FILES). Gatsby's Netlify adapter runs after this hook: it writes its own block
 * (the headers of every path in its `/*` rule, adapter-headers.ts; cache rules; gatsby-config's rules per file) between
 * its markers below ours, and moves each page's `x/index.html` to `x.html` (Netlify's pretty URLs, as
 * `trailingSlash: "never"` asks), `404/index.html` over `404.html` included. So each path's policy is computed from the
 * file that will be served there once the adapter is done (servedFiles).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LOCALES } from "../lib/locales";
import { localizedRoutes } from "../lib/routes";
import {
  ADMIN_PAGE_HEADERS,
  adminCsp,
  PAGE_HEADERS,
  pageCsp,
  PUBLISHED_FILES,
  PUBLISHED_FILES_CSP,
  SAME_ORIGIN_PATHS,
  SAME_ORIGIN_RESOURCE,
  type HeaderMap,
} from "./security-headers";
import { inlineScriptTags, siteInlineScripts } from "./inline-scripts";
import { currentCssFiles, withCurrentInlineStyles } from "./per-page-css";
import { loadScriptsAfterPaint } from "./scripts-after-paint";
import { readSiteSettings } from "./site-settings";
import { writeRobotsTxt } from "./robots";
import { removeSourceMaps, SOURCE_MAPS_DIR } from "./source-maps";
import { writeStylesheets } from "./stylesheets";

/**
 * Gatsby's route announcer says "Navigated to …" in English; global.css hides it by its id, and the shell's own
 * speaks the page's language (RouteAnnouncer). Should Gatsby rename it, English would be heard again: the build stops.
 */
function assertGatsbyAnnouncerHidden(html: string, page: string): void {
  if (!html.includes('<div id="gatsby-announcer"')) {
    throw new Error(
      `src/gatsby/post-build.ts: ${page} has no <div id="gatsby-announcer">, which global.css hides so that the site's own announcer speaks the page's language; review the route announcer (docs/architecture.md).`,
    );
  }
}

export const ADAPTER_START = "# gatsby-adapter-netlify start";
export const ADAPTER_END = "# gatsby-adapter-netlify end";
const OWN_BLOCK = "# Content-Security-Policy per page (src/gatsby/post-build.ts)";

/** Inline scripts a browser executes (JSON-LD and other data blocks are not executed). */
export function inlineScripts(html: string): string[] {
  return inlineScriptTags(html).map((script) => script.text);
}

export const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

/** The HTML files under `dir`, relative, with `/` separators. */
export function htmlFiles(dir: string, base = dir): string[] {
  // Sorted: the directory's order is the order files were written in, which differs between a clean and an incremental build.
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Gatsby's own folders hold fragments and data, not pages.
    if (entry.isDirectory()) return ["page-data", "static", "_gatsby", "~partytown"].includes(entry.name) ? [] : htmlFiles(full, base);
    return entry.name.endsWith(".html") ? [path.relative(base, full).split(path.sep).join("/")] : [];
  });
}

/**
 * The HTML file served at each URL path once the adapter has moved `x/index.html` to `x.html`:
 * a freshly built `x/index.html` (moved over any `x.html` an earlier build left), else `x.html`.
 * `404.html` serves `/404.html`, `/404` and every path no file matches.
 * The editors' `admin/index.html` is not a Gatsby page: it stays and serves `/admin` and `/admin/`.
 */
export function servedFiles(files: string[]): Map<string, string> {
  const present = new Set(files);
  const served = new Map<string, string>();
  for (const file of files) {
    if (file === "index.html") served.set("/", file);
    else if (file.startsWith("admin/")) {
      if (file === "admin/index.html") ["/admin", "/admin/"].forEach((route) => served.set(route, file));
    } else if (file.endsWith("/index.html")) {
      const route = `/${file.slice(0, -"/index.html".length)}`;
      served.set(route, file);
      if (route === "/404") served.set("/404.html", file);
    } else {
      const route = `/${file.slice(0, -".html".length)}`;
      if (present.has(`${route.slice(1)}/index.html`)) continue; // the adapter moves that one over this file
      served.set(route, file);
      if (route === "/404") served.set("/404.html", file);
    }
  }
  return served;
}

function block(rules: [string, HeaderMap][]): string {
  return rules
    .map(
      ([route, headers]) =>
        `${route}\n${Object.entries(headers)
          .map(([k, v]) => `  ${k}: ${v}`)
          .join("\n")}`,
    )
    .join("\n");
}

/**
 * The meta CSP for the 404 page, which Netlify serves for paths no header rule knows. Throws, naming
 * this module, if the page has no `<head>` to put it in (Gatsby's page shape changed).
 */
export function with404Meta(html: string, csp: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp.replace(/frame-ancestors[^;]*;\s*/, "")}"/>`;
  // A rebuild may keep the 404 page's HTML, meta and all, while its inline scripts change: replace, never keep.
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "");
  if (!/<head[^>]*>/i.test(withoutOld)) {
    throw new Error("src/gatsby/post-build.ts: the 404 page has no <head> for its Content-Security-Policy meta tag; review the 404 CSP.");
  }
  return withoutOld.replace(/<head([^>]*)>/i, `<head$1>${meta}`);
}

/**
 * Every public page loads Gatsby's scripts after its first paint (the editors' /admin/ is left alone),
 * and inlines this build's CSS files, which a page kept from an earlier build may not (per-page-css.ts).
 */
function deferScriptsAndInlineCurrentCss(publicDir: string): { pages: number } {
  let pages = 0;
  const css = currentCssFiles((file) => fs.readFileSync(path.join(publicDir, file), "utf8"));
  for (const file of htmlFiles(publicDir)) {
    if (file.startsWith("admin/")) continue;
    const absolute = path.join(publicDir, file);
    const html = fs.readFileSync(absolute, "utf8");
    assertGatsbyAnnouncerHidden(html, `public/${file}`);
    const rewritten = loadScriptsAfterPaint(withCurrentInlineStyles(html, css), `public/${file}`);
    if (rewritten !== html) {
      fs.writeFileSync(absolute, rewritten);
      pages += 1;
    }
  }
  return { pages };
}

/**
 * The path of a page's own file once the adapter has moved it (`/contatti.html`, `/index.html`, `/admin/index.html`):
 * Netlify serves it there too, so it gets its page's headers.
 */
export function fileAddress(route: string): string {
  if (route === "/") return "/index.html";
  if (route === "/admin") return "/admin/index.html";
  return route.endsWith(".html") ? route : `${route}.html`;
}

export function writeHeaders(publicDir: string, { analytics }: { analytics: boolean }): { rules: number } {
  const served = servedFiles(htmlFiles(publicDir));
  const searchPages = new Set(LOCALES.map((locale) => served.get(localizedRoutes[locale].search)));
  const cspByFile = new Map<string, string>();
  const cspOf = (file: string) => {
    if (!cspByFile.has(file)) {
      // Only the site's own scripts: any other stops the build here, naming the page (inline-scripts.ts).
      const hashes = siteInlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8"), `public/${file}`).map(sha256);
      cspByFile.set(file, file.startsWith("admin/") ? adminCsp(hashes) : pageCsp(hashes, { analytics, webAssembly: searchPages.has(file) }));
    }
    return cspByFile.get(file)!;
  };
  // The 404 pages, wherever Gatsby wrote them: the adapter keeps one of the two as 404.html (en/404.html).
  for (const file of LOCALES.flatMap((locale) => [
    `${localizedRoutes[locale].notFound.slice(1)}.html`,
    `${localizedRoutes[locale].notFound.slice(1)}/index.html`,
  ])) {
    const absolute = path.join(publicDir, file);
    if (fs.existsSync(absolute)) fs.writeFileSync(absolute, with404Meta(fs.readFileSync(absolute, "utf8"), cspOf(file)));
  }
  // One rule per path as Netlify matches it: `/admin` also matches `/admin/`, so the twin would set each header twice.
  // Each page's rule also goes to its file's path; /admin/index.html has its opener policy from gatsby-config's rule
  // for the files under /admin/, and its resource policy from `/admin/*`, as every file there.
  const addresses = [...served].filter(([route]) => !(route.endsWith("/") && served.has(route.slice(0, -1))));
  // Netlify sends every matching rule's headers: a page under the published files' rule would get their policy too.
  const underPublished = addresses.filter(([route]) => PUBLISHED_FILES.some((folder) => `${route}/`.startsWith(folder.slice(0, -1))));
  if (underPublished.length) {
    throw new Error(
      `src/gatsby/post-build.ts: ${underPublished.map(([route]) => route).join(", ")} is a page under ${PUBLISHED_FILES.join(" or ")}, whose files are served under a policy that runs nothing; give it another address.`,
    );
  }
  const pageRules = addresses.flatMap(([route, file]): [string, HeaderMap][] => {
    const csp = { "content-security-policy": cspOf(file) };
    if (file.startsWith("admin/"))
      return [
        [route, { ...csp, ...ADMIN_PAGE_HEADERS }],
        [fileAddress(route), csp],
      ];
    const rule = { ...csp, ...PAGE_HEADERS };
    return fileAddress(route) === route || served.has(fileAddress(route))
      ? [[route, rule]]
      : [
          [route, rule],
          [fileAddress(route), rule],
        ];
  });
  const rules = [
    ...pageRules,
    ...SAME_ORIGIN_PATHS.map((route): [string, HeaderMap] => [route, SAME_ORIGIN_RESOURCE]),
    ...PUBLISHED_FILES.map((route): [string, HeaderMap] => [route, { "content-security-policy": PUBLISHED_FILES_CSP }]),
  ];
  // Only ours: the adapter appends its block after this hook. An earlier build's block, kept in place, came back
  // with a blank line more than a clean build's (an incremental build must write what a clean one writes).
  fs.writeFileSync(path.join(publicDir, "_headers"), `${OWN_BLOCK}\n${block(rules)}\n`);
  return { rules: rules.length };
}

/** The pages' HTML finished (scripts after the first paint, this build's CSS), their headers, robots.txt, print.css and modes.css; no source map published. */
export function finishPages(publicDir: string, { reporter }: { reporter: { info: (message: string) => void } }): void {
  // Before the headers: the loader is an inline script the CSP must hash.
  const { pages } = deferScriptsAndInlineCurrentCss(publicDir);
  reporter.info(`Scripts load after the first paint on ${pages} pages`);
  const { rules } = writeHeaders(publicDir, { analytics: Boolean(process.env.GATSBY_GA_MEASUREMENT_ID) });
  reporter.info(`Content-Security-Policy written for ${rules} paths (public/_headers)`);
  writeRobotsTxt(publicDir, readSiteSettings().siteUrl);
  reporter.info("robots.txt written (public/robots.txt)");
  const maps = removeSourceMaps(publicDir);
  if (maps) reporter.info(`${maps} source maps of an earlier build removed from public/ (src/gatsby/webpack.ts writes them to ${SOURCE_MAPS_DIR})`);
  writeStylesheets(publicDir, readSiteSettings().siteUrl);
  reporter.info("print.css and modes.css written (public/)");
}
