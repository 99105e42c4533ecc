/**
 * @jest-environment jsdom
 */
// The two editions in the production build: every page in `<html lang>` of its address, each twin naming the other
// with hreflang by its language alone (`en`, offered to every English reader, not only the United Kingdom's) and
// x-default the English one, reciprocally, and the sitemap naming the same; on an English page no Italian interface
// text, links that stay in English, nothing Italian behind a link (a CV), code in English, an English post's reading
// time at the English rate, and only the glossary's words, on every English page and feed. Read from every page of
// public/ (jsdom parses the HTML and the sitemap); the browser's part is e2e/languages.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { resolveFile } from "../../scripts/static-server.mjs";
import { readContent } from "../../e2e/content";
import { glossarySays, readGlossary, ruledOut, translatedTexts } from "../support/glossary";
import { collections, type Collection } from "../../src/content/collections";
import { htmlFiles, servedFiles } from "../../src/gatsby/post-build";
import { readSiteSettings } from "../../src/gatsby/site-settings";
import { localeOfPath } from "../../src/lib/locales";
import { readingMinutes } from "../../src/lib/reading-time";
import { localizedRoutes } from "../../src/lib/routes";
import { fill } from "../../src/lib/text";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const siteUrl = readSiteSettings(path.join(root, "content")).siteUrl.replace(/\/$/, "");
const parse = (file: string) => new DOMParser().parseFromString(fs.readFileSync(path.join(publicDir, file), "utf8"), "text/html");

/** Every page of the build at its address: not /admin/, not the .html twins of an address. */
const pages = [...servedFiles(htmlFiles(publicDir))]
  .filter(([route, file]) => !file.startsWith("admin/") && !route.endsWith(".html") && (route === "/" || !route.endsWith("/")))
  .map(([route, file]) => ({ route, doc: parse(file) }));
const byRoute = new Map(pages.map((page) => [page.route, page.doc]));
/** Each text node of `root` apart: an element's text runs into the next one's in textContent ("+52 pointsBefore"). */
function textNodes(doc: Document, root: Node): string[] {
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: string[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode.textContent ?? "");
  return nodes;
}
const prose = new Map<Document, string[]>();
/** A page's prose in its language, text node by text node: no code, scripts, styles or text marked as in another language. */
function proseOf(doc: Document): string[] {
  if (!prose.has(doc)) {
    const body = doc.body.cloneNode(true) as HTMLElement;
    const language = doc.documentElement.getAttribute("lang");
    for (const element of body.querySelectorAll(`pre, code, script, style, [lang]:not([lang^='${language}'])`)) element.remove();
    prose.set(doc, textNodes(doc, body));
  }
  return prose.get(doc)!;
}
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

test("the sitemap names each page's twins as the page's head does, and every page with twins is in it", () => {
  const sitemap = new DOMParser().parseFromString(fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8"), "application/xml");
  const listed = new Map(
    [...sitemap.getElementsByTagName("url")].map((url) => [
      url.getElementsByTagName("loc")[0].textContent!.slice(siteUrl.length) || "/",
      Object.fromEntries([...url.getElementsByTagName("xhtml:link")].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])),
    ]),
  );
  const named = pages.filter((page) => Object.keys(hreflangs(page.doc)).length > 0);
  expect(named.length).toBeGreaterThan(20);
  // The noindex pages (a sent brief's, the not-found ones) have twins and stay out of the sitemap.
  const indexed = named.filter(({ doc }) => !doc.querySelector('meta[name="robots"][content*="noindex"]'));
  expect(indexed.map(({ route }) => ({ route, links: listed.get(route) }))).toEqual(
    indexed.map(({ route, doc }) => ({ route, links: hreflangs(doc) })),
  );
});

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

