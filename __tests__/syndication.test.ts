/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "graphql";
import { FEED_POSTS } from "../src/lib/feed-link";
import type { FeedPost } from "../src/gatsby/feed-options";
import { pagesToIndex } from "../src/gatsby/search-index";
import { jsonFeed, llmsTxt, postsByTag, querySyndication, writeSyndication, type SyndicationInput } from "../src/gatsby/syndication";

const post = (slug: string, date: string, tags: string[]): FeedPost => ({
  slug,
  title: `Titolo ${slug}`,
  date,
  description: `Di cosa parla\n${slug}.`,
  tags,
  tagEntries: tags.map((tag) => ({ label: `Nome di ${tag}` })),
  html: `<p>Il testo di ${slug}. <img src="/static/${slug}.jpg"></p>`,
});

// What a production build sources: no draft, no scheduled post (src/content/publishing.ts, __tests__/publishing.test.ts).
const posts = [post("nuovo", "2026-09-15", ["studio", "app"]), post("vecchio", "2026-02-17", ["app"])];

const input: SyndicationInput = {
  locale: "it",
  site: {
    name: "Blessbit",
    siteUrl: "https://www.blessbit.it",
    description: "Uno studio\ndi software.",
    llms: { worksTitle: "Progetti", postsTitle: "Articoli", pagesTitle: "Pagine" },
  },
  journal: { meta: { title: "Journal", description: "Appunti." }, feedTitle: "Il journal di {product}" },
  tags: [
    { id: "studio", slug: "studio", label: "Lo studio", description: "Chi siamo." },
    { id: "app", slug: "app", label: "App", description: "App per telefoni." },
  ],
  posts,
  works: [
    {
      slug: "lido-booking",
      title: "Lido",
      description: "Prenotazioni\nin spiaggia, dal telefono. I gestori vedono tutto.",
      results: [
        {
          id: "r7",
          measure: "Prenotazioni dal telefono",
          before: 12,
          after: 64,
          unit: "percentuale",
          date: "2025-08-31",
          period: "agosto 2025",
          source: "analytics",
          confirmed: true,
        },
        {
          id: "r8",
          measure: "Incasso",
          before: null,
          after: 18425.5,
          unit: "euro",
          date: "2025-09-15",
          period: "stagione 2025",
          source: "Stripe",
          confirmed: true,
        },
      ],
    },
    { slug: "sito", title: "Sito", description: "Il sito.", results: null },
  ],
  resultLabels: { change: "{measure}: da {before} a {after}, {period} (fonte: {source}).", value: "{measure}: {after}, {period} (fonte: {source})." },
  pages: [{ path: "/", meta: { title: "Home", description: "Lo studio." } }],
};

test("each tag keeps its own posts, newest first, at most as many as the main feed", () => {
  const many = Array.from({ length: FEED_POSTS + 3 }, (_, index) => post(`p${index}`, `2026-01-${String(28 - index).padStart(2, "0")}`, ["app"]));
  const byTag = postsByTag([...posts, ...many]);
  expect([...byTag.keys()]).toEqual(["app", "studio"]);
  expect(byTag.get("studio")!.map((p) => p.slug)).toEqual(["nuovo"]);
  expect(byTag.get("app")).toHaveLength(FEED_POSTS);
  expect(
    byTag
      .get("app")!
      .slice(0, 2)
      .map((p) => p.slug),
  ).toEqual(["nuovo", "vecchio"]);
});

test("the JSON Feed carries the main feed's items: absolute links, the whole post, the day as RFC 3339", () => {
  const feed = jsonFeed(input);
  expect(feed).toMatchObject({
    version: "https://jsonfeed.org/version/1.1",
    title: "Il journal di Blessbit",
    feed_url: "https://www.blessbit.it/feed.json",
  });
  expect(feed.items[0]).toEqual({
    id: "https://www.blessbit.it/journal/nuovo",
    url: "https://www.blessbit.it/journal/nuovo",
    title: "Titolo nuovo",
    summary: "Di cosa parla\nnuovo.",
    content_html: '<p>Il testo di nuovo. <img src="https://www.blessbit.it/static/nuovo.jpg"></p>',
    date_published: "2026-09-15T00:00:00.000Z",
    tags: ["Nome di studio", "Nome di app"],
  });
});

