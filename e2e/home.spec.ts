import type { Page } from "@playwright/test";
import { timing } from "../src/styles/tokens";
import {
  carouselDrag,
  carouselKeys,
  carouselPeekingCard,
  dragCursorLabel,
  faqOpensAndCloses,
  technologiesByKeyboard,
  technologiesReveal,
} from "./behaviours/home";
import { content } from "./behaviours/content";
import { appAfterFirstPaint } from "./behaviours/shell";
import { CONSENT_ASKED_ATTRIBUTE } from "../src/components/shell/consent/consent-cookie";
import { animationsEnded, expect, freezeClock, nextFrames, seriousViolations, siteErrors, storeConsent, test, waitForHydration } from "./fixtures";
import { fill } from "../src/lib/text";

const { site, homePage, services, technologies } = content;
const { cover } = homePage;
const speechBall = site.speechBalls.home;
const autoplayControls = new RegExp(`^(${site.controls.pause}|${site.controls.play})$`);

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Opens the home page; by default with a stored consent choice, so the cookie bar covers nothing. */
async function openHome(page: Page, { consent = true } = {}) {
  if (consent) await storeConsent(page.context(), site.trackers);
  await page.goto("/");
  await waitForHydration(page);
  // The bar's state is the one asked for: a stored choice the site no longer reads would leave it up, unseen.
  await expect(page.locator(`html[${CONSENT_ASKED_ATTRIBUTE}]`)).toHaveCount(consent ? 0 : 1);
}

/** Rotation of an element's computed transform, in whole degrees. */
function rotationOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const [a, b] = getComputedStyle(el)
      .transform.replace(/^matrix\(|\)$/g, "")
      .split(",")
      .map(Number);
    return Math.round((Math.atan2(b, a) * 180) / Math.PI);
  });
}

test.describe("cover", () => {
  test("the slogan is the h1 and the largest contentful paint", async ({ page }) => {
    await openHome(page, { consent: false });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cover.slogan);
    // Let the cookie bar (rendered after hydration) appear and be painted: it must not take over the LCP.
    await expect(page.getByRole("button", { name: site.cookieBar.accept })).toBeVisible();
    await animationsEnded(page.locator("body"));
    await nextFrames(page);
    const lcp = await page.evaluate(
      () =>
        new Promise<{ tag?: string; isSlogan: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const last = entries[entries.length - 1];
            resolve({ tag: last.element?.tagName, isSlogan: last.element === document.querySelector("h1") });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcp).toEqual({ tag: "H1", isSlogan: true });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the cover text is in the server markup", { tag: "@any-screen" }, async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(cover.slogan);
      const section = page.locator("main > section").first();
      for (const label of cover.labels) await expect(section.getByText(label, { exact: true })).toBeVisible();
      await expect(section.getByText(speechBall.text)).toBeVisible();
      await expect(section.getByRole("button", { name: cover.coinButtonLabel })).toBeVisible();
    });
  });

  test("mascots tilt 20° and -30° on desktop, -20° below 1024 px, the speech-ball as the content says, and they float", async ({ page }) => {
    await openHome(page);
    expect(await rotationOf(page, "[data-testid=mascot-orange]")).toBe(20);
    expect(await rotationOf(page, "[data-testid=mascot-blue]")).toBe(isDesktop(page) ? -30 : -20);
    expect(await page.getByText(speechBall.text).locator("..").getAttribute("data-rotation")).toBe(String(speechBall.rotation));
    // The float waits until the page has loaded, then moves the mascot.
    const float = page.locator("[data-testid=mascot-blue] > div");
    expect(await float.evaluate((el) => parseFloat(getComputedStyle(el).animationDelay) * 1000)).toBeGreaterThanOrEqual(timing.idleMotionDelayMs);
    const transform = () => float.evaluate((el) => getComputedStyle(el).transform);
    const still = await transform();
    await expect.poll(transform, { timeout: timing.idleMotionDelayMs + 5000 }).not.toBe(still);
    if (isDesktop(page)) {
      await page.setViewportSize({ width: 1023, height: 800 });
      expect(await rotationOf(page, "[data-testid=mascot-blue]")).toBe(-20);
    }
  });

  test("the layout differs: mascots beside the slogan on desktop, below it on mobile", async ({ page }) => {
    await openHome(page);
    const slogan = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const blue = (await page.getByTestId("mascot-blue").boundingBox())!;
    if (isDesktop(page)) {
      expect(blue.x).toBeGreaterThan(slogan.x + slogan.width);
      expect(blue.y).toBeLessThan(slogan.y + slogan.height);
    } else {
      expect(blue.y).toBeGreaterThan(slogan.y + slogan.height);
    }
  });

  test("stands still under reduced motion", { tag: "@any-screen" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    const animations = await page.locator("[data-testid^=mascot] > div").evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(animations).toEqual(["none", "none"]);
    expect(await rotationOf(page, "[data-testid=mascot-orange]")).toBe(20);
  });

  test("the plus button fetches the coin sound on the first click only, and plays it", { tag: "@any-screen" }, async ({ page }) => {
    const soundRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/sounds/coin.wav")) soundRequests.push(request.url());
    });
    await page.addInitScript(() => {
      const played: string[] = [];
      (window as unknown as { __played: string[] }).__played = played;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push(this.src);
        return Promise.resolve();
      };
    });
    await openHome(page);
    // Every section comes into view (and could preload what it likes) before the click.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nextFrames(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrames(page);
    expect(soundRequests).toEqual([]);
    const button = page.getByRole("button", { name: cover.coinButtonLabel });
    await button.click();
    await expect.poll(() => soundRequests.length).toBeGreaterThan(0);
    await button.click();
    const played = await page.evaluate(() => (window as unknown as { __played: string[] }).__played);
    expect(played).toHaveLength(2);
    expect(played.every((src) => src.endsWith("/sounds/coin.wav"))).toBe(true);
  });
});

