/**
 * @jest-environment jsdom
 */
// The journal's reading aids and publishing controls in the production build, and every JSON-LD block of the
// site against schema.org: heading ids and anchor links, tables of contents, related posts, the full-text feed,
// the sitemap's lastmod, scheduled posts left out, redirects in the final _redirects. (jsdom parses HTML and XML.)
import fs from "node:fs";
import path from "node:path";
import { resolveFile } from "../../scripts/static-server.mjs";
import { readContent } from "../../e2e/content";
import { headingSlug, TOC_MIN_SECTIONS } from "../../src/content/markdown";
import { htmlFiles, servedFiles } from "../../src/gatsby/post-build";
import { readSiteSettings } from "../../src/gatsby/site-settings";
import { routes } from "../../src/lib/routes";
import { idProblems, valueProblems } from "./schema-org";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const { siteUrl } = readSiteSettings(path.join(root, "content"));
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
const page = (route: string) => new DOMParser().parseFromString(fs.readFileSync(resolveFile(publicDir, route)!, "utf8"), "text/html");
const xml = (text: string) => new DOMParser().parseFromString(text, "application/xml");
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);

/** The build's day, as the build saw it: the day in Italy when the sitemap was written. */
const buildDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Rome",
}).format(fs.statSync(path.join(publicDir, "sitemap-0.xml")).mtime);
const content = readContent(root, buildDay);
/** The posts published on the build's day, newest first, as { slug, date, body, data }. */
const published = content.posts.map((post) => ({ slug: post.slug, date: post.date, body: post.body, data: post }));
const scheduled = content.unpublished.filter((post) => post.draft !== true);
const labels = content.journalPage;
const members = content.team.members;
const pagePaths = [...servedFiles(htmlFiles(publicDir)).keys()].filter((route) => !route.startsWith("/admin") && route !== "/404.html");

