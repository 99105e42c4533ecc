/**
 * The cookie bar as the other behaviours meet it: shown on a first visit, answered as a visitor answers it.
 * The bar's own behaviours are in ./cookie-bar.ts.
 */
import assert from "node:assert/strict";
import { content } from "./content";
import { poll, type Driver } from "./driver";

const { accept, decline } = content.site.cookieBar;

/** Whether a button reads `label` (react-cookie-consent renders the bar's buttons without names of their own). */
function hasButton(label: string): boolean {
  return [...document.querySelectorAll("button")].some((button) => button.textContent?.trim() === label);
}

export const cookieBarShown = (d: Driver) => d.evaluate(hasButton, accept);

/** Waits until the bar has gone (react-cookie-consent renders nothing once a choice is stored). */
export const cookieBarGone = (d: Driver, after = "the choice") =>
  d.waitFor(
    (label: string) => ![...document.querySelectorAll("button")].some((button) => button.textContent?.trim() === label),
    [accept],
    `the bar to go after ${after}`,
  );

/** Answers the bar with `label` (Rifiuta unless said) if it is up; with a choice stored, waits for hydration to take it away. */
export async function answerCookieBar(d: Driver, label: string = decline) {
  // The bar is in the server's HTML; with a choice stored, hydration takes it away.
  if (await d.evaluate(() => /(^|; )cookieconsent_status=/.test(document.cookie))) return cookieBarGone(d, "hydration");
  if (!(await cookieBarShown(d))) return;
  await d.click("button", { text: label, scroll: false });
  await cookieBarGone(d, label);
}

/**
 * Opens `path` as a first visit: with no choice stored, the bar shown. The engines suite's page of the other width
 * shares the cookies, and a page cannot delete another origin's: the site is opened first, then its cookies deleted.
 */
export async function firstVisit(d: Driver, path: string) {
  await d.goto(path);
  if (!(await cookieBarShown(d))) {
    await d.deleteCookies();
    await d.goto(path);
  }
  assert.ok(await cookieBarShown(d), "the cookie bar is not shown on a first visit");
}

/** The consent cookies are Secure (the site is https only); the tests serve plain http on localhost, where WebKit refuses them. */
export const keepsSecureCookies = (d: Driver) =>
  d.evaluate(() => {
    document.cookie = "secure-probe=1; Secure; SameSite=None; path=/";
    const kept = document.cookie.includes("secure-probe=1");
    document.cookie = "secure-probe=; Secure; SameSite=None; path=/; max-age=0";
    return kept;
  });

/** A cookie's value once the browser's store has it (the page writes document.cookie at once; the store follows). */
export const storedCookie = (d: Driver, name: string, wanted?: (value: string) => boolean) =>
  poll(async () => {
    const value = (await d.cookies()).find((cookie) => cookie.name === name)?.value;
    return value && (!wanted || wanted(value)) ? value : undefined;
  }, `the cookie ${name} in the browser's store`);
