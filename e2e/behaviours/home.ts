/**
 * The home page's interactions: the FAQ, the technologies' '···', the services carousel (keys, a drag, a card peeking
 * at an edge, the 'Drag' cursor label). Chromium runs them in e2e/home.spec.ts, Firefox and WebKit in the engines suite.
 */
import assert from "node:assert/strict";
import { timing } from "../../src/styles/tokens";
import { answerCookieBar } from "./consent";
import { content } from "./content";
import type { Driver, Point } from "./driver";
import { animationsEnded } from "./steps";

const { site, services, technologies, faq } = content;

/** The home page, hydrated, with the cookie bar answered (it covers the bottom of a phone's screen). */
async function openHome(d: Driver) {
  await d.goto("/");
  await answerCookieBar(d);
}

/** A question's state: aria-expanded, and whether its answer is shown (visible, with a height: the grid row opens). */
const question = (d: Driver, index: number) =>
  d.evaluate((i: number) => {
    const buttons = [...document.querySelectorAll("h3 button[aria-expanded]")];
    const button = buttons.at(i)!;
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")!;
    return {
      expanded: button.getAttribute("aria-expanded"),
      shown: getComputedStyle(panel).visibility === "visible" && panel.getBoundingClientRect().height > 0,
    };
  }, index);

const questionIs = (d: Driver, index: number, expanded: boolean, what: string) =>
  d.waitFor(
    (i: number, open: boolean) => {
      const button = [...document.querySelectorAll("h3 button[aria-expanded]")].at(i)!;
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")!;
      const shown = getComputedStyle(panel).visibility === "visible" && panel.getBoundingClientRect().height > 0;
      return (button.getAttribute("aria-expanded") === String(open) && shown === open) || { expanded: button.getAttribute("aria-expanded"), shown };
    },
    [index, expanded],
    what,
  );

/** Every question of the content; a click opens its answer (in 200 ms) and closes it; Enter and Space toggle from the keyboard. */
export async function faqOpensAndCloses(d: Driver) {
  await openHome(d);
  const questions = await d.evaluate(() => [...document.querySelectorAll("h3 button[aria-expanded]")].map((b) => b.textContent?.trim()));
  assert.deepEqual(
    questions,
    faq.items.map((item) => item.question),
    "the questions, in the content's order",
  );
  // The last one: the launch content's offer (a check-up, its length and price) is a question like the others.
  const last = faq.items.length - 1;
  assert.deepEqual(await question(d, last), { expanded: "false", shown: false }, "the last question at first");
  const answer = await d.evaluate(() => {
    const button = [...document.querySelectorAll("h3 button[aria-expanded]")].at(-1)!;
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")!;
    return { transition: getComputedStyle(panel).transitionDuration, text: panel.textContent?.replace(/\s+/g, " ").trim() };
  });
  assert.ok(answer.transition.includes("0.2s"), `the answer's transition lasts ${answer.transition}`);
  assert.ok(answer.text?.includes(faq.items[last].answer.replace(/\s+/g, " ").trim()), "the answer of the content");
  await d.click("h3 button[aria-expanded]", { text: faq.items[last].question });
  await questionIs(d, last, true, "a click to open the answer");
  await d.click("h3 button[aria-expanded]", { text: faq.items[last].question });
  await questionIs(d, last, false, "a second click to close it");
  await d.evaluate(() => (document.querySelector("h3 button[aria-expanded]") as HTMLElement).focus());
  await d.press("Enter");
  await questionIs(d, 0, true, "Enter to open");
  await d.press("Space");
  await questionIs(d, 0, false, "Space to close");
  await d.press("Space");
  await questionIs(d, 0, true, "Space to open again");
}

const MORE = "[data-testid=technologies] button";

/**
 * '···' fades out in 500 ms, then the extra chips appear once, one after another (each reveal 1 s, 0.1 s after the one
 * before), and end fully shown.
 */
