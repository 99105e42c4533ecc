/**
 * @jest-environment jsdom
 */
// What the journal publishes besides its pages, in the production build: a feed per tag, the JSON Feed, llms.txt;
// and the site search's index and its page's policy. Read from content/ through the schema: published posts are
// those neither drafts nor dated after the build's day. (jsdom for its XML parser.)
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { headersFor, readHeaderRules, type HeaderRule, resolveFile } from "../../scripts/static-server.mjs";
import { htmlFiles, servedFiles } from "../../src/gatsby/post-build";
import { FEED_POSTS } from "../../src/lib/feed-link";
import { llmsPagePaths } from "../../src/lib/pages";
import { resultSentence } from "../../src/lib/results";
import { LOCALES } from "../../src/lib/locales";
import { fixedRouteIn, localizedRoutes, routes } from "../../src/lib/routes";
import { readContent } from "../../e2e/content";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
const readPage = (route: string) => fs.readFileSync(resolveFile(publicDir, route)!, "utf8");
/** The build's day in Italy, when the sitemap was written. */
const buildDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(fs.statSync(path.join(publicDir, "sitemap-0.xml")).mtime);
const content = readContent(root, buildDay);
const siteUrl = content.site.siteUrl.replace(/\/$/, "");
const { posts: published, unpublished } = content;
const tags = [...new Set(published.flatMap((post) => post.tags))].sort();
const workSlug = (folder: string) => folder.replace(/^\d{2}-/, "");
let headerRules: HeaderRule[];
beforeAll(async () => {
  headerRules = await readHeaderRules(publicDir);
});

function xml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}
const text = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? "";

test("the content has published posts, something unpublished to leave out, and a tag shared by two posts", () => {
  expect(published.length).toBeGreaterThanOrEqual(2);
  expect(unpublished.length).toBeGreaterThanOrEqual(1);
  expect(tags.some((tag) => published.filter((post) => post.tags.includes(tag)).length > 1)).toBe(true);
});

describe("a feed per tag", () => {
  test("every published tag has one, and no other tag", () => {
    const feeds = fs
      .readdirSync(path.join(publicDir, "journal/tag"))
      .filter((tag) => fs.existsSync(path.join(publicDir, routes.journalTagFeed(tag))));
    expect(feeds.sort()).toEqual(tags);
  });

  test.each(tags)("%s: RSS 2.0 holding only its tag's newest posts, whole, newest first", (tag) => {
    const doc = xml(read(routes.journalTagFeed(tag)));
    const channel = doc.querySelector("rss > channel")!;
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(text(channel, "link")).toBe(`${siteUrl}${routes.journalTag(tag)}`);
    expect(channel.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(`${siteUrl}${routes.journalTagFeed(tag)}`);
    const items = [...channel.querySelectorAll(":scope > item")];
    const expected = published.filter((post) => post.tags.includes(tag)).slice(0, FEED_POSTS);
    expect(items.map((item) => text(item, "link"))).toEqual(expected.map((post) => `${siteUrl}${routes.journalPost(post.slug)}`));
    // Each item's categories are its tags' names (content/tags.yaml).
    const { label } = content.tags.items.find((item) => item.slug === tag)!;
    for (const item of items) {
      expect([...item.getElementsByTagName("category")].map((category) => category.textContent)).toContain(label);
      expect(text(item, "content:encoded").length).toBeGreaterThan(200);
    }
  });

  test.each(tags)("%s: its page links it in the head and visibly", (tag) => {
    const html = readPage(routes.journalTag(tag));
    expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${routes.journalTagFeed(tag)}"`));
    expect(html).toMatch(new RegExp(`<a[^>]* href="${routes.journalTagFeed(tag)}"[^>]*>`));
  });
});

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), every rule the spec states for what a feed holds. */
const url = z.url({ protocol: /^https?$/ });
const rfc3339 = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const author = z
  .object({ name: z.string().optional(), url: z.string().optional(), avatar: z.string().optional() })
  .refine((value) => value.name ?? value.url ?? value.avatar, "an author object has at least one of name, url, avatar");
