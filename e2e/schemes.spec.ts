import type { Page } from "@playwright/test";
import { fill } from "../src/lib/text";
import { localizedRoutes, routes } from "../src/lib/routes";
import { SCHEME_KEY } from "../src/components/shell/scheme-switch/scheme";
import { colors, schemes } from "../src/styles/tokens";
import { content } from "./behaviours/content";
import { hexToRgb } from "./behaviours/steps";
import { readContent } from "./content";
import { expect, test, waitForHydration } from "./fixtures";
import { pageKinds } from "./pages";

/**
 * Issue 58: the dark scheme, the switch, forced colours, print and the route announcer, in Chromium. Firefox and
 * WebKit check the dark scheme and the choice once each (e2e-engines/checks.mjs); axe's colour rules run in the dark
 * on every kind (e2e/accessibility.spec.ts, e2e/languages.spec.ts).
 */
const paper = (scheme: "light" | "dark") => hexToRgb(schemes[scheme].paper);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * What each of the page's first frames is painted from: a callback before each of the first animation frames, set
 * before the document's first byte is parsed, reads the body's background (or, before the body is parsed, the
 * canvas's scheme). Frames are painted from that state, so a frame painted light would be read light.
 */
async function recordFirstFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { __frames: string[] }).__frames = frames;
    const record = () => {
      frames.push(
        document.body ? getComputedStyle(document.body).backgroundColor : `canvas ${getComputedStyle(document.documentElement).colorScheme}`,
      );
      if (frames.length < 3) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

/** The first frame's state, once it has been painted: a page may finish loading before its first frame, on a busy machine. */
async function firstFrame(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __frames: string[] }).__frames.length), { message: "a frame was painted" })
    .toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { __frames: string[] }).__frames[0]);
}

/** Every frame while `act` runs: the body's background and the page transition's circles. */
async function framesDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { __during: string[] }).__during = frames;
    const record = () => {
      const circles = [...document.querySelectorAll("[data-testid=page-transition] span")].map((el) => getComputedStyle(el).backgroundColor);
      frames.push([getComputedStyle(document.body).backgroundColor, ...circles].join(" "));
      if (frames.length < 600) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await act();
  return page.evaluate(() => (window as unknown as { __during: string[] }).__during);
}

