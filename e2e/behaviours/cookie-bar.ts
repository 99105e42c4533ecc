/**
 * The cookie bar: each choice stored as it should be and the bar gone for good, 'Preferenze cookie' clearing the choice
 * and asking again, a first layer that leaves the page visible, and a choice of an older list of trackers counting as
 * none. Chromium runs them in e2e/shell.spec.ts, Firefox and WebKit in the engines suite. WebKit refuses Secure cookies
 * on http://localhost: there what needs a stored choice is a listed skip, once everything else has passed.
 */
import assert from "node:assert/strict";
import { consentVersion } from "../../src/content/consent-version";
import { cookieBarGone, cookieBarShown, firstVisit, keepsSecureCookies, storedCookie } from "./consent";
import { content } from "./content";
import { poll, type Cookie, type Driver } from "./driver";
import { nextFrames } from "./steps";

const { site } = content;
const { accept, decline, close } = site.cookieBar;
const ONE_YEAR = 365 * 24 * 3600;
const NO_SECURE_COOKIES = "this engine refuses Secure cookies on http://localhost, so storing the choice is checked in Chromium and Firefox only";

const consentCookies = async (d: Driver) =>
  Object.fromEntries((await d.cookies()).filter((c) => c.name.startsWith("cookieconsent_")).map((c) => [c.name, c]));

/** Secure and SameSite=None (the site is https only, and the choice holds in any context). */
function expectSecure(cookie: Cookie | undefined, name: string) {
  assert.deepEqual({ secure: cookie?.secure, sameSite: cookie?.sameSite?.toLowerCase() }, { secure: true, sameSite: "none" }, `${name}'s attributes`);
}

/**
 * Accetta stores "accepted", Rifiuta and the X "denied", each for a year; the bar is gone, and stays gone on a reload.
 * 'Preferenze cookie' then clears both cookies and brings the bar back.
 */
export async function cookieChoices(d: Driver) {
  await firstVisit(d, "/");
  const secure = await keepsSecureCookies(d);
  for (const [button, value] of [
    [decline, "denied"],
    [close, "denied"],
    [accept, "accepted"],
  ]) {
    await firstVisit(d, "/");
    await d.click("button", { text: button, scroll: false });
    await cookieBarGone(d, button);
    if (!secure) continue;
    await storedCookie(d, "cookieconsent_status", (stored) => stored === value);
    const cookie = (await consentCookies(d)).cookieconsent_status;
    expectSecure(cookie, "cookieconsent_status");
    const lifetime = (cookie.expires ?? 0) - Date.now() / 1000;
    assert.ok(Math.abs(lifetime - ONE_YEAR) < 2 * 86400, `the choice kept for ${Math.round(lifetime / 86400)} days, not a year`);
    await d.reload();
    // The bar is rendered after hydration, if at all: give it the frames it would appear in.
    await nextFrames(d);
    assert.equal(await cookieBarShown(d), false, `the bar shown again after ${button} and a reload`);
  }
  if (secure) {
    const names = Object.keys(await consentCookies(d));
    for (const name of ["cookieconsent_status", "cookieconsent_status-legacy"])
      assert.ok(names.includes(name), `${name} stored: ${names.join(", ")}`);
  }
  await d.click("footer button", { text: site.footer.cookiePreferencesLabel });
  await d.waitFor(
    (label: string) => [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === label),
    [accept],
    "the bar to reopen",
  );
  if (secure) {
    const left = () => consentCookies(d).then((cookies) => Object.keys(cookies).filter((name) => name.startsWith("cookieconsent_status")));
    await poll(async () => (await left()).length === 0, "the choice's cookies to go after 'Preferenze cookie'");
  }
  await d.deleteCookies();
  if (!secure) d.skip(`the bar hides on Accetta, Rifiuta and X and 'Preferenze cookie' reopens it, but ${NO_SECURE_COOKIES}`);
}

/**
 * The first layer leaves the page visible: at most a quarter of the window's height (of 640 px on a taller screen: a
 * small phone's), at the window's bottom, in 30 words at most, with the X, Rifiuta, Accetta and the policy wholly on screen.
 */
