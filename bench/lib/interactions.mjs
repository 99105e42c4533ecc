/**
 * Interaction to Next Paint of what a visitor does after the load, with Lighthouse user flows in
 * timespan mode (mobile, devtools throttling: 4× CPU slowdown) on a puppeteer page of Debian's
 * Chromium. Each measurement loads the page fresh and untimed, gets it ready (scrolled to the
 * section, the carousel started…), then records one timespan around the gesture alone.
 */
/// <reference lib="dom" />
// (The functions given to page.evaluate, $eval and waitForFunction run in the page: they need the DOM's types.)
import { startFlow } from "lighthouse";
import { readContent } from "../../e2e-engines/content.mjs";
import { interactionFigures } from "./figures.mjs";

/** @typedef {import("puppeteer-core").Page} Page */
/** @typedef {import("puppeteer-core").Browser} Browser */
/** @typedef {{ x: number, y: number }} Point */
/** @typedef {ReturnType<typeof interactionFigures>} InteractionFigures */
/**
 * A gesture to measure: `prepare` gets the page ready, untimed; `run` is the gesture, timed.
 * `reference` marks the bare page's own interaction, served from the bare page's server: the floor the others are read against.
 * @typedef {{ name: string, route: string, reference?: boolean, askConsent?: boolean, prepare?: (page: Page) => Promise<unknown>, run: (page: Page) => Promise<unknown> }} Interaction
 */
/** @typedef {{ site: string, bare: string }} Origins */

/** Lighthouse's mobile screen (Moto G Power), set before the load so the timespan changes nothing. */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** @type {import("lighthouse").Flags} */
const FLOW_FLAGS = { formFactor: "mobile", throttlingMethod: "devtools", onlyAudits: ["interaction-to-next-paint", "inp-breakdown-insight"] };
/** The controls' names, from content/ (the bench measures the site an editor has made). */
const { site, technologies, journalPage } = readContent();
/** @type {{ consentVersion: (trackers: unknown[]) => string }} */
const { consentVersion } = await import(new URL("../../src/content/consent-version.ts", import.meta.url).href);
/** @type {{ CONSENT_ASKED_ATTRIBUTE: string, storedChoiceCookies: (choice: "denied", version: string) => { name: string, value: string }[] }} */
const { CONSENT_ASKED_ATTRIBUTE, storedChoiceCookies } = await import(
  new URL("../../src/components/shell/consent/consent-cookie.ts", import.meta.url).href
);
/** A returning visitor who refused, as the site stores the choice: the page without the bar. */
const CONSENT = storedChoiceCookies("denied", consentVersion(site.trackers));

const button = (/** @type {string} */ name) => `::-p-aria([name="${name}"][role="button"])`;

/** Two frames and a pause: what the page does in response has been painted and has settled. */
const settle = (/** @type {Page} */ page, ms = 400) =>
  page.evaluate((pause) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, pause)))), ms);

/**
 * @param {Page} page
 * @param {string} selector
 */
async function scrollToMiddle(page, selector) {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await settle(page, 600);
}

/** Every finite animation under `selector` has ended (entrance pop-ins and fades). */
const animationsEnded = (/** @type {Page} */ page, /** @type {string} */ selector) =>
  page.$eval(selector, (el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );

/** Scrolls `section` to the middle of the screen, waits for `ready`, then for its entrance animations to end. */
/**
 * @param {Page} page
 * @param {string} section
 * @param {string} ready
 */
async function bringIntoView(page, section, ready) {
  await scrollToMiddle(page, section);
  await page.waitForSelector(ready);
  await animationsEnded(page, section);
}

/**
 * The centre of the element `selector` finds, with its size.
 * @param {Page} page
 * @param {string} selector
 */
async function centre(page, selector) {
  const box = await boundingBox(await page.waitForSelector(selector), selector);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width, height: box.height };
}

/**
 * @param {import("puppeteer-core").ElementHandle | null} element
 * @param {string} what
 */
