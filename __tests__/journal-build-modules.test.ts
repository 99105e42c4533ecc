/**
 * @jest-environment node
 */
import { LOCALES } from "../src/lib/locales";
import { localizedRoutes } from "../src/lib/routes";
import { calendarDay, plainExcerpt } from "../src/gatsby/nodes";
import { feedItems } from "../src/gatsby/feed-options";
import { createPages } from "../src/gatsby/pages";
import { focusableCodeBlocks } from "../src/content/markdown";
import { robotsTxt } from "../src/gatsby/robots";
import { SITEMAP_INDEX } from "../src/gatsby/sitemap";

// The cards' drawing has its own test (share-card.test.ts); here a card is named by the title it was asked for.
jest.mock("../src/gatsby/share-card", () => ({
  cardInput: (_site: unknown, title: string) => ({ title }),
  shareCardFor: async ({ title }: { title: string }) => ({ src: `/share/${title}.png`, width: 1200, height: 630 }),
}));
const card = (title: string) => ({ src: `/share/${title}.png`, width: 1200, height: 630 });

test("a YAML date seen as midnight UTC goes back to its calendar day; real times stay", () => {
  expect(calendarDay("2026-02-17T00:00:00.000Z")).toBe("2026-02-17");
  expect(calendarDay("2026-02-17")).toBe("2026-02-17");
  expect(calendarDay("2026-02-17T09:30:00.000Z")).toBe("2026-02-17T09:30:00.000Z");
});

test("the excerpt is the first paragraph of prose, links and emphasis flattened", () => {
  const markdown = "## Titolo\n\n![foto](./a.jpg)\n\nUn **primo** paragrafo con [un link](https://example.com).\n\nIl secondo.";
  expect(plainExcerpt(markdown)).toBe("Un primo paragrafo con un link.");
  expect(plainExcerpt(Array(100).fill("parola").join(" "), 40)).toMatch(/^(parola ){4}parola…$/);
});

test("feed items carry absolute links, the date, the tags' names and the whole post", () => {
  const [item] = feedItems(
    [
      {
        slug: "ciao",
        title: "Ciao",
        date: "2026-03-01",
        description: "Desc",
        tags: ["studio"],
        tagEntries: [{ label: "Lo studio" }],
        html: '<p><img src="/static/a.jpg"></p>',
      },
    ],
    "https://www.blessbit.it",
  );
  expect(item).toEqual({
    title: "Ciao",
    description: "Desc",
    date: "2026-03-01",
    url: "https://www.blessbit.it/journal/ciao",
    guid: "https://www.blessbit.it/journal/ciao",
    categories: ["Lo studio"],
    custom_elements: [{ "content:encoded": '<p><img src="https://www.blessbit.it/static/a.jpg"></p>' }],
  });
});

test("code blocks become keyboard-scrollable, once", () => {
  const html = '<div class="gatsby-highlight"><pre class="language-ts"><code>x</code></pre></div>';
  expect(focusableCodeBlocks(html)).toBe('<div class="gatsby-highlight"><pre tabindex="0" class="language-ts"><code>x</code></pre></div>');
  expect(focusableCodeBlocks(focusableCodeBlocks(html))).toBe(focusableCodeBlocks(html));
});

test("robots.txt points at the sitemap on the site's own URL and keeps crawlers out of the CMS", () => {
  const text = robotsTxt("https://www.example.it/");
  expect(text).toContain(`Sitemap: https://www.example.it${SITEMAP_INDEX}\n`);
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/admin\/$/m);
});

