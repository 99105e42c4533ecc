/**
 * @jest-environment node
 */
// gatsby-plugin-feed's options: an RSS feed per language, each with its channel in that language and its posts at
// that language's addresses; run through the plugin itself, as the build runs it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "graphql";
import { journalPage } from "../src/content/collections";
import { readFile } from "../src/content/validate";
import { feedOptions, type FeedPost } from "../src/gatsby/feed-options";
import { gatsbyConfigHeaders } from "../src/gatsby/security-headers";
import { localizedRoutes } from "../src/lib/routes";

/* eslint-disable @typescript-eslint/no-require-imports -- the plugin's own module, untyped CommonJS */
const { onPostBuild } = require("gatsby-plugin-feed/gatsby-node") as {
  onPostBuild: (
    args: { graphql: (query: string) => Promise<{ data: unknown }>; reporter: { warn: (message: string) => void } },
    options: unknown,
  ) => Promise<void>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const contentDir = path.resolve(__dirname, "../content");
const site = { name: "Blessbit", siteUrl: "https://www.blessbit.it", description: "Uno studio." };
const options = feedOptions(site, contentDir);
const journalIn = (locale: "it" | "en") => readFile(journalPage, contentDir, locale).meta;
/** Each language's feed title: its journal's `feedTitle`, the studio named. */
const titleIn = (locale: "it" | "en") => readFile(journalPage, contentDir, locale).feedTitle.replace("{product}", "Blessbit");

const post = (slug: string, title: string): FeedPost => ({
  slug,
  title,
  date: "2026-09-15",
  description: `${title}.`,
  tags: ["studio"],
  tagEntries: [{ label: "Lo studio" }],
  html: `<p>${title} <a href="/journal">x</a></p>`,
});

test("one feed per language, at that language's address, each query valid and filtered to its language", () => {
  expect(options.feeds.map((feed) => feed.output)).toEqual([localizedRoutes.it.feed, localizedRoutes.en.feed]);
  expect(options.feeds.map((feed) => feed.output)).toEqual(["/rss.xml", "/en/rss.xml"]);
  for (const [index, locale] of (["it", "en"] as const).entries()) {
    const { query, match } = options.feeds[index];
    expect(() => parse(query)).not.toThrow();
    expect(query).toContain(`filter: { locale: { eq: "${locale}" } }`);
    // Seo links each page's own feed: the plugin links none.
    expect(match).toBe("^$");
  }
});

test("the Italian feed's channel is titled and described in Italian", () => {
  const journal = journalIn("it");
  expect(options.feeds[0].setup()).toEqual({
    title: titleIn("it"),
    description: journal.description,
    site_url: "https://www.blessbit.it/journal",
    feed_url: "https://www.blessbit.it/rss.xml",
    language: "it",
    generator: "Blessbit",
  });
});

test("the English feed's channel is in English, its items at English addresses", () => {
  const journal = journalIn("en");
  const english = options.feeds[1];
  expect(english.title).toBe(titleIn("en"));
  expect(english.setup()).toEqual({
    title: titleIn("en"),
    description: journal.description,
    site_url: "https://www.blessbit.it/en/journal",
    feed_url: "https://www.blessbit.it/en/rss.xml",
    language: "en",
    generator: "Blessbit",
  });
  const [item] = english.serialize({ query: { allJournalPost: { nodes: [post("hello", "Hello")] } } });
  expect(item).toMatchObject({ url: "https://www.blessbit.it/en/journal/hello", guid: "https://www.blessbit.it/en/journal/hello" });
});

test("gatsby-plugin-feed writes each language's feed with its own channel and posts", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-"));
  const cwd = process.cwd();
  // What the build's GraphQL answers: the site's metadata, and each language's own posts.
  const graphql = async (query: string) => {
    const locale = /eq: "(\w+)"/.exec(query)?.[1];
    if (!locale) return { data: { site: { siteMetadata: { title: "Blessbit", description: "", siteUrl: site.siteUrl, site_url: site.siteUrl } } } };
    return { data: { allJournalPost: { nodes: [locale === "en" ? post("hello", "Hello") : post("ciao", "Ciao")] } } };
  };
  try {
    process.chdir(dir);
    await onPostBuild(
      {
        graphql,
        reporter: {
          warn: (message) => {
            throw new Error(message);
          },
        },
      },
      options,
    );
    const italian = fs.readFileSync(path.join(dir, "public/rss.xml"), "utf8");
    const english = fs.readFileSync(path.join(dir, "public/en/rss.xml"), "utf8");
    expect(italian).toContain("<language><![CDATA[it]]></language>");
    expect(italian).toContain(`<title><![CDATA[${titleIn("it")}]]></title>`);
    expect(italian).toContain("<link>https://www.blessbit.it/journal/ciao</link>");
    expect(italian).toContain('<atom:link href="https://www.blessbit.it/rss.xml"');
    expect(italian).not.toContain("Hello");
    expect(english).toContain("<language><![CDATA[en]]></language>");
    expect(english).toContain(`<title><![CDATA[${titleIn("en")}]]></title>`);
    expect(english).toContain(`<description><![CDATA[${journalIn("en").description}]]></description>`);
    expect(english).toContain("<link>https://www.blessbit.it/en/journal</link>");
    expect(english).toContain("<link>https://www.blessbit.it/en/journal/hello</link>");
    expect(english).toContain('<atom:link href="https://www.blessbit.it/en/rss.xml"');
    expect(english).not.toContain("Ciao");
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("each language's JSON Feed is served with its own media type", () => {
  const contentType = (source: string) =>
    gatsbyConfigHeaders()
      .find((rule) => rule.source === source)
      ?.headers.find((header) => header.key === "content-type")?.value;
  for (const feed of [localizedRoutes.it.jsonFeed, localizedRoutes.en.jsonFeed])
    expect(contentType(feed)).toBe("application/feed+json; charset=utf-8");
  expect([localizedRoutes.it.jsonFeed, localizedRoutes.en.jsonFeed]).toEqual(["/feed.json", "/en/feed.json"]);
});
