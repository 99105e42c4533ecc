import type { Page } from "@playwright/test";
import { readContent } from "./content";
import { expect, seriousViolations, siteErrors, test, waitForHydration } from "./fixtures";

/** The published posts, newest first. */
const { posts, journalPage, site, tags } = readContent();
const oldest = posts[posts.length - 1];
const secondOldest = posts[posts.length - 2];
const ITALIAN_DATE = /^\d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}$/;

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe("journal list", () => {
  test("shows every post newest first, with Italian date, reading time, tags and cover", { tag: "@any-screen" }, async ({ page, consoleErrors }) => {
    await open(page, "/journal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(journalPage.title);
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(posts.length);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(posts.map((post) => post.title));

    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      const time = card.locator("time");
      await expect(time).toHaveAttribute("datetime", post.date);
      await expect(time).toHaveText(ITALIAN_DATE);
      await expect(card.getByText(/^\d+ min di lettura$/)).toBeVisible();
      await expect(card.getByRole("list", { name: journalPage.tagsLabel }).getByRole("link").first()).toHaveAttribute("href", /^\/journal\/tag\//);
      // The title's own link: a tag's name may read as the title does (the edge content's tag).
      await expect(card.getByRole("heading", { level: 2 }).getByRole("link", { name: post.title })).toHaveAttribute("href", `/journal/${post.slug}`);
      if (post.cover) await expect(card.locator("picture source[type='image/avif']")).toHaveCount(1);
    }
    expect(siteErrors(consoleErrors)).toEqual([]);
  });

  test("a whole card opens its post", async ({ page }) => {
    await open(page, "/journal");
    await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
    const media = page.locator("main article").first().locator("[data-color], picture > img").first();
    await media.scrollIntoViewIfNeeded();
    const box = (await media.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`**/journal/${posts[0].slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0].title);
  });
});

test.describe("tag page", { tag: "@any-screen" }, () => {
  test("is headed by its tag's name, lists only the posts with that tag and links back to the journal", async ({ page, consoleErrors }) => {
    await open(page, "/journal");
    const chip = page.locator("main article").first().getByRole("list", { name: journalPage.tagsLabel }).getByRole("link").first();
    const tag = (await chip.textContent())!;
    await chip.click();
    await page.waitForURL(/\/journal\/tag\//);
    // The chip's tag, headed by its name (every tag page's title and description: __tests__/build/journal.test.ts).
    const entry = tags.items.find((item) => item.label === tag)!;
    expect(page.url()).toMatch(new RegExp(`/journal/tag/${entry.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.label);
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card.getByRole("link", { name: tag, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await expect(page.getByRole("link", { name: journalPage.allPosts })).toHaveAttribute("href", "/journal");
    expect(await seriousViolations(page)).toEqual([]);
    expect(siteErrors(consoleErrors)).toEqual([]);
  });
});

test.describe("post page", () => {
  // A post that has what the checks below look at: a cover (the sharing image), a code block and a body image.
  const post = posts.find((candidate) => candidate.cover && /^```\w+$/m.test(candidate.body) && /!\[[^\]]+\]\(/.test(candidate.body))!;
  test.skip(!post, "no post has a cover, a code block and an image in its text");

  test("has the head of an article, with JSON-LD that parses", { tag: "@any-screen" }, async ({ page }) => {
    await open(page, `/journal/${post.slug}`);
    await expect(page).toHaveTitle(`${post.title} · ${site.name}`);
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", post.date);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/.+\/static\/.+\.jpg$/);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(blocks).toContainEqual(expect.objectContaining({ "@type": "BlogPosting", headline: post.title, datePublished: post.date }));
  });

  test("highlights code at build time: coloured spans, no highlighter in the browser", { tag: "@any-screen" }, async ({ page, consoleErrors }) => {
    await open(page, `/journal/${post.slug}`);
    const code = page.locator("main pre code").first();
    await expect(code).toBeVisible();
    expect(await code.locator("span.token.keyword").count()).toBeGreaterThan(3);
    const keywordColour = await code
      .locator("span.token.keyword")
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(keywordColour).toBe("rgb(255, 210, 63)");
    // Scrollable by keyboard, and nothing named Prism was loaded or defined.
    await expect(page.locator("main pre")).toHaveAttribute("tabindex", "0");
    const prismLoaded = await page.evaluate(
      () => "Prism" in window || performance.getEntriesByType("resource").some((entry) => /prism/i.test(entry.name)),
    );
    expect(prismLoaded).toBe(false);
    expect(siteErrors(consoleErrors)).toEqual([]);
  });

  test("serves body images responsively (AVIF, WebP, several widths), with text alternatives", { tag: "@any-screen" }, async ({ page }) => {
    await open(page, `/journal/${post.slug}`);
    // Markdown images: a <picture> in a paragraph of the body.
    const image = page.locator("main p > picture > img").first();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("alt", /.{20,}/);
    await expect(image).toHaveAttribute("loading", "lazy");
    const picture = page.locator("main p > picture").first();
    // Several widths, one of them the body's column (remark-picture's maxWidth in gatsby-config.ts).
    const widths = ((await picture.locator("source[type='image/avif']").getAttribute("srcset")) ?? "").match(/\s\d+w\b/g) ?? [];
    expect(widths.length).toBeGreaterThan(1);
    expect(widths.map((width) => width.trim())).toContain("760w");
    await expect(image).toHaveAttribute("src", /\.webp$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { currentSrc, naturalWidth, shown } = await image.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      naturalWidth: img.naturalWidth,
      shown: img.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    expect(currentSrc).toMatch(/\.avif$/);
    // The file the browser picked is not much larger than what is shown.
    expect(naturalWidth).toBeLessThanOrEqual(Math.max(760, shown * 2));
    expect(await image.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
  });

  test("links the older and the newer post", { tag: "@any-screen" }, async ({ page }) => {
    test.skip(posts.length < 2, "one post only: nothing to link");
    await open(page, `/journal/${oldest.slug}`);
    const nav = page.getByRole("navigation", { name: journalPage.postNavLabel });
    await expect(nav.getByRole("link", { name: new RegExp(journalPage.previous) })).toHaveCount(0);
    const next = nav.getByRole("link", { name: new RegExp(journalPage.next) });
    await expect(next).toContainText(secondOldest.title);
    await next.click();
    await page.waitForURL(`**/journal/${secondOldest.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondOldest.title);
    const previous = page.getByRole("navigation", { name: journalPage.postNavLabel }).getByRole("link", { name: new RegExp(journalPage.previous) });
    await expect(previous).toContainText(oldest.title);
    await expect(previous).toHaveAttribute("rel", "prev");
    await open(page, `/journal/${posts[0].slug}`);
    await expect(
      page.getByRole("navigation", { name: journalPage.postNavLabel }).getByRole("link", { name: new RegExp(journalPage.next) }),
    ).toHaveCount(0);
  });

  for (const { slug } of posts) {
    test(
      `/journal/${slug} has no serious accessibility violation, no console error, no overflow`,
      { tag: "@phone" },
      async ({ page, consoleErrors }) => {
        await open(page, `/journal/${slug}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(siteErrors(consoleErrors)).toEqual([]);
      },
    );
  }
});