const jsonFeedSchema = z.object({
  version: z.literal("https://jsonfeed.org/version/1.1"),
  title: z.string().min(1),
  // Optional in the spec, "required for feeds on the public web".
  home_page_url: url,
  feed_url: url,
  description: z.string().optional(),
  user_comment: z.string().optional(),
  next_url: url.optional(),
  icon: url.optional(),
  favicon: url.optional(),
  authors: z.array(author).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .optional(),
  expired: z.boolean().optional(),
  hubs: z.array(z.object({ type: z.string(), url: z.string() })).optional(),
  items: z.array(
    z
      .object({
        id: z.string().min(1),
        url: url.optional(),
        external_url: url.optional(),
        title: z.string().optional(),
        content_html: z.string().optional(),
        content_text: z.string().optional(),
        summary: z.string().optional(),
        image: url.optional(),
        banner_image: url.optional(),
        date_published: rfc3339.optional(),
        date_modified: rfc3339.optional(),
        authors: z.array(author).optional(),
        tags: z.array(z.string()).optional(),
        language: z.string().optional(),
        attachments: z
          .array(
            z.object({
              url: z.string(),
              mime_type: z.string(),
              title: z.string().optional(),
              size_in_bytes: z.number().optional(),
              duration_in_seconds: z.number().optional(),
            }),
          )
          .optional(),
      })
      .refine((item) => item.content_html !== undefined || item.content_text !== undefined, "an item has content_html or content_text"),
  ),
});

describe("JSON Feed", () => {
  const feed = JSON.parse(read("feed.json"));

  test("is valid JSON Feed 1.1, with unique ids and only the spec's keys (or `_` extensions)", () => {
    const result = jsonFeedSchema.safeParse(feed);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    const keys = (object: object) => Object.keys(object).filter((key) => !key.startsWith("_"));
    expect(keys(feed).filter((key) => !(key in jsonFeedSchema.shape))).toEqual([]);
    const itemKeys = ["id", "url", "external_url", "title", "content_html", "content_text", "summary", "image", "banner_image"];
    const allItemKeys = [...itemKeys, "date_published", "date_modified", "authors", "tags", "language", "attachments"];
    for (const item of feed.items) expect(keys(item).filter((key) => !allItemKeys.includes(key))).toEqual([]);
    expect(new Set(feed.items.map((item: { id: string }) => item.id)).size).toBe(feed.items.length);
  });

  test("holds the RSS feed's items: same posts, order, text and day", () => {
    const items = [...xml(read("rss.xml")).querySelectorAll("rss > channel > item")];
    expect(feed.items.map((item: { id: string }) => item.id)).toEqual(items.map((item) => text(item, "guid")));
    expect(feed.items).toHaveLength(Math.min(FEED_POSTS, published.length));
    feed.items.forEach((item: Record<string, string>, index: number) => {
      const rss = items[index];
      expect([item.url, item.title, item.summary]).toEqual([text(rss, "link"), text(rss, "title"), text(rss, "description")]);
      expect(item.content_html).toBe(text(rss, "content:encoded"));
      expect(Date.parse(item.date_published)).toBe(Date.parse(text(rss, "pubDate")));
    });
  });

  test("is served as application/feed+json and linked from every journal page", () => {
    expect(headersFor(headerRules, "/feed.json")["content-type"]).toMatch(/^application\/feed\+json/);
    const journalPages = [...servedFiles(htmlFiles(publicDir)).keys()].filter((route) => route === "/journal" || route.startsWith("/journal/"));
    expect(journalPages.length).toBeGreaterThan(published.length);
    for (const route of journalPages)
      expect(readPage(route)).toMatch(/<link rel="alternate" type="application\/feed\+json" title="[^"]+" href="\/feed.json"/);
  });
});

