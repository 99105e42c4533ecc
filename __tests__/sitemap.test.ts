/**
 * @jest-environment node
 */
// The sitemap of both editions, written by gatsby-plugin-sitemap itself from src/gatsby/sitemap.ts's options: every
// page of each language, the not-found and brief-sent pages of each left out, and every page that has a twin naming
// it and its twins (xhtml:link hreflang, by language alone), reciprocally, with x-default the English one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "graphql";
import { alternateLinks, sitemapOptions, sitemapPages } from "../src/gatsby/sitemap";
import type { Locale } from "../src/lib/locales";
import { localizedRoutes } from "../src/lib/routes";

/* eslint-disable @typescript-eslint/no-require-imports -- the plugin's own modules, untyped CommonJS */
const { onPostBuild } = require("gatsby-plugin-sitemap/gatsby-node") as {
  onPostBuild: (args: Record<string, unknown>, options: Record<string, unknown>) => Promise<void>;
};
const { defaultFilterPages, resolvePagePath, resolveSiteUrl } = require("gatsby-plugin-sitemap/internals") as Record<string, unknown>;
/* eslint-enable @typescript-eslint/no-require-imports */

const siteUrl = "https://www.blessbit.it";
const { it: itRoutes, en: enRoutes } = localizedRoutes;

type Alternates = Partial<Record<Locale, string>>;
/** A page as Gatsby lists it: its path and its context's language and twins (src/gatsby/pages.ts). */
const page = (pagePath: string, alternates: Alternates) => ({
  path: pagePath,
  pageContext: { locale: (pagePath.startsWith("/en") ? "en" : "it") as Locale, alternates },
});
/** A page and its twin, each naming both. */
const twins = (italian: string, english: string) => [page(italian, { it: italian, en: english }), page(english, { it: italian, en: english })];

const data = {
  site: { siteMetadata: { siteUrl } },
  allSitePage: {
    nodes: [
      ...twins(itRoutes.home, enRoutes.home),
      ...twins(itRoutes.works, enRoutes.works),
      ...twins(itRoutes.work("lido-booking"), enRoutes.work("lido-booking")),
      ...twins(itRoutes.journal, enRoutes.journal),
      ...twins(itRoutes.journalPost("uno"), enRoutes.journalPost("one")),
      ...twins(itRoutes.journalTag("casi-studio"), enRoutes.journalTag("case-studies")),
      ...twins(itRoutes.brief, enRoutes.brief),
      ...twins(itRoutes.briefSent, enRoutes.briefSent),
      ...twins(itRoutes.notFound, enRoutes.notFound),
      page("/404.html", { it: itRoutes.notFound, en: enRoutes.notFound }),
      // A post in one language only, and a tag without a twin: no alternates.
      page(itRoutes.journalPost("solo-italiano"), { it: itRoutes.journalPost("solo-italiano") }),
      page(enRoutes.journalTag("english-only"), { en: enRoutes.journalTag("english-only") }),
      // A list's page 2 names the other journal's first page, which does not name it back.
      page(itRoutes.journalPage(2), { it: itRoutes.journal, en: enRoutes.journal }),
      page(enRoutes.journalPage(2), { it: itRoutes.journal, en: enRoutes.journal }),
    ],
  },
  allJournalPost: {
    nodes: [
      { slug: "uno", locale: "it" as const, date: "2026-01-01", updated: "2026-03-01", tags: ["casi-studio"] },
      { slug: "solo-italiano", locale: "it" as const, date: "2026-02-01", updated: null, tags: ["altro"] },
      { slug: "one", locale: "en" as const, date: "2026-01-01", updated: null, tags: ["case-studies", "english-only"] },
    ],
  },
};

test("a page's alternates: itself and its twins by language alone, x-default the English one; none without a twin or for a page they do not name", () => {
  expect(alternateLinks(enRoutes.works, { it: itRoutes.works, en: enRoutes.works })).toEqual([
    { lang: "it", url: itRoutes.works },
    { lang: "en", url: enRoutes.works },
    { lang: "x-default", url: enRoutes.works },
  ]);
  expect(alternateLinks(itRoutes.journalPost("solo"), { it: itRoutes.journalPost("solo") })).toBeUndefined();
  expect(alternateLinks(itRoutes.journalPage(2), { it: itRoutes.journal, en: enRoutes.journal })).toBeUndefined();
  expect(alternateLinks(itRoutes.works, undefined)).toBeUndefined();
});

