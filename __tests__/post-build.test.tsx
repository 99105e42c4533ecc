/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { servedFiles, sha256, with404Meta, writeHeaders } from "../src/gatsby/post-build";
import { SAME_ORIGIN_PATHS } from "../src/gatsby/security-headers";

function withPublicDir(files: Record<string, string>, check: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  try {
    for (const [file, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    }
    check(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Gatsby's page-path script, as static-entry.js writes it (inline-scripts.ts knows it by that shape). */
const pathScript = (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`;
const page = (pagePath: string) => `<html><head></head><body><script id="gatsby-script-loader">${pathScript(pagePath)}</script></body></html>`;

/** `_headers` as rules: each path and its headers. */
const rulesOf = (text: string) =>
  Object.fromEntries(
    text
      .split(/\n(?=\/)/)
      .filter((rule) => rule.startsWith("/"))
      .map((rule) => {
        const [route, ...lines] = rule.trim().split("\n");
        return [route, Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()]))];
      }),
  ) as Record<string, Record<string, string>>;

test("a rebuilt 404 page gets the policy of its current inline scripts, not the one left from the last build", () => {
  const stale = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-OLD='"/>`;
  withPublicDir({ "404.html": page("/404.html").replace("<head>", `<head>${stale}`) }, (dir) => {
    writeHeaders(dir, { analytics: false });
    const html = fs.readFileSync(path.join(dir, "404.html"), "utf8");
    expect(html).not.toContain("sha256-OLD=");
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(html).toContain(`'sha256-${sha256(pathScript("/404.html"))}'`);
  });
});

test("each path's policy is computed from the file the adapter leaves there: x/index.html moves over x.html", () => {
  // A fresh 404/index.html (the adapter moves it over 404.html) beside an older works.html (an earlier build's move).
  withPublicDir({ "404.html": page("/404.html"), "404/index.html": page("/404"), "works.html": page("/works"), "index.html": page("/") }, (dir) => {
    writeHeaders(dir, { analytics: false });
    const rules = fs.readFileSync(path.join(dir, "_headers"), "utf8").split(/\n(?=\/)/);
    const cspOf = (route: string) => rules.find((rule) => rule.startsWith(`${route}\n`)) ?? "";
    for (const route of ["/404", "/404.html"]) expect(cspOf(route)).toContain(sha256(pathScript("/404")));
    expect(cspOf("/works")).toContain(sha256(pathScript("/works")));
    expect(cspOf("/")).toContain(sha256(pathScript("/")));
    // Whichever file becomes 404.html carries the meta policy.
    for (const file of ["404.html", "404/index.html"])
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toContain('http-equiv="Content-Security-Policy"');
  });
});

test("_headers is rewritten with our block only: an earlier build's rules and adapter block go (the adapter appends a fresh one)", () => {
  const adapterBlock = "# gatsby-adapter-netlify start\n/*\n  x-content-type-options: nosniff\n# gatsby-adapter-netlify end";
  withPublicDir(
    {
      "index.html": page("/"),
      _headers: `# Content-Security-Policy per page (src/gatsby/post-build.ts)\n/old\n  content-security-policy: x\n\n${adapterBlock}\n`,
    },
    (dir) => {
      writeHeaders(dir, { analytics: false });
      const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
      expect(headers).not.toContain("/old");
      expect(headers).not.toContain("gatsby-adapter-netlify");
      expect(headers.startsWith("# Content-Security-Policy per page (src/gatsby/post-build.ts)\n/\n")).toBe(true);
    },
  );
});

test("the editors' page gets a rule for `/admin`, which Netlify also matches with a trailing slash, and one for its file", () => {
  withPublicDir({ "index.html": page("/"), "admin/index.html": "<html><head></head><body></body></html>" }, (dir) => {
    writeHeaders(dir, { analytics: false });
    const rules = rulesOf(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
    expect(Object.keys(rules).filter((route) => route.startsWith("/admin"))).toEqual(["/admin", "/admin/index.html", "/admin/*"]);
    expect(rules["/admin"]).toEqual({
      "content-security-policy": rules["/admin/index.html"]["content-security-policy"],
      "cross-origin-opener-policy": "same-origin-allow-popups",
    });
    // Production's policy has no http: source: the local server alone lets /admin/ reach the local backend.
    expect(rules["/admin"]["content-security-policy"]).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(rules["/admin"]["content-security-policy"]).not.toContain("http:");
  });
});

test("each page's file gets its page's headers: /index.html, /x.html beside /x", () => {
  withPublicDir({ "index.html": page("/"), "contatti/index.html": page("/contatti"), "journal.html": page("/journal") }, (dir) => {
    writeHeaders(dir, { analytics: false });
    const rules = rulesOf(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
    for (const [route, file] of [
      ["/", "/index.html"],
      ["/contatti", "/contatti.html"],
      ["/journal", "/journal.html"],
    ]) {
      expect(rules[file]).toEqual(rules[route]);
      expect(rules[route]).toEqual({
        "content-security-policy": expect.stringContaining(sha256(pathScript(route))),
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
      });
    }
    for (const route of SAME_ORIGIN_PATHS) expect(rules[route]).toEqual({ "cross-origin-resource-policy": "same-origin" });
  });
});

test("an inline script the site does not write stops the build, naming the page and the script", () => {
  const hostile = page("/journal/x").replace("<body>", "<body><script>window.stolen = localStorage.getItem('token')</script>");
  withPublicDir({ "journal/x/index.html": hostile }, (dir) => {
    expect(() => writeHeaders(dir, { analytics: false })).toThrow(
      /inline-scripts\.ts: public\/journal\/x\/index\.html has an inline script the site does not write: <script>window\.stolen = localStorage/,
    );
  });
});

test("servedFiles maps pretty URLs the way the adapter moves files", () => {
  const served = servedFiles([
    "index.html",
    "works/index.html",
    "journal.html",
    "journal/x/index.html",
    "journal/x.html",
    "admin/index.html",
    "404.html",
  ]);
  expect(Object.fromEntries(served)).toEqual({
    "/": "index.html",
    "/works": "works/index.html",
    "/journal": "journal.html",
    "/journal/x": "journal/x/index.html",
    "/admin": "admin/index.html",
    "/admin/": "admin/index.html",
    "/404": "404.html",
    "/404.html": "404.html",
  });
});

test("the 404 policy goes into the <head> of the page shape the installed Gatsby renders", () => {
  // Gatsby's own html.js (untyped), the page shell every page is rendered into.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS file of Gatsby's, loaded as Gatsby loads it
  const HTML = (require("gatsby/cache-dir/default-html") as { default: React.ComponentType<Record<string, unknown>> }).default;
  const html = renderToStaticMarkup(
    <HTML
      htmlAttributes={{ lang: "it" }}
      headComponents={[]}
      bodyAttributes={{}}
      preBodyComponents={[]}
      body="<main>Non trovata</main>"
      postBodyComponents={[]}
    />,
  );
  const withMeta = with404Meta(html, "default-src 'self'; frame-ancestors 'none'; object-src 'none'");
  expect(withMeta).toMatch(/<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; object-src 'none'"\/>/);
});

test("a 404 page without a <head> stops the build, naming this module", () => {
  expect(() => with404Meta("<html><body>Non trovata</body></html>", "default-src 'self'")).toThrow(/post-build\.ts: the 404 page has no <head>/);
});