export async function technologiesReveal(d: Driver) {
  if (!technologies.extra.length) d.skip("content/technologies.yaml has no extra technologies, so there is no '···' chip");
  await openHome(d);
  const chipCount = () => d.evaluate(() => document.querySelectorAll("[data-testid=technologies] li:not(:has(button))").length);
  const shown = await chipCount();
  // The fade is read in the page, two frames after the click: a sample taken through the driver later could arrive
  // after the fade had ended on a busy machine.
  await d.evaluate((selector: string) => {
    const more = document.querySelector(selector)!;
    more.addEventListener("click", () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const fade = more.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === "opacity");
          (window as unknown as { __fade: unknown }).__fade = fade
            ? { ms: Number(fade.effect!.getTiming().duration), running: fade.playState === "running" }
            : null;
        }),
      ),
    );
  }, MORE);
  await d.click(MORE, { text: technologies.moreLabel });
  await d.waitFor(() => (window as unknown as { __fade?: unknown }).__fade !== undefined, [], "the fade to be read");
  assert.deepEqual(await d.evaluate(() => (window as unknown as { __fade: unknown }).__fade), { ms: 500, running: true }, "the '···' fade");
  await d.waitFor(
    (count: number) =>
      document.querySelectorAll("[data-testid=technologies] [data-extra]").length === count &&
      !document.querySelector("[data-testid=technologies] button"),
    [technologies.extra.length],
    `${technologies.extra.length} extra chips, and no '···'`,
  );
  assert.equal(await chipCount(), shown + technologies.extra.length, "chips after the reveal");
  assert.deepEqual(
    await d.evaluate(() => [...document.querySelectorAll("[data-testid=technologies] [data-extra]")].map((el) => el.textContent?.trim())),
    technologies.extra,
    "the extra chips",
  );
  // The timing each chip asked for: one reveal of 1 s, each 0.1 s after the one before.
  const reveals = await d.evaluate(() =>
    [...document.querySelectorAll("[data-testid=technologies] [data-extra]")].map((el) => {
      const { delay, duration, iterations } = el.getAnimations()[0].effect!.getTiming();
      return { delay, duration, iterations };
    }),
  );
  assert.deepEqual(
    reveals,
    technologies.extra.map((_, index) => ({ delay: index * timing.chipStaggerMs, duration: timing.chipRevealMs, iterations: 1 })),
    "each chip's reveal",
  );
  await animationsEnded(d, "[data-testid=technologies]", 15_000);
  assert.deepEqual(
    await d.evaluate(() => [...document.querySelectorAll("[data-testid=technologies] [data-extra]")].map((el) => getComputedStyle(el).opacity)),
    technologies.extra.map(() => "1"),
    "every chip fully shown",
  );
  assert.equal(await chipCount(), shown + technologies.extra.length, "chips once revealed");
}

/** From the keyboard, '···' puts focus on the first new chip. */
export async function technologiesByKeyboard(d: Driver) {
  if (!technologies.extra.length) d.skip("content/technologies.yaml has no extra technologies, so there is no '···' chip");
  await openHome(d);
  await d.evaluate((selector: string) => (document.querySelector(selector) as HTMLElement).focus(), MORE);
  await d.press("Enter");
  await d.waitFor(
    (first: string) => document.activeElement?.textContent?.trim() === first && document.activeElement.hasAttribute("data-extra"),
    [technologies.extra[0]],
    "focus on the first new chip",
  );
}

const CAROUSEL = "[data-testid=services-carousel]";
const activeService = (d: Driver) =>
  d.evaluate(() => document.querySelector("[data-testid=services-carousel] .swiper-slide-active h3")?.textContent ?? null);

/** Brings the carousel into view and waits for Swiper, fetched as it comes near, to start and settle. */
async function reachCarousel(d: Driver) {
  await d.evaluate(() => document.querySelector("[data-testid=services-carousel]")!.scrollIntoView({ block: "center" }));
  await d.waitFor(
    () =>
      Boolean(document.querySelector("[data-testid=services-carousel] .swiper.swiper-initialized")) &&
      document.querySelector("[data-testid=services-carousel][data-started=true], [data-testid=services-carousel] [data-started=true]") !== null,
    [],
    "Swiper to start",
  );
}

/** The home page's carousel, started and held still: below 1280 px it autoplays, so it is paused first. */
async function reachStillCarousel(d: Driver) {
  await openHome(d);
  await reachCarousel(d);
  const pause = await d.evaluate(
    (label: string) => [...document.querySelectorAll("button")].some((b) => b.getAttribute("aria-label") === label),
    site.controls.pause,
  );
  if (pause) await d.click("button", { text: site.controls.pause });
}

/** Swiper takes no key while a slide is still moving: each step waits for it to settle. */
const settled = (d: Driver) =>
  d.waitFor(
    () =>
      (document.querySelector("[data-testid=services-carousel] .swiper") as unknown as { swiper?: { animating: boolean } }).swiper?.animating ===
      false,
    [],
    "the slide to settle",
  );

async function activeBecomes(d: Driver, title: string, what: string) {
  await d.waitFor((t: string) => document.querySelector("[data-testid=services-carousel] .swiper-slide-active h3")?.textContent === t, [title], what);
  await settled(d);
}

/** The arrow keys move it, and it loops both ways through every service. */
export async function carouselKeys(d: Driver) {
  await reachStillCarousel(d);
  const first = (await activeService(d))!;
  await d.evaluate(() => (document.querySelector("[data-testid=services-carousel]") as HTMLElement).focus());
  await d.press("ArrowLeft");
  await activeBecomes(d, services.items.at(-1)!.title, "ArrowLeft to loop back to the last service");
  await d.press("ArrowRight");
  await activeBecomes(d, first, "ArrowRight to come back to the first");
  const seen = new Set<string | null>();
  for (let step = 0; step < services.items.length; step += 1) {
    const before = await activeService(d);
    seen.add(before);
    await d.press("ArrowRight");
    await d.waitFor(
      (b: string | null) => document.querySelector("[data-testid=services-carousel] .swiper-slide-active h3")?.textContent !== b,
      [before],
      `ArrowRight ${step + 1} to move`,
    );
    await settled(d);
  }
  assert.equal(seen.size, services.items.length, "services shown going round");
  assert.equal(await activeService(d), first, "round to the first again");
}

