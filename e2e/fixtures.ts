import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { storedChoiceCookies, type ConsentChoice } from "../src/components/shell/consent/consent-cookie";
import { consentVersion, type Tracker } from "../src/content/consent-version";
import { PlaywrightDriver, siteErrors } from "./behaviours/playwright-driver";
import { noFiniteAnimations } from "./behaviours/steps";

/** Any URL whose host is not this machine (the site is served on localhost; a spec may map a name such as www.blessbit.test to it). */
const OUTSIDE_HOSTS = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/]|\[::1\][:/]|[\w.-]+\.test[:/])/;

/**
 * Every test's browser context blocks hosts outside this machine: no test can depend on the network, and nothing
 * leaves the machine. (A context a test opened itself would not: ESLint forbids `browser.newContext()` in e2e/;
 * a test that needs other context options sets them with `test.use`.)
 * Every test page records console errors, and every test fails on any Content-Security-Policy violation:
 * the server applies the production headers, so the whole suite runs under the real policy.
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[]; outsideHostsBlocked: void; d: PlaywrightDriver }>({
  outsideHostsBlocked: [
    async ({ context }, use) => {
      await context.route(OUTSIDE_HOSTS, (route) => route.abort("blockedbyclient"));
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
            `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  /** The page as the shared behaviours drive it (e2e/behaviours/), reading what the fixtures above gathered. */
  d: async ({ page, baseURL, consoleErrors, cspViolations }, use, testInfo) => {
    await use(new PlaywrightDriver(page, baseURL ?? "", { consoleErrors, cspViolations, testInfo }));
  },
});

export { expect, siteErrors };

/** Runs axe and returns the serious and critical violations, ids and targets. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** GA4's queue as gtag's commands (`["event", "page_view", {…}]`), or only those of one kind ("event", "consent"). */
export async function gtagQueue(page: Page, kind?: string): Promise<unknown[][]> {
  const commands = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
  return kind ? commands.filter((args) => args[0] === kind) : commands;
}

/**
 * A returning visitor's choice, stored as the site stores it (consent-cookie.ts) for the trackers the content lists:
 * the cookie bar stays closed. `trackers` is `site.trackers` of the content under test.
 */
export async function storeConsent(context: BrowserContext, trackers: readonly Tracker[], choice: ConsentChoice = "denied") {
  const cookies = storedChoiceCookies(choice, consentVersion(trackers));
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: "localhost", path: "/", secure: true, sameSite: "None" as const })));
}

/** Waits until React has hydrated the page and run its first effects. */
export async function waitForHydration(page: Page) {
  // Gatsby marks its first client render from an effect, i.e. after hydration has committed;
  // the page hydrates in slices, so React's container key alone comes too early.
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
}

/**
 * Waits until no finite animation or transition under `locator` is running (a staggered pop-in, a spring back,
 * a reveal), however slowly a busy machine plays them: the behaviours' own wait (e2e/behaviours/steps.ts).
 */
export async function animationsEnded(locator: Locator) {
  await expect.poll(() => locator.evaluate(noFiniteAnimations), { message: "finite animations still running", timeout: 10_000 }).toBe(true);
}

/**
 * Stops the page's fake clock (from `page.clock.install()`, which alone keeps it ticking in real time) a moment
 * from now: from then on its timers wait for the test's `page.clock.runFor`, however busy the machine is.
 */
export async function freezeClock(page: Page) {
  // pauseAt cannot go back in time: it goes a margin past the time read, far shorter than any timer a test measures,
  // and reads the time again when a busy machine took longer than that margin between the two.
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

/**
 * Waits until the page has rendered `count` more frames. What a scroll or a mount sets off in a frame's rendering
 * steps (IntersectionObserver callbacks, the real size of a `content-visibility: auto` section, layout-shift entries)
 * has happened by then, however slow the machine. Not with Playwright's clock installed: it fakes the frames.
 */
export async function nextFrames(page: Page, count = 2) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}
