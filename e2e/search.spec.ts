import type { Page } from "@playwright/test";
import { routes } from "../src/lib/routes";
import { resultsAnnounced, searchFinds } from "./behaviours/search";
import { content } from "./behaviours/content";
import { searchWordFor } from "./content";
import { expect, seriousViolations, test, waitForHydration } from "./fixtures";

/**
 * The site search (/cerca): a word of a post's text finds the post, a technology finds the work, the count is
 * announced, and Pagefind's files load only once a search starts. Words come from content/ (e2e/content.ts).
 */
const { searchPage, journalPage, site, works } = content;
const { posts } = content;

/** The status says how many results there are for `query`, whatever the number (the shared live region's pattern). */
const countAnnounced = (query: string) => new RegExp(resultsAnnounced(query));

async function openSearch(page: Page) {
  await page.goto(routes.search);
  await waitForHydration(page);
  const form = page.getByRole("search", { name: searchPage.formLabel });
  return { form, field: form.getByRole("searchbox", { name: searchPage.fieldLabel }) };
}

async function search(page: Page, field: ReturnType<Page["getByRole"]>, query: string) {
  await field.fill(query);
  await expect(page.getByRole("status")).toHaveText(countAnnounced(query));
  return page.getByRole("list", { name: searchPage.resultsLabel });
}

test(
  "a word from each post's text finds the post, its word marked, a technology finds each work at its own address; the count is announced; Pagefind loads only then",
  { tag: "@any-screen" },
  async ({ d }) => {
    // The shared behaviour (e2e/behaviours/search.ts), which Firefox and WebKit run on one post and one work.
    await searchFinds(d, posts, works);
  },
);

test("the kind filter keeps one kind, a result opens its page, and the search survives going back", async ({ page }) => {
  const [post] = posts;
  const word = searchWordFor(post, content);
  const { form, field } = await openSearch(page);
  await search(page, field, word);
  await form.getByRole("radio", { name: searchPage.kinds.work }).check();
  await expect(page.getByRole("link", { name: post.title, exact: true })).toHaveCount(0);
  await form.getByRole("radio", { name: searchPage.kinds.post }).check();
  const link = page.getByRole("list", { name: searchPage.resultsLabel }).getByRole("link", { name: post.title, exact: true });
  await expect(link).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
  await link.click();
  await page.waitForURL(`**${routes.journalPost(post.slug)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await page.goBack();
  await expect(field).toHaveValue(word);
  await expect(page.getByRole("radio", { name: searchPage.kinds.post })).toBeChecked();
  await expect(page.getByRole("status")).toHaveText(countAnnounced(word));
});

test(
  "the journal and the 404 page lead to the search, loaded whole so that its own policy lets Pagefind run",
  { tag: "@any-screen" },
  async ({ page }) => {
    await page.goto("/pagina-che-non-esiste");
    await expect(page.getByRole("link", { name: site.notFound.searchLink })).toHaveAttribute("href", routes.search);
    await page.goto(routes.journal);
    await waitForHydration(page);
    await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
    await page.getByRole("link", { name: journalPage.searchLink }).click();
    await page.waitForURL(`**${routes.search}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0].name).pathname)).toBe(routes.search);
    const [post] = posts;
    await search(page, page.getByRole("searchbox", { name: searchPage.fieldLabel }), searchWordFor(post, content));
    // The fixture fails the test on any CSP violation, WebAssembly's included.
  },
);