test("lastmod per language: a post's own day, a list's or tag's newest post in its language, other pages the build's day", () => {
  const lastmod = Object.fromEntries(sitemapPages(data, "2026-06-01").map((entry) => [entry.path, entry.lastmod]));
  expect(lastmod[itRoutes.journal]).toBe("2026-03-01");
  expect(lastmod[enRoutes.journal]).toBe("2026-01-01");
  expect(lastmod[enRoutes.journalPage(2)]).toBe("2026-01-01");
  expect(lastmod[enRoutes.journalPost("one")]).toBe("2026-01-01");
  expect(lastmod[enRoutes.journalTag("case-studies")]).toBe("2026-01-01");
  expect(lastmod[itRoutes.journalTag("casi-studio")]).toBe("2026-03-01");
  expect(lastmod[enRoutes.works]).toBe("2026-06-01");
});

test("the sitemap lists both editions, each page with its twins named by language alone, reciprocally, and x-default the English one", async () => {
  const options = sitemapOptions("2026-06-01");
  expect(() => parse(options.query)).not.toThrow();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
  const cwd = process.cwd();
  const fail = (message: string, error?: unknown) => {
    throw error ?? new Error(message);
  };
  try {
    process.chdir(dir);
    await onPostBuild(
      { graphql: async () => ({ data }), reporter: { verbose: () => {}, warn: fail, panic: fail }, basePath: "", pathPrefix: "" },
      // The plugin's own defaults for what the options leave out (its options schema gives them in a build).
      { output: "/", entryLimit: 45000, resolveSiteUrl, resolvePagePath, filterPages: defaultFilterPages, ...options },
    );
    const xml = fs.readFileSync(path.join(dir, "public/sitemap-0.xml"), "utf8");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = new Map(
      [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => [
        /<loc>([^<]+)<\/loc>/.exec(body)![1],
        Object.fromEntries(
          [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map(([, lang, href]) => [lang, href]),
        ),
      ]),
    );
    const paths = [...entries.keys()].map((url) => url.slice(siteUrl.length) || "/");

    // Both editions; neither language's not-found page nor its brief-sent page.
    for (const route of [
      itRoutes.home,
      enRoutes.home,
      enRoutes.works,
      enRoutes.work("lido-booking"),
      enRoutes.journalPost("one"),
      enRoutes.journalTag("english-only"),
      enRoutes.brief,
    ]) {
      expect(paths).toContain(route);
    }
    for (const route of [itRoutes.notFound, "/404.html", enRoutes.notFound, itRoutes.briefSent, enRoutes.briefSent])
      expect(paths).not.toContain(route);

    // Every page with a twin names both languages and x-default (the English page); each twin names the same set back.
    const named = [...entries].filter(([, links]) => Object.keys(links).length > 0);
    expect(named.map(([url]) => url.slice(siteUrl.length) || "/").sort()).toEqual(
      [
        itRoutes.home,
        enRoutes.home,
        itRoutes.works,
        enRoutes.works,
        itRoutes.work("lido-booking"),
        enRoutes.work("lido-booking"),
        itRoutes.journal,
        enRoutes.journal,
      ]
        .concat([
          itRoutes.journalPost("uno"),
          enRoutes.journalPost("one"),
          itRoutes.journalTag("casi-studio"),
          enRoutes.journalTag("case-studies"),
          itRoutes.brief,
          enRoutes.brief,
        ])
        .sort(),
    );
    for (const [url, links] of named) {
      expect(Object.keys(links).sort()).toEqual(["en", "it", "x-default"]);
      expect(links[url.startsWith(`${siteUrl}/en`) ? "en" : "it"]).toBe(url);
      expect(links["x-default"]).toBe(links.en);
      for (const twin of [links.it, links.en]) expect(entries.get(twin)).toEqual(links);
    }
    expect(entries.get(`${siteUrl}${enRoutes.journalPost("one")}`)).toEqual({
      it: `${siteUrl}${itRoutes.journalPost("uno")}`,
      en: `${siteUrl}${enRoutes.journalPost("one")}`,
      "x-default": `${siteUrl}${enRoutes.journalPost("one")}`,
    });
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