test("the script loader asks for the app promptly after the first contentful paint", { tag: "@any-screen" }, async ({ d }) => {
  // The shared behaviour (e2e/behaviours/shell.ts), which Firefox and WebKit run at 1440 px.
  await appAfterFirstPaint(d);
});

test("the we-are statement ends with the creed and the studio name", { tag: "@any-screen" }, async ({ page }) => {
  await openHome(page);
  await expect(page.getByText(fill(homePage.weAre.creed, { product: site.name }))).toBeVisible();
});

test.describe("services carousel", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: services.carouselLabel });
  const activeTitle = (page: Page) => carousel(page).locator(".swiper-slide-active h3").textContent();

  /** Scrolls to the carousel and waits for Swiper, fetched as it comes near, to take over. */
  async function reachCarousel(page: Page) {
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page).locator(".swiper")).toHaveClass(/swiper-initialized/);
    // Keys and autoplay act once Swiper has settled, a few frames after it marks itself initialised.
    await expect(carousel(page)).toHaveAttribute("data-started", "true");
  }

  /** Reaches the carousel with the page's clock in hand: it stays on its card past an interval and offers no pause button. */
  async function expectNoAutoplay(page: Page) {
    await openHome(page);
    // Installed once the page has hydrated (the fake performance object hides Gatsby's marks), before the carousel's timers.
    await page.clock.install();
    await reachCarousel(page);
    const first = await activeTitle(page);
    await page.clock.runFor(timing.carouselAutoplayMs + 500);
    expect(await activeTitle(page)).toBe(first);
    await expect(carousel(page)).toHaveAttribute("data-autoplay", "stopped");
    await expect(page.getByRole("button", { name: autoplayControls })).toHaveCount(0);
  }

  /** Left edge of the active card and the gaps between the cards in view. */
  async function spacing(page: Page) {
    return carousel(page).evaluate((area) => {
      const active = area.querySelector(".swiper-slide-active")!.getBoundingClientRect();
      const boxes = [...area.querySelectorAll(".swiper-slide")].map((slide) => slide.getBoundingClientRect()).sort((a, b) => a.left - b.left);
      const gaps = boxes.slice(1).map((box, index) => Math.round(box.left - boxes[index].right));
      return { padding: Math.round(active.left), gaps: [...new Set(gaps)] };
    });
  }

  test("a card with title and description for every service, spaced by the carousel's gap and padding", async ({ page }) => {
    await openHome(page);
    const titles = await carousel(page).locator(".swiper-slide h3").allTextContents();
    expect(titles.sort()).toEqual(services.items.map((item) => item.title).sort());
    await expect(carousel(page).locator(".swiper-slide p")).toHaveCount(services.items.length);
    await reachCarousel(page);
    expect(await spacing(page)).toEqual(isDesktop(page) ? { padding: 80, gaps: [24] } : { padding: 24, gaps: [12] });
    if (isDesktop(page)) {
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect.poll(() => spacing(page)).toEqual({ padding: 50, gaps: [24] });
    }
  });

  // The shared behaviours (e2e/behaviours/home.ts), which Firefox and WebKit run too (with motion: here reduced
  // motion makes each slide's step instant, the same steps without the waits).
  test("arrow keys move it and it loops both ways", { tag: "@any-screen" }, async ({ page, d }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await carouselKeys(d);
  });

  test("can be dragged", async ({ page, d }) => {
    test.skip(!isDesktop(page), "mouse drag");
    await carouselDrag(d);
  });

  test("a click or a tap on a card peeking at either edge brings it in", async ({ page, d }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await carouselPeekingCard(d, isDesktop(page) ? undefined : (at) => page.touchscreen.tap(at.x, at.y));
  });

  test("a 'Drag' label follows the mouse, for fine pointers only", async ({ d }) => {
    await dragCursorLabel(d);
  });

  test("at 1280 px it never autoplays and has no pause button", async ({ page }) => {
    test.skip(!isDesktop(page), "wide screens");
    await expectNoAutoplay(page);
  });

  test("at 1279 px and below it autoplays every 3 s only while half in view, and pauses with its button", { tag: "@phone" }, async ({ page }) => {
    await openHome(page);
    // Installed once the page has hydrated (the fake performance object hides Gatsby's marks), before the carousel's timers.
    await page.clock.install();
    await page.clock.runFor(timing.carouselAutoplayMs + 500);
    await expect(carousel(page)).toHaveAttribute("data-autoplay", "stopped");
    await reachCarousel(page);
    await expect(carousel(page)).toHaveAttribute("data-autoplay", "running");
    const first = await activeTitle(page);
    // The interval started a moment ago (at most the 200 ms freezeClock leaves plus a round trip): 2 s later it has not fired, 3.1 s later it has.
    await freezeClock(page);
    await page.clock.runFor(timing.carouselAutoplayMs - 1000);
    expect(await activeTitle(page)).toBe(first);
    await page.clock.runFor(1100);
    await expect.poll(() => activeTitle(page)).not.toBe(first);
    await page.getByRole("button", { name: site.controls.pause }).click();
    await expect(carousel(page)).toHaveAttribute("data-autoplay", "stopped");
    const paused = await activeTitle(page);
    await page.clock.runFor(timing.carouselAutoplayMs + 500);
    expect(await activeTitle(page)).toBe(paused);
    await page.getByRole("button", { name: site.controls.play }).click();
    await expect(carousel(page)).toHaveAttribute("data-autoplay", "running");
  });

  test("no autoplay and no pause button under reduced motion", { tag: "@any-screen" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    if (isDesktop(page)) await page.setViewportSize({ width: 1024, height: 800 });
    await expectNoAutoplay(page);
  });
});