describe("journal pages", () => {
  /** Runs createPages over `count` posts (newest first, as the query sorts them) and returns the pages made. */
  const graphql = jest.fn();

  async function pagesFor(count: number) {
    const nodes = Array.from({ length: count }, (_, index) => ({
      id: `post-${index}`,
      slug: `articolo-${index}`,
      locale: "it",
      entry: `2026-01-${String(28 - index).padStart(2, "0")}-articolo-${index}`,
      title: `Articolo ${index}`,
      date: `2026-01-${String(28 - index).padStart(2, "0")}`,
      tags: index % 2 ? ["guide"] : ["studio", "guide"],
      redirectFrom: null,
      // Every other post has a cover, and shares it.
      cover: index % 2 ? { id: `cover-${index}` } : null,
    }));
    const site = { name: "Blessbit", siteUrl: "https://www.blessbit.it" };
    const journal = { meta: { title: "Journal" }, tagTitle: "{tag} · Journal" };
    const tagList = { items: ["studio", "guide"].map((slug) => ({ slug, label: `Nome di ${slug}`, description: "." })) };
    const created: { path: string; component: string; context: Record<string, unknown> }[] = [];
    graphql.mockReset().mockResolvedValue({
      data: {
        allSiteYaml: inBoth(site),
        allJournalPageYaml: inBoth(journal),
        allTagsYaml: inBoth(tagList),
        allWorksPageYaml: inBoth({ results: { points: "punti percentuali" } }),
        allWork: { nodes: [] },
        allJournalPost: { nodes },
      },
    });
    await createPages({
      graphql,
      actions: { createPage: (page: (typeof created)[number]) => created.push(page), createRedirect: jest.fn() },
      reporter: { panicOnBuild: jest.fn() },
    } as never);
    // The Italian edition's pages: these posts have no English version.
    return created.filter((page) => !page.path.startsWith(localizedRoutes.en.home));
  }
  const inBoth = <T extends object>(copy: T) => ({ nodes: LOCALES.map((locale) => ({ ...copy, locale })) });
  const journalTwins = { locale: "it", alternates: { it: "/journal", en: localizedRoutes.en.journal } };

  test("the build's query takes every post node there is: the publishing rule is in what is sourced", async () => {
    await pagesFor(3);
    expect(graphql.mock.calls[0][0]).toMatch(/allJournalPost\(sort: \{ date: DESC \}\)/);
    expect(graphql.mock.calls[0]).toHaveLength(1);
  });

  test("more than ten posts are split over numbered list pages", async () => {
    const lists = (await pagesFor(23)).filter((page) => page.component.endsWith("journal-list.tsx"));
    expect(lists.map((page) => page.path)).toEqual(["/journal", "/journal/pagina/2", "/journal/pagina/3"]);
    expect(lists.map((page) => page.context)).toEqual([
      { ...journalTwins, skip: 0, limit: 10, page: 1, pageCount: 3, shareCard: card("Journal") },
      { locale: "it", alternates: { it: "/journal/pagina/2" }, skip: 10, limit: 10, page: 2, pageCount: 3, shareCard: card("Journal") },
      { locale: "it", alternates: { it: "/journal/pagina/3" }, skip: 20, limit: 10, page: 3, pageCount: 3, shareCard: card("Journal") },
    ]);
  });

  test("ten posts or none still make exactly one list page", async () => {
    for (const count of [0, 10]) {
      const lists = (await pagesFor(count)).filter((page) => page.component.endsWith("journal-list.tsx"));
      expect(lists.map((page) => page.path)).toEqual(["/journal"]);
    }
  });

  test("each post links the older one as previous and the newer one as next", async () => {
    const posts = (await pagesFor(3)).filter((page) => page.component.endsWith("journal-post.tsx"));
    expect(posts.map((page) => [page.path, page.context])).toEqual([
      ["/journal/articolo-0", expect.objectContaining({ id: "post-0", previousId: "post-1", nextId: null, shareCard: card("Articolo 0") })],
      ["/journal/articolo-1", expect.objectContaining({ id: "post-1", previousId: "post-2", nextId: "post-0", shareCard: null })],
      ["/journal/articolo-2", expect.objectContaining({ id: "post-2", previousId: null, nextId: "post-1", shareCard: card("Articolo 2") })],
    ]);
  });

  test("every tag in use gets its list, split over numbered pages as the journal's, sharing the tag's card", async () => {
    const tags = (await pagesFor(23)).filter((page) => page.component.endsWith("journal-tag.tsx"));
    // Every post is tagged "guide", every other one "studio" (12 of 23).
    expect(tags.map((page) => page.path).sort()).toEqual([
      "/journal/tag/guide",
      "/journal/tag/guide/pagina/2",
      "/journal/tag/guide/pagina/3",
      "/journal/tag/studio",
      "/journal/tag/studio/pagina/2",
    ]);
    expect(tags.filter((page) => page.context.tag === "studio").map((page) => page.context)).toEqual([
      {
        locale: "it",
        alternates: { it: "/journal/tag/studio" },
        tag: "studio",
        skip: 0,
        limit: 10,
        page: 1,
        pageCount: 2,
        shareCard: card("Nome di studio · Journal"),
      },
      {
        locale: "it",
        alternates: { it: "/journal/tag/studio/pagina/2" },
        tag: "studio",
        skip: 10,
        limit: 10,
        page: 2,
        pageCount: 2,
        shareCard: card("Nome di studio · Journal"),
      },
    ]);
  });
});
