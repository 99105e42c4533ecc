import type { Page } from "@playwright/test";
import { readContent } from "./content";
import { expect, test } from "./fixtures";
import { pageKinds } from "./pages";
import { routes } from "../src/lib/routes";

/**
 * With scripts off every page still reads: its text, its images with their alt text, its links and
 * the way to the other pages. Nothing waits for a script to become visible: entrance animations,
 * lazy images, the works curtains. (Chromium only: the markup is the same everywhere.)
 */
test.use({ javaScriptEnabled: false });

const content = readContent();
const { site, faq, searchPage, posts, tags } = content;
const [post] = posts;
// Every kind of page (src/lib/pages.ts), the page a brief sent without scripts lands on included.
const pages = pageKinds(content);

/** Text blocks and images that are on the page but cannot be seen: no box, hidden, transparent, or clipped away. */
function unseen(page: Page) {
  // Synchronous: with scripts off the page runs no timers or animation frames for us to wait on.
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute("alt") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const elements = [...document.querySelectorAll("main h1, main h2, main h3, main p, main li, main img, footer p, footer a")];
    for (const el of elements) {
      if (el.closest("[aria-hidden=true], .visually-hidden")) continue;
      if (el instanceof HTMLImageElement && el.alt === "") continue;
      // gatsby-plugin-image shows its <noscript> copy of the image when scripts are off, above the scripted one.
      const wrapper = el instanceof HTMLImageElement ? el.closest("[data-gatsby-image-wrapper]") : null;
      if (el instanceof HTMLImageElement && wrapper && el.closest("noscript") === null && wrapper.querySelector("noscript")) {
        const copy = [...wrapper.querySelectorAll("img")].find((img) => img !== el && img.alt === el.alt);
        if (!copy) found.push(`${describe(el)} has no copy for scripts off`);
        else if (!(copy.complete && copy.naturalWidth > 0)) found.push(`${describe(el)}: its copy for scripts off did not load`);
        continue;
      }
      if (el.closest("[role=group][aria-roledescription], .swiper-slide") && !el.closest("[aria-hidden=false], .swiper-slide:first-child")) continue;
      el.scrollIntoView({ block: "center" });
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let opacity = 1;
      for (let node: Element | null = el; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      if (opacity < 0.5 || getComputedStyle(el).visibility !== "visible") {
        found.push(`${describe(el)} opacity ${opacity.toFixed(2)}`);
        continue;
      }
      // Covered by something (a curtain) at its centre.
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top && top !== el && !el.contains(top) && !top.contains(el) && top.closest("main") && !top.closest("a, button, label")) {
        found.push(`${describe(el)} covered by ${top.tagName.toLowerCase()}.${top.className}`);
      }
      if (el instanceof HTMLImageElement && !(el.complete && el.naturalWidth > 0)) found.push(`${describe(el)} not loaded`);
    }
    return found;
  });
}

for (const { path, heading } of pages) {
  test(`${path} reads without JavaScript: text, images with alt, links and navigation, nothing left invisible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect((await page.locator("main").innerText()).trim().length).toBeGreaterThan(40);
    // Every image says what it shows, or is marked decorative.
    expect(await page.locator("img:not([alt])").count()).toBe(0);
    // The way to every section: the header's links, or on a phone the footer's.
    for (const name of [site.nav.works, site.nav.studio]) {
      const visible = await page
        .getByRole("link", { name, exact: true })
        .evaluateAll((links) => links.some((a) => a.getBoundingClientRect().width > 0 && getComputedStyle(a).visibility === "visible"));
      expect(visible, `a visible link to ${name}`).toBe(true);
    }
    expect(await page.locator("main a[href], footer a[href]").count()).toBeGreaterThan(0);
    expect(await unseen(page)).toEqual([]);
    // Without a script no cookie is written and analytics never loads, and the bar could store no choice:
    // it stays hidden (an inline script shows it), and the cookie policy is a footer link.
    await expect(page.getByRole("region", { name: "Cookie" })).toBeHidden();
    if (path !== "/pagina-che-non-esiste") await expect(page.locator("footer").getByRole("link", { name: /cookie/i })).toBeVisible();
  });
}

test("the search field is no dead end without JavaScript: it says why and leads to the tag list", { tag: "@any-screen" }, async ({ page }) => {
  await page.goto(routes.search);
  // Chromium's switch (the one Playwright turns) stops scripts but leaves the parser reading <noscript> as text, as
  // with scripts on; a browser with scripts off shows it. Its words are read from that text.
  const noscript = await page
    .getByRole("search")
    .locator("noscript")
    .evaluate((element) => new DOMParser().parseFromString(element.textContent ?? "", "text/html").body.textContent?.trim());
  expect(noscript).toBe(searchPage.noScript);
  const form = page.getByRole("search", { name: searchPage.formLabel });
  await form.getByRole("searchbox", { name: searchPage.fieldLabel }).fill(post.title);
  await form.getByRole("button", { name: searchPage.submit }).click();
  await page.waitForURL((url) => url.pathname === routes.search && url.hash !== "" && url.searchParams.get("q") === post.title);
  const tagList = page.locator(new URL(page.url()).hash);
  await expect(tagList.getByRole("heading", { name: searchPage.tagsTitle })).toBeInViewport();
  const published = [...new Set(posts.flatMap((p) => p.tags))];
  await expect(tagList.getByRole("link")).toHaveCount(published.length);
  // Each named as content/tags.yaml names it.
  for (const slug of published) {
    const { label } = tags.items.find((tag) => tag.slug === slug)!;
    await expect(tagList.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", routes.journalTag(slug));
  }
});

test("every FAQ answer is shown without JavaScript", { tag: "@any-screen" }, async ({ page }) => {
  await page.goto("/");
  const panels = page.getByTestId("faq-panel");
  await expect(panels).toHaveCount(faq.items.length);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
});