/** The links of a page to the site's files (a CV), not to pages: their addresses end in an extension. */
const fileLinks = (doc: Document) =>
  [...doc.querySelectorAll("main a[href^='/']")].filter((link) => /\.[a-z0-9]+$/i.test(link.getAttribute("href")!.split(/[?#]/)[0]));

test("nothing Italian behind an English link: a file an English page shares with its Italian twin says so (hreflang)", () => {
  const english = pages.filter((page) => localeOfPath(page.route) === "en" && hreflangs(page.doc).it);
  const offered = english.flatMap(({ route, doc }) => {
    const twin = byRoute.get(hreflangs(doc).it!.slice(siteUrl.length) || "/")!;
    const italianFiles = new Set(fileLinks(twin).map((link) => link.getAttribute("href")));
    return fileLinks(doc).map((link) => ({
      route,
      href: link.getAttribute("href")!,
      italian: italianFiles.has(link.getAttribute("href")),
      hreflang: link.getAttribute("hreflang"),
    }));
  });
  // The studio's CVs at least: one per member, in English.
  expect(offered.filter(({ route }) => route === localizedRoutes.en.studio).length).toBe(readContent(root).team.members.length);
  expect(offered.filter(({ italian, hreflang }) => italian && hreflang !== "it")).toEqual([]);
});

test("an English post's reading time is counted at the English rate, in the list and on its page", () => {
  const english = readContent(root, undefined, "en");
  const label = (minutes: number) => fill(english.journalPage.readingTime, { minutes });
  expect(english.posts.length).toBeGreaterThan(0);
  for (const post of english.posts) {
    const expected = label(readingMinutes(post.body, "en"));
    for (const route of [localizedRoutes.en.journalPost(post.slug), localizedRoutes.en.journal]) {
      const card = [...byRoute.get(route)!.querySelectorAll("main article")].find((article) =>
        [...article.querySelectorAll("h1, h2")].some((heading) => heading.textContent === post.title),
      );
      expect({ route, shown: card?.textContent?.includes(expected) }).toEqual({ route, shown: true });
    }
  }
});

test("an English page, feed or llms.txt uses no form the glossary rules out (docs/glossary.md), the code's words included", () => {
  const rows = readGlossary();
  const texts = [
    ...pages
      .filter((page) => localeOfPath(page.route) === "en")
      .map(({ route, doc }) => {
        const attributes = [...doc.querySelectorAll("[alt], [aria-label], [title], meta[content]")].flatMap((element) =>
          ["alt", "aria-label", "title", "content"].map((name) => element.getAttribute(name) ?? ""),
        );
        return { where: route, text: [doc.title, ...proseOf(doc), ...attributes].join("\n") };
      }),
    ...["en/rss.xml", "en/feed.json"].map((file) => ({
      where: file,
      text: fs.readFileSync(path.join(publicDir, file), "utf8").replace(/<pre[\s\S]*?<\/pre>/g, ""),
    })),
    { where: "llms.txt, English part", text: fs.readFileSync(path.join(publicDir, "llms.txt"), "utf8").split(`${siteUrl}/en`).slice(1).join("\n") },
  ];
  expect(texts.flatMap(({ where, text }) => ruledOut(text, rows).map((hit) => `${where}: “${hit.found}”: ${glossarySays(hit)}`))).toEqual([]);
});

test("an English page's code is in English: none of its words is one only the Italian pages' prose uses", () => {
  /** The words of a text, split where code joins them (camelCase, snake_case, kebab-case), in lower case. */
  const words = (text: string) =>
    text
      .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
  const proseWords = (locale: "it" | "en") =>
    new Set(pages.filter(({ route }) => localeOfPath(route) === locale).flatMap(({ doc }) => proseOf(doc).flatMap(words)));
  const english = proseWords("en");
  const italianOnly = new Set([...proseWords("it")].filter((word) => !english.has(word)));
  const code = pages
    .filter(({ route }) => localeOfPath(route) === "en")
    .flatMap(({ route, doc }) => [...doc.querySelectorAll("main pre, main code")].map((element) => ({ route, text: element.textContent ?? "" })));
  // The posts' code samples at least (a fenced block is a <pre>).
  expect(code.filter(({ text }) => text.includes("\n")).length).toBeGreaterThan(0);
  const italian = code.flatMap(({ route, text }) =>
    words(text)
      .filter((word) => italianOnly.has(word))
      .map((word) => `${route}: ${word}`),
  );
  expect([...new Set(italian)]).toEqual([]);
});

test("an unknown English address is answered by the English not-found page", () => {
  expect(resolveFile(publicDir, localizedRoutes.en.notFound)).not.toBeNull();
  const rules = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8");
  expect(rules).toMatch(new RegExp(`^${localizedRoutes.en.home}/\\*\\s+${localizedRoutes.en.notFound}\\s+404$`, "m"));
});
