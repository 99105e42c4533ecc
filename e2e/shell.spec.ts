import type { Page } from "@playwright/test";
import { CONSENT_LIVE_ATTRIBUTE } from "../src/components/shell/consent/consent-cookie";
import type { Tracker } from "../src/content/consent-version";
import { timing } from "../src/styles/tokens";
import { telHref } from "../src/lib/text";
import { routes } from "../src/lib/routes";
import { cookieChoices, firstLayerSize, olderVersionAsksAgain } from "./behaviours/cookie-bar";
import { mobileMenu } from "./behaviours/menu";
import { pageTransition } from "./behaviours/navigation";
import { ctaBallRises, notFoundGoesHome } from "./behaviours/shell";
import { content } from "./behaviours/content";
import { focusStop } from "./focus-stop";
import { animationsEnded, expect, gtagQueue, nextFrames, seriousViolations, storeConsent, test, waitForHydration } from "./fixtures";

const { site } = content;
/** The studio's legal identity as the footer and the 404 page must show it. */
const legalFacts: string[] = [
  site.company.legalName,
  `${site.company.labels.vatNumber} ${site.company.vatNumber}`,
  `${site.company.labels.rea} ${site.company.rea}`,
  `${site.company.labels.pec} ${site.company.pec}`,
];

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** From here on the page's timers wait for the test's `page.clock.runFor`, however busy the machine is. */
async function pauseClock(page: Page) {
  // install() alone keeps the fake clock ticking in real time; pausing it needs a time to pause at.
  const start = new Date("2026-01-05T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start.getTime() + 1000);
}

async function acceptCookies(page: Page) {
  await page.getByRole("button", { name: site.cookieBar.accept }).click();
  await expect(page.getByRole("button", { name: site.cookieBar.accept })).toBeHidden();
}

test.describe("header", () => {
  test("is 80 px tall on desktop and 68 px below 1024 px", async ({ page }) => {
    await open(page, "/");
    const box = await page.locator("header").first().boundingBox();
    expect(box?.height).toBe(isDesktop(page) ? 80 : 68);
  });

  test("shows the current section black and the other grey", async ({ page }) => {
    test.skip(!isDesktop(page), "desktop links");
    const colour = (name: string) =>
      page
        .getByRole("banner")
        .getByRole("link", { name, exact: true })
        .evaluate((el) => getComputedStyle(el).color);
    await open(page, "/works");
    expect(await colour(site.nav.works)).toBe("rgb(17, 17, 17)");
    expect(await colour(site.nav.studio)).toBe("rgb(118, 118, 118)");
    await open(page, "/studio");
    expect(await colour(site.nav.works)).toBe("rgb(118, 118, 118)");
    expect(await colour(site.nav.studio)).toBe("rgb(17, 17, 17)");
    await open(page, "/journal");
    expect(await colour(site.nav.works)).toBe("rgb(118, 118, 118)");
    expect(await colour(site.nav.studio)).toBe("rgb(118, 118, 118)");
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(({ page }) => test.skip(isDesktop(page), "below 1024 px only"));

  test("opens over the window, keeps focus inside, closes on Escape giving focus back; a link navigates and closes it", async ({ page, d }) => {
    // The shared behaviour (e2e/behaviours/menu.ts, Firefox's and WebKit's too), with axe while the menu is open.
    await mobileMenu(d, { whileOpen: async () => expect(await seriousViolations(page)).toEqual([]) });
  });

  test("closed, its links lie outside the viewport, so Gatsby does not prefetch their pages", async ({ page }) => {
    await open(page, "/");
    // Gatsby prefetches every link that intersects the viewport, visible or not (an IntersectionObserver).
    const outside = await page.locator("#menu-mobile a").evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth;
      }),
    );
    expect(outside.length).toBeGreaterThan(3);
    expect(outside).not.toContain(false);
  });

  test("keeps its e-mail and phone links reachable above the cookie bar", async ({ page }) => {
    await open(page, "/");
    // No choice stored yet: the bar is up when the menu opens.
    await expect(page.getByRole("button", { name: site.cookieBar.accept })).toBeVisible();
    await page.getByRole("button", { name: site.nav.openMenu }).click();
    const menu = page.getByRole("dialog");
    for (const link of [menu.locator(`a[href="mailto:${site.email}"]`), menu.locator(`a[href="${telHref(site.phone)}"]`)]) {
      await expect(link).toBeVisible();
      // Playwright's hit test: the click would land on the link, not on the bar.
      await link.click({ trial: true, timeout: 5_000 });
      const onTop = await link.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(onTop).toBe(true);
    }
  });

  test("closes on resize", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: site.nav.openMenu }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Opened: after its first paint the menu reads the width it opened at and focuses its first link (MobileMenu.tsx).
    // A resize before that paint found no width to compare with, and the menu stayed open (seen once in a full run).
    await expect(page.getByRole("dialog").getByRole("link").first()).toBeFocused();
    await page.setViewportSize({ width: 700, height: 812 });
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("page transition", () => {
  test("plays a ripple, starts the navigation when the page's timer says, then changes the URL", async ({ page }) => {
    await open(page, "/journal");
    // Gatsby's navigate() goes through ___navigate: noted in the page when it is called.
    await page.evaluate(() => {
      const w = window as unknown as { __navigated?: boolean; ___navigate: (...args: unknown[]) => unknown };
      const original = w.___navigate;
      w.___navigate = (...args: unknown[]) => {
        w.__navigated = true;
        return original(...args);
      };
    });
    const navigated = () => page.evaluate(() => (window as unknown as { __navigated?: boolean }).__navigated === true);
    await pauseClock(page);
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page.getByTestId("page-transition")).toBeVisible();
    await page.clock.runFor(timing.navigateAfterMs - 1);
    expect(await navigated()).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/journal");
    await page.clock.runFor(1);
    expect(await navigated()).toBe(true);
    // Loading the next page is the network's business, not the timer's: real time again.
    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("does nothing when the link is the current page", { tag: "@any-screen" }, async ({ page }) => {
    await open(page, "/");
    await page.evaluate(() => ((window as unknown as { __stillHere: boolean }).__stillHere = true));
    await pauseClock(page);
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page.getByTestId("page-transition")).toHaveCount(0);
    // Past the moment a transition would navigate.
    await page.clock.runFor(timing.navigateAfterMs + 1);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
  });

  test("in real time, a header link plays the ripple and the new page comes: the logo home, then the works", async ({ d }) => {
    // The shared behaviour (e2e/behaviours/navigation.ts), which Firefox and WebKit run at 390 and 1440 px; the timer's
    // exact moments are the test above, with Playwright's clock.
    await pageTransition(d);
  });

  test("navigates at once under reduced motion", { tag: "@any-screen" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/journal");
    await page.getByRole("banner").getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByTestId("page-transition")).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("has the studio's description and every contact and legal link", { tag: "@any-screen" }, async ({ page }) => {
    await open(page, "/works");
    const footer = page.locator("footer");
    await expect(footer).toContainText(site.footer.description);
    for (const name of [/Instagram/, /LinkedIn/, /Privacy/, /Cookie policy|Cookie/]) {
      const link = footer.getByRole("link", { name }).first();
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer.locator("a[href^='mailto:']")).toHaveCount(1);
    await expect(footer.locator("a[href^='tel:']")).toHaveCount(1);
    await expect(footer.getByRole("button", { name: site.footer.cookiePreferencesLabel })).toBeVisible();
    await expect(footer.getByRole("link", { name: site.footer.accessibilityLabel })).toHaveAttribute("href", routes.accessibility);
    for (const fact of legalFacts) await expect(footer.getByTestId("legal-line")).toContainText(fact);
  });

  test("its mascot moves in and turns to 22 degrees near the bottom", async ({ page }) => {
    await open(page, "/works");
    const mascot = page.getByTestId("footer-mascot");
    await expect(mascot).toHaveAttribute("data-arrived", "false");
    // Near the bottom: the footer's top halfway up the window. (The page's very end, with the cookie bar's height kept
    // clear below the footer, can be past the mascot; a visitor scrolling there passes it on the way.)
    await page.evaluate(() =>
      window.scrollTo(0, document.querySelector("footer")!.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2),
    );
    await expect(mascot).toHaveAttribute("data-arrived", "true");
    await expect
      .poll(async () => {
        const matrix = await mascot.evaluate((el) => getComputedStyle(el).transform);
        const [a, b] = matrix
          .replace(/^matrix\(|\)$/g, "")
          .split(",")
          .map(Number);
        return Math.round((Math.atan2(b, a) * 180) / Math.PI);
      })
      .toBe(22);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(mascot).toHaveAttribute("data-arrived", "false");
  });
});

test.describe("call-to-action ball", () => {
  for (const path of ["/", "/studio"]) {
    test(`rises at the bottom of ${path} on wide screens only`, async ({ d }) => {
      // The shared behaviour (e2e/behaviours/shell.ts), which Firefox and WebKit run at 390 and 1440 px.
      await ctaBallRises(d, path);
    });
  }

  test("is never focused while hidden: focused as it starts to rise, it is up at once", { tag: "@any-screen" }, async ({ page }) => {
    await storeConsent(page.context(), site.trackers);
    await open(page, "/");
    const ball = page.getByTestId("cta-ball");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(ball).toHaveAttribute("data-shown", "true");
    // Its rise held at its start, still below the window: it can take focus from there (tabIndex 0 comes with
    // data-shown), as a fast Tab found it once in the home's Tab walk.
    await ball.evaluate((el) =>
      el.getAnimations().forEach((rise) => {
        rise.pause();
        rise.currentTime = 0;
      }),
    );
    await ball.focus();
    expect(await page.evaluate(focusStop)).toMatchObject({ hidden: false });
  });

  // Below 1024 px there is no ball on any page: only the desktop project can find one here.
  test("is not on the works page", { tag: "@any-screen" }, async ({ page }) => {
    await open(page, "/works");
    await expect(page.getByTestId("cta-ball")).toHaveCount(0);
  });
});

test("404: marquee, falling mascots and Go Home; the footer is hidden, then back", async ({ d }) => {
  // The shared behaviour (e2e/behaviours/shell.ts), which Firefox and WebKit run at 390 and 1440 px.
  await notFoundGoesHome(d);
});

test.describe("cookie consent", () => {
  // The shared behaviours (e2e/behaviours/cookie-bar.ts), which Firefox and WebKit run at 390 and 1440 px.
  test(
    "Accetta, Rifiuta and the X store their choice for a year and hide the bar; 'Preferenze cookie' clears both cookies and shows the bar again",
    { tag: "@any-screen" },
    async ({ d }) => {
      await cookieChoices(d);
    },
  );

  test(
    "a tap on Rifiuta or Accetta before the page's scripts have run is kept, and analytics follows it",
    { tag: "@any-screen" },
    async ({ page, context, baseURL }) => {
      for (const choice of [
        { button: site.cookieBar.decline as string, value: "denied" },
        { button: site.cookieBar.accept as string, value: "accepted" },
      ]) {
        await context.clearCookies();
        // The site's own scripts wait at the network boundary until after the tap: a visitor faster than a slow phone.
        // (The script loader asks for them only after the first paint, so a tap may come before any is even asked for.)
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        const ownScript = (url: URL) => url.origin === new URL(baseURL!).origin && url.pathname.endsWith(".js");
        await page.route(ownScript, async (route) => {
          await released;
          await route.fallback();
        });
        await page.goto("/", { waitUntil: "domcontentloaded" });
        const bar = page.getByRole("region", { name: "Cookie" });
        // React's bar marks itself live once hydrated (CONSENT_LIVE_ATTRIBUTE): until then the inline script answers.
        const hydrated = () => page.evaluate((live) => document.querySelector(`[${live}]`) !== null, CONSENT_LIVE_ATTRIBUTE);
        expect(await hydrated(), "the bar hydrated before the tap").toBe(false);
        await bar.getByRole("button", { name: choice.button, exact: true }).click();
        await expect(bar).toBeHidden();
        expect(await hydrated(), "the bar hydrated while the visitor tapped").toBe(false);
        expect(await page.evaluate(() => document.cookie)).toContain(`cookieconsent_status=${choice.value}`);

        release();
        await waitForHydration(page);
        await nextFrames(page);
        await expect(bar).toBeHidden();
        const consentUpdates = () => gtagQueue(page, "consent");
        if (choice.value === "accepted") await expect.poll(consentUpdates).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
        else expect(await consentUpdates()).toEqual([]);
        await page.unroute(ownScript);
      }
    },
  );

  test("Accetta and Rifiuta have the same size and style", async ({ page }) => {
    await open(page, "/");
    const accept = page.getByRole("button", { name: site.cookieBar.accept });
    const decline = page.getByRole("button", { name: site.cookieBar.decline, exact: true });
    const look = (el: typeof accept) =>
      el.evaluate((node) => {
        const s = getComputedStyle(node);
        const r = node.getBoundingClientRect();
        return { w: Math.round(r.width), h: Math.round(r.height), bg: s.backgroundColor, color: s.color, font: s.fontWeight };
      });
    expect(await look(accept)).toEqual(await look(decline));
  });

  test(
    "the cookie bar's first layer leaves the page visible: at most a quarter of a 360×640 or 375×667 screen",
    { tag: "@any-screen" },
    async ({ page, d }) => {
      for (const screen of [
        { width: 360, height: 640 },
        { width: 375, height: 667 },
      ]) {
        await page.setViewportSize(screen);
        await firstLayerSize(d);
      }
    },
  );

  test(
    "'Preferenze cookie' opens the second layer: the whole explanation, every tracker and every other recipient",
    { tag: "@any-screen" },
    async ({ page }) => {
      await open(page, "/works");
      const bar = page.getByRole("region", { name: "Cookie" });
      await expect(bar).not.toContainText(site.cookieBar.details.slice(0, 40));
      await acceptCookies(page);
      await page.getByRole("button", { name: site.footer.cookiePreferencesLabel }).click();
      await expect(bar).toContainText(site.cookieBar.details.replace(/\s+/g, " ").trim());
      for (const tracker of site.trackers as Tracker[]) await expect(bar).toContainText(tracker.name);
      // Those who receive visitors' data without a cookie (the map's tiles), named as art. 13 GDPR asks.
      for (const recipient of site.recipients) await expect(bar).toContainText(`${recipient.name} (${recipient.provider})`);
      for (const name of [site.cookieBar.accept, site.cookieBar.close]) await expect(bar.getByRole("button", { name, exact: true })).toBeInViewport();
    },
  );
});

test("on a phone, the bar that 'Preferenze cookie' brings back leaves the button that called it in view", { tag: "@phone" }, async ({ page }) => {
  await open(page, "/works");
  await acceptCookies(page);
  // From the keyboard, at the very end of the page, where the bar comes back over the footer's last lines.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("button", { name: site.footer.cookiePreferencesLabel }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: site.cookieBar.accept })).toBeVisible();
  await expect
    .poll(() => page.evaluate(focusStop))
    .toMatchObject({ name: expect.stringContaining(site.footer.cookiePreferencesLabel), hidden: false });
});

test.describe("consent carries the version of the trackers' list", { tag: "@any-screen" }, () => {
  const consentCookies = (context: import("@playwright/test").BrowserContext) =>
    context.cookies().then((cookies) => Object.fromEntries(cookies.filter((c) => c.name.startsWith("cookieconsent_")).map((c) => [c.name, c])));

  test("a choice stores its version and date beside cookieconsent_status; one stored for an older list of trackers counts as none: the bar asks again and analytics waits", async ({
    d,
  }) => {
    await olderVersionAsksAgain(d);
  });

  test("the choice can be changed on the 404 page, which has no footer", async ({ page, context }) => {
    await page.goto("/non-esiste");
    await waitForHydration(page);
    await acceptCookies(page);
    await page.getByRole("button", { name: site.footer.cookiePreferencesLabel }).click();
    await expect(page.getByRole("button", { name: site.cookieBar.accept })).toBeVisible();
    await expect.poll(async () => Object.keys(await consentCookies(context))).toEqual([]);
    await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
    await expect.poll(async () => (await consentCookies(context)).cookieconsent_status?.value).toBe("denied");
  });
});

test.describe("analytics waits for consent", { tag: "@any-screen" }, () => {
  const google = /google-analytics\.com|googletagmanager\.com|analytics\.google\.com|doubleclick\.net/;
  /** The field metrics' own chunk (src/lib/analytics.ts), fetched only after consent. */
  const webVitals = /\/web-vitals-[0-9a-f]+\.js$/;
  const queuedEvents = (page: Page) => gtagQueue(page, "event");

  test("no Google request before Accetta, nor after Rifiuta, and no field metrics", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (google.test(request.url()) || webVitals.test(request.url())) requests.push(request.url());
    });
    await open(page, "/");
    // gtag.js would be added by the consent code after hydration (see the next test): hydrated, scrolled
    // through and rendered, the page has had every chance to ask for it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nextFrames(page);
    expect(requests).toEqual([]);
    await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
    await open(page, "/works");
    await nextFrames(page);
    expect(requests).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
  });

  test("after Accetta gtag loads once, consent is granted and each navigation counts once, without query or hash", async ({ page }) => {
    test.skip(!process.env.GATSBY_GA_MEASUREMENT_ID, "the build under test has no measurement ID");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (google.test(request.url())) requests.push(request.url());
    });
    // A campaign link with a personal token and a fragment: analytics must see neither.
    await open(page, "/?utm_source=newsletter&email=mario%40example.it#contatti");
    await acceptCookies(page);
    await expect.poll(() => requests.filter((url) => url.includes("gtag/js")).length).toBe(1);
    const commands = () => gtagQueue(page);
    const events = async () => (await commands()).filter((args) => args[0] === "event" || args[0] === "consent");
    const origin = new URL(page.url()).origin;
    expect(await events()).toEqual(
      expect.arrayContaining([
        ["consent", "update", { analytics_storage: "granted" }],
        ["event", "page_view", expect.objectContaining({ page_location: `${origin}/` })],
      ]),
    );
    // Set for every later event too (engagement, scrolls), not only the page view.
    expect(await commands()).toContainEqual(["set", { page_location: `${origin}/` }]);
    await page.evaluate(() => window.___navigate("/works?ref=x"));
    await page.waitForURL("**/works?ref=x");
    const views = async () => (await events()).filter((args) => args[0] === "event" && args[1] === "page_view");
    await expect
      .poll(async () => (await views()).map((args) => (args[2] as { page_location: string }).page_location))
      .toEqual([`${origin}/`, `${origin}/works`]);
  });

  test("after Accetta a click on an e-mail or phone link or on the call-to-action ball is a contact, with its method", async ({ page }) => {
    test.skip(!process.env.GATSBY_GA_MEASUREMENT_ID, "the build under test has no measurement ID");
    await open(page, "/");
    // Nothing leaves for a mail or phone app: the page's own listeners see the click first.
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    const footer = page.locator("footer");
    await footer.locator("a[href^='mailto:']").click();
    expect(await queuedEvents(page)).toEqual([]);
    await acceptCookies(page);
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const ball = page.getByTestId("cta-ball");
    await expect(ball).toHaveAttribute("data-shown", "true");
    await animationsEnded(ball);
    await ball.click();
    await footer.locator("a[href^='mailto:']").click();
    await footer.locator("a[href^='tel:']").click();
    const contacts = (await queuedEvents(page)).filter((args) => args[1] === "contact");
    expect(contacts).toEqual([
      ["event", "contact", { method: "cta_ball" }],
      ["event", "contact", { method: "email" }],
      ["event", "contact", { method: "phone" }],
    ]);
  });

  test("after Accetta the visitor's own LCP, INP and CLS reach GA4's queue, with what caused each", async ({ page }) => {
    test.skip(!process.env.GATSBY_GA_MEASUREMENT_ID, "the build under test has no measurement ID");
    const chunks: string[] = [];
    page.on("request", (request) => webVitals.test(request.url()) && chunks.push(request.url()));
    await open(page, "/?utm_source=newsletter");
    await acceptCookies(page);
    await expect.poll(() => chunks.length).toBe(1);
    await page.getByRole("heading", { level: 1 }).click();
    // web-vitals reports all three when the page is hidden (a visitor leaves or switches tabs). The page is said to be
    // hidden until they are queued: the library, just fetched, may not be listening yet the first time.
    const origin = new URL(page.url()).origin;
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
          document.dispatchEvent(new Event("visibilitychange"));
        });
        const names = (await queuedEvents(page)).map((args) => String(args[1])).filter((name) => ["LCP", "INP", "CLS"].includes(name));
        return [...new Set(names)].sort();
      })
      .toEqual(["CLS", "INP", "LCP"]);
    for (const [, name, params] of (await queuedEvents(page)).filter((args) => ["LCP", "INP", "CLS"].includes(String(args[1])))) {
      expect({ name, params }).toMatchObject({
        params: {
          value: expect.any(Number),
          metric_id: expect.stringMatching(/^v\d+-/),
          metric_value: expect.any(Number),
          metric_delta: expect.any(Number),
          page_location: `${origin}/`,
        },
      });
    }
    // The attribution: the element each metric is most about (an LCP always has one; a CLS of 0 has no shift).
    const lcp = (await queuedEvents(page)).find((args) => args[1] === "LCP")!;
    expect((lcp[2] as { debug_target: string }).debug_target).toMatch(/\w/);
  });

  test("GA4 is set up for an EU site: no advertising, no Google signals, no anonymize_ip", async ({ page }) => {
    test.skip(!process.env.GATSBY_GA_MEASUREMENT_ID, "the build under test has no measurement ID");
    await open(page, "/");
    await acceptCookies(page);
    const commands = () => gtagQueue(page);
    await expect.poll(async () => (await commands()).some((args) => args[0] === "config")).toBe(true);
    const all = await commands();
    expect(all).toContainEqual([
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    const config = all.find((args) => args[0] === "config")!;
    expect(config[1]).toBe(process.env.GATSBY_GA_MEASUREMENT_ID);
    expect(config[2]).toMatchObject({ allow_google_signals: false, allow_ad_personalization_signals: false });
    expect(config[2]).not.toHaveProperty("anonymize_ip");
    // Nothing ever grants advertising storage or signals.
    expect(all.filter((args) => args[0] === "consent" && args[1] === "update")).toEqual([["consent", "update", { analytics_storage: "granted" }]]);
  });
});