describe("llms.txt", () => {
  const llms = read("llms.txt");
  const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map(([, title, href, description]) => ({ title, href, description }));
  /** Both editions, Italian first, each with its content and addresses. */
  const editions = LOCALES.map((locale) => ({
    locale,
    content: locale === "it" ? content : readContent(root, buildDay, locale),
    routes: localizedRoutes[locale],
  }));

  test("follows llmstxt.org: an H1 with the studio's name, a one-paragraph summary, then each edition's sections of links", () => {
    const lines = llms.split("\n");
    expect(lines[0]).toBe(`# ${content.site.name}`);
    expect(lines[2]).toMatch(/^> \S.{40,}$/);
    expect(llms.match(/^# /gm)).toHaveLength(1);
    expect([...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(
      editions.flatMap(({ content: edition }) => [edition.site.llms.worksTitle, edition.site.llms.postsTitle, edition.site.llms.pagesTitle]),
    );
    // Every line after the summary is a heading, a link, a work's result below it, or blank.
    expect(lines.slice(3).filter((line) => line && !line.startsWith("## ") && !line.startsWith("- [") && !line.startsWith("  - "))).toEqual([]);
  });

  test("lists every work, every published post and the studio's pages of each edition, each with an absolute URL of a page and one line", () => {
    const hrefs = links.map((link) => link.href);
    let expected = 0;
    for (const { locale, content: edition, routes: inRoutes } of editions) {
      for (const work of edition.works) expect(hrefs).toContain(`${siteUrl}${inRoutes.work(workSlug(work.folder))}`);
      for (const post of edition.posts) expect(hrefs).toContain(`${siteUrl}${inRoutes.journalPost(post.slug)}`);
      for (const page of llmsPagePaths()) expect(hrefs).toContain(`${siteUrl}${fixedRouteIn(page, locale)}`);
      expected += edition.works.length + edition.posts.length + llmsPagePaths().length;
    }
    expect(links).toHaveLength(expected);
    for (const link of links) {
      expect(resolveFile(publicDir, link.href.slice(siteUrl.length))).not.toBeNull();
      expect(link.description.length).toBeGreaterThan(10);
    }
  });

  test("carries each work's measured results, a sentence each, below its link", () => {
    const lines = llms.split("\n");
    for (const work of content.works) {
      const at = lines.findIndex((line) => line.startsWith(`- [${work.title}](${siteUrl}${routes.work(workSlug(work.folder))})`));
      const sentences = (work.results ?? []).map((result) => `  - ${resultSentence(result, content.worksPage.results)}`);
      expect(lines.slice(at + 1, at + 1 + sentences.length)).toEqual(sentences);
      expect(lines[at + 1 + sentences.length]).not.toMatch(/^ {2}- /);
    }
  });

  test("names nothing unpublished", () => {
    for (const post of unpublished) {
      expect(llms).not.toContain(routes.journalPost(post.slug));
      expect(llms).not.toContain(post.title);
    }
  });
});

describe("site search", () => {
  const served = servedFiles(htmlFiles(publicDir));

  test("indexes the posts and the works of each language in its own index, and nothing else", () => {
    const entry = JSON.parse(read("pagefind/pagefind-entry.json"));
    expect(Object.keys(entry.languages).sort()).toEqual([...LOCALES].sort());
    const marked = [...served]
      .filter(([route, file]) => !route.endsWith(".html") && fs.readFileSync(path.join(publicDir, file), "utf8").includes("data-pagefind-body"))
      .map(([route]) => route)
      .sort();
    const expected = LOCALES.flatMap((locale) => {
      const edition = locale === "it" ? content : readContent(root, buildDay, locale);
      const posts = edition.posts;
      const inRoutes = localizedRoutes[locale];
      // Each language's index holds its own posts and works: an English search finds English pages only.
      expect({ locale, pages: entry.languages[locale].page_count }).toEqual({ locale, pages: posts.length + edition.works.length });
      return [...posts.map((post) => inRoutes.journalPost(post.slug)), ...edition.works.map((work) => inRoutes.work(workSlug(work.folder)))];
    });
    expect(marked).toEqual(expected.sort());
  });

  test("only the search pages' policy allows WebAssembly", () => {
    const allowing = [...served.keys()].filter((route) => headersFor(headerRules, route)["content-security-policy"]?.includes("'wasm-unsafe-eval'"));
    expect(allowing.sort()).toEqual(LOCALES.map((locale) => localizedRoutes[locale].search).sort());
  });

  test("the search page loads nothing of Pagefind with the page", () => {
    expect(readPage(routes.search)).not.toContain("/pagefind/");
  });
});
