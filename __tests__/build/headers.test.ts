/**
 * public/_headers as Gatsby's Netlify adapter leaves it: our per-page CSP block, then the adapter's own
 * (security headers from gatsby-config, cache rules). Read with Netlify's rules: a later matching rule
 * replaces an earlier one's header (scripts/static-server.mjs: @netlify/headers-parser's rules, as the browser tests serve them).
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../../e2e/content";
import { pageKinds } from "../../e2e/pages";
import { headersFor, readHeaderRules, type HeaderRule } from "../../scripts/static-server.mjs";
import { ADAPTER_END, ADAPTER_START, htmlFiles, inlineScripts, servedFiles, sha256 } from "../../src/gatsby/post-build";
import { SECURITY_HEADERS } from "../../src/gatsby/security-headers";
import { observatoryScore } from "./observatory";

const publicDir = path.resolve(__dirname, "../../public");
const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
let rules: HeaderRule[];
beforeAll(async () => {
  rules = await readHeaderRules(publicDir);
});
const served = servedFiles(htmlFiles(publicDir));
const pages = [...served].filter(([route]) => !route.startsWith("/admin"));
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

test("the adapter's block is there, once, after the CSP block, with the defaults this site overrides", () => {
  expect(text.split(ADAPTER_START)).toHaveLength(2);
  expect(text.indexOf(ADAPTER_START)).toBeGreaterThan(text.indexOf("content-security-policy"));
  expect(text.indexOf(ADAPTER_END)).toBeGreaterThan(text.indexOf(ADAPTER_START));
  // What post-build.ts and security-headers.ts expect of the adapter: a `/*` rule of defaults, its
  // `referrer-policy: same-origin` overridden by every route's own rule (OpenStreetMap's tiles need a Referer).
  const defaults = rules.find((rule) => rule.for === "/*")!;
  expect(defaults.values).toMatchObject({ "cache-control": REVALIDATE, "referrer-policy": "same-origin" });
});

test("every page of the build has a rule", () => {
  // One page of every kind (src/lib/pages.ts), and the not-found page's second file.
  const kinds = pageKinds(readContent(path.resolve(__dirname, "../.."))).map(({ route }) => route);
  expect(pages.map(([route]) => route)).toEqual(expect.arrayContaining([...kinds, "/404.html"]));
  expect(pages.length).toBeGreaterThan(10);
});

/** Headers that two rules matching `route` both set, the adapter's `/*` defaults (replaced by a later rule) aside. */
function headersSetTwice(route: string) {
  const defaults = rules.find((rule) => rule.for === "/*")!;
  const counts = new Map<string, number>();
  for (const rule of rules) {
    const names = Object.keys(headersFor([rule], route));
    if (rule === defaults) continue;
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1);
}

describe.each(pages)("headers of %s", (route, file) => {
  let headers: Record<string, string>;
  beforeAll(() => {
    headers = headersFor(rules, route);
  });

  test("carry every security header the site promises, with its own values", () => {
    expect(headers).toMatchObject(SECURITY_HEADERS);
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  test("are revalidated on every visit", () => {
    expect(headers["cache-control"]).toBe(REVALIDATE);
  });

  test("have a strict CSP: no unsafe-inline script, framing, plugins and base tags off", () => {
    const csp = headers["content-security-policy"];
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  test("allow exactly the inline scripts of the file served there", () => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const allowed = [...headers["content-security-policy"].matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
    expect(allowed).toEqual([...new Set(inlineScripts(html).map(sha256))].sort());
  });

  test("score A+ in an Observatory-style check", () => {
    expect(observatoryScore(headers)).toMatchObject({ grade: "A+" });
  });

  test("set no header twice: only the adapter's `/*` defaults are replaced, by a later rule", () => {
    expect(headersSetTwice(route)).toEqual([]);
  });
});

test("no rule names a header twice (Netlify would join the values)", () => {
  let current = "";
  const seen = new Set<string>();
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = line.trim();
      seen.clear();
      continue;
    }
    const name = `${current} ${line.slice(0, line.indexOf(":")).trim().toLowerCase()}`;
    expect(seen.has(name) ? name : "").toBe("");
    seen.add(name);
  }
});

test("hashed scripts and styles, /static/* and page data have the adapter's cache rules", () => {
  const html = fs.readFileSync(path.join(publicDir, served.get("/")!), "utf8");
  const app = /"(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
  expect(app).toBeDefined();
  expect(headersFor(rules, app!)["cache-control"]).toBe(IMMUTABLE);
  // The stylesheet this build's pages name (an older build's may still lie in public/).
  const css = /\b(app\.[0-9a-f]+\.css)\b/.exec(html)![1];
  expect(headersFor(rules, `/${css}`)["cache-control"]).toBe(IMMUTABLE);
  expect(headersFor(rules, "/static/any-file-0123.png")["cache-control"]).toBe(IMMUTABLE);
  expect(headersFor(rules, "/page-data/index/page-data.json")["cache-control"]).toBe(REVALIDATE);
});

test("the 404 page carries its policy in a meta tag for paths no rule knows", () => {
  const html = fs.readFileSync(path.join(publicDir, "404.html"), "utf8");
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(meta).toContain("script-src 'self' 'sha256-");
  expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  for (const script of inlineScripts(html)) expect(meta).toContain(sha256(script));
});

test("/admin/ has its own policy that lets the CMS reach GitHub and the local server", () => {
  const headers = headersFor(rules, "/admin/");
  expect(headers["content-security-policy"]).toContain("connect-src 'self' https://api.github.com http://localhost:8081");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(observatoryScore(headers).grade).toBe("A+");
});

describe.each(["/admin", "/admin/"])("headers of %s, the editors' CMS", (route) => {
  test("let the popups it opens keep their opener, for Netlify's GitHub sign-in", () => {
    expect(headersFor(rules, route)["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  test("set no header twice, the opener policy included: no rule of the adapter gives it another", () => {
    expect(headersSetTwice(route)).toEqual([]);
  });
});

test("the files under /admin/ that the adapter's block names carry the editors' opener policy too", () => {
  const adminFiles = rules.filter((rule) => rule.for.startsWith("/admin/") && rule.for !== "/admin/").map((rule) => rule.for);
  expect(adminFiles).toContain("/admin/index.html");
  for (const file of adminFiles) expect([file, headersFor(rules, file)["cross-origin-opener-policy"]]).toEqual([file, "same-origin-allow-popups"]);
});

test("the scorer fails a site without headers", () => {
  expect(observatoryScore({}).grade).toBe("F");
});
