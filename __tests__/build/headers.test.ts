/**
 * public/_headers as Gatsby's Netlify adapter leaves it: our block (each page's policy and headers, for its address
 * and its file's), then the adapter's own (every path's security headers in its `/*` rule, cache rules, gatsby-config's
 * rules per file). Read with Netlify's rules: a later matching rule replaces an earlier one's header
 * (scripts/static-server.mjs: @netlify/headers-parser's rules, as the browser tests serve them), and graded by Mozilla's
 * HTTP Observatory itself (scripts/observatory.mjs). The files published from what editors save (`/static/*`, `/media/*`)
 * have a policy of their own, under which nothing runs; no page, script or worker is among them.
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../../e2e/content";
import { pageKinds } from "../../e2e/pages";
import { headersFor, readHeaderRules, withLocalBackend, type HeaderRule } from "../../scripts/static-server.mjs";
import { adapterEveryPathRule } from "../../src/gatsby/adapter-headers";
import { ADAPTER_END, ADAPTER_START, fileAddress, htmlFiles, inlineScripts, servedFiles, sha256 } from "../../src/gatsby/post-build";
import { PUBLISHED_FILES_CSP, SECURITY_HEADERS } from "../../src/gatsby/security-headers";
import { observatoryGrades, penalties, type Graded, type ObservatoryResponse } from "./observatory";

const publicDir = path.resolve(__dirname, "../../public");
const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
let rules: HeaderRule[];
beforeAll(async () => {
  rules = await readHeaderRules(publicDir);
});
const served = servedFiles(htmlFiles(publicDir));
const pages = [...served].filter(([route]) => !route.startsWith("/admin"));
const kinds = pageKinds(readContent(path.resolve(__dirname, "../..")));
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const html = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
/** The one file of the build under a folder of public/ (a share card, a search fragment…), as a path. */
const firstFile = (folder: string, pattern: RegExp) => {
  const found = fs.readdirSync(path.join(publicDir, folder), { recursive: true, encoding: "utf8" }).find((file) => pattern.test(file));
  if (!found) throw new Error(`no file matching ${pattern} under public/${folder}`);
  return `/${folder}/${found.split(path.sep).join("/")}`;
};

test("the adapter's block is there, once, after ours, its `/*` rule every path's security headers", () => {
  expect(text.split(ADAPTER_START)).toHaveLength(2);
  expect(text.indexOf(ADAPTER_START)).toBeGreaterThan(text.indexOf("content-security-policy"));
  expect(text.indexOf(ADAPTER_END)).toBeGreaterThan(text.indexOf(ADAPTER_START));
  // src/gatsby/adapter-headers.ts replaced Gatsby's defaults: no `x-xss-protection: 1; mode=block`, no `same-origin` referrer.
  expect(adapterEveryPathRule(text)).toEqual([
    `cache-control: ${REVALIDATE}`,
    ...Object.entries(SECURITY_HEADERS).map(([key, value]) => `${key}: ${value}`),
  ]);
  expect(text).not.toContain("1; mode=block");
});

test("every page of the build has a rule", () => {
  // One page of every kind (src/lib/pages.ts), and the not-found page's second file.
  expect(pages.map(([route]) => route)).toEqual(expect.arrayContaining([...kinds.map(({ route }) => route), "/404.html"]));
  expect(pages.length).toBeGreaterThan(10);
});

/** Headers that two rules matching `route` both set, the adapter's `/*` rule aside (a later rule replaces its header). */
function headersSetTwice(route: string) {
  const everyPath = rules.find((rule) => rule.for === "/*")!;
  const counts = new Map<string, number>();
  for (const rule of rules) {
    const names = Object.keys(headersFor([rule], route));
    if (rule === everyPath) continue;
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1);
}

