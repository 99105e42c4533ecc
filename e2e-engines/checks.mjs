/**
 * Every check of the engines suite, written once against the driver API (drivers/driver.mjs).
 * A check runs at the "phone" or "wide" viewport (or both) of each engine, on one page per viewport.
 * `skip(reason)` records a visible skip; `expect` helpers throw with a message that says what differed.
 */
import fs from "node:fs";
import { CMS_SIGN_IN_CHECK, signInAndSaveForReview } from "./cms-sign-in.mjs";
import { pageKinds } from "./content.mjs";

export const OUT = ".test-output/engines";
/** Where the suite's server keeps the form submissions it receives (run.mjs). */
export const FORM_SUBMISSIONS = `${OUT}/form-submissions.jsonl`;

// What the checks look for (headings, labels, how many chips) comes from content/, never from launch copy: read once,
// for the behaviours and these checks (loaded after content.mjs, which lets Node read the site's TypeScript).
const { content } = await import(new URL("../e2e/behaviours/content.ts", import.meta.url).href);
const { site, contactPage, services, works, posts } = content;
// The brief's field names, as the form and Netlify know them (loaded after content.mjs, which lets Node read the site's TypeScript).
const { FIELD } = await import(new URL("../src/components/contact/brief-form/brief.ts", import.meta.url).href);
const { accept, decline, close } = site.cookieBar;

/** Every kind of page (e2e/pages.ts). */
const PAGES = pageKinds(content);

// The behaviours, written once for every engine (e2e/behaviours/): each check here runs one on this suite's drivers.
const { Skip } = await import(new URL("../e2e/behaviours/driver.ts", import.meta.url).href);
const { firstVisit, keepsSecureCookies, storedCookie } = await import(new URL("../e2e/behaviours/consent.ts", import.meta.url).href);
const { backAndForwardRestore, newVisitStartsAtTop, pageTransition } = await import(new URL("../e2e/behaviours/navigation.ts", import.meta.url).href);
const { carouselDrag, carouselKeys, carouselPeekingCard, dragCursorLabel, faqOpensAndCloses, technologiesByKeyboard, technologiesReveal } =
  await import(new URL("../e2e/behaviours/home.ts", import.meta.url).href);
const { worksSliderClick } = await import(new URL("../e2e/behaviours/works.ts", import.meta.url).href);
const { mascotDrag, studioMap } = await import(new URL("../e2e/behaviours/studio.ts", import.meta.url).href);
const { searchFinds } = await import(new URL("../e2e/behaviours/search.ts", import.meta.url).href);
const { mobileMenu } = await import(new URL("../e2e/behaviours/menu.ts", import.meta.url).href);
const { animationsEnded, pathIs, scrollUntilHeld } = await import(new URL("../e2e/behaviours/steps.ts", import.meta.url).href);
const { pageReads } = await import(new URL("../e2e/behaviours/page.ts", import.meta.url).href);
const { BALL_PAGES, focusNeverHidden } = await import(new URL("../e2e/behaviours/tab-walk.ts", import.meta.url).href);
export { Skip };
const skip = (reason) => {
  throw new Skip(reason);
};

