/**
 * What every page's frame does: the call-to-action ball, the not-found page's way home, the app's script loaded after
 * the first paint. Chromium runs them in e2e/shell.spec.ts and e2e/home.spec.ts, Firefox and WebKit in the engines suite.
 */
import assert from "node:assert/strict";
import { routes } from "../../src/lib/routes";
import { timing } from "../../src/styles/tokens";
import { answerCookieBar } from "./consent";
import { content } from "./content";
import type { Driver } from "./driver";
import { animationsEnded, nextFrames, pathIs, scrollUntilHeld } from "./steps";

const { site } = content;
const BALL = "[data-testid=cta-ball]";

/** The ball's data-shown, or null where there is no ball. */
const ballShown = (d: Driver) => d.evaluate((ball: string) => document.querySelector(ball)?.getAttribute("data-shown") ?? null, BALL);

/** On wide screens (1024 px and more) the call-to-action ball rises at the bottom of `path` into the window, and goes at the top; narrower, there is none. */
export async function ctaBallRises(d: Driver, path: string) {
  await d.goto(path);
  if (d.viewport.width < 1024) {
    await d.evaluate(scrollUntilHeld, 1e6);
    await nextFrames(d);
    assert.equal(await ballShown(d), null, "a ball below 1024 px");
    return;
  }
  await d.evaluate(scrollUntilHeld, 0);
  assert.equal(await ballShown(d), "false", "the ball at the top of the page");
  assert.match((await d.evaluate((ball: string) => document.querySelector(ball)?.getAttribute("href"), BALL)) ?? "", /^mailto:/, "the ball's link");
  await d.evaluate(scrollUntilHeld, 1e6);
  await d.waitFor((ball: string) => document.querySelector(ball)?.getAttribute("data-shown") === "true", [BALL], "the ball to rise");
  await animationsEnded(d, BALL);
  const below = await d.evaluate((ball: string) => document.querySelector(ball)!.getBoundingClientRect().bottom - window.innerHeight, BALL);
  assert.ok(below <= 0, `the ball ends ${below} px below the window`);
  await d.evaluate(scrollUntilHeld, 0);
  await d.waitFor((ball: string) => document.querySelector(ball)?.getAttribute("data-shown") === "false", [BALL], "the ball to go at the top");
}

/**
 * The not-found page: answered with 404 (where the engine tells), a marquee that starts to scroll once the page has
 * loaded, five falling mascots, no footer but the same legal line, the cookie choice and the statement's link; its
 * 'Go Home' leads home, and the footer comes back.
 */
export async function notFoundGoesHome(d: Driver) {
  const status = await d.goto("/pagina-che-non-esiste");
  if (status !== null) assert.equal(status, 404, "the HTTP status");
  await answerCookieBar(d);
  const page = await d.evaluate(
    (accessibility: string, preferences: string) => {
      const marquee = document.querySelector("[data-testid=marquee]");
      const track = marquee?.querySelector("[aria-hidden=true]");
      return {
        marquee: marquee?.textContent?.includes("404") ?? false,
        delay: track ? parseFloat(getComputedStyle(track).animationDelay) * 1000 : null,
        mascots: document.querySelectorAll("[data-testid=falling-mascot]").length,
        footers: document.querySelectorAll("footer").length,
        legal: document.querySelector("[data-testid=legal-line]")?.textContent?.replace(/\s+/g, " ") ?? "",
        preferences: [...document.querySelectorAll("button")].some(
          (b) => b.textContent?.trim() === preferences && b.checkVisibility({ visibilityProperty: true }),
        ),
        statement: [...document.querySelectorAll("a")].find((a) => a.textContent?.trim() === accessibility)?.getAttribute("href") ?? null,
      };
    },
    site.footer.accessibilityLabel,
    site.footer.cookiePreferencesLabel,
  );
  const { company } = site;
  const legalFacts = [
    company.legalName,
    `${company.labels.vatNumber} ${company.vatNumber}`,
    `${company.labels.rea} ${company.rea}`,
    `${company.labels.pec} ${company.pec}`,
  ];
  assert.deepEqual(
    { ...page, legal: legalFacts.filter((fact) => !page.legal.includes(fact)) },
    { marquee: true, delay: page.delay, mascots: 5, footers: 0, legal: [], preferences: true, statement: routes.accessibility },
    "the not-found page: its marquee, falling mascots, no footer, the legal line's facts missing, the cookie choice, the statement",
  );
  // An idle loop: still while the page loads, then it scrolls.
  assert.ok((page.delay ?? 0) >= timing.idleMotionDelayMs, `the marquee starts after ${page.delay} ms`);
  await d.waitFor(
    () => new DOMMatrix(getComputedStyle(document.querySelector("[data-testid=marquee] [aria-hidden=true]")!).transform).m41 < -1,
    [],
    "the marquee to scroll",
    timing.idleMotionDelayMs + 5000,
  );
  await d.click("main a", { text: site.notFound.button });
  await pathIs(d, "/");
  await d.waitFor(() => document.querySelectorAll("footer").length === 1, [], "the footer back");
  const { errors, csp } = await d.problems();
  assert.deepEqual(csp, [], "CSP violations");
  assert.deepEqual(errors, [], "errors");
}

/**
 * The script loader (src/gatsby/scripts-after-paint.ts) asks for the app promptly after the first contentful paint, by
 * the paint entry and not its fallback timer, which would add a whole second; Chromium-only hints are harmless elsewhere.
 */
export async function appAfterFirstPaint(d: Driver) {
  await d.goto("/");
  const seen = await d.evaluate(() => {
    const paints = performance.getEntriesByType("paint").map((entry) => ({ name: entry.name, at: entry.startTime }));
    const app = performance.getEntriesByType("resource").find((entry) => /\/app-[0-9a-f]+\.js$/.test(entry.name));
    return {
      observes: typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("paint"),
      paints,
      app: app ? app.startTime : null,
    };
  });
  const fcp = seen.paints.find((paint) => paint.name === "first-contentful-paint");
  assert.ok(seen.observes, "no paint entries observable");
  assert.ok(fcp, `no first-contentful-paint entry (${JSON.stringify(seen.paints)})`);
  assert.ok(seen.app !== null, "the app script was never requested");
  assert.ok(seen.app >= fcp.at - 1 && seen.app - fcp.at < 900, `app requested ${Math.round(seen.app - fcp.at)} ms after FCP`);
  const { errors } = await d.problems();
  assert.deepEqual(errors, [], "errors");
}