async function boundingBox(element, what) {
  const box = await element?.boundingBox();
  if (!box) throw new Error(`interaction: ${what} is not on the page`);
  return box;
}

/**
 * @param {Page} page
 * @param {Point} from
 * @param {Point} to
 */
async function touchDrag(page, from, to, steps = 10) {
  const touch = await page.touchscreen.touchStart(from.x, from.y);
  for (let step = 1; step <= steps; step += 1) {
    await touch.move(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
  }
  await touch.end();
}

const tap = async (/** @type {Page} */ page, /** @type {string} */ selector) => {
  const element = await page.waitForSelector(selector);
  if (!element) throw new Error(`interaction: ${selector} is not on the page`);
  await element.tap();
};

/**
 * The gestures of issue 18, each on the page where a visitor makes it.
 * @type {Interaction[]}
 */
export const INTERACTIONS = [
  {
    // What Chromium, the 4× throttle, Lighthouse's tracing and this machine cost any tap: one React state change on a bare page.
    name: "bare page: a button (floor)",
    route: "/interazione/",
    reference: true,
    run: async (page) => {
      await tap(page, button("Mostra la risposta"));
      await page.waitForSelector("#risposta", { visible: true });
    },
  },
  {
    name: "menu open",
    route: "/",
    run: async (page) => {
      await tap(page, button(site.nav.openMenu));
      await page.waitForSelector("[role=dialog]", { visible: true });
    },
  },
  {
    name: "menu close",
    route: "/",
    prepare: async (page) => {
      await tap(page, button(site.nav.openMenu));
      await page.waitForSelector("[role=dialog]", { visible: true });
      await animationsEnded(page, "body");
    },
    run: async (page) => {
      await tap(page, button(site.nav.closeMenu));
      await page.waitForSelector("[role=dialog]", { hidden: true });
    },
  },
  {
    name: "FAQ answer",
    route: "/",
    prepare: (page) => scrollToMiddle(page, "h3 button[aria-controls]"),
    run: (page) => tap(page, "h3 button[aria-controls]"),
  },
  {
    name: "technologies reveal",
    route: "/",
    prepare: (page) => scrollToMiddle(page, button(technologies.moreLabel)),
    run: (page) => tap(page, button(technologies.moreLabel)),
  },
  {
    name: "services carousel drag",
    route: "/",
    prepare: async (page) => {
      await scrollToMiddle(page, "[data-started]");
      await page.waitForSelector("[data-started=true]");
    },
    run: async (page) => {
      const box = await centre(page, "[data-started=true]");
      await touchDrag(page, { x: box.x + box.width * 0.2, y: box.y }, { x: box.x - box.width * 0.2, y: box.y });
    },
  },
  {
    name: "works slider click",
    route: "/works",
    prepare: (page) => bringIntoView(page, "[data-testid=work-entry]", "[data-testid=work-entry][data-revealed=true]"),
    run: (page) => tap(page, "[data-testid=work-slider-frame]"),
  },
  {
    name: "studio mascot drag",
    route: "/studio",
    prepare: (page) => bringIntoView(page, "[data-testid=playground-stage]", "[data-testid=playground-mascot]"),
    run: async (page) => {
      const mascots = await page.$$("[data-testid=playground-mascot]");
      const box = await boundingBox(mascots.at(-1) ?? null, "the last mascot");
      const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await touchDrag(page, from, { x: from.x + 30, y: from.y - 20 }, 6);
    },
  },
  {
    name: "brief: sent with its fields empty",
    route: "/contatti",
    prepare: (page) => scrollToMiddle(page, "form[name=brief] button[type=submit]"),
    run: async (page) => {
      await tap(page, "form[name=brief] button[type=submit]");
      await page.waitForSelector("form[name=brief] [aria-invalid=true]");
    },
  },
  {
    name: "brief: a service chosen",
    route: "/contatti",
    prepare: (page) => scrollToMiddle(page, "form[name=brief] input[type=checkbox]"),
    run: (page) => tap(page, "form[name=brief] input[type=checkbox]"),
  },
  {
    name: "cookie bar Accetta",
    route: "/",
    askConsent: true,
    run: async (page) => {
      await tap(page, button(site.cookieBar.accept));
      await page.waitForSelector(button(site.cookieBar.accept), { hidden: true });
    },
  },
  {
    name: "internal link (ripple, route change)",
    route: "/journal",
    run: async (page) => {
      await tap(page, "header a[href='/']");
      await page.waitForFunction(
        (left) => location.pathname === "/" && document.querySelector("h1")?.textContent !== left,
        { timeout: 15_000 },
        journalPage.title,
      );
    },
  },
];

/**
 * @param {Browser} browser
 * @param {Origins} origins
 * @param {Interaction} interaction
 * @returns {Promise<InteractionFigures>}
 */
async function measureOnce(browser, origins, interaction) {
  const origin = interaction.reference ? origins.bare : origins.site;
  // A context of its own: no cookie or cache left by the measurement before.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.emulate({ viewport: MOBILE, userAgent: await browser.userAgent() });
    if (!interaction.askConsent) await page.setCookie(...CONSENT.map((cookie) => ({ ...cookie, url: origin })));
    await page.goto(`${origin}${interaction.route}`, { waitUntil: "load" });
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    const asked = await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), CONSENT_ASKED_ATTRIBUTE);
    if (asked !== Boolean(interaction.askConsent)) {
      throw new Error(
        `${interaction.name}: the cookie bar is ${asked ? "shown" : "not shown"}; the bench's consent cookies no longer match the site's`,
      );
    }
    await settle(page, 800);
    await interaction.prepare?.(page);
    const flow = await startFlow(page, { flags: FLOW_FLAGS });
    await flow.startTimespan({ name: interaction.name });
    // Lighthouse starts tracing and throttles the CPU in a few tasks of its own: the gesture comes after them.
    await settle(page, 500);
    await interaction.run(page);
    await settle(page);
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    const trace = flow.createArtifactsJson().gatherSteps[0].artifacts.Trace.traceEvents;
    return interactionFigures(steps[0].lhr, trace);
  } finally {
    await context.close();
  }
}

