import type { Page } from "@playwright/test";
import { timing } from "../src/styles/tokens";
import { readContent } from "./content";
import { CONSENT_ASKED_ATTRIBUTE } from "../src/components/shell/consent/consent-cookie";
import { animationsEnded, expect, freezeClock, nextFrames, seriousViolations, siteErrors, storeConsent, test, waitForHydration } from "./fixtures";
import { fill } from "../src/lib/text";

const { site, homePage, services, technologies, faq } = readContent();
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

  test("arrow keys move it and it loops both ways", { tag: "@any-screen" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await reachCarousel(page);
    await carousel(page).focus();
    const first = await activeTitle(page);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => activeTitle(page)).toBe(services.items.at(-1)!.title);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => activeTitle(page)).toBe(first);
    const seen = [];
    for (let step = 0; step < services.items.length; step += 1) {
      seen.push(await activeTitle(page));
      await page.keyboard.press("ArrowRight");
    }
    expect(new Set(seen).size).toBe(services.items.length);
    await expect.poll(() => activeTitle(page)).toBe(first);
  });

  test("can be dragged", async ({ page }) => {
    test.skip(!isDesktop(page), "mouse drag");
    await openHome(page);
    await reachCarousel(page);
    const first = await activeTitle(page);
    const box = (await carousel(page).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => activeTitle(page)).not.toBe(first);
  });

  test("a click or a tap on a card peeking at either edge brings it in", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await reachCarousel(page);
    /** Each card: whether it is wholly in view, which edge cuts it, and a point on its part in view. */
    const cards = () =>
      carousel(page).evaluate((area) => {
        const edge = area.getBoundingClientRect();
        return [...area.querySelectorAll(".swiper-slide")].map((slide) => {
          const box = slide.getBoundingClientRect();
          const cut =
            box.right > edge.right + 1 && box.left < edge.right ? "right" : box.left < edge.left - 1 && box.right > edge.left ? "left" : null;
          const [from, to] = [Math.max(box.left, edge.left), Math.min(box.right, edge.right)];
          return {
            title: slide.querySelector("h3")!.textContent,
            whole: box.left >= edge.left - 1 && box.right <= edge.right + 1,
            cut,
            x: (from + to) / 2,
            y: box.top + 40,
          };
        });
      });
    for (const side of ["right", "left"]) {
      const peeking = (await cards()).find((card) => card.cut === side);
      expect(peeking, `a card cut off by the ${side} edge`).toBeDefined();
      if (isDesktop(page)) await page.mouse.click(peeking!.x, peeking!.y);
      else await page.touchscreen.tap(peeking!.x, peeking!.y);
      await expect.poll(async () => (await cards()).find((card) => card.title === peeking!.title)?.whole).toBe(true);
    }
  });

  test("a 'Drag' label follows the mouse, for fine pointers only", async ({ page }) => {
    await openHome(page);
    const label = page.getByTestId("cursor-label");
    if (!isDesktop(page)) {
      await expect(label).toHaveCount(0);
      return;
    }
    await expect(label).toHaveText(services.dragLabel);
    await expect(label).toHaveAttribute("data-visible", "false");
    await reachCarousel(page);
    const box = (await carousel(page).boundingBox())!;
    await page.mouse.move(box.x + 200, box.y + 100);
    await page.mouse.move(box.x + 300, box.y + 150, { steps: 4 });
    await expect(label).toHaveAttribute("data-visible", "true");
    const at = await label.evaluate((el) => el.style.transform);
    expect(at).toContain(`${Math.round(box.x + 300)}px`);
    await page.mouse.move(box.x + 300, box.y - 120);
    await expect(label).toHaveAttribute("data-visible", "false");
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

  test("'···' fades out, then the extra chips appear once, one after another", async ({ page }) => {
    await openHome(page);
    const list = page.getByTestId("technologies");
    const chips = list.locator("li:not(:has(button))");
    const shown = await chips.count();
    const more = page.getByRole("button", { name: technologies.moreLabel });
    await more.scrollIntoViewIfNeeded();
    // The fade is read in the page, two frames after the click: a sample taken through the test
    // runner 250 ms later could arrive after the fade had ended on a busy machine.
    await more.evaluate((el) => {
      el.addEventListener("click", () =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const fade = el.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === "opacity");
            const w = window as unknown as { __fade?: { ms: number; running: boolean } | null };
            w.__fade = fade ? { ms: Number(fade.effect!.getTiming().duration), running: fade.playState === "running" } : null;
          }),
        ),
      );
    });
    await more.click();
    const fade = await page
      .waitForFunction(() => (window as unknown as { __fade?: unknown }).__fade !== undefined)
      .then(() => page.evaluate(() => (window as unknown as { __fade: { ms: number; running: boolean } | null }).__fade));
    expect(fade).toEqual({ ms: 500, running: true });
    await expect(more).toHaveCount(0);
    await expect(chips).toHaveCount(shown + extra.length);
    expect(await list.locator("[data-extra]").allTextContents()).toEqual(extra);
    // The timing each chip asked for: one reveal of 1 s, each 0.1 s after the one before.
    const reveals = await list.locator("[data-extra]").evaluateAll((els) =>
      els.map((el) => {
        const [animation] = el.getAnimations();
        const { delay, duration, iterations } = animation.effect!.getTiming();
        return { delay, duration, iterations };
      }),
    );
    expect(reveals).toEqual(extra.map((_, index) => ({ delay: index * timing.chipStaggerMs, duration: timing.chipRevealMs, iterations: 1 })));
    await animationsEnded(list);
    const settled = await list.locator("[data-extra]").evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(settled).toEqual(extra.map(() => "1"));
    await expect(chips).toHaveCount(shown + extra.length);
    await expect(page.getByRole("button", { name: technologies.moreLabel })).toHaveCount(0);
  });

  test("from the keyboard, focus lands on the first new chip", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: technologies.moreLabel }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(extra[0], { exact: true })).toBeFocused();
  });
});

test.describe("FAQ", { tag: "@any-screen" }, () => {
  test("every question of the content; a click opens its answer in 200 ms and closes it again", async ({ page }) => {
    await openHome(page);
    const questions = page.getByRole("heading", { level: 3 }).getByRole("button");
    await expect(questions).toHaveText(faq.items.map((item) => item.question));
    // The last one: the launch content's offer (a check-up, its length and price) is a question like the others.
    const asked = faq.items.at(-1)!;
    const question = page.getByRole("button", { name: asked.question, exact: true });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`[id="${await question.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeHidden();
    expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain("0.2s");
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(asked.answer);
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("Enter and Space toggle a question from the keyboard", async ({ page }) => {
    await openHome(page);
    const first = page.getByRole("heading", { level: 3 }).getByRole("button").first();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "true");
  });
});

test("no serious accessibility violation and no console error once everything has been used", async ({ page, consoleErrors }) => {
  await openHome(page, { consent: false });
  // First as it loads, with the carousel still waiting for Swiper.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
  await page.getByRole("button", { name: cover.coinButtonLabel }).click();
  if (technologies.extra.length) await page.getByRole("button", { name: technologies.moreLabel }).click();
  await page.getByRole("heading", { level: 3 }).getByRole("button").first().click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // After the chips' reveal and the answer's opening: every running finite animation has ended.
  await expect(page.getByTestId("technologies").locator("[data-extra]")).toHaveCount(technologies.extra.length);
  await animationsEnded(page.locator("body"));
  expect(await seriousViolations(page)).toEqual([]);
  expect(siteErrors(consoleErrors)).toEqual([]);
});
