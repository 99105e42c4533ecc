import type { CDPSession, Locator, Page } from "@playwright/test";
import { timing } from "../src/styles/tokens";
import { telHref } from "../src/lib/text";
import { scrollThroughPage } from "./behaviours/steps";
import { mascotDrag, studioMap } from "./behaviours/studio";
import { literally, readContent } from "./content";
import { animationsEnded, expect, nextFrames, seriousViolations, siteErrors, test, waitForHydration } from "./fixtures";

const { site, studioPage, team, collaborators } = readContent();
const speechBall = site.speechBalls.studio;
/** The word whose letters cycle through the colours, one span per letter. */
const word = [...studioPage.weMake.word];

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;
const TILE_HOST = /^https:\/\/tile\.openstreetmap\.org\//;

async function open(page: Page) {
  await page.goto("/studio");
  await waitForHydration(page);
  // The cookie bar covers the bottom of small screens: answer it first.
  await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
  await expect(page.getByRole("button", { name: site.cookieBar.accept })).toBeHidden();
}

/** How far the page can scroll sideways (0 when nothing sticks out). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const letterColours = (page: Page) =>
  page
    .getByTestId("cycling-word")
    .locator("[aria-hidden=true]")
    .evaluateAll((letters) => letters.map((el) => getComputedStyle(el).color));

test.describe("title and speech-ball", () => {
  test("the title fades to 0.1 by half the page; the speech-ball is tilted as the content says", async ({ page }) => {
    await open(page);
    const title = page.getByRole("heading", { level: 1, name: studioPage.title });
    await expect(title).toHaveCSS("opacity", "1");
    const ball = page.getByText(speechBall.text);
    await expect(ball).toBeVisible();
    expect(await ball.locator("xpath=ancestor-or-self::p").getAttribute("data-rotation")).toBe(String(speechBall.rotation));
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.6));
    await expect.poll(async () => Number(await title.evaluate((el) => getComputedStyle(el).opacity))).toBeCloseTo(0.1, 2);
  });
});

test.describe("we make", { tag: "@any-screen" }, () => {
  test("the letters of the coloured word cycle through the six colours every 500 ms; read once as a word", async ({ page }) => {
    await open(page);
    const cycling = page.getByTestId("cycling-word");
    await cycling.scrollIntoViewIfNeeded();
    await expect(cycling.locator(".visually-hidden")).toHaveText(word.join(""));
    await expect(cycling.locator("[aria-hidden=true]")).toHaveCount(word.length);
    const first = await letterColours(page);
    expect(new Set(first.slice(0, 6)).size).toBe(6);
    // Watch the first letter for two seconds: it changes about every 500 ms.
    const changes = await cycling.evaluate(
      (el) =>
        new Promise<number[]>((resolve) => {
          const letter = el.querySelector<HTMLElement>("[aria-hidden=true]")!;
          const times: number[] = [];
          const observer = new MutationObserver(() => times.push(performance.now()));
          observer.observe(letter, { attributes: true, attributeFilter: ["style"] });
          setTimeout(() => {
            observer.disconnect();
            resolve(times);
          }, 2100);
        }),
    );
    expect(changes.length).toBeGreaterThanOrEqual(3);
    const gaps = changes
      .slice(1)
      .map((time, index) => time - changes[index])
      .sort((a, b) => a - b);
    const median = gaps[Math.floor(gaps.length / 2)];
    expect(median).toBeGreaterThan(400);
    expect(median).toBeLessThan(650);
    // The letters keep their order in the cycle: the new colours are the old ones shifted along.
    const later = (await letterColours(page)).slice(0, 6);
    const shift = later.indexOf(first[0]);
    expect(shift).toBeGreaterThan(0);
    expect(later).toEqual(first.slice(0, 6).map((_, index) => first[(index - shift + 6) % 6]));
  });

  test("under reduced motion the letters stand still, in one colour", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    // Installed once the page has hydrated (the fake performance object hides Gatsby's marks). The word may be in
    // view already: out of view and back, so that a timer it would start is one the fake clock runs.
    await page.clock.install();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nextFrames(page);
    await page.getByTestId("cycling-word").scrollIntoViewIfNeeded();
    await nextFrames(page);
    const first = await letterColours(page);
    expect(new Set(first).size).toBe(1);
    await page.clock.runFor(timing.colorCycleMs * 2 + 200);
    expect(await letterColours(page)).toEqual(first);
  });
});

test.describe("team", { tag: "@any-screen" }, () => {
  test("every member of the content, in its order, with photo, CV PDF in a new tab, phone, e-mail and LinkedIn", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 2, name: team.title })).toBeVisible();
    const members = page.getByTestId("team-member");
    await expect(members).toHaveCount(team.members.length);
    for (const [index, member] of (await members.all()).entries()) {
      const person = team.members[index];
      await expect(member).toContainText(person.name);
      await member.scrollIntoViewIfNeeded();
      const photo = member.locator("img[alt]:not([alt=''])").last();
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      const cv = member.getByRole("link", { name: team.cvLabel });
      await expect(cv).toHaveAttribute("target", "_blank");
      await expect(cv).toHaveAttribute("rel", "noopener noreferrer");
      const href = (await cv.getAttribute("href"))!;
      expect(href).toMatch(/\.pdf$/);
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      const linkedin = member.getByRole("link", { name: team.linkedinLabel });
      await expect(linkedin).toHaveAttribute("href", person.linkedin);
      await expect(linkedin).toHaveAttribute("target", "_blank");
      await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
      await expect(member.locator(`a[href='${telHref(person.phone)}']`)).toHaveCount(1);
      await expect(member.locator(`a[href='mailto:${person.email}']`)).toHaveCount(1);
    }
  });

  test("the CV button opens the PDF in a new tab", async ({ page }) => {
    await open(page);
    const cv = page.getByTestId("team-member").first().getByRole("link", { name: team.cvLabel });
    const [popup] = await Promise.all([page.waitForEvent("popup"), cv.click()]);
    await popup.waitForURL(/\.pdf$/, { waitUntil: "commit" });
    expect(new URL(popup.url()).pathname).toMatch(/\.pdf$/);
    expect(page.url()).toMatch(/\/studio$/);
  });
});

test.describe("collaborators", { tag: "@any-screen" }, () => {
  test("a row for each collaborator of the content, each an external link in a new tab", async ({ page }) => {
    await open(page);
    const rows = page.getByTestId("collaborator");
    await expect(rows).toHaveCount(collaborators.items.length);
    for (const row of await rows.all()) {
      await expect(row).toHaveAttribute("href", /^https:\/\//);
      await expect(row).toHaveAttribute("target", "_blank");
      await expect(row).toHaveAttribute("rel", "noopener noreferrer");
    }
    const first = collaborators.items[0];
    await expect(rows.first()).toHaveAccessibleName(
      new RegExp([first.name, first.role, site.controls.newTab].map((text) => literally(text).source).join(".*")),
    );
  });
});

/** Where a mascot sits inside the playground, in px from the playground's top-left. */
async function offsetIn(mascot: Locator, stage: Locator) {
  const [m, s] = [await mascot.boundingBox(), await stage.boundingBox()];
  return {
    left: m!.x - s!.x,
    top: m!.y - s!.y,
    right: m!.x + m!.width - s!.x,
    bottom: m!.y + m!.height - s!.y,
    stageWidth: s!.width,
    stageHeight: s!.height,
  };
}