test.describe("under a dark system", () => {
  test.use({ colorScheme: "dark" });

  for (const kind of pageKinds(content)) {
    test(`${kind.name}: the first frame painted is dark`, { tag: "@any-screen" }, async ({ page }) => {
      await recordFirstFrames(page);
      await page.goto(kind.path, { waitUntil: "load" });
      const first = await firstFrame(page);
      expect([paper("dark"), "canvas dark"], `the first frame: ${first}`).toContain(first);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-paint").length)).toBe(1);
    });
  }

  test("a client-side navigation and its ripple paint no light frame", { tag: "@any-screen" }, async ({ page }) => {
    await page.goto(routes.works);
    await waitForHydration(page);
    const frames = await framesDuring(page, async () => {
      await page.locator("header").getByRole("link", { name: content.site.nav.studio, exact: true }).click();
      await page.waitForURL(`**${routes.studio}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
    // The ripple was seen (its orange circle, then the paper's), and no frame held the light paper.
    expect(frames.some((frame) => frame.includes(hexToRgb(colors.orange)))).toBe(true);
    expect(frames.filter((frame) => frame.includes(paper("light")))).toEqual([]);
  });
});

test("on a light system, a chosen dark scheme is in the first frame", { tag: "@any-screen" }, async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, "dark"), SCHEME_KEY);
  await recordFirstFrames(page);
  await page.goto(routes.home, { waitUntil: "load" });
  const first = await firstFrame(page);
  expect([paper("dark"), "canvas dark"], `the first frame: ${first}`).toContain(first);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("the system's scheme applies, and no switch is offered", { tag: "@any-screen" }, async ({ page }) => {
    await page.goto(routes.home);
    expect(await bodyBackground(page)).toBe(paper("dark"));
    await expect(page.getByRole("group", { name: content.site.scheme.label })).toBeHidden();
  });
});

test("the switch's choice holds across a reload and a navigation; the system's leaves nothing stored", { tag: "@any-screen" }, async ({ page }) => {
  const copy = content.site.scheme;
  const choices = () => page.locator("header").getByRole("group", { name: copy.label });
  await page.goto(routes.works);
  await waitForHydration(page);
  expect(await bodyBackground(page)).toBe(paper("light"));
  await expect(choices().getByRole("radio", { name: copy.system })).toBeChecked();

  const option = (name: string) => choices().locator("label", { has: page.getByRole("radio", { name }) });
  await option(copy.dark).click();
  await expect(choices().getByRole("radio", { name: copy.dark })).toBeChecked();
  expect(await bodyBackground(page)).toBe(paper("dark"));
  expect(await page.evaluate((key) => localStorage.getItem(key), SCHEME_KEY)).toBe("dark");
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute("content", schemes.dark.paper);

  // A reload: dark before any script of the app, from the inline script in the head.
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
  expect(await bodyBackground(page)).toBe(paper("dark"));
  await waitForHydration(page);
  await expect(choices().getByRole("radio", { name: copy.dark })).toBeChecked();

  // A navigation inside the site.
  await page.locator("header").getByRole("link", { name: content.site.nav.studio, exact: true }).click();
  await page.waitForURL(`**${routes.studio}`);
  expect(await bodyBackground(page)).toBe(paper("dark"));
  await expect(choices().getByRole("radio", { name: copy.dark })).toBeChecked();

  // Back to the system's: nothing kept.
  await option(copy.system).click();
  expect(await bodyBackground(page)).toBe(paper("light"));
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test.describe("under forced colours", () => {
  test.use({ forcedColors: "active" });

  for (const route of [routes.home, routes.brief]) {
    test(`${route}: every focus stop shows an outline and every control keeps a visible edge`, { tag: "@any-screen" }, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      // The scheme switches (the header's and the menu's) come after hydration.
      await expect(page.locator("header fieldset")).toHaveCount(2);
      // Every control shown: a button, a field, a select, or the label of a visually hidden radio or checkbox.
      const edgeless = await page.evaluate(() => {
        const shown = (el: Element) => {
          const box = el.getBoundingClientRect();
          return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== "hidden";
        };
        const controls = [...document.querySelectorAll("button, select, textarea, input, label:has(> input.visually-hidden)")].filter(
          (el) => shown(el) && !el.closest("[hidden], [aria-hidden=true]"),
        );
        const edged = (el: Element) => {
          const style = getComputedStyle(el);
          const sides = ["Top", "Right", "Bottom", "Left"] as const;
          return sides.every((side) => style[`border${side}Style`] !== "none" && parseFloat(style[`border${side}Width`]) >= 1);
        };
        return controls
          .filter((el) => !edged(el) && !(el.parentElement && edged(el.parentElement) && el.tagName === "LABEL"))
          .map((el) => el.outerHTML.slice(0, 120));
      });
      expect(edgeless).toEqual([]);
      // Tab through the page: each stop has a ring, on itself or, for a hidden radio, on its label.
      const seen = new Set<string>();
      for (let step = 0; step < 200; step += 1) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const ringed = (target: Element | null) =>
            !!target && getComputedStyle(target).outlineStyle !== "none" && parseFloat(getComputedStyle(target).outlineWidth) >= 1;
          return { id: el.outerHTML.slice(0, 100), ringed: ringed(el) || ringed(el.closest("label")) };
        });
        if (!stop || seen.has(stop.id)) break;
        seen.add(stop.id);
        expect(stop.ringed, stop.id).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(5);
    });
  }
});

test("a post printed shows no site chrome, and its links' addresses", { tag: "@any-screen" }, async ({ page }) => {
  const post = content.posts[0];
  await page.goto(routes.journalPost(post.slug));
  await waitForHydration(page);
  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  // The header and its menu, the footer, the cookie bar, the contents and the neighbours: none is laid out.
  const chrome = page.locator("[data-chrome]");
  expect(await chrome.count()).toBeGreaterThan(4);
  await expect
    .poll(() => chrome.evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== "none").map((el) => el.outerHTML.slice(0, 80))))
    .toEqual([]);
  expect(await bodyBackground(page)).toBe(paper("light"));
  const links = await page
    .locator("main a[href^='http'], main a[href^='/']")
    .evaluateAll((anchors) =>
      anchors
        .filter((a) => a.getBoundingClientRect().width > 0 && a.getAttribute("aria-hidden") !== "true")
        .map((a) => ({ href: a.getAttribute("href")!, after: getComputedStyle(a, "::after").content })),
    );
  expect(links.length).toBeGreaterThan(0);
  for (const { href, after } of links) expect(after, href).toContain(href);
});

for (const locale of ["it", "en"] as const) {
  test(`a client-side navigation is announced in ${locale === "it" ? "Italian" : "English"}`, { tag: "@any-screen" }, async ({ page }) => {
    const copy = locale === "it" ? content : readContent(undefined, undefined, "en");
    const localRoutes = localizedRoutes[locale];
    await page.goto(localRoutes.works);
    await waitForHydration(page);
    await page.locator("header").getByRole("link", { name: copy.site.nav.studio, exact: true }).click();
    await page.waitForURL(`**${localRoutes.studio}`);
    // The new page's heading, once the new page is shown (the URL changes before it renders).
    const heading = pageKinds(copy, locale).find((kind) => kind.name === "studio")!.heading as string;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("[data-route-announcer]")).toHaveText(fill(copy.site.announcer.navigated, { title: heading }));
    // Gatsby's own, in English, is out of the accessibility tree: the one live region that speaks is the page's.
    await expect(page.locator("#gatsby-announcer")).toBeHidden();
    const spoken = await page.evaluate(() =>
      [...document.querySelectorAll("[aria-live]")]
        .filter((el) => el.checkVisibility() || el.classList.contains("visually-hidden"))
        .map((el) => el.textContent?.trim()),
    );
    expect(spoken.filter(Boolean)).toEqual([fill(copy.site.announcer.navigated, { title: heading })]);
  });
}
