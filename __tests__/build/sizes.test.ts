/**
 * Issue 4's size budgets, from the build output alone (deterministic, so they belong in `npm test`;
 * timings and Lighthouse scores stay in `npm run bench`).
 */
import fs from "node:fs";
import path from "node:path";
import { adminSizes, BUDGETS, htmlFileFor, pageHtmlSizes, pageSizes } from "../../bench/lib/sizes.mjs";
import { readContent } from "../../e2e/content";
import { pageKinds } from "../../e2e/pages";
import { LOCALES } from "../../src/lib/locales";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const baseline = JSON.parse(fs.readFileSync(path.join(root, "bench/baseline/first-load.json"), "utf8"));
const installed = (name: string) => JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;

const content = readContent(root);
// Every kind of page (src/lib/pages.ts) in each language, its built HTML, with its own first-load JavaScript budget:
// an English page keeps its Italian twin's budgets.
const pages = LOCALES.flatMap((locale) =>
  pageKinds(locale === "it" ? content : readContent(root, undefined, locale), locale).map(({ name, route, jsBudget }) => ({
    name: `${name} (${locale})`,
    route,
    jsRatio: BUDGETS[jsBudget],
  })),
);

test("the recorded baseline was measured with the Gatsby and React the site uses", () => {
  // If this fails, run `npm run bench` to measure the bare Gatsby page again.
  expect({ gatsby: baseline.gatsby, react: baseline.react }).toEqual({ gatsby: installed("gatsby"), react: installed("react") });
  expect(baseline.jsGzip).toBeGreaterThan(40_000);
});

test("a journal post exists to measure", () => {
  expect(content.posts.length).toBeGreaterThan(0);
});

describe.each(pages)("$name ($route)", ({ route, jsRatio }) => {
  test(`first-load JavaScript is at most ${jsRatio}× the bare Gatsby page`, () => {
    const sizes = pageSizes(publicDir, route);
    expect(sizes.scripts.length).toBeGreaterThan(2);
    expect(sizes.jsGzip / baseline.jsGzip).toBeLessThanOrEqual(jsRatio);
  });

  test("the head with its inline CSS fits the first round trip (14 kB gzip)", () => {
    const sizes = pageSizes(publicDir, route);
    expect(sizes.inlineCssGzip).toBeLessThanOrEqual(BUDGETS.inlineCssGzip);
    expect(sizes.headGzip).toBeLessThanOrEqual(BUDGETS.headGzip);
  });
});

test("the bench's whole-HTML budget measures every page, largest first, and not the editors' /admin/", () => {
  const sizes = pageHtmlSizes(publicDir);
  const files = sizes.map((size) => size.file);
  for (const { route } of pages) expect(files).toContain(path.relative(publicDir, htmlFileFor(publicDir, route)));
  expect(files.filter((file) => file.startsWith("admin"))).toEqual([]);
  expect(sizes.map((size) => size.htmlGzip)).toEqual(sizes.map((size) => size.htmlGzip).sort((a, b) => b - a));
});

describe("the CMS stays in /admin/", () => {
  // A sentence only the CMS previews contain (src/cms/preview/PreviewFrame.tsx).
  const PREVIEW_MARK = "Da completare prima di pubblicare";
  const publicScripts = fs.readdirSync(publicDir).filter((name) => name.endsWith(".js"));

  const admin = adminSizes(publicDir);

  test("the admin bundle holds the previews, and no front-matter reader that runs JavaScript (gray-matter)", () => {
    const code = admin.scripts.map(({ url }) => fs.readFileSync(path.join(publicDir, url), "utf8")).join("\n");
    expect(code).toContain(PREVIEW_MARK);
    // gray-matter's message for a front matter's language it has no engine for (src/gatsby/cms-webpack.ts leaves it out).
    expect(code).not.toContain('gray-matter engine "');
  });

  test(`the admin page loads its own scripts only, at most ${Math.round(BUDGETS.adminJsGzip / 1000)} kB gzipped`, () => {
    expect(admin.scripts.length).toBeGreaterThan(0);
    for (const { url } of admin.scripts) expect(url).toMatch(/^\/admin\/[\w.-]+\.js$/);
    expect(admin.jsGzip).toBeLessThanOrEqual(BUDGETS.adminJsGzip);
  });

  test("no script of the public pages, first-load or lazy, holds the CMS or its previews", () => {
    const withCms = publicScripts.filter((name) => {
      const code = fs.readFileSync(path.join(publicDir, name), "utf8");
      return code.includes(PREVIEW_MARK) || code.includes("decap-cms");
    });
    expect(publicScripts.length).toBeGreaterThan(5);
    expect(withCms).toEqual([]);
  });

  test.each(pages)("$name loads nothing from /admin/ (the preview CSS included)", ({ route }) => {
    const html = fs.readFileSync(htmlFileFor(publicDir, route), "utf8");
    expect(html).not.toMatch(/["'(]\/admin\//);
  });
});