/** A mouse drag moves it. */
export async function carouselDrag(d: Driver) {
  await openHome(d);
  await reachCarousel(d);
  const first = await activeService(d);
  const box = await d.point(CAROUSEL, { scroll: false });
  const left = box.x - box.width / 2;
  await d.drag({ x: left + box.width * 0.7, y: box.y }, { x: left + box.width * 0.3, y: box.y }, { steps: 8 });
  await d.waitFor(
    (f: string | null) => document.querySelector("[data-testid=services-carousel] .swiper-slide-active h3")?.textContent !== f,
    [first],
    "the drag to move it",
  );
}

/**
 * A click on a card peeking at either edge brings it wholly in. `press` is how the card is pressed: a mouse click, or
 * a tap where the spec has a touch screen. Looping, Swiper moves the cards in the DOM: a card is known by its title.
 */
export async function carouselPeekingCard(d: Driver, press: (at: Point) => Promise<void> = (at) => d.clickAt(at)) {
  await reachStillCarousel(d);
  for (const side of ["right", "left"] as const) {
    // In view again: WebKitGTK at 390 px scrolls the page down by some 1400 px as the first card is pressed (no script
    // scrolls it; focus leaves the pause button pressed before), which the cards' places across the carousel ignore.
    await d.point(CAROUSEL);
    const peeking = await d.evaluate((edgeSide: string) => {
      const area = document.querySelector("[data-testid=services-carousel]")!.getBoundingClientRect();
      const slide = [...document.querySelectorAll("[data-testid=services-carousel] .swiper-slide")].find((s) => {
        const box = s.getBoundingClientRect();
        return edgeSide === "right" ? box.right > area.right + 1 && box.left < area.right : box.left < area.left - 1 && box.right > area.left;
      });
      if (!slide) return null;
      const box = slide.getBoundingClientRect();
      const [from, to] = [Math.max(box.left, area.left), Math.min(box.right, area.right)];
      return { title: slide.querySelector("h3")!.textContent, x: (from + to) / 2, y: box.top + 40 };
    }, side);
    assert.ok(peeking, `no card peeks at the ${side} edge`);
    await press(peeking);
    await d.waitFor(
      (title: string | null) => {
        const area = document.querySelector("[data-testid=services-carousel]")!.getBoundingClientRect();
        const slide = [...document.querySelectorAll("[data-testid=services-carousel] .swiper-slide")].find(
          (s) => s.querySelector("h3")?.textContent === title,
        )!;
        const box = slide.getBoundingClientRect();
        const swiper = (document.querySelector("[data-testid=services-carousel] .swiper") as unknown as { swiper: { animating: boolean } }).swiper;
        return box.left >= area.left - 1 && box.right <= area.right + 1 && !swiper.animating;
      },
      [peeking.title],
      `the card clicked at the ${side} edge wholly in view`,
    );
  }
}

/**
 * A 'Drag' label follows a fine pointer over the carousel, and goes when it leaves; where the pointer is not fine
 * (touch, headless Firefox) there is no label at all.
 */
export async function dragCursorLabel(d: Driver) {
  await openHome(d);
  const label = () =>
    d.evaluate(() => {
      const el = document.querySelector<HTMLElement>("[data-testid=cursor-label]");
      return el && { text: el.textContent?.trim(), visible: el.dataset.visible, transform: el.style.transform };
    });
  if (!(await d.evaluate(() => matchMedia("(hover: hover) and (pointer: fine)").matches))) {
    assert.equal(await label(), null, "a cursor label without a fine pointer");
    if (d.engine === "firefox") d.skip("this engine reports no fine pointer with hover here, so the site rightly shows no cursor label");
    return;
  }
  assert.deepEqual(
    await label(),
    { text: services.dragLabel, visible: "false", transform: (await label())?.transform },
    "the label, hidden at first",
  );
  await reachCarousel(d);
  const box = await d.point(CAROUSEL, { scroll: false });
  const top = { x: box.x - box.width / 2, y: box.y - box.height / 2 };
  await d.mouseMove(top.x + 200, top.y + 100);
  for (let step = 1; step <= 4; step += 1) await d.mouseMove(top.x + 200 + 25 * step, top.y + 100 + 12.5 * step);
  await d.waitFor(
    () => {
      const el = document.querySelector<HTMLElement>("[data-testid=cursor-label]")!;
      return el.dataset.visible === "true" && getComputedStyle(el).opacity !== "0" && el.getBoundingClientRect().width > 0;
    },
    [],
    "the cursor label shown",
  );
  assert.ok((await label())?.transform.includes(`${Math.round(top.x + 300)}px`), `the label follows the pointer: ${(await label())?.transform}`);
  await d.mouseMove(top.x + 300, top.y - 120);
  await d.waitFor(
    () => document.querySelector<HTMLElement>("[data-testid=cursor-label]")!.dataset.visible === "false",
    [],
    "the label gone with the pointer",
  );
}
