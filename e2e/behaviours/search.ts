/**
 * The site search (/cerca): a word of a post's text finds the post, a technology finds the work, the count is announced
 * in the live region, and Pagefind's files load only once a search starts. Chromium runs it on every post and work in
 * e2e/search.spec.ts, Firefox and WebKit on one of each in the engines suite (390 and 1440 px).
 */
import assert from "node:assert/strict";
import { routes } from "../../src/lib/routes";
import { entrySlug } from "../../src/lib/slug";
import { searchTechnologyFor, searchWordFor, type PostContent, type WorkContent } from "../content";
import { answerCookieBar } from "./consent";
import { content } from "./content";
import type { Driver } from "./driver";
import { announced, announcement } from "./steps";

const { searchPage, works } = content;
const FIELD = "form[role=search] input[type=search]";

/** What the live region says once there are results for `query`: "1 risultato per «…»" or "N risultati per «…»". */
export const resultsAnnounced = (query: string) => announcement([searchPage.resultsOne, searchPage.resultsMany], { query });

/** The paths of Pagefind's files the page has asked for. */
const pagefindRequested = (d: Driver) =>
  d.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith("/pagefind/")),
  );

/**
 * Types `query` into the search field as a visitor does and waits for its count to be announced and for a result
 * linking to `href` with `title`; a post's result shows its kind's badge and a marked word.
 */
async function searchFor(d: Driver, query: string, result: { href: string; title: string; badge?: string }) {
  // Emptied as a script would: typing then gives the whole query, as it gives the page's own input events.
  await d.evaluate((field: string) => {
    (document.querySelector(field) as HTMLInputElement).value = "";
  }, FIELD);
  await d.click(FIELD);
  await d.type(query);
  await announced(d, resultsAnnounced(query), 20_000);
  await d.waitFor(
    (wanted: { href: string; title: string; badge?: string }) => {
      const items = [...document.querySelectorAll("ol[aria-label] li")];
      const item = items.find((li) => li.querySelector("a")?.getAttribute("href") === wanted.href);
      const seen = {
        title: item?.querySelector("a")?.textContent?.trim(),
        badge: item?.querySelector("[data-kind]")?.textContent?.trim(),
        marked: Boolean(item?.querySelector("mark")?.checkVisibility({ visibilityProperty: true })),
      };
      const found = seen.title === wanted.title && (!wanted.badge || (seen.badge === wanted.badge && seen.marked));
      return found || { ...seen, links: items.map((li) => li.querySelector("a")?.getAttribute("href")) };
    },
    [result],
    `a result for "${query}" linking to ${result.href}`,
  );
}

/** Searches for a word of each of `posts` and the technology of each of `workList`, on one visit of /cerca. */
export async function searchFinds(d: Driver, posts: PostContent[], workList: WorkContent[]) {
  await d.goto(routes.search);
  await answerCookieBar(d);
  assert.deepEqual(await pagefindRequested(d), [], "Pagefind's files requested before a search");
  for (const post of posts) {
    await searchFor(d, searchWordFor(post, content), { href: routes.journalPost(post.slug), title: post.title, badge: searchPage.kindBadges.post });
  }
  for (const work of workList) {
    await searchFor(d, searchTechnologyFor(work, works), { href: routes.work(entrySlug(work.folder)), title: work.title });
  }
  assert.ok((await pagefindRequested(d)).includes("/pagefind/pagefind.js"), "Pagefind's script requested once searching");
  const { errors, csp } = await d.problems();
  assert.deepEqual(csp, [], "CSP violations");
  assert.deepEqual(errors, [], "errors");
}
