/**
 * @jest-environment jsdom
 */
// The journal in the production build: drafts and scheduled posts left out everywhere, the RSS feed, every tag page and
// its feed named from content/tags.yaml, the sitemap, robots.txt, structured data, and the home page's JavaScript free
// of journal code.
// (jsdom for its XML parser: a feed or sitemap that is not well-formed XML fails here.)
import fs from "node:fs";
import path from "node:path";
import { resolveFile } from "../../scripts/static-server.mjs";
import { htmlFiles, servedFiles } from "../../src/gatsby/post-build";
import { FEED_POSTS } from "../../src/lib/feed-link";
import { localeOfPath, LOCALES } from "../../src/lib/locales";
import { localizedRoutes, routes } from "../../src/lib/routes";
import { readSiteSettings } from "../../src/gatsby/site-settings";
import { SOURCE_MAPS_DIR } from "../../src/gatsby/source-maps";
import { readContent } from "../../e2e/content";
import { fill } from "../../src/lib/text";
import { builtClassNamesOf } from "../css-module-classes";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
/** The HTML served at a route (the Netlify adapter moves `x/index.html` to `x.html`). */
const readPage = (route: string) => fs.readFileSync(resolveFile(publicDir, route) ?? path.join(publicDir, route), "utf8");
const { siteUrl } = readSiteSettings(path.join(root, "content"));
/** Published posts newest first; drafts and scheduled posts, which a production build never sources. */
const { site, journalPage, posts: published, unpublished } = readContent(root);
/** A feed's title in a language: its journal's `feedTitle`, the studio named. */
const feedTitleOf = (edition: { journalPage: { feedTitle: string }; site: { name: string } }) =>
  fill(edition.journalPage.feedTitle, { product: edition.site.name });
const feedTitle = feedTitleOf({ site, journalPage });
const editions = Object.fromEntries(LOCALES.map((locale) => [locale, readContent(root, undefined, locale)]));
/** Each language's journal feed, as a page of that language links it. */
const feedOf = Object.fromEntries(LOCALES.map((locale) => [locale, { title: feedTitleOf(editions[locale]), href: localizedRoutes[locale].feed }]));

function files(dir: string, keep: (file: string) => boolean, skip: string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : files(full, keep, skip);
    return keep(entry.name) ? [full] : [];
  });
}

/** URL paths of the public HTML pages (not the CMS, not the not-found page's second address). */
const pagePaths = [...servedFiles(htmlFiles(publicDir)).keys()].filter((route) => !route.startsWith("/admin") && route !== "/404.html");

function xml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

test("the content has published posts and at least one unpublished to leave out", () => {
  expect(published.length).toBeGreaterThanOrEqual(4);
  expect(unpublished.length).toBeGreaterThanOrEqual(1);
});

describe("drafts and scheduled posts", () => {
  const everything = files(publicDir, (name) => /\.(html|json|xml|txt|js)$/.test(name) && !name.endsWith(".map"), ["static"]);

  test.each(unpublished.map((draft) => [draft.slug, draft]))("%s has no page and is named nowhere in public/", (_slug, draft) => {
    expect(fs.existsSync(path.join(publicDir, "journal", draft.slug))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "page-data/journal", draft.slug))).toBe(false);
    const mentions = everything.filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      return text.includes(draft.title) || text.includes(`/journal/${draft.slug}`);
    });
    expect(mentions.map((file) => path.relative(publicDir, file))).toEqual([]);
  });

  test("every published post has its page", () => {
    for (const post of published) expect(pagePaths).toContain(`/journal/${post.slug}`);
  });
});

