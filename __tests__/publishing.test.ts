/**
 * @jest-environment node
 */
// The build's publishing rules, on the modules that make them: scheduled posts, related posts, redirects
// (a post's former slugs, and the folder-name addresses the CMS opens), the sitemap's lastmod, the feed's HTML.
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { decapConfig } from "../src/cms/config";
import { journal } from "../src/content/collections";
import { isPublished, italianDay, unpublishedPosts } from "../src/content/publishing";
import { readEntries } from "../src/content/validate";
import { feedHtml } from "../src/gatsby/feed-options";
import { createPages, onCreatePage, relatedPostIds } from "../src/gatsby/pages";
import { nodeTypeName } from "../src/gatsby/schema";
import { collections } from "../src/content/collections";
import { sitemapPages } from "../src/gatsby/sitemap";
import { localizedRoutes, routes } from "../src/lib/routes";
import { markdownFile } from "../src/content/locale-files";

// Drawing a sharing card is the cards' own test (__tests__/share-card.test.ts): here each page gets a stand-in.
jest.mock("../src/gatsby/share-card", () => ({
  cardInput: (_site: unknown, title: string) => ({ title }),
  shareCardFor: async ({ title }: { title: string }) => ({ src: `/share/${title}.png`, width: 1200, height: 630 }),
}));