function near(actual: number, expected: number, tolerance = 1) {
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(tolerance);
}

type Point = { x: number; y: number };

/** A one-finger drag from `from` to `to` through the browser's real touch input. */
async function touchDrag(cdp: CDPSession, from: Point, to: Point, onHold?: () => Promise<void>) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: from.x + ((to.x - from.x) * step) / 10, y: from.y + ((to.y - from.y) * step) / 10 }],
    });
  }
  await onHold?.();
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test.describe("mascot playground", () => {
  test("10 mascots (7 under 640 px) over the 30-second marquee, decorative", async ({ page }) => {
    await open(page);
    const playground = page.getByTestId("playground");
    // Far below the fold at load: no mascot is placed until the playground comes near.
    expect(await playground.evaluate((el) => el.getBoundingClientRect().top / window.innerHeight)).toBeGreaterThan(1.6);
    // The observer that places them has reported the playground far away by now.
    await nextFrames(page);
    await expect(page.getByTestId("playground-mascot")).toHaveCount(0);
    await playground.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("playground-mascot")).toHaveCount(isNarrow(page) ? 7 : 10);
    await animationsEnded(page.getByTestId("playground-stage"));
    expect(await sidewaysOverflow(page)).toBe(0);
    await expect(page.getByTestId("playground-stage")).toHaveAttribute("aria-hidden", "true");
    const marquee = playground.getByTestId("marquee");
    await expect(marquee).toContainText(studioPage.playground.marquee);
    expect(await marquee.locator("[aria-hidden=true]").evaluate((track) => getComputedStyle(track).animationDuration)).toBe("30s");
    // Only mascots take touch gestures; the rest of the area scrolls the page.
    await expect(page.getByTestId("playground-stage")).toHaveCSS("touch-action", "auto");
    await expect(page.getByTestId("playground-mascot").first()).toHaveCSS("touch-action", "none");
  });

  test("dragging a mascot moves it, frightens it while held, and it springs back inside the bounds", async ({ page, d }) => {
    // With a mouse: the shared behaviour (e2e/behaviours/studio.ts), which Firefox runs too. With a finger (below
    // 640 px), through Chromium's own touch input.
    if (!isNarrow(page)) {
      await mascotDrag(d);
      return;
    }
    await open(page);
    const stage = page.getByTestId("playground-stage");
    await stage.scrollIntoViewIfNeeded();
    const mascots = page.getByTestId("playground-mascot");
    await expect(mascots).toHaveCount(7);
    await animationsEnded(stage);
    // The last mascot is drawn above the others, so nothing covers the point we grab.
    const mascot = mascots.last();
    const face = mascot.locator("svg");
    const before = await mascot.boundingBox();
    const stageBox = await stage.boundingBox();
    const grab = { x: before!.x + before!.width / 2, y: before!.y + before!.height / 2 };
    // A small move towards the middle of the area, well inside the bounds.
    const by = { x: grab.x < stageBox!.x + stageBox!.width / 2 ? 30 : -30, y: grab.y < stageBox!.y + stageBox!.height / 2 ? 20 : -20 };
    // Then far past the top-left corner, staying inside the window.
    const corner = { x: 2, y: 2 };
    await expect(face).toHaveAttribute("data-terrified", "false");
    const cdp = await page.context().newCDPSession(page);
    await touchDrag(cdp, grab, { x: grab.x + by.x, y: grab.y + by.y }, async () => {
      await expect(face).toHaveAttribute("data-terrified", "true");
    });
    await expect(face).toHaveAttribute("data-terrified", "false");
    await animationsEnded(mascot);
    const moved = await mascot.boundingBox();
    near(moved!.x - before!.x, by.x, 3);
    near(moved!.y - before!.y, by.y, 3);
    await touchDrag(cdp, { x: moved!.x + moved!.width / 2, y: moved!.y + moved!.height / 2 }, corner);
    await expect(face).toHaveAttribute("data-terrified", "false");
    await animationsEnded(mascot);
    const settled = await offsetIn(mascot, stage);
    near(settled.left, 120);
    near(settled.top, 60);
  });

  test("a mascot dropped past the bottom-right corner comes back inside", async ({ page }) => {
    test.skip(isNarrow(page), "mouse drag; touch is covered above");
    await open(page);
    const stage = page.getByTestId("playground-stage");
    await stage.scrollIntoViewIfNeeded();
    const mascots = page.getByTestId("playground-mascot");
    await expect(mascots).toHaveCount(10);
    await animationsEnded(stage);
    const mascot = mascots.last();
    const box = await mascot.boundingBox();
    const viewport = page.viewportSize()!;
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.down();
    await page.mouse.move(viewport.width - 2, viewport.height - 2, { steps: 12 });
    // Held past the edge, the mascot is partly out of the area, and the page still has no sideways scroll.
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.mouse.up();
    await expect(mascot).toHaveAttribute("data-dragging", "false");
    await animationsEnded(mascot);
    const settled = await offsetIn(mascot, stage);
    near(settled.right, settled.stageWidth);
    near(settled.bottom, settled.stageHeight - 60);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("a swipe on the playground outside the mascots scrolls the page", async ({ page }) => {
    test.skip(!isNarrow(page), "touch");
    await open(page);
    const stage = page.getByTestId("playground-stage");
    await stage.scrollIntoViewIfNeeded();
    const box = await stage.boundingBox();
    const before = await page.evaluate(() => window.scrollY);
    const cdp = await page.context().newCDPSession(page);
    // The left 120 px are kept free of mascots.
    await touchDrag(cdp, { x: 40, y: box!.y + box!.height / 2 }, { x: 40, y: box!.y + box!.height / 2 - 200 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
  });
});

test.describe("where we are", () => {
  test(
    "the map loads only near the viewport, with its marker, attribution and both links; its tiles are asked for with this site's referer",
    { tag: "@any-screen" },
    async ({ page, d }) => {
      const referers: (string | undefined)[] = [];
      await page.route(TILE_HOST, async (route) => {
        referers.push((await route.request().headerValue("referer")) ?? undefined);
        await route.abort("blockedbyclient");
      });
      // The shared behaviour (e2e/behaviours/studio.ts), which Firefox and WebKit run at 390 and 1440 px.
      await studioMap(d);
      // What only Chromium's test can see: the tiles' requests (OpenStreetMap's servers, outside this machine).
      await expect.poll(() => referers.length).toBeGreaterThan(0);
      expect(referers.every((referer) => referer?.startsWith("http://localhost"))).toBe(true);
    },
  );

  test("a plain wheel scrolls the page and asks for Ctrl; the map stays put", async ({ page }) => {
    test.skip(!isDesktop(page), "mouse wheel");
    await open(page);
    await page.getByRole("group", { name: studioPage.whereWeAre.mapLabel }).scrollIntoViewIfNeeded();
    const map = page.getByTestId("studio-map");
    await expect(map.getByTestId("map-marker")).toBeVisible();
    const box = await map.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 3);
    const before = await page.evaluate(() => window.scrollY);
    const markerOffset = async () => {
      const [m, b] = [await map.getByTestId("map-marker").boundingBox(), await map.boundingBox()];
      return { x: Math.round(m!.x - b!.x), y: Math.round(m!.y - b!.y) };
    };
    const offset = await markerOffset();
    const warning = map.locator(".pigeon-overlay-warning");
    await expect(warning).toHaveText(studioPage.whereWeAre.wheelHint);
    // pigeon-maps shows the hint for a moment only: note when it turns visible.
    await warning.evaluate((el: HTMLElement) => {
      const w = window as unknown as { __hintShown: boolean };
      w.__hintShown = false;
      new MutationObserver(() => {
        if (Number(el.style.opacity) > 0) w.__hintShown = true;
      }).observe(el, { attributes: true, attributeFilter: ["style"] });
    });
    await expect(warning).toHaveCSS("opacity", "0");
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hintShown: boolean }).__hintShown)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    // Not zoomed: the pin keeps its place in the map.
    expect(await markerOffset()).toEqual(offset);
  });
});

test.describe("the whole page", () => {
  test("no console error and no serious accessibility violation once everything has loaded", async ({ page, d, consoleErrors }) => {
    await open(page);
    // Down to the bottom in steps, as a visitor would, so that every lazy part comes into view.
    expect(await d.evaluate(scrollThroughPage, { back: false }), "sideways overflow (px)").toBe(0);
    await expect(page.getByTestId("studio-map")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The title is back to full opacity and the entrance animations are over.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("opacity", "1");
    await animationsEnded(page.locator("body"));
    expect(await seriousViolations(page)).toEqual([]);
    expect(siteErrors(consoleErrors)).toEqual([]);
  });
});