describe("RSS feed", () => {
  const doc = xml(read("rss.xml"));
  const channel = doc.querySelector("rss > channel")!;
  const items = [...channel.querySelectorAll(":scope > item")];
  const text = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? "";

  test("is RSS 2.0 with a channel that says what and where it is", () => {
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(text(channel, "title")).toBe(feedTitle);
    expect(text(channel, "link")).toBe(`${siteUrl}/journal`);
    expect(text(channel, "description").length).toBeGreaterThan(20);
    expect(channel.getElementsByTagName("atom:link")[0]?.getAttribute("href")).toBe(`${siteUrl}/rss.xml`);
  });

  test("lists the newest published posts, newest first, and no draft", () => {
    const newest = published.slice(0, FEED_POSTS);
    expect(items.map((item) => text(item, "title"))).toEqual(newest.map((post) => post.title));
    expect(items.map((item) => text(item, "link"))).toEqual(newest.map((post) => `${siteUrl}/journal/${post.slug}`));
    const dates = items.map((item) => Date.parse(text(item, "pubDate")));
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(dates.map((date) => new Date(date).toISOString().slice(0, 10))).toEqual(newest.map((post) => post.date));
  });

  test("every item has the elements RSS 2.0 readers rely on", () => {
    for (const item of items) {
      for (const tag of ["title", "link", "description", "guid", "pubDate"]) expect(text(item, tag)).not.toBe("");
      expect(item.getElementsByTagName("category").length).toBeGreaterThan(0);
    }
  });

  test("is linked from the head of every page, once: gatsby-plugin-feed's own link stays out (match); a tag's own feed may follow", () => {
    for (const route of pagePaths) {
      const html = readPage(route);
      const feed = feedOf[localeOfPath(route)];
      expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="${feed.title}" href="${feed.href}"`);
      const links = html.match(new RegExp(`<link[^>]*application/rss\\+xml[^>]*href="${feed.href.replace(".", "\\.")}"`, "g"))?.length;
      expect({ route, links }).toEqual({ route, links: 1 });
    }
  });
});

describe("every tag page, in each language, is its tag's as content/tags.yaml has it", () => {
  const tagPages = LOCALES.flatMap((locale) => {
    const edition = editions[locale];
    const used = [...new Set(edition.posts.flatMap((post) => post.tags))];
    return used.map((slug) => ({ locale, edition, tag: edition.tags.items.find((item) => item.slug === slug)! }));
  });

  test("both languages have tag pages", () => {
    expect(new Set(tagPages.map(({ locale }) => locale))).toEqual(new Set(LOCALES));
  });

  test.each(tagPages.map((entry) => [localizedRoutes[entry.locale].journalTag(entry.tag.slug), entry] as const))(
    "%s: its name heads it and titles it, its line describes it, and its feed is named for it in its language",
    (route, { locale, edition, tag }) => {
      const doc = new DOMParser().parseFromString(readPage(route), "text/html");
      expect(doc.querySelector("h1")?.textContent).toBe(tag.label);
      expect(doc.querySelector("main header")?.textContent).toContain(tag.description);
      expect(doc.title).toBe(`${fill(edition.journalPage.tagTitle, { tag: tag.label })} · ${edition.site.name}`);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(tag.description);
      const feed = xml(read(localizedRoutes[locale].journalTagFeed(tag.slug).slice(1))).querySelector("rss > channel > title")?.textContent;
      expect(feed).toBe(`${tag.label} · ${feedTitleOf(edition)}`);
    },
  );
});

describe("sitemap", () => {
  const index = xml(read("sitemap-index.xml"));
  const sitemapUrls = [...index.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
  const urls = sitemapUrls.flatMap((url) => {
    expect(url.startsWith(`${siteUrl}/`)).toBe(true);
    return [...xml(read(url.slice(siteUrl.length + 1))).getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
  });
  const paths = urls.map((url) => url.slice(siteUrl.length) || "/");

  test("lists every public page, on the site's URL", () => {
    expect(urls.every((url) => url.startsWith(siteUrl))).toBe(true);
    // The page a sent brief lands on is noindex: __tests__/build/brief.test.ts checks it is left out.
    const expected = pagePaths.filter((route) =>
      LOCALES.every((locale) => !route.startsWith(localizedRoutes[locale].notFound) && route !== localizedRoutes[locale].briefSent),
    );
    expect([...paths].sort()).toEqual([...expected].sort());
    for (const post of published) expect(paths).toContain(`/journal/${post.slug}`);
    expect(paths).toContain(routes.accessibility);
  });

  test("leaves out drafts, the not-found page and the CMS", () => {
    for (const draft of unpublished) expect(paths).not.toContain(`/journal/${draft.slug}`);
    expect(paths.filter((route) => /^\/(404|dev-404|admin)/.test(route))).toEqual([]);
  });
});

test("robots.txt lets crawlers in, keeps them out of the CMS and points to the sitemap", () => {
  const robots = read("robots.txt");
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/admin\/$/m);
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  expect(fs.existsSync(path.join(publicDir, "sitemap-index.xml"))).toBe(true);
});

describe("structured data", () => {
  test("the home page describes the studio with its address from content/site.yaml", () => {
    const blocks = jsonLdBlocks(readPage("/"));
    const studio = blocks.find((block) => block["@type"] === "ProfessionalService") as Record<string, unknown>;
    expect(studio).toBeDefined();
    expect(studio.url).toBe(`${siteUrl}/`);
    expect(studio.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.town,
      addressCountry: site.address.countryCode,
    });
  });

  test("only the home pages carry the studio's block", () => {
    for (const route of pagePaths.filter((route) => !LOCALES.some((locale) => route === localizedRoutes[locale].home))) {
      const html = readPage(route);
      expect(jsonLdBlocks(html).filter((block) => block["@type"] === "ProfessionalService")).toEqual([]);
    }
  });

  test.each(published.map((post) => [post.slug, post]))("%s is a BlogPosting with its head for sharing", (_slug, post) => {
    const html = readPage(`/journal/${post.slug}`);
    const [posting] = jsonLdBlocks(html) as Record<string, unknown>[];
    expect(posting).toMatchObject({ "@type": "BlogPosting", headline: post.title, datePublished: post.date, url: `${siteUrl}/journal/${post.slug}` });
    expect(html).toContain(`<meta property="article:published_time" content="${post.date}"`);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/journal/${post.slug}"`);
    // A post shares its cover, or the card drawn for it when it has none.
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(ogImage.startsWith(`${siteUrl}${post.cover ? "/static/" : "/share/"}`)).toBe(true);
    expect(fs.existsSync(path.join(publicDir, ogImage.slice(siteUrl.length)))).toBe(true);
    expect(posting.image).toEqual([ogImage]);
  });

  test("posts with a cover share it as a 1200×630 image", () => {
    const html = readPage(`/journal/${published[0].slug}`);
    expect(html).toMatch(/<meta property="og:image:width" content="1200"/);
    expect(html).toMatch(/<meta property="og:image:height" content="630"/);
  });
});