test("the build's day is Italy's: late evening UTC is already tomorrow there", () => {
  expect(italianDay(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  expect(italianDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  expect(italianDay(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
});

test("a post is published when it is no draft and its day has come", () => {
  expect(isPublished({ date: "2026-03-10" }, "2026-03-10")).toBe(true);
  expect(isPublished({ date: "2026-03-10", draft: false }, "2026-03-11")).toBe(true);
  expect(isPublished({ date: "2026-03-11" }, "2026-03-10")).toBe(false);
  expect(isPublished({ date: "2026-03-01", draft: true }, "2026-03-10")).toBe(false);
});

test("a production build leaves out the folders of the posts not published on its day, and only those", () => {
  const contentDir = path.resolve("content");
  const posts = readEntries(journal, contentDir);
  const day = posts.map((post) => post.data.date).sort()[1];
  const ignored = unpublishedPosts(contentDir, day);
  for (const post of posts) {
    const out = post.data.draft === true || post.data.date > day;
    expect([post.file, ignored(post.dir), ignored(path.join(post.dir, markdownFile("it"))), ignored(path.join(post.dir, "cover.jpg"))]).toEqual([
      post.file,
      out,
      out,
      out,
    ]);
  }
  expect(posts.some((post) => ignored(post.dir))).toBe(true);
  expect(posts.some((post) => !ignored(post.dir))).toBe(true);
  // A folder whose name starts like an ignored one's is another folder.
  const [ignoredPost] = posts.filter((post) => ignored(post.dir));
  expect(ignored(`${ignoredPost.dir}-altro`)).toBe(false);
});

test("related posts: up to three that share a tag, in the order given (newest first), never the post itself", () => {
  const posts = [
    { id: "e", tags: ["x"] },
    { id: "d", tags: ["y", "z"] },
    { id: "c", tags: ["z"] },
    { id: "b", tags: ["x", "z"] },
    { id: "a", tags: ["z"] },
  ];
  expect(relatedPostIds({ id: "d", tags: ["y", "z"] }, posts)).toEqual(["c", "b", "a"]);
  expect(relatedPostIds({ id: "e", tags: ["x"] }, posts)).toEqual(["b"]);
  expect(relatedPostIds({ id: "q", tags: ["nessuno"] }, posts)).toEqual([]);
});

describe("createPages", () => {
  const works = [
    { id: "w1", slug: "lido", locale: "it", entry: "01-lido", number: "01", journalPosts: null },
    { id: "w1-en", slug: "lido", locale: "en", entry: "01-lido", number: "01", journalPosts: null },
  ];
  const post = { slug: "nuovo-nome", title: "Nuovo nome", date: "2026-02-17", tags: ["a"], cover: null };
  const posts = [
    { ...post, id: "p1", locale: "it", entry: "2026-02-17-nuovo-nome", redirectFrom: ["vecchio-nome"] },
    { ...post, id: "p1-en", locale: "en", entry: "2026-02-17-nuovo-nome", slug: "new-name", title: "New name", tags: ["b"], redirectFrom: null },
    { ...post, id: "p2", locale: "it", entry: "2026-02-18-solo-italiano", slug: "solo-italiano", redirectFrom: null },
  ];
  const inBoth = <T extends object>(copy: T) => ({ nodes: ["it", "en"].map((locale) => ({ ...copy, locale })) });
  const siteYaml = { name: "Blessbit", siteUrl: "https://www.blessbit.it" };
  const journalPageYaml = { meta: { title: "Journal" }, pageLabel: "Pagina {page}", tagTitle: "{tag} · Journal" };
  /** content/tags.yaml's lists pair by code: "b" is "a"'s English twin, "c" has no post in either. */
  const tagLists = {
    nodes: [
      { locale: "it", items: ["a", "c"].map((slug) => ({ id: slug, slug, label: slug.toUpperCase(), description: "." })) },
      { locale: "en", items: ["d", "b"].map((slug, index) => ({ id: ["c", "a"][index], slug, label: slug.toUpperCase(), description: "." })) },
    ],
  };
  const worksPageYaml = { results: { points: "punti percentuali" } };
  async function run() {
    const pages: { path: string; context: Record<string, unknown> }[] = [];
    const redirects: { fromPath: string; toPath: string; isPermanent?: boolean; statusCode?: number }[] = [];
    const graphql = jest.fn(async () => ({
      data: {
        allSiteYaml: inBoth(siteYaml),
        allJournalPageYaml: inBoth(journalPageYaml),
        allTagsYaml: tagLists,
        allWorksPageYaml: inBoth(worksPageYaml),
        allWork: { nodes: works },
        allJournalPost: { nodes: posts },
      },
    }));
    await createPages({
      graphql,
      actions: { createPage: (page: never) => pages.push(page), createRedirect: (redirect: never) => redirects.push(redirect) },
      reporter: { panicOnBuild: jest.fn() },
    } as unknown as CreatePagesArgs);
    return { pages, redirects, variables: graphql.mock.calls[0] as unknown[] };
  }

  test("a former slug and the folder-name addresses redirect permanently to the page, in each language", async () => {
    const { redirects } = await run();
    expect(redirects).toEqual(
      expect.arrayContaining([
        { fromPath: routes.journalPost("vecchio-nome"), toPath: routes.journalPost("nuovo-nome"), isPermanent: true },
        { fromPath: routes.journalPost("2026-02-17-nuovo-nome"), toPath: routes.journalPost("nuovo-nome"), isPermanent: true },
        { fromPath: routes.work("01-lido"), toPath: routes.work("lido"), isPermanent: true },
        { fromPath: localizedRoutes.en.journalPost("2026-02-17-nuovo-nome"), toPath: localizedRoutes.en.journalPost("new-name"), isPermanent: true },
        { fromPath: "/en/*", toPath: localizedRoutes.en.notFound, statusCode: 404 },
      ]),
    );
  });

  test("each language has its pages, each naming its twins; a post in one language names none", async () => {
    const { pages } = await run();
    const alternates = (pagePath: string) => pages.find((page) => page.path === pagePath)?.context.alternates;
    const pair = { it: routes.journalPost("nuovo-nome"), en: localizedRoutes.en.journalPost("new-name") };
    expect(alternates(pair.it)).toEqual(pair);
    expect(alternates(pair.en)).toEqual(pair);
    expect(alternates(routes.journalPost("solo-italiano"))).toEqual({ it: routes.journalPost("solo-italiano") });
    expect(alternates(localizedRoutes.en.work("lido"))).toEqual({ it: routes.work("lido"), en: localizedRoutes.en.work("lido") });
    expect(alternates(localizedRoutes.en.journal)).toEqual({ it: routes.journal, en: localizedRoutes.en.journal });
    // A tag's twin is the tag of the same code in content/tags.yaml's other language, where a post carries it.
    expect(alternates(routes.journalTag("a"))).toEqual({ it: routes.journalTag("a"), en: localizedRoutes.en.journalTag("b") });
    expect(pages.find((page) => page.path === localizedRoutes.en.journalPost("new-name"))?.context.locale).toBe("en");
  });
});

test("the CMS's preview path is an entry's folder, which the redirects lead to its page", () => {
  const byName = Object.fromEntries(
    decapConfig({ local: true }).collections.map((collection: { name: string }) => [collection.name, collection as { preview_path?: string }]),
  );
  expect(byName.journal.preview_path).toBe("journal/{{dirname}}");
  expect(byName.works.preview_path).toBe("works/{{dirname}}");
});

test("sitemap: a post's lastmod is its update or its date; lists their newest post's; other pages the build's day", () => {
  const data = {
    allSitePage: {
      nodes: ["/", "/works", "/journal", "/journal/uno", "/journal/due", "/journal/tag/a", "/journal/tag/a/pagina/2", "/journal/tag/b"].map(
        (path) => ({ path }),
      ),
    },
    allJournalPost: {
      nodes: [
        { slug: "uno", locale: "it" as const, date: "2026-01-01", updated: "2026-03-01", tags: ["a"] },
        { slug: "due", locale: "it" as const, date: "2026-02-01", updated: null, tags: ["b"] },
      ],
    },
  };
  expect(Object.fromEntries(sitemapPages(data, "2026-06-01").map((page) => [page.path, page.lastmod]))).toEqual({
    "/": "2026-06-01",
    "/works": "2026-06-01",
    "/journal": "2026-03-01",
    "/journal/uno": "2026-03-01",
    "/journal/due": "2026-02-01",
    "/journal/tag/a": "2026-03-01",
    "/journal/tag/a/pagina/2": "2026-03-01",
    "/journal/tag/b": "2026-02-01",
  });
});

test("the feed's HTML has absolute URLs and no heading anchors", () => {
  const html =
    '<div class="anchored-heading" data-level="2"><h2 id="uno">Uno</h2><a class="heading-anchor" href="#uno" aria-label="Link">#</a></div>' +
    '<p><a href="/works">lavori</a> <a href="#uno">su</a> <a href="https://example.com/x">fuori</a></p>' +
    '<picture><source srcset="/static/a-400.avif 400w, /static/a-800.avif 800w"><img src="/static/a.jpg" srcset="/static/a.jpg 760w"></picture>';
  const out = feedHtml(html, "https://www.example.it", "https://www.example.it/journal/post");
  expect(out).not.toContain("heading-anchor");
  expect(out).toContain('<h2 id="uno">Uno</h2>');
  expect(out).toContain('href="https://www.example.it/works"');
  expect(out).toContain('href="https://www.example.it/journal/post#uno"');
  expect(out).toContain('href="https://example.com/x"');
  expect(out).toContain('srcset="https://www.example.it/static/a-400.avif 400w, https://www.example.it/static/a-800.avif 800w"');
  expect(out).toContain('src="https://www.example.it/static/a.jpg"');
  expect(out).not.toMatch(/(src|srcset|href)="\/(?!\/)/);
});

describe("the pages of src/pages get their sharing card", () => {
  const titles: Record<string, { meta: { title: string } }> = {
    SiteYaml: { name: "Blessbit", siteUrl: "https://www.blessbit.it", notFound: { meta: { title: "Pagina non trovata" } } } as never,
    WorksPageYaml: { meta: { title: "Lavori" } },
    HomePageYaml: { meta: { title: "Casa" } },
    ContactPageYaml: { meta: { title: "Contatti" } },
  };
  /** Each copy in both languages, the English one's title marked (the build's nodes carry their `locale`). */
  const nodesOf = (type: string) => [
    { ...titles[type], locale: "it" },
    { ...JSON.parse(JSON.stringify(titles[type]).replace(/"title":"([^"]+)"/g, '"title":"$1 (en)"')), locale: "en" },
  ];
  async function created(pagePath: string, component = path.resolve(`src/pages${pagePath === "/" ? "/index" : pagePath}.tsx`)) {
    const pages: { path: string; context: Record<string, unknown> }[] = [];
    const reporter = { panic: jest.fn() };
    await onCreatePage({
      page: { path: pagePath, component, context: {} },
      actions: { deletePage: jest.fn(), createPage: (page: never) => pages.push(page) },
      getNodesByType: nodesOf,
      reporter,
    } as never);
    return { pages, panic: reporter.panic };
  }

  test("drawn from the title in the page's own content file, content/pages/<name>.yaml", async () => {
    expect((await created("/works")).pages[0].context.shareCard).toEqual({ src: "/share/Lavori.png", width: 1200, height: 630 });
    expect((await created("/")).pages[0].context.shareCard).toEqual({ src: "/share/Casa.png", width: 1200, height: 630 });
    expect((await created("/404/")).pages[0].context).toMatchObject({
      shareCard: { src: "/share/Pagina non trovata.png" },
      shell: { footer: false },
    });
  });

  test("made in every language, at its address in each, naming both", async () => {
    const { pages } = await created("/contatti");
    expect(pages.map((page) => [page.path, page.context.locale, page.context.shareCard])).toEqual([
      ["/contatti", "it", expect.anything()],
      [localizedRoutes.en.brief, "en", expect.anything()],
    ]);
    expect(pages[1].context.alternates).toEqual({ it: "/contatti", en: localizedRoutes.en.brief });
  });

  test("a page without its content file stops the build, naming the page and the file", async () => {
    const { pages, panic } = await created("/nuova-pagina");
    expect(pages).toEqual([]);
    expect(panic).toHaveBeenCalledWith(
      expect.stringMatching(/\/nuova-pagina \(src\/pages\/nuova-pagina\.tsx\) has no content\/pages\/nuova-pagina\.yaml/),
    );
  });

  test("pages that other plugins or createPages make are left alone", async () => {
    expect((await created("/journal", path.resolve("src/templates/journal-list.tsx"))).pages).toEqual([]);
  });
});

test("every collection has a node type of its own: a Markdown collection names it in the schema", () => {
  const names = collections.map(nodeTypeName);
  expect(new Set(names).size).toBe(names.length);
});
