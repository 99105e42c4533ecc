import { routes as siteRoutes } from "../src/lib/routes";
import { entrySlug } from "../src/lib/slug";
import { readContent } from "./content";
import { expect, siteErrors, test, waitForHydration } from "./fixtures";
import { pageKinds } from "./pages";

const content = readContent();
const { site, works, posts } = content;
/** One page of every kind (src/lib/pages.ts). */
const routes = pageKinds(content);

for (const route of routes) {
  test(`${route.path} renders in Italian with its head and no console error`, { tag: "@any-screen" }, async ({ page, consoleErrors }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(route.status);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(new RegExp(site.name));
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https:\/\//);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBeTruthy();
    expect(siteErrors(consoleErrors)).toEqual([]);
  });
}
// Each page's own spec runs axe on it, at load and once its parts have been used.

test("a journal post renders from its Markdown file", { tag: "@any-screen" }, async ({ page, consoleErrors }) => {
  await page.goto("/journal");
  await waitForHydration(page);
  const first = page.locator("main a[href^='/journal/']").first();
  const href = await first.getAttribute("href");
  const response = await page.goto(href!);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  // axe runs on this post (the newest) in e2e/accessibility.spec.ts, at both widths; the journal spec on every post on a phone.
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("an unknown path answers 404 with the not-found page", { tag: "@any-screen" }, async ({ page, consoleErrors }) => {
  const response = await page.goto("/questa-pagina-non-esiste");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: site.notFound.button })).toBeVisible();
  // axe runs on it in e2e/accessibility.spec.ts, at both widths.
  expect(siteErrors(consoleErrors)).toEqual([]);
});

// Work pages exist for works only: any other path under /works, or deeper under a work, is the not-found page.
for (const unknown of [
  "/works/progetto-che-non-esiste",
  `${siteRoutes.work(entrySlug(works[0].folder))}/altro`,
  "/journal/articolo-che-non-esiste",
]) {
  test(`${unknown} answers 404`, { tag: "@any-screen" }, async ({ request }) => {
    const response = await request.get(unknown);
    expect(response.status()).toBe(404);
  });
}

// A renamed post's former slugs, and each post's and work's folder name (the CMS's preview path), lead to the page
// with a 301, through public/_redirects as the local server applies it with Netlify's engine.
const oldAddresses = [
  ...posts.flatMap((post) =>
    [...(post.redirectFrom ?? []), post.folder].map((former) => ({ from: siteRoutes.journalPost(former), to: siteRoutes.journalPost(post.slug) })),
  ),
  ...works.map((work) => ({ from: siteRoutes.work(work.folder), to: siteRoutes.work(entrySlug(work.folder)) })),
];

test("a renamed post's and a renamed work's old addresses land on the new ones with a 301", { tag: "@any-screen" }, async ({ page }) => {
  expect(oldAddresses.length).toBeGreaterThan(works.length);
  for (const { from, to } of oldAddresses) {
    const response = await page.goto(from);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect([from, redirect?.status(), new URL(page.url()).pathname, response?.status()]).toEqual([from, 301, to, 200]);
  }
});

test("back and forward restore the scroll position", { tag: "@any-screen" }, async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForFunction(() => window.scrollY >= 590);
  await page.evaluate(() => window.___navigate("/works"));
  await page.waitForURL("**/works");
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(590);
});

test("every kind of page runs under the CSP after consent too, analytics included", { tag: "@any-screen" }, async ({ page, cspViolations }) => {
  // Every kind of page in turn, each loaded and scrolled: 29.5 s of the default 30 on a loaded run (run 19).
  test.slow();
  await page.goto("/journal");
  await waitForHydration(page);
  await page.getByRole("button", { name: site.cookieBar.accept }).click();
  for (const { path } of routes) {
    await page.goto(path);
    await waitForHydration(page);
    if (process.env.GATSBY_GA_MEASUREMENT_ID) {
      // gtag.js is requested (and blocked by the test's network rule) only because consent was given.
      await page.waitForSelector('script[src*="googletagmanager.com/gtag/js"]', { state: "attached" });
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Real time: it checks that nothing is blocked, and what the scroll sets loading differs per page, with no "done" event.
    await page.waitForTimeout(400);
  }
  expect(cspViolations).toEqual([]);
});
