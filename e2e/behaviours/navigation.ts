/**
 * Moving between the site's pages: the page transition, Back and Forward to the very position, a new visit at the top.
 * Chromium runs them in e2e/history.spec.ts and e2e/shell.spec.ts, Firefox and WebKit in the engines suite.
 */
import assert from "node:assert/strict";
import { content } from "./content";
import type { Driver } from "./driver";
import { followHeaderLink } from "./menu";
import { nextFrames, pathIs, scrollUntilHeld } from "./steps";

const { site, homePage, worksPage } = content;

/**
 * Waits until the page is scrolled to `y`: exactly, but in Firefox, which restores a position a fraction of a pixel off
 * (699.75 for 700; its scroll positions are sub-pixel), within half a pixel.
 */
const scrolledTo = (d: Driver, y: number, what: string) =>
  d.waitFor((at: number, slack: number) => Math.abs(window.scrollY - at) <= slack || window.scrollY, [y, d.engine === "firefox" ? 0.5 : 0], what);

const headingIs = (d: Driver, heading: string, what: string) =>
  d.waitFor((h: string) => document.querySelector("h1")?.textContent?.trim() === h, [heading], what);

/**
 * Back and Forward bring the visitor back exactly where they left, after a real click on a header link (which plays
 * the page transition). Gatsby stores the position of the last scroll event before the route changes, so anything that
 * moves the page during the ripple would be stored.
 */
export async function backAndForwardRestore(d: Driver, page: { path: string; leaveBy: "works" | "studio" }) {
  const to = `/${page.leaveBy}`;
  await d.goto(page.path);
  const left = await d.evaluate(scrollUntilHeld, 1500);
  if (left === 0) d.skip("the page is no taller than the window");
  await d.evaluate(() => {
    const w = window as unknown as { __scrolls: [string, number][] };
    w.__scrolls = [];
    addEventListener("scroll", () => w.__scrolls.push([location.pathname, window.scrollY]));
  });
  await followHeaderLink(d, site.nav[page.leaveBy], { keys: true });
  await pathIs(d, to);
  // Nothing moved the old page while the ripple played.
  const moved = await d.evaluate(
    (from: string, y0: number) =>
      (window as unknown as { __scrolls: [string, number][] }).__scrolls.filter(
        ([p, y]) => p.replace(/\/$/, "") === from.replace(/\/$/, "") && y !== y0,
      ),
    page.path,
    left,
  );
  assert.deepEqual(moved, [], "scroll events on the old page before the route changed");
  await d.waitFor(() => window.scrollY === 0, [], "the new page at its top");
  const there = await d.evaluate(scrollUntilHeld, 700);
  await d.back();
  await pathIs(d, page.path);
  await scrolledTo(d, left, `Back at ${left} px`);
  await d.forward();
  await pathIs(d, to);
  await scrolledTo(d, there, `Forward at ${there} px`);
}

/** A new visit of a page starts at its top, though the visitor left it scrolled; a reload comes back where they were. */
export async function newVisitStartsAtTop(d: Driver) {
  const saved = (y: number) => sessionStorage.getItem("@@scroll|/|initial") === String(y);
  await d.goto("/");
  const left = await d.evaluate(scrollUntilHeld, 2000);
  await d.waitFor(saved, [left], "Gatsby to save the position");
  await d.goto("/");
  // Gatsby restores in the commit that ends hydration: two frames later any jump has been made.
  await nextFrames(d);
  assert.equal(await d.evaluate(() => window.scrollY), 0, "scroll position after a new visit");
  const again = await d.evaluate(scrollUntilHeld, 1200);
  await d.waitFor(saved, [again], "Gatsby to save the position");
  await d.reload();
  await scrolledTo(d, again, `the reloaded page at ${again} px`);
}

/** A header link plays the ripple, then the new page comes: the logo home, then the works (through the menu on a phone). */
export async function pageTransition(d: Driver) {
  await d.goto("/journal");
  await d.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector("[data-testid=page-transition]")) {
        (window as unknown as { __ripple: boolean }).__ripple = true;
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await d.evaluate(scrollUntilHeld, 0);
  await d.click('header a[href="/"]', { scroll: false }); // the logo: home
  await pathIs(d, "/");
  assert.ok(await d.evaluate(() => (window as unknown as { __ripple?: boolean }).__ripple === true), "no ripple was shown");
  await headingIs(d, homePage.cover.slogan, "the home page");
  await followHeaderLink(d, site.nav.works);
  await pathIs(d, "/works");
  await headingIs(d, worksPage.title, "the works page");
  const { errors, csp } = await d.problems();
  assert.deepEqual(csp, [], "CSP violations");
  assert.deepEqual(errors, [], "errors");
}