describe.each(pages)("headers of %s", (route, file) => {
  let headers: Record<string, string>;
  beforeAll(() => {
    headers = headersFor(rules, route);
  });

  test("carry every security header the site promises, with its own values, and a page's own", () => {
    expect(headers).toMatchObject(SECURITY_HEADERS);
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
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
    const allowed = [...headers["content-security-policy"].matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
    expect(allowed).toEqual([...new Set(inlineScripts(html(file)).map(sha256))].sort());
  });

  test("set no header twice: only the `/*` rule's are replaced, by a later rule", () => {
    expect(headersSetTwice(route)).toEqual([]);
  });

  test("are the headers of the page's own file too (`/x.html`, `/index.html`)", () => {
    expect(headersFor(rules, fileAddress(route))).toEqual(headers);
    expect(headersSetTwice(fileAddress(route))).toEqual([]);
  });
});

test("no source map is published, nor named by a rule", () => {
  expect(fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".map"))).toEqual([]);
  expect(rules.map((rule) => rule.for).filter((address) => address.endsWith(".map"))).toEqual([]);
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
  const home = html(served.get("/")!);
  const app = /"(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1];
  expect(app).toBeDefined();
  expect(headersFor(rules, app!)["cache-control"]).toBe(IMMUTABLE);
  // The stylesheet this build's pages name (an older build's may still lie in public/).
  const css = /\b(app\.[0-9a-f]+\.css)\b/.exec(home)![1];
  expect(headersFor(rules, `/${css}`)["cache-control"]).toBe(IMMUTABLE);
  expect(headersFor(rules, "/static/any-file-0123.png")["cache-control"]).toBe(IMMUTABLE);
  expect(headersFor(rules, "/page-data/index/page-data.json")["cache-control"]).toBe(REVALIDATE);
});

describe("every other address gets the headers of every path", () => {
  const others = (): [string, string | undefined][] => [
    // Loaded by other sites and readers: no resource policy, so that they still may.
    ["/rss.xml", undefined],
    ["/feed.json", undefined],
    [
      `/journal/tag/${kinds
        .find((kind) => kind.source.includes("journal-tag"))!
        .route.split("/")
        .pop()}/rss.xml`,
      undefined,
    ],
    ["/sitemap-index.xml", undefined],
    ["/robots.txt", undefined],
    ["/llms.txt", undefined],
    ["/favicon.svg", undefined],
    [firstFile("share", /\.png$/), undefined],
    [firstFile("static", /\.(avif|webp|jpg)$/), undefined],
    [/"(\/app-[0-9a-f]{20}\.js)"/.exec(html(served.get("/")!))![1], undefined],
    ["/pagina-che-non-esiste", undefined],
    ["/una/cartella/che/non-esiste.png", undefined],
    // Loaded by the site's own pages only.
    ["/pagefind/pagefind.js", "same-origin"],
    [firstFile("pagefind", /^fragment[/\\]/), "same-origin"],
    ["/page-data/index/page-data.json", "same-origin"],
    ["/page-data/app-data.json", "same-origin"],
  ];

  test.each(others())("%s: HSTS, nosniff, the permissions policy…; resource policy %s", (address, resourcePolicy) => {
    const headers = headersFor(rules, address);
    expect(headers).toMatchObject(SECURITY_HEADERS);
    expect(headers["x-xss-protection"]).toBe("0");
    expect(headers["cross-origin-resource-policy"]).toBe(resourcePolicy);
    expect(headersSetTwice(address)).toEqual([]);
  });

  test("the JSON Feed keeps its own media type", () => {
    expect(headersFor(rules, "/feed.json")["content-type"]).toBe("application/feed+json; charset=utf-8");
  });
});

describe("the Observatory's grade", () => {
  const responses: ObservatoryResponse[] = [];
  let graded: Map<string, Graded>;
  const asHtml = { "content-type": "text/html; charset=utf-8" };
  beforeAll(() => {
    for (const kind of kinds) {
      // Served at its address (an unknown one for the not-found page, which only `/*` and its meta policy cover) and
      // at its file's.
      const file = served.get(kind.route)!;
      for (const address of new Set([kind.path, fileAddress(kind.route)]))
        responses.push({ name: `${kind.name} ${address}`, path: address, headers: { ...headersFor(rules, address), ...asHtml }, html: html(file) });
    }
    for (const address of ["/admin/", "/admin/index.html"])
      responses.push({ name: address, path: address, headers: { ...headersFor(rules, address), ...asHtml }, html: html("admin/index.html") });
    responses.push({ name: "no headers", path: "/", headers: asHtml, html: "<!doctype html><title>x</title>" });
    graded = new Map(observatoryGrades(responses).map((result) => [result.name, result]));
  });

  test("every kind of public page grades A+, at its address and at its file's", () => {
    const publicPages = responses.filter(({ name }) => !name.startsWith("/admin") && name !== "no headers");
    expect(publicPages.length).toBeGreaterThanOrEqual(kinds.length * 2 - 1);
    for (const { name } of publicPages) expect([name, graded.get(name)?.grade, penalties(graded.get(name)!)]).toEqual([name, "A+", []]);
  });

  test.each(["/admin/", "/admin/index.html"])("%s grades A or better, its one penalty the `unsafe-eval` Decap needs", (name) => {
    const result = graded.get(name)!;
    expect([["A", "A+"].includes(result.grade), penalties(result)]).toEqual([true, ["csp-implemented-with-unsafe-eval"]]);
  });

  test("a response without the site's headers grades D: the grader grades", () => {
    const result = graded.get("no headers")!;
    expect([result.grade, penalties(result)]).toEqual([
      "D",
      ["csp-not-implemented", "hsts-not-implemented", "x-content-type-options-not-implemented", "x-frame-options-not-implemented"],
    ]);
  });
});