describe("the home page's first-load JavaScript", () => {
  const stats = JSON.parse(read("webpack.stats.json")) as { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
  const scripts = (group: string) => stats.namedChunkGroups[group].assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  /** Source files bundled into a chunk group, from the source maps the build writes for each chunk, out of public/. */
  const sources = (group: string) =>
    scripts(group).flatMap((name) =>
      (JSON.parse(fs.readFileSync(path.join(root, SOURCE_MAPS_DIR, `${name}.map`), "utf8")) as { sources: string[] }).sources.map((source) =>
        source.replace(/^webpack:\/\/[^/]*\//, ""),
      ),
    );
  const JOURNAL_MODULES =
    /(^|\/)src\/(components\/journal\/|templates\/journal-|lib\/(format-date|slug|blog-posting|reading-time)\.ts)|node_modules\/(gatsby-remark-[^/]+|prismjs)\//;
  const home = [...sources("app"), ...sources("component---src-pages-index-tsx")];

  test("bundles no journal module (app chunk and the home page's own chunk)", () => {
    expect(home.length).toBeGreaterThan(20);
    expect(home.filter((source) => JOURNAL_MODULES.test(source))).toEqual([]);
  });

  test("holds none of the journal's code or names", () => {
    const journalClasses = ["src/components/journal/post-list/PostList.module.css", "src/components/journal/post-body/PostBody.module.css"]
      .flatMap(builtClassNamesOf)
      .map((className) => `"${className}"`);
    expect(journalClasses.length).toBeGreaterThan(10);
    for (const name of [...scripts("app"), ...scripts("component---src-pages-index-tsx")]) {
      const code = read(name);
      const found = ["BlogPosting", "token keyword", ...journalClasses].find((trace) => code.includes(trace));
      expect({ name, found }).toEqual({ name, found: undefined });
    }
  });

  test("the check can fail: the post page's chunks do hold the journal's modules and class names", () => {
    expect(sources("component---src-templates-journal-post-tsx").filter((source) => JOURNAL_MODULES.test(source)).length).toBeGreaterThan(3);
    const postCode = scripts("component---src-templates-journal-post-tsx").map(read).join("");
    // Only the classes a component names are left in its script (the rest are in the CSS alone).
    const postBodyClasses = builtClassNamesOf("src/components/journal/post-body/PostBody.module.css");
    expect(postBodyClasses.filter((className) => postCode.includes(`"${className}"`)).length).toBeGreaterThan(0);
  });
});
