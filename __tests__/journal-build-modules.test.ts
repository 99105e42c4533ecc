/**
 * @jest-environment node
 */
import { calendarDay, isPublished, plainExcerpt } from "../src/gatsby/nodes";
import { feedItems } from "../src/gatsby/feed";
import { focusableCodeBlocks } from "../src/gatsby/schema";
import { robotsTxt, SITEMAP_INDEX } from "../src/gatsby/sitemap";

test("drafts exist while editing and never in production", () => {
  expect(isPublished({ draft: true }, "development")).toBe(true);
  expect(isPublished({ draft: true }, "production")).toBe(false);
  expect(isPublished({ draft: false }, "production")).toBe(true);
  expect(isPublished({}, "production")).toBe(true);
});

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

test("feed items carry absolute links, the date and the tags", () => {
  const [item] = feedItems([{ slug: "ciao", title: "Ciao", date: "2026-03-01", description: "Desc", tags: ["studio"] }], "https://www.blessbit.it");
  expect(item).toEqual({
    title: "Ciao",
    description: "Desc",
    date: "2026-03-01",
    url: "https://www.blessbit.it/journal/ciao",
    guid: "https://www.blessbit.it/journal/ciao",
    categories: ["studio"],
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
