/**
 * After the build: hashes every page's inline scripts and writes the
 * per-path Content-Security-Policy to public/_headers (Netlify's format),
 * plus a block that mirrors what Gatsby's Netlify adapter emits (security and
 * cache headers), so the local server applies exactly the production headers.
 * On Netlify the adapter replaces that block, between its own markers, with
 * its real one: no header is defined twice.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { adminCsp, pageCsp, SECURITY_HEADERS, type HeaderMap } from "./security-headers";
import { currentCssFiles, withCurrentInlineStyles } from "./per-page-css";
import { loadScriptsAfterPaint } from "./scripts-after-paint";
import { readSiteSettings } from "./site-settings";
import { writeRobotsTxt } from "./sitemap";

const ADAPTER_START = "# gatsby-adapter-netlify start";
const ADAPTER_END = "# gatsby-adapter-netlify end";
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** Inline scripts a browser executes (JSON-LD and other data blocks are not executed). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

export const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

function htmlFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Gatsby's own folders hold fragments and data, not pages.
    if (entry.isDirectory()) return ["page-data", "static", "_gatsby", "~partytown"].includes(entry.name) ? [] : htmlFiles(full, base);
    return entry.name.endsWith(".html") ? [path.relative(base, full).split(path.sep).join("/")] : [];
  });
}

/**
 * URL paths that may serve a built HTML file: `works/index.html` -> `/works` and `/works/`;
 * `404.html` -> `/404.html` and `/404`, where it comes before `404/index.html` (as on Netlify
 * and in scripts/static-server.mjs, `/x` tries `x.html` first).
 */
export function pathsFor(file: string): string[] {
  if (file === "index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const dir = `/${file.slice(0, -"/index.html".length)}`;
    return [dir, `${dir}/`];
  }
  return [`/${file}`, `/${file.slice(0, -".html".length)}`];
}

function block(rules: [string, HeaderMap][]): string {
  return rules.map(([route, headers]) => `${route}\n${Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`).join("\n")}`).join("\n");
}

/** What Gatsby's Netlify adapter serves: security headers everywhere, cache rules per kind of file. */
export function adapterEquivalentRules(): [string, HeaderMap][] {
  return [
    ["/*", { ...SECURITY_HEADERS }],
    ["/static/*", { "cache-control": IMMUTABLE }],
    ["/*.js", { "cache-control": IMMUTABLE }],
    ["/*.css", { "cache-control": IMMUTABLE }],
    ["/page-data/*", { "cache-control": REVALIDATE }],
    ["/*.html", { "cache-control": REVALIDATE }],
    ["/", { "cache-control": REVALIDATE }],
  ];
}

/** The meta CSP for the 404 page, which Netlify serves for paths no header rule knows. */
function with404Meta(html: string, csp: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp.replace(/frame-ancestors[^;]*;\s*/, "")}"/>`;
  // A rebuild may keep the 404 page's HTML, meta and all, while its inline scripts change: replace, never keep.
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "");
  return withoutOld.replace(/<head([^>]*)>/i, `<head$1>${meta}`);
}

/**
 * Every public page loads Gatsby's scripts after its first paint (the editors' /admin/ is left alone),
 * and inlines this build's CSS files, which a page kept from an earlier build may not (per-page-css.ts).
 */
export function rewriteScriptTags(publicDir: string): { pages: number } {
  let pages = 0;
  const css = currentCssFiles((file) => fs.readFileSync(path.join(publicDir, file), "utf8"));
  for (const file of htmlFiles(publicDir)) {
    if (file.startsWith("admin/")) continue;
    const absolute = path.join(publicDir, file);
    const html = fs.readFileSync(absolute, "utf8");
    const rewritten = loadScriptsAfterPaint(withCurrentInlineStyles(html, css));
    if (rewritten !== html) {
      fs.writeFileSync(absolute, rewritten);
      pages += 1;
    }
  }
  return { pages };
}

export function writeHeaders(publicDir: string, { analytics }: { analytics: boolean }): { rules: number } {
  const cspByRoute = new Map<string, string>();
  for (const file of htmlFiles(publicDir)) {
    const absolute = path.join(publicDir, file);
    const html = fs.readFileSync(absolute, "utf8");
    const hashes = inlineScripts(html).map(sha256);
    const isAdmin = file.startsWith("admin/");
    const csp = isAdmin ? adminCsp(hashes) : pageCsp(hashes, { analytics });
    if (file === "404.html") fs.writeFileSync(absolute, with404Meta(html, csp));
    for (const route of pathsFor(file)) {
      // Where `x.html` and `x/index.html` both claim `/x`, the one served there wins.
      if (!cspByRoute.has(route) || !file.endsWith("/index.html")) cspByRoute.set(route, csp);
    }
  }
  const cspRules = [...cspByRoute].map(([route, csp]): [string, HeaderMap] => [route, { "content-security-policy": csp }]);
  const target = path.join(publicDir, "_headers");
  const existing = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  const adapterBlock = existing.includes(ADAPTER_START)
    ? existing.slice(existing.indexOf(ADAPTER_START), existing.indexOf(ADAPTER_END) + ADAPTER_END.length)
    : `${ADAPTER_START}\n# Mirrors the adapter's rules for local serving; on Netlify the adapter rewrites this block.\n${block(adapterEquivalentRules())}\n${ADAPTER_END}`;
  fs.writeFileSync(target, `# Content-Security-Policy per page (src/gatsby/post-build.ts)\n${block(cspRules)}\n\n${adapterBlock}\n`);
  return { rules: cspRules.length };
}

export function onPostBuild({ reporter }: { reporter: { info: (message: string) => void } }): void {
  // Before the headers: the loader is an inline script the CSP must hash.
  const { pages } = rewriteScriptTags(path.resolve("public"));
  reporter.info(`Scripts load after the first paint on ${pages} pages`);
  const { rules } = writeHeaders(path.resolve("public"), { analytics: Boolean(process.env.GATSBY_GA_MEASUREMENT_ID) });
  reporter.info(`Content-Security-Policy written for ${rules} paths (public/_headers)`);
  writeRobotsTxt(path.resolve("public"), readSiteSettings().siteUrl);
  reporter.info("robots.txt written (public/robots.txt)");
}
