// Each work's own page, reached from its entry on /works: what it shows, its neighbours, the posts it names.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { headlineResult, resultSentence } from "../src/lib/results";
import { routes } from "../src/lib/routes";
import { entrySlug } from "../src/lib/slug";
import { readContent } from "./content";
import { expect, seriousViolations, siteErrors, test, waitForHydration } from "./fixtures";
import { readFrontMatter } from "../src/content/front-matter.mjs";
import { markdownFile } from "../src/content/locale-files";

/** A work's story: the Markdown under its frontmatter. */
const workBody = (folder: string) => readFrontMatter(fs.readFileSync(path.resolve("content/works", folder, markdownFile("it")), "utf8")).body;

const content = readContent();
const labels = content.worksPage;
const allWorks = content.works.map((work) => ({
  slug: entrySlug(work.folder),
  data: work as typeof work & { journalPosts?: string[] },
  body: workBody(work.folder),
}));
/** Published posts, newest first. */
const posts = content.posts.map((post) => ({ slug: post.slug, data: post }));

/** The first paragraph of a work's story, as plain text. */
const firstParagraph = (body: string) =>
  body
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, " ");

/**
 * The accessible names of the nodes of `role` inside the node `within` names, as Chromium's own accessibility tree
 * gives them (what a screen reader is handed), in the page's order.
 */
async function chromiumNames(page: Page, within: { role: string; name: string }, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes: containers } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      role: within.role,
      accessibleName: within.name,
    });
    expect(containers, `one ${within.role} named "${within.name}"`).toHaveLength(1);
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { backendNodeId: containers[0].backendDOMNodeId, role });
    return nodes.map((node) => String(node.name?.value ?? ""));
  } finally {
    await cdp.detach();
  }
}

test("each entry on /works links to its work's page, named in Italian, and shows its headline result", { tag: "@any-screen" }, async ({ page }) => {
  await page.goto(routes.works);
  await waitForHydration(page);
  for (const work of allWorks) {
    const link = page.getByRole("link", {
      name: `${labels.pageLink} ${work.data.title}`,
    });
    await expect(link).toHaveAttribute("href", routes.work(work.slug));
    // The first result, one node named by its whole sentence; none for a work without results.
    const headline = headlineResult(work.data.results);
    expect(await chromiumNames(page, { role: "article", name: work.data.title }, "figure")).toEqual(
      headline ? [resultSentence(headline, labels.results)] : [],
    );
  }
  await page
    .getByRole("link", {
      name: `${labels.pageLink} ${allWorks[0].data.title}`,
    })
    .click();
  await page.waitForURL(`**${routes.work(allWorks[0].slug)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(allWorks[0].data.title);
});

for (const [index, work] of allWorks.entries()) {
  test(`${routes.work(work.slug)} shows the work whole`, async ({ page, consoleErrors }) => {
    const response = await page.goto(routes.work(work.slug));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(work.data.title);
    await expect(main.getByText(work.data.number, { exact: true })).toBeVisible();
    await expect(main.getByText(work.data.description)).toBeVisible();
    // In the technologies' list: a result's words may repeat a technology's (the edge content's long word does).
    const technologies = main.getByRole("list", { name: labels.technologiesLabel });
    for (const technology of work.data.technologies) await expect(technologies.getByText(technology, { exact: true })).toBeVisible();
    await expect(main.locator(`a[href="${work.data.url}"]`)).toHaveCount(work.data.urlVisible ? 1 : 0);

    // The results open the story, above the images: each one node whose name, in Chromium's own accessibility tree,
    // is its whole sentence (every number in it), and each value before and after drawn to scale.
    const results = work.data.results ?? [];
    const section = main.getByRole("region", { name: labels.results.title });
    await expect(section).toHaveCount(results.length ? 1 : 0);
    if (results.length) {
      expect(await chromiumNames(page, { role: "region", name: labels.results.title }, "figure")).toEqual(
        results.map((result) => resultSentence(result, labels.results)),
      );
      const gallery = main.getByRole("list", { name: labels.imagesLabel });
      expect((await section.boundingBox())!.y).toBeLessThan((await gallery.boundingBox())!.y);
      const figures = section.getByRole("figure");
      for (const [i, result] of results.entries()) {
        const bars = ["before", "after"].map((bar) => figures.nth(i).getByTestId(`result-bar-${bar}`));
        if (result.before === undefined || result.before === null) {
          await expect(bars[0]).toHaveCount(0);
          continue;
        }
        const values = [result.before, result.after];
        // A bar of nothing has no box.
        const widths = await Promise.all(bars.map(async (bar) => (await bar.boundingBox())?.width ?? 0));
        const largest = { value: Math.max(...values), width: Math.max(...widths) };
        if (largest.value === 0) continue;
        expect(widths[0] / largest.width, `${result.measure}: before`).toBeCloseTo(values[0] / largest.value, 2);
        expect(widths[1] / largest.width, `${result.measure}: after`).toBeCloseTo(values[1] / largest.value, 2);
      }
    }

    // Every image, large (at least 90% of the page's content width), with its alt text.
    const images = main.getByRole("img");
    await expect(images).toHaveCount(work.data.images.length);
    const widths: number[] = [];
    for (const [i, image] of work.data.images.entries()) {
      const shown = images.nth(i);
      await expect(shown).toHaveAttribute("alt", image.alt);
      await shown.scrollIntoViewIfNeeded();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      widths.push((await shown.boundingBox())!.width);
    }
    const contentWidth = await main.evaluate((element) => element.querySelector("header")!.getBoundingClientRect().width);
    const gutter = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--page-gutter")) || 24);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual((contentWidth - 2 * gutter) * 0.9);

    if (work.body.trim()) await expect(main).toContainText(firstParagraph(work.body));

    const named = posts.filter((post) => work.data.journalPosts?.includes(post.slug));
    for (const post of named) {
      await expect(main.getByRole("region", { name: labels.postsTitle }).getByRole("link", { name: new RegExp(post.data.title) })).toHaveAttribute(
        "href",
        routes.journalPost(post.slug),
      );
    }
    if (named.length === 0) await expect(main.getByRole("region", { name: labels.postsTitle })).toHaveCount(0);

    const previous = allWorks[index - 1];
    const next = allWorks[index + 1];
    const previousLink = main.locator("a[rel=prev]");
    const nextLink = main.locator("a[rel=next]");
    await expect(previousLink).toHaveCount(previous ? 1 : 0);
    await expect(nextLink).toHaveCount(next ? 1 : 0);
    if (previous) await expect(previousLink).toHaveAttribute("href", routes.work(previous.slug));
    if (next) await expect(nextLink).toHaveAttribute("href", routes.work(next.slug));
    await expect(main.getByRole("link", { name: labels.allWorks })).toHaveAttribute("href", routes.works);

    expect(await seriousViolations(page)).toEqual([]);
    expect(siteErrors(consoleErrors)).toEqual([]);
  });
}

test("a post that a work names links back to the work", { tag: "@any-screen" }, async ({ page }) => {
  const work = allWorks.find((candidate) => candidate.data.journalPosts?.some((slug) => posts.some((post) => post.slug === slug)));
  test.skip(!work, "no work names a published post");
  const slug = work!.data.journalPosts!.find((name) => posts.some((post) => post.slug === name))!;
  await page.goto(routes.journalPost(slug));
  await waitForHydration(page);
  await page.getByRole("link", { name: work!.data.title, exact: true }).click();
  await page.waitForURL(`**${routes.work(work!.slug)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(work!.data.title);
});
