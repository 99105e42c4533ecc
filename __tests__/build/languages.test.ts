/**
 * @jest-environment jsdom
 */
// The two editions in the production build: every page in `<html lang>` of its address, each twin naming the other
// with hreflang by its language alone (`en`, offered to every English reader, not only the United Kingdom's) and
// x-default the English one, reciprocally; on an English page no Italian interface text, and links
// that stay in English. Read from every page of public/ (jsdom parses the HTML); the browser's part is
// e2e/languages.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { resolveFile } from "../../scripts/static-server.mjs";
import { readContent } from "../../e2e/content";
import { collections, type Collection } from "../../src/content/collections";
import type { Field } from "../../src/content/fields";
import { htmlFiles, servedFiles } from "../../src/gatsby/post-build";
import { readSiteSettings } from "../../src/gatsby/site-settings";
import { localeOfPath } from "../../src/lib/locales";
import { localizedRoutes } from "../../src/lib/routes";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const siteUrl = readSiteSettings(path.join(root, "content")).siteUrl.replace(/\/$/, "");
const parse = (file: string) => new DOMParser().parseFromString(fs.readFileSync(path.join(publicDir, file), "utf8"), "text/html");

/** Every page of the build at its address: not /admin/, not the .html twins of an address. */
const pages = [...servedFiles(htmlFiles(publicDir))]
  .filter(([route, file]) => !file.startsWith("admin/") && !route.endsWith(".html") && (route === "/" || !route.endsWith("/")))
  .map(([route, file]) => ({ route, doc: parse(file) }));
const byRoute = new Map(pages.map((page) => [page.route, page.doc]));
const hreflangs = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
  );

test("the build has pages in both languages", () => {
  const english = pages.filter((page) => localeOfPath(page.route) === "en");
  expect(english.length).toBeGreaterThan(10);
  expect(pages.length - english.length).toBeGreaterThan(10);
});

/** The language alone, as `<html lang>` and hreflang name it. */
const LANGUAGE = { it: "it", en: "en" } as const;

test.each(pages.map((page) => [page.route, page.doc] as const))("%s is in the language of its address, named alone", (route, doc) => {
  expect(doc.documentElement.getAttribute("lang")).toBe(LANGUAGE[localeOfPath(route)]);
});

test("every page's structured data names its language as <html lang> does", () => {
  const named = pages.flatMap(({ route, doc }) =>
    [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
      [...(script.textContent ?? "").matchAll(/"inLanguage"\s*:\s*"([^"]+)"/g)].map(([, language]) => ({ route, language })),
    ),
  );
  // A post and a work name theirs, in both editions.
  expect(named.filter(({ route }) => localeOfPath(route) === "en").length).toBeGreaterThan(0);
  expect(named.filter(({ route, language }) => language !== LANGUAGE[localeOfPath(route)])).toEqual([]);
});

test("every page with a twin names it with hreflang by language alone, the twin names it back, and x-default is the English page", () => {
  const named = pages.filter((page) => Object.keys(hreflangs(page.doc)).length > 0);
  // Every fixed page (home, works, studio, journal, brief, search, statement) has its twin.
  for (const route of ["home", "works", "studio", "journal", "brief", "search", "accessibility"] as const) {
    expect(named.map((page) => page.route)).toContain(localizedRoutes.en[route]);
  }
  const wrong = named.flatMap(({ route, doc }) => {
    const links = hreflangs(doc);
    const problems: string[] = [];
    if (Object.keys(links).sort().join() !== "en,it,x-default") problems.push(`${route}: names ${Object.keys(links).join(", ")}`);
    if (links[LANGUAGE[localeOfPath(route)]] !== `${siteUrl}${route === "/" ? "/" : route}`)
      problems.push(`${route}: its own link is ${links[LANGUAGE[localeOfPath(route)]]}`);
    if (links["x-default"] !== links.en) problems.push(`${route}: x-default is not the English page`);
    for (const href of [links.it, links.en]) {
      const twin = byRoute.get(href!.slice(siteUrl.length) || "/");
      if (!twin) problems.push(`${route}: names ${href}, which the build has no page at`);
      else if (JSON.stringify(hreflangs(twin)) !== JSON.stringify(links)) problems.push(`${route}: ${href} does not name it back the same way`);
    }
    return problems;
  });
  expect(wrong).toEqual([]);
});