/**
 * `runs` measurements of each interaction, taking turns (one of each, then again), so that a busy
 * minute of the machine spreads over all of them. The floor is measured at both ends of each round: every
 * other figure is read against its median, which one busy minute moved by a third in 5 samples.
 * Retries a run that saw no interaction, twice.
 * @param {Browser} browser
 * @param {Origins} origins
 * @param {number} runs
 * @param {Interaction[]} [interactions]
 * @param {(line: string) => void} [progress]
 * @returns {Promise<Array<{ name: string, route: string, reference: boolean, runs: InteractionFigures[] }>>}
 */
export async function measureInteractions(browser, origins, runs, interactions = INTERACTIONS, progress = () => {}) {
  /** @type {Map<string, InteractionFigures[]>} */
  const results = new Map(interactions.map((interaction) => [interaction.name, []]));
  const round = [...interactions, ...interactions.filter((interaction) => interaction.reference)];
  for (let run = 0; run < runs; run += 1) {
    for (const interaction of round) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const figures = await measureOnce(browser, origins, interaction);
          results.get(interaction.name)?.push(figures);
          progress(`  ${interaction.name} ${run + 1}/${runs}: INP ${figures.inpMs} ms, longest task ${figures.longestTaskMs} ms`);
          break;
        } catch (error) {
          const { message } = /** @type {Error} */ (error);
          if (attempt >= 3) throw new Error(`${interaction.name}: ${message}`);
          progress(`  retrying ${interaction.name}: ${message.split("\n")[0]}`);
        }
      }
    }
  }
  return interactions.map((interaction) => ({
    name: interaction.name,
    route: interaction.route,
    reference: interaction.reference === true,
    runs: results.get(interaction.name) ?? [],
  }));
}