describe("the files published from what editors save (`/static/*`, `/media/*`) run nothing, opened as documents", () => {
  const published = (): string[] => [
    firstFile("static", /\.(avif|webp|jpg)$/),
    firstFile("static", /\.pdf$/),
    firstFile("static", /\.woff2$/),
    "/media/una-foto.jpg",
    "/static/0123/un-file-che-non-esiste.svg",
    "/MEDIA/Pagina.html",
  ];

  test.each(published())("%s: their policy, set once", (address) => {
    expect(headersFor(rules, address)["content-security-policy"]).toBe(PUBLISHED_FILES_CSP);
    expect(headersSetTwice(address)).toEqual([]);
  });

  test("their policy lets nothing run or load: no script, worker or plugin source, no form, no base, no frame", () => {
    const directives = new Map(PUBLISHED_FILES_CSP.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));
    // What `default-src` does not cover is set apart; everything it covers falls back to 'none' but styles.
    expect(Object.fromEntries(directives)).toEqual({
      "default-src": ["'none'"],
      "style-src": ["'unsafe-inline'"],
      "form-action": ["'none'"],
      "base-uri": ["'none'"],
      "frame-ancestors": ["'none'"],
    });
  });

  test("no page, script or worker is published there; the scripts and workers the pages load keep no policy", () => {
    const code = ["static", "media"]
      .filter((folder) => fs.existsSync(path.join(publicDir, folder)))
      .flatMap((folder) => fs.readdirSync(path.join(publicDir, folder), { recursive: true, encoding: "utf8" }))
      .filter((file) => /\.(html?|m?js|svg)$/i.test(file));
    expect(code).toEqual([]);
    const app = /"(\/app-[0-9a-f]{20}\.js)"/.exec(html(served.get("/")!))![1];
    for (const script of [app, "/pagefind/pagefind.js", firstFile("pagefind", /^pagefind-worker\.js$/)]) {
      expect([script, headersFor(rules, script)["content-security-policy"]]).toEqual([script, undefined]);
    }
  });
});

test("the 404 page carries its policy in a meta tag for paths no rule knows", () => {
  const notFound = html("404.html");
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(notFound)?.[1] ?? "";
  expect(meta).toContain("script-src 'self' 'sha256-");
  expect(notFound.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  for (const script of inlineScripts(notFound)) expect(meta).toContain(sha256(script));
});

test("/admin/'s own policy reaches GitHub; only the local server adds the CMS's local backend", () => {
  const headers = headersFor(rules, "/admin/");
  expect(headers["content-security-policy"]).toContain("connect-src 'self' blob: https://api.github.com;");
  expect(headers["content-security-policy"]).not.toMatch(/http:|localhost|127\.0\.0\.1/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(withLocalBackend("/admin/", headers)["content-security-policy"]).toContain(
    "connect-src 'self' blob: https://api.github.com http://localhost:8081 http://127.0.0.1:8081;",
  );
});

describe.each(["/admin", "/admin/", "/admin/index.html"])("headers of %s, the editors' CMS", (route) => {
  test("let the popups it opens keep their opener, for Netlify's GitHub sign-in", () => {
    expect(headersFor(rules, route)["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  test("are the same at its address and at its file's, each header set once", () => {
    expect(headersFor(rules, route)).toEqual(headersFor(rules, "/admin"));
    expect(headersSetTwice(route)).toEqual([]);
  });
});

test("the files under /admin/ that the adapter's block names carry the editors' opener policy too", () => {
  const adminFiles = rules
    .filter((rule) => rule.for.startsWith("/admin/") && rule.for !== "/admin/" && rule.for !== "/admin/*")
    .map((rule) => rule.for);
  expect(adminFiles).toContain("/admin/index.html");
  for (const file of adminFiles) {
    const headers = headersFor(rules, file);
    expect([file, headers["cross-origin-opener-policy"], headers["cross-origin-resource-policy"]]).toEqual([
      file,
      "same-origin-allow-popups",
      "same-origin",
    ]);
  }
});