/** Every text of a collection's file that is translated (not `shared`), with its value, by dotted path. */
function translatedTexts(fields: Record<string, Field>, value: unknown, at = ""): [string, string][] {
  const data = (value ?? {}) as Record<string, unknown>;
  return Object.entries(fields).flatMap(([name, field]): [string, string][] => {
    const where = at ? `${at}.${name}` : name;
    const held = data[name];
    if (field.kind === "string") return !field.shared && typeof held === "string" ? [[where, held]] : [];
    if (field.kind === "object") return translatedTexts(field.fields, held, where);
    if (field.kind === "list" && Array.isArray(held)) {
      const item = field.of;
      return held.flatMap((entry, index): [string, string][] =>
        item.kind === "object"
          ? translatedTexts(item.fields, entry, `${where}[${index}]`)
          : item.kind === "string" && !item.shared
            ? [[`${where}[${index}]`, String(entry)]]
            : [],
      );
    }
    return [];
  });
}

describe("an English page", () => {
  const italian = readContent(root);
  const english = readContent(root, undefined, "en");
  const yaml = collections.filter((collection): collection is Collection & { source: { type: "yaml" } } => collection.source.type === "yaml");
  // The interface's Italian words, where the English copy says something else: a sentence of three words or more
  // (a name such as "Works" or "Studio" is the same in both).
  const englishTexts = new Set(
    yaml.flatMap((collection) => translatedTexts(collection.fields, english[collection.name as keyof typeof english]).map(([, text]) => text)),
  );
  const italianOnly = yaml
    .flatMap((collection) =>
      translatedTexts(collection.fields, italian[collection.name as keyof typeof italian]).map(
        ([where, text]) => `${collection.name}.${where}\t${text}`,
      ),
    )
    .filter((entry) => {
      const text = entry.split("\t")[1];
      return !englishTexts.has(text) && text.trim().split(/\s+/).length >= 3 && !/[{}]/.test(text);
    });
  const englishPages = pages.filter((page) => localeOfPath(page.route) === "en");

  test.each(englishPages.map((page) => [page.route, page.doc] as const))(
    "%s shows no Italian interface text, and its links stay in English",
    (_route, doc) => {
      // What is marked as another language (the switcher, named in Italian) is not the page's interface.
      const body = doc.body.cloneNode(true) as HTMLElement;
      for (const other of body.querySelectorAll("[lang]:not([lang^='en'])")) other.remove();
      const shown = [
        body.textContent ?? "",
        ...[...body.querySelectorAll("[aria-label], [alt], [title]")].flatMap((element) =>
          ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
        ),
      ].join("\n");
      expect(italianOnly.filter((entry) => shown.includes(entry.split("\t")[1]))).toEqual([]);
      // The site's own pages only: files (a CV, a feed) and the switcher's link to the Italian twin are not pages in a language.
      const internal = [...doc.querySelectorAll("a[href^='/']:not([hreflang])")]
        .map((link) => link.getAttribute("href")!)
        .filter((href) => !/\.[a-z]+$/.test(href.split(/[?#]/)[0]));
      expect(internal.filter((href) => href !== localizedRoutes.en.home && !href.startsWith(`${localizedRoutes.en.home}/`))).toEqual([]);
    },
  );
});

test("an unknown English address is answered by the English not-found page", () => {
  expect(resolveFile(publicDir, localizedRoutes.en.notFound)).not.toBeNull();
  const rules = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8");
  expect(rules).toMatch(new RegExp(`^${localizedRoutes.en.home}/\\*\\s+${localizedRoutes.en.notFound}\\s+404$`, "m"));
});
