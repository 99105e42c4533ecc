import type { Locator, Page } from "@playwright/test";
import { readContent } from "./content";
import { animationsEnded, expect, nextFrames, test, waitForHydration } from "./fixtures";
import { pageKinds } from "./pages";

const content = readContent();
const { site } = content;

/**
 * Back and Forward bring the visitor back exactly where they left, after a real click on a header
 * link (which plays the page transition). Gatsby stores the position of the last scroll event
 * before the route changes, so anything that moves the page during the ripple would be stored.
 * The engines suite (e2e-engines/) runs the same journey in Firefox and WebKit.
 */
/** One page of every kind (src/lib/pages.ts), and the section whose header link leaves it. */
const pages = pageKinds(content).map(({ path, leaveBy }) => ({ path, to: leaveBy }));

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to `wanted` px or as far as the page goes, and returns where it stopped. */
async function scrollDown(page: Page, wanted: number) {
  await page.evaluate((y) => window.scrollTo(0, Math.min(y, document.documentElement.scrollHeight - window.innerHeight)), wanted);
  // Sections shown for the first time take their real height: scroll again until the position holds.
  await expect
    .poll(async () => {
      const before = await scrollY(page);
      await page.evaluate((y) => window.scrollTo(0, Math.min(y, document.documentElement.scrollHeight - window.innerHeight)), wanted);
      await nextFrames(page);
      return (await scrollY(page)) === before;
    })
    .toBe(true);
  return scrollY(page);
}

for (const { path, to } of pages) {
  const link: string = site.nav[to];
  test(`Back and Forward restore the scroll position exactly after a header link on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const left = await scrollDown(page, 1500);
    test.skip(left === 0, "the page is no taller than the window");
    const positions: [string, number][] = [];
    await page.exposeFunction("__scrolled", (at: string, y: number) => positions.push([at, y]));
    await page.evaluate(() =>
      addEventListener("scroll", () =>
        (window as unknown as { __scrolled: (at: string, y: number) => void }).__scrolled(location.pathname, window.scrollY),
      ),
    );
    // Clicks where the control is, as a visitor does (locator.click() would first scroll it "into view",
    // which in Chromium moves the page under a sticky header).
    const clickAt = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      await clickAt(page.getByRole("banner").getByRole("link", { name: link, exact: true }));
    } else {
      await clickAt(page.getByRole("button", { name: site.nav.openMenu }));
      await expect(page.getByRole("dialog")).toBeVisible();
      await animationsEnded(page.getByRole("dialog"));
      // The menu puts focus on its first link; the keyboard leads on from there without moving the page.
      const target = page.getByRole("dialog").getByRole("link", { name: link, exact: true });
      for (let i = 0; i < 4 && !(await target.evaluate((a) => a === document.activeElement)); i += 1) await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
    }
    await page.waitForURL(`**/${to}`);
    // Nothing moved the old page while the ripple played.
    const samePath = (at: string) => at.replace(/\/$/, "") === path.replace(/\/$/, "");
    expect(
      positions.filter(([at, y]) => samePath(at) && y !== left),
      "scroll events before the route changed",
    ).toEqual([]);
    await expect.poll(() => scrollY(page)).toBe(0);
    const there = await scrollDown(page, 700);

    await page.goBack();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === path.replace(/\/$/, "") || (path === "/" && url.pathname === "/"));
    await expect.poll(() => scrollY(page)).toBe(left);
    await page.goForward();
    await page.waitForURL(`**/${to}`);
    await expect.poll(() => scrollY(page)).toBe(there);
  });
}

test("a new visit of a page starts at its top, and a reload comes back where the visitor was", async ({ page }) => {
  const saved = () => page.evaluate(() => Number(sessionStorage.getItem("@@scroll|/|initial")));
  await page.goto("/");
  await waitForHydration(page);
  const left = await scrollDown(page, 2000);
  await expect.poll(saved, "Gatsby has saved the position").toBe(left);

  await page.goto("/");
  await waitForHydration(page);
  await nextFrames(page);
  expect(await scrollY(page), "after a new visit").toBe(0);

  const again = await scrollDown(page, 1200);
  await expect.poll(saved).toBe(again);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page), "after a reload").toBe(again);
});