function expectEqual(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

function expectTrue(value, what) {
  if (!value) throw new Error(what);
}

/** Whether the cookie bar is on the page (react-cookie-consent renders nothing once a choice is stored). */
const cookieBarShown = (d) => d.evaluate((label) => [...document.querySelectorAll("button")].some((b) => b.textContent.trim() === label), accept);
const cookieBarGone = (label) => ![...document.querySelectorAll("button")].some((b) => b.textContent.trim() === label);

async function dismissCookieBar(d) {
  // The bar is in the server's HTML; with a choice stored, hydration takes it away.
  if (await d.evaluate(() => /(^|; )cookieconsent_status=/.test(document.cookie))) return d.waitFor(cookieBarGone, [accept], "the bar to go");
  if (!(await cookieBarShown(d))) return;
  await d.click("button", { text: decline, scroll: false });
  await d.waitFor(cookieBarGone, [accept], "the cookie bar to go");
}

/** Scrolls to `wanted` or as far as the page goes, until the position holds (sections take their real size on the way). */
const scrollTo = (d, wanted) => d.evaluate(scrollUntilHeld, wanted);

export const checks = [];
const check = (name, viewports, run, { timeoutMs } = {}) => checks.push({ name, viewports, run, timeoutMs });

for (const page of PAGES) {
  check(`${page.name}: heading and content, no error, no CSP violation, no sideways scroll, every image loads`, ["phone", "wide"], (d) =>
    pageReads(d, page),
  );
}

for (const page of PAGES) {
  check(
    `${page.name}: Tab never leaves focus hidden under the header or the cookie bar, ${BALL_PAGES.has(page.name) ? "before and after a choice (after it on wide screens)" : "with the bar shown"}`,
    ["phone", "wide"],
    async (d) => {
      await firstVisit(d, page.path);
      await focusNeverHidden(d, page);
    },
  );
}

check("scripts-after-paint loads the app promptly after the first contentful paint; Chromium-only hints are harmless", ["wide"], async (d) => {
  await d.goto("/");
  const timing = await d.evaluate(() => {
    const paints = performance.getEntriesByType("paint").map((entry) => ({ name: entry.name, at: entry.startTime }));
    const app = performance.getEntriesByType("resource").find((entry) => /\/app-[0-9a-f]+\.js$/.test(entry.name));
    return {
      observes: typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("paint"),
      paints,
      app: app ? app.startTime : null,
      expect: document.querySelector('link[rel="expect"]')?.getAttribute("blocking") ?? null,
      contentVisibility: CSS.supports("content-visibility", "auto"),
    };
  });
  const fcp = timing.paints.find((paint) => paint.name === "first-contentful-paint");
  expectTrue(timing.observes, "no paint entries observable");
  expectTrue(fcp, `no first-contentful-paint entry (${JSON.stringify(timing.paints)})`);
  expectTrue(timing.app !== null, "the app script was never requested");
  // The loader waits for a paint entry; the fallback timer would add a whole second.
  expectTrue(timing.app >= fcp.at - 1 && timing.app - fcp.at < 900, `app requested ${Math.round(timing.app - fcp.at)} ms after FCP`);
  const { errors } = await d.problems();
  expectEqual(errors, [], "errors");
});

check("mobile menu: opens over the window, focus inside, Escape gives focus back, a link navigates and closes it", ["phone"], (d) => mobileMenu(d));

check("FAQ: every question; opens and closes by mouse, and by Enter and Space", ["wide"], (d) => faqOpensAndCloses(d));

check(
  "technologies: '···' fades, the extra chips are revealed one after another and end fully shown; by keys, focus on the first",
  ["wide"],
  async (d) => {
    await technologiesReveal(d);
    await technologiesByKeyboard(d);
  },
);

check("services carousel: arrow keys move it and it loops both ways", ["phone", "wide"], (d) => carouselKeys(d));

check("services carousel: a mouse drag moves it", ["wide"], (d) => carouselDrag(d));

check("services carousel: a click on a card peeking at either edge brings it in", ["phone", "wide"], (d) => carouselPeekingCard(d));

check("cursor label: 'Drag' follows a fine pointer over the carousel", ["wide"], (d) => dragCursorLabel(d));

check("works slider: a click shows the next image, and after the last comes the first", ["phone", "wide"], (d) => worksSliderClick(d));

check("studio: dragging a mascot moves it, frightens it while held, and it springs back inside the bounds", ["wide"], (d) => mascotDrag(d));

check("studio: the map loads near the viewport with its pin, and both links open Google Maps in a new tab", ["phone", "wide"], (d) => studioMap(d));

check("cookie bar: Accetta and Rifiuta store the choice, X rejects, 'Preferenze cookie' reopens it", ["phone", "wide"], async (d) => {
  await d.deleteCookies();
  await d.goto("/");
  const secureCookies = await keepsSecureCookies(d);
  for (const [button, value] of [
    [accept, "accepted"],
    [decline, "denied"],
    [close, "denied"],
  ]) {
    await d.deleteCookies();
    await d.goto("/");
    await d.click("button", { text: button, scroll: false });
    await d.waitFor(cookieBarGone, [accept], `the bar to go after ${button}`);
    if (!secureCookies) continue;
    expectEqual(await storedCookie(d, "cookieconsent_status", (stored) => stored === value), value, `cookie after ${button}`);
    await d.goto("/");
    await d.waitFor(cookieBarGone, [accept], "hydration to take the bar away");
    expectEqual(await cookieBarShown(d), false, `bar shown again after ${button} and a reload`);
  }
  await d.click("footer button", { text: site.footer.cookiePreferencesLabel });
  await d.waitFor((label) => [...document.querySelectorAll("button")].some((b) => b.textContent.trim() === label), [accept], "the bar to reopen");
  await d.deleteCookies();
  if (!secureCookies) {
    skip(
      "the bar hides on Accetta, Rifiuta and X and 'Preferenze cookie' reopens it, but this engine refuses Secure cookies on http://localhost, so storing the choice is checked in Chromium and Firefox only",
    );
  }
});

check("cookie bar: the first layer takes at most a quarter of the screen, of a 640 px tall phone's too", ["phone", "wide"], async (d) => {
  await d.deleteCookies();
  await d.goto("/");
  const bar = await d.evaluate(() => {
    const region = document.querySelector("[role=region][aria-label=Cookie]");
    const box = region?.getBoundingClientRect();
    return (
      box && {
        height: box.height,
        bottom: box.bottom,
        window: window.innerHeight,
        words: region.querySelector("p")?.textContent.trim().split(/\s+/).length,
      }
    );
  });
  expectTrue(bar, "no cookie bar on a first visit");
  const most = Math.min(bar.window, 640) / 4;
  expectTrue(bar.height <= most, `the bar is ${bar.height} px tall, over ${most} px (a quarter of ${Math.min(bar.window, 640)} px)`);
  expectTrue(Math.abs(bar.bottom - bar.window) <= 1, `the bar ends at ${bar.bottom} px, the window at ${bar.window} px`);
  expectTrue(bar.words <= 30, `the first layer has ${bar.words} words`);
});

/** Types `text` into the field `selector` as a visitor does, key by key. */
async function typeInto(d, selector, text) {
  await d.click(selector);
  for (const key of text) await d.press(key === " " ? "Space" : key);
}

check("brief: a visitor fills it in and sends it; it reaches the server and is confirmed in place", ["phone", "wide"], async (d, ctx) => {
  const marker = `${ctx.engine}${ctx.width}x${Date.now()}`;
  await d.goto("/contatti");
  await dismissCookieBar(d);
  const input = (name) => `form[name=brief] [name="${name}"]`;
  await typeInto(d, input(FIELD.name), `Ada ${marker}`);
  await typeInto(d, input(FIELD.email), "ada@example.it");
  await d.click("form[name=brief] label", { text: services.items[0].title });
  await typeInto(d, input(FIELD.message), `Una app per la scuola di vela ${marker}`);
  await d.click("form[name=brief] button[type=submit]");
  await d.waitFor(
    (title) =>
      document.querySelector("[role=status] h2")?.textContent.trim() === title &&
      document.activeElement === document.querySelector("[role=status] h2"),
    [contactPage.sent.title],
    "the confirmation, focused",
  );
  const received = fs.existsSync(FORM_SUBMISSIONS)
    ? fs
        .readFileSync(FORM_SUBMISSIONS, "utf8")
        .split("\n")
        .filter((line) => line.includes(marker))
        .map((line) => JSON.parse(line))
    : [];
  expectEqual(received.length, 1, "submissions the server received");
  expectEqual(received[0].fields[FIELD.services], [services.items[0].title], "the service chosen");
  expectEqual(received[0].fields[FIELD.name], `Ada ${marker}`, "the name typed");
  const { errors, csp } = await d.problems();
  expectEqual(csp, [], "CSP violations");
  expectEqual(errors, [], "errors");
});

check("cookie bar: a choice given for an older list of trackers counts as none, and the bar asks again", ["wide"], async (d) => {
  await d.deleteCookies();
  await d.goto("/");
  if (!(await keepsSecureCookies(d))) {
    skip("this engine refuses Secure cookies on http://localhost, so the consent's version is checked in Chromium and Firefox only");
  }
  await d.click("button", { text: accept, scroll: false });
  await d.waitFor(cookieBarGone, [], "the bar to go after accepting");
  const record = await storedCookie(d, "cookieconsent_record");
  const version = /^([0-9a-f]{8})\.(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(record ?? "");
  expectTrue(version, `the record is "<version>.<date>": ${JSON.stringify(record)}`);
  expectEqual(await storedCookie(d, "cookieconsent_status"), "accepted", "cookieconsent_status");
  // What a visitor who accepted last year holds, after the studio changed the list of trackers.
  await d.evaluate(() => {
    document.cookie = "cookieconsent_record=0badc0de.2025-11-01T09:00:00.000Z; path=/; SameSite=None; Secure; max-age=3600";
  });
  await d.goto("/");
  expectTrue(await d.evaluate(() => document.documentElement.hasAttribute("data-consent-ask")), "the page does not ask again");
  expectEqual(await cookieBarShown(d), true, "bar shown for a choice of an older version");
  expectTrue(
    await d.evaluate(() => !document.querySelector('script[src*="googletagmanager.com"]')),
    "analytics started on a choice of an older version",
  );
  await d.click("button", { text: decline, scroll: false });
  await d.waitFor(cookieBarGone, [], "the bar to go after declining");
  expectEqual((await storedCookie(d, "cookieconsent_record"))?.split(".")[0], version[1], "the version recorded with the new choice");
  expectEqual(await storedCookie(d, "cookieconsent_status"), "denied", "cookieconsent_status");
  await d.deleteCookies();
});

check("page transition: a header link plays the ripple, then the new page comes", ["phone", "wide"], (d) => pageTransition(d));

check("a new visit of a page starts at its top, though the visitor left it scrolled, and a reload comes back there", ["phone", "wide"], (d) =>
  newVisitStartsAtTop(d),
);

check("the call-to-action ball rises at the bottom of the page on wide screens", ["wide"], async (d) => {
  await d.goto("/");
  await scrollTo(d, 0);
  await d.waitFor(() => document.querySelector("[data-testid=cta-ball]")?.getAttribute("data-shown") === "false", [], "no ball at the top");
  await scrollTo(d, 1e6);
  await d.waitFor(() => document.querySelector("[data-testid=cta-ball]").getAttribute("data-shown") === "true", [], "the ball");
  await animationsEnded(d, "[data-testid=cta-ball]");
  const bottom = await d.evaluate(() => document.querySelector("[data-testid=cta-ball]").getBoundingClientRect().bottom - window.innerHeight);
  expectTrue(bottom <= 0, `the ball ends ${bottom} px below the window`);
});

check("404: 'Go Home' leads home, and the footer comes back", ["phone", "wide"], async (d) => {
  await d.goto("/pagina-che-non-esiste");
  await dismissCookieBar(d);
  expectEqual(await d.evaluate(() => document.querySelectorAll("footer").length), 0, "footers on the 404 page");
  await d.click("main a", { text: site.notFound.button });
  await pathIs(d, "/");
  await d.waitFor(() => document.querySelectorAll("footer").length === 1, [], "the footer");
});

for (const page of PAGES) {
  check(`${page.name}: Back and Forward restore the scroll position after a header link`, ["wide"], (d) => backAndForwardRestore(d, page));
}

check(
  "search: a word of a post's text finds it, a technology finds a work, the count is announced; Pagefind loads only then",
  ["phone", "wide"],
  (d) => searchFinds(d, posts.slice(0, 1), works.slice(-1)),
);

// Last of the wide page's checks: it leaves that page in the CMS, on another origin. The whole editor's path (the
// CMS's 4 MB bundle, the sign-in, some seventy calls to GitHub, a save) takes longer than a page's checks.
check(
  CMS_SIGN_IN_CHECK,
  ["wide"],
  (d) =>
    d.routeRequests
      ? signInAndSaveForReview(d)
      : skip(
          "this engine's WebDriver cannot answer a request to another host (no request interception), so the CMS's sign-in runs in Chromium and Firefox",
        ),
  { timeoutMs: 120_000 },
);