test("llms.txt: the name, a one-paragraph summary, then works with their results, posts and pages as absolute links with one line each", () => {
  expect(llmsTxt([input])).toBe(
    [
      "# Blessbit",
      "",
      "> Uno studio di software.",
      "",
      "## Progetti",
      "",
      "- [Lido](https://www.blessbit.it/works/lido-booking): Prenotazioni in spiaggia, dal telefono.",
      "  - Prenotazioni dal telefono: da 12% a 64%, agosto 2025 (fonte: analytics).",
      "  - Incasso: 18.425,50\u00a0€, stagione 2025 (fonte: Stripe).",
      "- [Sito](https://www.blessbit.it/works/sito): Il sito.",
      "",
      "## Articoli",
      "",
      "- [Titolo nuovo](https://www.blessbit.it/journal/nuovo): Di cosa parla nuovo.",
      "- [Titolo vecchio](https://www.blessbit.it/journal/vecchio): Di cosa parla vecchio.",
      "",
      "## Pagine",
      "",
      "- [Home](https://www.blessbit.it/): Lo studio.",
      "",
    ].join("\n"),
  );
});

test("the files: a feed per tag, named and described by its tag's name and line, none left for a tag that is gone", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "syndication-"));
  try {
    fs.mkdirSync(path.join(dir, "journal/tag/dimenticato"), { recursive: true });
    fs.writeFileSync(path.join(dir, "journal/tag/dimenticato/rss.xml"), "<rss/>");
    expect(writeSyndication(dir, [input])).toEqual({ tagFeeds: { it: 2 } });
    expect(fs.existsSync(path.join(dir, "journal/tag/dimenticato/rss.xml"))).toBe(false);
    const studio = fs.readFileSync(path.join(dir, "journal/tag/studio/rss.xml"), "utf8");
    expect(studio).toContain("<title><![CDATA[Lo studio · Il journal di Blessbit]]></title>");
    expect(studio).toContain("<description><![CDATA[Chi siamo.]]></description>");
    expect(studio).toContain("<category><![CDATA[Nome di studio]]></category>");
    expect(studio).toContain("<link>https://www.blessbit.it/journal/nuovo</link>");
    expect(studio).not.toContain("vecchio");
    for (const file of ["feed.json", "llms.txt"]) expect(fs.readFileSync(path.join(dir, file), "utf8")).toContain("/journal/vecchio");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The English edition: its own copy, works and posts, at its addresses under /en.
const english: SyndicationInput = {
  locale: "en",
  site: { ...input.site, description: "A software\nstudio.", llms: { worksTitle: "Projects", postsTitle: "Posts", pagesTitle: "Pages" } },
  journal: { meta: { title: "Journal", description: "Notes." }, feedTitle: "The {product} journal" },
  tags: [{ id: "studio", slug: "studio", label: "The studio", description: "Who we are." }],
  posts: [
    {
      ...post("new", "2026-09-15", ["studio"]),
      title: "New post",
      description: "What it is about. And more.",
      html: '<p>Text. <a href="/en/works">Works</a></p>',
    },
  ],
  works: [
    {
      slug: "lido-booking",
      title: "Lido",
      description: "Beach bookings,\nfrom the phone. Owners see it all.",
      results: [{ ...input.works[0].results![0], measure: "Bookings from the phone", period: "August 2025" }],
    },
  ],
  resultLabels: {
    change: "{measure}: from {before} to {after}, {period} (source: {source}).",
    value: "{measure}: {after}, {period} (source: {source}).",
  },
  pages: [{ path: "/en", meta: { title: "Home", description: "The studio." } }],
};

test("each edition's JSON Feed is in its language, at its addresses, with its posts' English links", () => {
  expect(jsonFeed(input)).toMatchObject({
    language: "it",
    home_page_url: "https://www.blessbit.it/journal",
    feed_url: "https://www.blessbit.it/feed.json",
  });
  const feed = jsonFeed(english);
  expect(feed).toMatchObject({
    title: "The Blessbit journal",
    language: "en",
    home_page_url: "https://www.blessbit.it/en/journal",
    feed_url: "https://www.blessbit.it/en/feed.json",
    description: "Notes.",
  });
  expect(feed.items.map((item) => [item.id, item.url])).toEqual([
    ["https://www.blessbit.it/en/journal/new", "https://www.blessbit.it/en/journal/new"],
  ]);
  expect(feed.items[0].content_html).toBe('<p>Text. <a href="https://www.blessbit.it/en/works">Works</a></p>');
});

test("llms.txt names both editions: the Italian one as before, then the English one's sections at its English addresses", () => {
  expect(llmsTxt([input, english])).toBe(
    [
      llmsTxt([input]),
      "## Projects",
      "",
      "- [Lido](https://www.blessbit.it/en/works/lido-booking): Beach bookings, from the phone.",
      "  - Bookings from the phone: from 12% to 64%, August 2025 (source: analytics).",
      "",
      "## Posts",
      "",
      "- [New post](https://www.blessbit.it/en/journal/new): What it is about.",
      "",
      "## Pages",
      "",
      "- [Home](https://www.blessbit.it/en): The studio.",
      "",
    ].join("\n"),
  );
  // One title: the site's, from the first (Italian) edition.
  expect(llmsTxt([input, english]).match(/^# /gm)).toHaveLength(1);
});

test("the files of both editions: each language's tag feeds in its own folder, in its language, stale ones removed per folder", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "syndication-"));
  const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
  try {
    for (const stale of ["journal/tag/dimenticato", "en/journal/tag/forgotten"]) {
      fs.mkdirSync(path.join(dir, stale), { recursive: true });
      fs.writeFileSync(path.join(dir, stale, "rss.xml"), "<rss/>");
    }
    expect(writeSyndication(dir, [input, english])).toEqual({ tagFeeds: { it: 2, en: 1 } });
    expect(fs.existsSync(path.join(dir, "journal/tag/dimenticato/rss.xml"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "en/journal/tag/forgotten/rss.xml"))).toBe(false);
    // The English edition has no tag "app": the Italian one keeps its feed.
    expect(fs.existsSync(path.join(dir, "journal/tag/app/rss.xml"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "en/journal/tag/app/rss.xml"))).toBe(false);

    const studio = read("en/journal/tag/studio/rss.xml");
    expect(studio).toContain("<title><![CDATA[The studio · The Blessbit journal]]></title>");
    expect(studio).toContain("<language><![CDATA[en]]></language>");
    expect(studio).toContain('<atom:link href="https://www.blessbit.it/en/journal/tag/studio/rss.xml"');
    expect(studio).toContain("<link>https://www.blessbit.it/en/journal/tag/studio</link>");
    expect(studio).toContain("<link>https://www.blessbit.it/en/journal/new</link>");
    expect(studio).not.toContain("Titolo");
    expect(read("journal/tag/studio/rss.xml")).toContain("<language><![CDATA[it]]></language>");
    expect(read("journal/tag/studio/rss.xml")).not.toContain("/en/");

    expect(JSON.parse(read("en/feed.json"))).toMatchObject({ language: "en", feed_url: "https://www.blessbit.it/en/feed.json" });
    expect(JSON.parse(read("feed.json"))).toMatchObject({ language: "it", feed_url: "https://www.blessbit.it/feed.json" });
    expect(read("llms.txt")).toBe(`${llmsTxt([input, english])}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the query asks for each language's own copy, works and posts, and gives an edition per language, Italian first", async () => {
  const queries: string[] = [];
  const graphql = async <T>(query: string) => {
    queries.push(query);
    const locale = /eq: "(\w+)"/.exec(query)![1];
    const data = {
      siteYaml: { ...input.site, siteUrl: "https://www.blessbit.it/" },
      journalPageYaml: input.journal,
      tagsYaml: { items: input.tags },
      worksPageYaml: { results: input.resultLabels },
      allWork: { nodes: [] },
      allJournalPost: { nodes: [post(`solo-${locale}`, "2026-01-01", [])] },
    };
    return { data: data as T };
  };
  const editions = await querySyndication(graphql, (locale) => [
    { path: locale === "en" ? "/en/studio" : "/studio", meta: { title: "Studio", description: "." } },
  ]);
  expect(editions.map((edition) => [edition.locale, edition.posts[0].slug, edition.pages[0].path, edition.site.siteUrl])).toEqual([
    ["it", "solo-it", "/studio", "https://www.blessbit.it"],
    ["en", "solo-en", "/en/studio", "https://www.blessbit.it"],
  ]);
  for (const [index, locale] of ["it", "en"].entries()) {
    expect(() => parse(queries[index])).not.toThrow();
    // Every singleton and list of the query is filtered to its language.
    expect(queries[index].match(/locale: \{ eq: "(\w+)" \}/g)).toHaveLength(6);
    expect(queries[index]).not.toMatch(new RegExp(`eq: "(?!${locale}")`));
  }
});

test("the search indexes the marked pages once each, under their own address, in address order", () => {
  const served = new Map([
    ["/works/lido-booking", "works/lido-booking.html"],
    ["/journal/nuovo", "journal/nuovo.html"],
    ["/journal", "journal.html"],
    ["/404", "404.html"],
    ["/404.html", "404.html"],
  ]);
  const html: Record<string, string> = {
    "works/lido-booking.html": "<article data-pagefind-body>",
    "journal/nuovo.html": "<article data-pagefind-body>",
    "journal.html": "<main>",
    "404.html": "<main>",
  };
  expect(pagesToIndex(served, (file) => html[file])).toEqual([
    { url: "/journal/nuovo", file: "journal/nuovo.html" },
    { url: "/works/lido-booking", file: "works/lido-booking.html" },
  ]);
});
