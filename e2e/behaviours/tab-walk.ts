/**
 * WCAG 2.2's 2.4.11 (Focus Not Obscured) while tabbing through a whole page: no focus stop is entirely hidden under the
 * header or the cookie bar (../focus-stop.ts), on a first visit with the bar shown; after a choice, that nothing but
 * the bar changed what can take focus, and Tab again where the page changes beyond the bar itself: the call-to-action
 * ball rises on the home and the studio, 1024 px and wider.
 * Chromium runs it in e2e/accessibility.spec.ts (every kind of page, 1280 and 375 px), Firefox and WebKit in the
 * engines suite (390 and 1440 px).
 */
import assert from "node:assert/strict";
import { focusStop } from "../focus-stop";
import { cookieBarGone, cookieBarShown, keepsSecureCookies } from "./consent";
import { content } from "./content";
import type { Driver } from "./driver";

const { accept, decline } = content.site.cookieBar;

/** The kinds whose page changes after a choice beyond the bar itself: the call-to-action ball rises there. */
export const BALL_PAGES = new Set(["home", "studio"]);
/** The ball rises from this width on. */
const BALL_FROM_WIDTH = 1024;

interface Walk {
  /** Every stop's name, in order. */
  stops: string[];
  /** Stops entirely hidden under a fixed or sticky layer. */
  hidden: string[];
  /** Stops hidden that cannot be judged: off screen until :focus shows them, where the engine matches no :focus. */
  unjudged: string[];
}

/**
 * What can take focus outside the cookie bar, each by its tag, name and address, in document order. A choice takes
 * the bar away; where it changes nothing else in this list, the walk with the bar shown has met every stop the page
 * has after a choice, each under no more than the header.
 */
function focusablesOutsideBar(): string[] {
  const bar = document.querySelector('[role="region"][aria-label="Cookie"]');
  return [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]")]
    .filter((element) => !bar?.contains(element) && element.tabIndex >= 0 && !element.closest("[inert], [hidden]"))
    .map(
      (element) =>
        `${element.tagName} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40)} ${element.getAttribute("href") ?? ""}`,
    );
}

/**
 * Presses Tab from where focus is until focus leaves the page (Chromium) or comes round to a stop it has seen: every
 * stop on the way. Firefox's Tab leaves the page for the browser's own controls after the last stop and comes back to
 * the first (the window's focus lost on the way: `regainFocus` before the next load).
 */
async function tabThrough(d: Driver): Promise<Walk> {
  const walk: Walk = { stops: [], hidden: [], unjudged: [] };
  for (let presses = 0; presses < 400; presses += 1) {
    await d.press("Tab");
    const stop = await d.evaluate(focusStop);
    if (!stop && d.engine === "chromium") return walk;
    if (!stop) continue;
    if (stop.again) {
      // Chromium leaves the page after its last stop: a stop reached twice there is Tab going round in circles.
      assert.notEqual(d.engine, "chromium", `${stop.name} reached twice`);
      return walk;
    }
    walk.stops.push(stop.name);
    // WebKitGTK under Xvfb: a window without the system's focus matches no :focus, and the skip link shows only then.
    if (stop.hidden && !stop.styledFocused && !(await d.evaluate(() => document.hasFocus()))) walk.unjudged.push(stop.name);
    else if (stop.hidden) walk.hidden.push(stop.name);
  }
  throw new Error(`Tab never left the page: ${walk.stops.length} stops`);
}

/**
 * Tabs through the page open at `kind`'s address, on a first visit with the bar shown (`firstVisit`, ./consent.ts), then
 * chooses Rifiuta: the same focusable elements but the bar's after it, or, on the pages the ball changes, Tab again. Ends with the cookies deleted; a stop that could not be judged
 * makes it a listed skip once everything else has passed.
 */
export async function focusNeverHidden(d: Driver, kind: { name: string; path: string }) {
  const withBar = await tabThrough(d);
  assert.ok(withBar.stops.length > 3, `only ${withBar.stops.length} focus stops with the bar shown`);
  // Tab went through the whole page, down to the bar (after the footer).
  assert.ok(
    withBar.stops.some((name) => name.includes(accept)),
    `Tab never reached the bar's ${accept}: ${withBar.stops.join(", ")}`,
  );
  assert.deepEqual(withBar.hidden, [], "focus stops hidden with the cookie bar shown");
  const unjudged = [...withBar.unjudged];

  const beforeChoice = await d.evaluate(focusablesOutsideBar);
  await d.click("button", { text: decline, scroll: false });
  await cookieBarGone(d, decline);
  // Where the choice took the bar away and nothing else, the walk above met every stop there is. Where what can take
  // focus changed (the ball rising on wide screens; a part loaded near the viewport meanwhile), Tab goes through again.
  const changed = JSON.stringify(await d.evaluate(focusablesOutsideBar)) !== JSON.stringify(beforeChoice);
  if (changed || (BALL_PAGES.has(kind.name) && d.viewport.width >= BALL_FROM_WIDTH)) {
    if (await keepsSecureCookies(d)) {
      // The page as a visitor who has chosen loads it.
      await d.regainFocus();
      await d.goto(kind.path);
      assert.equal(await cookieBarShown(d), false, "the bar shown again after the choice");
    } else {
      // WebKit keeps no Secure cookie on http://localhost (a new load would ask again): the same page, from its first
      // stop on, focused by the script, so that Tab starts from there and comes round to it.
      await d.evaluate(() => {
        window.scrollTo(0, 0);
        (window as unknown as { __focusStops: WeakSet<Element> }).__focusStops = new WeakSet();
        document.querySelector<HTMLElement>("a[href], button")?.focus();
      });
    }
    const afterChoice = await tabThrough(d);
    assert.ok(afterChoice.stops.length > 3, `only ${afterChoice.stops.length} focus stops after the choice`);
    assert.deepEqual(afterChoice.hidden, [], "focus stops hidden after the choice");
    unjudged.push(...afterChoice.unjudged);
  }
  await d.deleteCookies();
  await d.regainFocus();
  if (unjudged.length) {
    d.skip(
      `everything else passed; ${[...new Set(unjudged)].join(", ")} is shown by :focus, which this engine does not match in a window without the system's focus (document.hasFocus() is false here)`,
    );
  }
}