/** The h2s and h3s the Markdown body has, in order (outside code blocks). */
function markdownHeadings(body: string): { depth: number; text: string }[] {
  const withoutCode = body.replace(/```[\s\S]*?```/g, "");
  return [...withoutCode.matchAll(/^(#{2,3}) (.+)$/gm)].map((m) => ({
    depth: m[1].length,
    text: m[2].replace(/[*_`]/g, "").trim(),
  }));
}

describe.each(published.map((post) => [routes.journalPost(post.slug), post] as const))("%s", (route, post) => {
  const doc = page(route);
  const body = doc.querySelector("main article")!;
  const headings = [...body.querySelectorAll(".anchored-heading > h2, .anchored-heading > h3")];

  test("every h2 and h3 has a unique id, its slug, and an anchor link named in Italian", () => {
    expect(
      headings.map((h) => ({
        depth: Number(h.tagName[1]),
        text: h.textContent,
      })),
    ).toEqual(markdownHeadings(post.body));
    const ids = headings.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    headings.forEach((heading) => {
      expect(heading.id.startsWith(headingSlug(heading.textContent!))).toBe(true);
      const anchor = heading.parentElement!.querySelector("a.heading-anchor")!;
      expect(anchor.getAttribute("href")).toBe(`#${heading.id}`);
      expect(anchor.getAttribute("aria-label")).toBe(labels.headingLinkLabel.replace("{heading}", heading.textContent!));
    });
  });

  test(`a table of contents when it has ${TOC_MIN_SECTIONS} sections or more, linking each heading`, () => {
    const tocs = [...doc.querySelectorAll("main nav")].filter((nav) => nav.querySelector("h2")?.textContent === labels.tocTitle);
    const sections = headings.filter((h) => h.tagName === "H2").length;
    expect(tocs).toHaveLength(sections >= TOC_MIN_SECTIONS ? 1 : 0);
    if (sections >= TOC_MIN_SECTIONS) {
      expect([...tocs[0].querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(headings.map((h) => `#${h.id}`));
    }
  });

  test("up to three related posts that share a tag, newest first", () => {
    const expected = published.filter((other) => other.slug !== post.slug && other.data.tags.some((tag) => post.data.tags.includes(tag))).slice(0, 3);
    const section = [...doc.querySelectorAll("main section")].find((s) => s.querySelector("h2")?.textContent === labels.relatedTitle);
    const links = section ? [...section.querySelectorAll("a")].map((a) => a.getAttribute("href")) : [];
    expect(links).toEqual(expected.map((other) => routes.journalPost(other.slug)));
  });

  test("a BlogPosting with its author and last change, and a BreadcrumbList", () => {
    const blocks = jsonLd(doc);
    const posting = blocks.find((block) => block["@type"] === "BlogPosting")!;
    expect(posting.dateModified).toBe(post.data.updated?.slice(0, 10) ?? post.date);
    const member = members.find((m) => m.name === post.data.author);
    expect(posting.author).toMatchObject(
      member ? { "@type": "Person", name: member.name } : { "@type": "Organization", "@id": `${siteUrl}/#studio` },
    );
    const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
    const items = crumbs.itemListElement as {
      item: { "@id": string };
      position: number;
    }[];
    expect(items.map((item) => item.item["@id"])).toEqual([`${siteUrl}/`, `${siteUrl}${routes.journal}`, `${siteUrl}${route}`]);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
  });
});

describe("feed", () => {
  const doc = xml(read("rss.xml"));
  const items = [...doc.getElementsByTagName("item")];

  test("carries every published post whole, as content:encoded with absolute URLs", () => {
    expect(doc.documentElement.getAttribute("xmlns:content")).toBe("http://purl.org/rss/1.0/modules/content/");
    expect(items).toHaveLength(published.length);
    for (const [index, item] of items.entries()) {
      const encoded = item.getElementsByTagName("content:encoded")[0]?.textContent ?? "";
      const html = new DOMParser().parseFromString(encoded, "text/html");
      const served = page(routes.journalPost(published[index].slug));
      // The post's text: every paragraph of its page is in the feed (the invitation to the brief, marked as no part of
      // the text for the search, is not).
      const paragraphs = [...served.querySelectorAll("main article > div:not([data-pagefind-ignore]) p")].map((p) => p.textContent);
      expect(paragraphs.length).toBeGreaterThan(0);
      for (const text of paragraphs) expect(html.body.textContent).toContain(text);
      expect(encoded).not.toMatch(/\b(src|href|srcset)="\/(?!\/)/);
      for (const img of html.querySelectorAll("img, source")) {
        for (const url of [img.getAttribute("src"), ...(img.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(" ")[0])].filter(
          Boolean,
        )) {
          expect(url!.startsWith(`${siteUrl}/`)).toBe(true);
        }
      }
    }
  });
});

describe("sitemap", () => {
  const entries = [...xml(read("sitemap-0.xml")).getElementsByTagName("url")].map((url) => ({
    path: url.getElementsByTagName("loc")[0].textContent!.slice(siteUrl.length) || "/",
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
  }));

  test("every page has a lastmod, a day no later than the build's", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(entry.lastmod.slice(0, 10) <= buildDay).toBe(true);
    }
  });

  test("a post's lastmod is its update, or its date", () => {
    for (const post of published) {
      const entry = entries.find((e) => e.path === routes.journalPost(post.slug))!;
      expect(entry.lastmod.slice(0, 10)).toBe(post.data.updated?.slice(0, 10) ?? post.date);
    }
  });
});

describe("scheduled posts", () => {
  test("a post dated after the build's day has no page, feed item or sitemap entry", () => {
    for (const { slug } of scheduled) {
      expect(resolveFile(publicDir, routes.journalPost(slug))).toBeNull();
      expect(read("rss.xml")).not.toContain(routes.journalPost(slug));
      expect(read("sitemap-0.xml")).not.toContain(routes.journalPost(slug));
    }
  });

  test("no published page is dated after the build's day", () => {
    for (const post of scheduled) expect(pagePaths).not.toContain(routes.journalPost(post.slug));
  });
});

describe("redirects", () => {
  // The file Netlify reads: written by Gatsby's Netlify adapter after the build.
  const rules = read("_redirects")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 3 && parts[0].startsWith("/"));
  const target = (from: string) => rules.find(([path]) => path === from);

  test("each former slug of a post leads permanently to it", () => {
    for (const post of published) {
      for (const former of post.data.redirectFrom ?? [])
        expect(target(routes.journalPost(former))?.slice(1, 3)).toEqual([routes.journalPost(post.slug), "301"]);
    }
  });

  test("each post's and work's folder name (the CMS's preview path) leads permanently to its page", () => {
    for (const post of published)
      expect(target(routes.journalPost(`${post.date}-${post.slug}`))?.slice(1, 3)).toEqual([routes.journalPost(post.slug), "301"]);
  });

  test("no redirect leaves from a page that exists, and each leads to one", () => {
    for (const [from, to] of rules) {
      expect(pagePaths).not.toContain(from);
      expect(pagePaths).toContain(to);
    }
  });
});

describe("structured data", () => {
  const blocks = pagePaths.flatMap((route) => jsonLd(page(route)).map((block) => [route, block] as const));

  // Types, properties and kinds of value are schema.org's by type (the builders return schema-dts types).
  test("no JSON-LD value is empty, every date is ISO 8601 and every URL absolute", () => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.flatMap(([route, block]) => valueProblems(block).map((problem) => `${route}: ${problem}`))).toEqual([]);
  });

  test("every @id is a page of the site, and every entity a block refers to is described by one", () => {
    expect(idProblems(blocks, siteUrl, pagePaths)).toEqual([]);
  });

  test("the studio page names each team member as a Person with their job and LinkedIn", () => {
    const people = jsonLd(page(routes.studio)).filter((block) => block["@type"] === "Person");
    expect(people.map((person) => [person.name, person.jobTitle, person.sameAs])).toEqual(members.map((m) => [m.name, m.role, [m.linkedin]]));
  });
});
