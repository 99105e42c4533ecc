// A long post's table of contents and its headings' anchor links, in the browser: built into the HTML, they work
// by plain links, with the keyboard, and land each heading below the sticky header.
import type { Page } from "@playwright/test";
import { TOC_MIN_SECTIONS } from "../src/content/markdown";
import { routes } from "../src/lib/routes";
import { readContent } from "./content";
import { expect, seriousViolations, test, waitForHydration } from "./fixtures";

const { journalPage: labels, posts, site } = readContent();
const sections = (body: string) => body.replace(/```[\s\S]*?```/g, "").match(/^## /gm)?.length ?? 0;
const longest = [...posts].sort((a, b) => sections(b.body) - sections(a.body))[0];

test.beforeEach(async ({ page }) => {
  test.skip(sections(longest.body) < TOC_MIN_SECTIONS, "no post is long enough for a table of contents");
  await page.goto(routes.journalPost(longest.slug));
  await waitForHydration(page);
  await page.getByRole("button", { name: site.cookieBar.accept }).click();
});

/** The top of the element with this id, against the bottom of the sticky header. */
async function belowHeader(page: Page, id: string) {
  return page.evaluate((target) => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    return document.getElementById(target)!.getBoundingClientRect().top - header.bottom;
  }, id);
}

test("the table of contents is a named navigation whose links bring each section below the header", async ({ page }) => {
  const toc = page.getByRole("navigation", { name: labels.tocTitle });
  await expect(toc).toBeVisible();
  const links = toc.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(TOC_MIN_SECTIONS);
  const second = links.nth(1);
  const href = (await second.getAttribute("href"))!;
  await second.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(() => belowHeader(page, href.slice(1))).toBeGreaterThanOrEqual(0);
  await expect.poll(() => belowHeader(page, href.slice(1))).toBeLessThan(120);
  expect(await seriousViolations(page)).toEqual([]);
});

test("every heading's anchor link is named in Italian and reachable by keyboard", async ({ page }) => {
  const heading = page.locator("main .anchored-heading > h2").nth(1);
  const text = (await heading.textContent())!;
  const id = (await heading.getAttribute("id"))!;
  const anchor = page.getByRole("link", {
    name: labels.headingLinkLabel.replace("{heading}", text),
    exact: true,
  });
  await expect(anchor).toBeVisible();
  await expect(anchor).toHaveAttribute("href", `#${id}`);
  await anchor.focus();
  await expect(anchor).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => belowHeader(page, id)).toBeGreaterThanOrEqual(0);
});