test.describe("technologies", { tag: "@any-screen" }, () => {
  const { extra } = technologies;
  test.skip(extra.length === 0, "no extra technologies in content/technologies.yaml: no '···' chip (technologies' component test)");

  test("'···' fades out, then the extra chips appear once, one after another", async ({ d }) => {
    await technologiesReveal(d);
  });

  test("from the keyboard, focus lands on the first new chip", async ({ d }) => {
    await technologiesByKeyboard(d);
  });
});

test(
  "FAQ: every question of the content; a click opens its answer in 200 ms and closes it; Enter and Space toggle it",
  { tag: "@any-screen" },
  async ({ d }) => {
    await faqOpensAndCloses(d);
  },
);

test("no serious accessibility violation and no console error once everything has been used", async ({ page, consoleErrors }) => {
  await openHome(page, { consent: false });
  // First as it loads, with the carousel still waiting for Swiper.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
  await page.getByRole("button", { name: cover.coinButtonLabel }).click();
  if (technologies.extra.length) await page.getByRole("button", { name: technologies.moreLabel }).click();
  // The chips' reveal ends while the section is in view: scrolled away, the section skips its rendering
  // (content-visibility), its chips' reveal waits there at opacity 0, and the wait on the body below passes it by.
  const chipsList = page.getByTestId("technologies");
  await expect(chipsList.locator("[data-extra]")).toHaveCount(technologies.extra.length);
  await animationsEnded(chipsList);
  await page.getByRole("heading", { level: 3 }).getByRole("button").first().click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // After the answer's opening: every running finite animation has ended.
  await animationsEnded(page.locator("body"));
  expect(await seriousViolations(page)).toEqual([]);
  expect(siteErrors(consoleErrors)).toEqual([]);
});