export async function firstLayerSize(d: Driver) {
  await firstVisit(d, "/");
  const bar = await d.evaluate(
    (labels: string[], policy: string) => {
      const region = document.querySelector("[role=region][aria-label=Cookie]");
      if (!region) return null;
      const box = region.getBoundingClientRect();
      const onScreen = (el: Element | undefined) => {
        const r = el?.getBoundingClientRect();
        return Boolean(r && r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight);
      };
      const controls = [...region.querySelectorAll("button, a")];
      const named = (text: string) => controls.find((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() === text);
      return {
        height: box.height,
        bottom: box.bottom,
        window: window.innerHeight,
        words: region.querySelector("p")?.textContent?.trim().split(/\s+/).length ?? 0,
        offScreen: [
          ...labels.filter((label) => !onScreen(named(label))),
          ...(onScreen(controls.find((el) => el.textContent?.includes(policy))) ? [] : [policy]),
        ],
      };
    },
    [close, decline, accept],
    site.cookieBar.policyLinkLabel,
  );
  assert.ok(bar, "no cookie bar on a first visit");
  const most = Math.min(bar.window, 640) / 4;
  assert.ok(bar.height <= most, `the bar is ${bar.height} px tall, over ${most} px (a quarter of ${Math.min(bar.window, 640)} px)`);
  assert.ok(Math.abs(bar.bottom - bar.window) <= 1, `the bar ends at ${bar.bottom} px, the window at ${bar.window} px`);
  assert.ok(bar.words <= 30, `the first layer has ${bar.words} words`);
  assert.deepEqual(bar.offScreen, [], "the first layer's controls not wholly on screen");
}

/**
 * A choice stores its version (a hash of the trackers' list) and date beside cookieconsent_status; one stored for an
 * older list counts as none: the page asks again and analytics waits, and the new choice records the new version.
 */
export async function olderVersionAsksAgain(d: Driver) {
  await firstVisit(d, "/");
  if (!(await keepsSecureCookies(d))) d.skip(`${NO_SECURE_COOKIES}: the consent's version too`);
  const version = consentVersion(site.trackers);
  const analytics = () => d.evaluate(() => document.querySelectorAll('script[src*="googletagmanager.com"]').length);
  const before = Date.now();
  await d.click("button", { text: accept, scroll: false });
  await cookieBarGone(d, accept);
  const record = await storedCookie(d, "cookieconsent_record");
  const [stored, date] = record.split(/\.(.*)/s);
  assert.equal(stored, version, "the version recorded with the choice");
  assert.ok(Date.parse(date) >= before - 1000 && Date.parse(date) <= Date.now() + 1000, `the date recorded with the choice: ${date}`);
  assert.equal(await storedCookie(d, "cookieconsent_status"), "accepted", "cookieconsent_status");
  const cookies = await consentCookies(d);
  // Kept as long as the choice, with the same attributes.
  expectSecure(cookies.cookieconsent_record, "cookieconsent_record");
  assert.ok(
    Math.abs((cookies.cookieconsent_record.expires ?? 0) - (cookies.cookieconsent_status.expires ?? 0)) < 60,
    "the record kept as long as the choice",
  );
  // A build without a measurement ID has no bar at all (nothing to ask): this one loads gtag.js once accepted.
  await d.waitFor(() => document.querySelectorAll('script[src*="googletagmanager.com"]').length === 1, [], "analytics once accepted");
  // What a visitor who accepted last year holds, after the studio changed the list of trackers.
  await d.evaluate(() => {
    document.cookie = "cookieconsent_record=0badc0de.2025-11-01T09:00:00.000Z; path=/; SameSite=None; Secure; max-age=3600";
  });
  await d.reload();
  assert.ok(await d.evaluate(() => document.documentElement.hasAttribute("data-consent-ask")), "the page does not ask again");
  assert.equal(await cookieBarShown(d), true, "bar shown for a choice of an older version");
  await nextFrames(d);
  assert.equal(await analytics(), 0, "analytics started on a choice of an older version");
  assert.equal((await consentCookies(d)).cookieconsent_status?.value, "accepted", "the older choice left as it was until the visitor answers");
  await d.click("button", { text: decline, scroll: false });
  await cookieBarGone(d, decline);
  await storedCookie(d, "cookieconsent_record", (value) => value.startsWith(`${version}.`));
  assert.equal(await storedCookie(d, "cookieconsent_status", (value) => value !== "accepted"), "denied", "cookieconsent_status after the new choice");
  await d.deleteCookies();
}
