import fs from "node:fs";
import path from "node:path";
import { HOSTILE_FLAG, HOSTILE_IMAGE, HOSTILE_MARKERS, HOSTILE_SLUG } from "../scripts/hostile-post.mjs";
import { routes } from "../src/lib/routes";
import { expect, siteErrors, test, waitForHydration } from "./fixtures";

/**
 * The hostile post of the content copy (scripts/hostile-post.mjs, written every day by scripts/content-variants.mjs):
 * its text carried a script, event handlers, `javascript:` links, a meta refresh, an iframe, a <style> and a style
 * attribute over the page. None reaches its built page or the feeds, nothing of it runs, and the parts posts need are
 * there. Run on the copy only (playwright.config.ts: CONTENT_VARIANT), whose build has the post.
 */
const route = routes.journalPost(HOSTILE_SLUG);

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };
/** A built file's HTML as a browser or a feed reader gets it: an RSS feed's escaped items unescaped, the JSON Feed's parsed. */
function htmlIn(file: string): string {
  const text = fs.readFileSync(path.resolve("public", file), "utf8");
  if (file.endsWith(".json")) return (JSON.parse(text) as { items: { content_html: string }[] }).items.map((item) => item.content_html).join("\n");
  return file.endsWith(".xml") ? text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name]) : text;
}

test.describe("a post whose text carries hostile HTML", { tag: "@any-screen" }, () => {
  for (const file of [`${route.slice(1)}.html`, "rss.xml", "feed.json", "journal/tag/sicurezza/rss.xml"]) {
    test(`public/${file} holds none of it`, () => {
      const html = htmlIn(file);
      expect(html).toContain("Un paragrafo che copriva la pagina.");
      for (const { part, pattern } of HOSTILE_MARKERS) expect(html, part).not.toMatch(pattern);
      expect(html).not.toContain(HOSTILE_FLAG);
    });
  }

  test("nothing of it runs, redirects, frames or covers the page; what posts need is there", async ({ page, consoleErrors }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const body = page.locator("article");
    await expect(body.getByRole("heading", { name: "Quello che resta" })).toBeVisible();

    // Nothing of the hostile parts is in the document, and nothing ran.
    expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], HOSTILE_FLAG)).toBeUndefined();
    expect(await page.locator("article script, iframe, article style, body meta[http-equiv], article [style*='fixed']").count()).toBe(0);
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll("main *")].flatMap((element) => [...element.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
    );
    expect(handlers).toEqual([]);
    expect(await page.locator("a[href^='javascript:' i]").count()).toBe(0);
    // The paragraph that covered the page is a paragraph; the page is as wide as ever and shown.
    const covering = body.getByText("Un paragrafo che copriva la pagina.");
    await expect(covering).toBeVisible();
    expect(await covering.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    await expect(page.locator("body")).toBeVisible();

    // What posts need: the table, the footnote, the coloured code, the picture.
    await expect(body.locator("table th")).toHaveCount(2);
    await expect(body.locator("sup a.footnote-ref")).toHaveAttribute("href", /#fn-/);
    const keyword = body.locator("pre code span.token.keyword").first();
    await expect(keyword).toHaveText("const");
    expect(await keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(
      await body
        .locator("pre code")
        .first()
        .evaluate((element) => getComputedStyle(element).color),
    );
    const picture = body.locator(`picture img[alt="Una figura del lavoro"]`);
    await expect(picture).toHaveAttribute("srcset", new RegExp(HOSTILE_IMAGE.replace(".jpg", "")));
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // A meta refresh of 0 s would have left by now; the page is still the post.
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe(route);
    expect(dialogs).toEqual([]);
    expect(siteErrors(consoleErrors)).toEqual([]);
  });
});
