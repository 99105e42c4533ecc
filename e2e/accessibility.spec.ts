import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { ACCESSIBILITY_STANDARDS } from "../src/content/collections";
import { routes } from "../src/lib/routes";
import { readContent } from "./content";
import { animationsEnded, expect, siteErrors, test, waitForHydration } from "./fixtures";
import { focusStop } from "./focus-stop";
import { scrollThroughPage } from "./page-steps";
import { pageKinds } from "./pages";

/**
 * What the accessibility statement (content/pages/accessibilita.yaml) claims, proved on one page of every kind, at
 * 1280×800 and 375×667, on a first visit (the cookie bar shown), in one load each: axe's rules of the standard it
 * names with no violation of any impact, and its best practices with none serious or critical; nothing wider than the
 * window; no console error; and Tab through the whole page never leaves focus entirely hidden under the header or the
 * bar. After a choice the bar goes, and the page changes beyond that only where the call-to-action ball rises (home and
 * studio, on wide screens): there Tab goes through the page again. Firefox and WebKit tab through every kind of page
 * in the engines suite. docs/testing.md's table of behaviours says where each check lives.
 */
const content = readContent();
const { conformance } = content.accessibilityPage;

/** axe's tags for each standard the statement may claim: its level's rules and those of the versions before. */
const AXE_TAGS: Record<(typeof ACCESSIBILITY_STANDARDS)[number], string[]> = {
  "WCAG 2.2 livello AA": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
};
const axeTags = AXE_TAGS[conformance.standard as keyof typeof AXE_TAGS];

/** The window of the measurements: a small phone's, and the desktop project's. */
const PHONE = { width: 375, height: 667 };
/** The kinds whose page changes after a choice beyond the bar itself: the call-to-action ball rises there (1024 px and wider). */
const BALL_PAGES = new Set(["home", "studio"]);

async function firstVisit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.ok() || response?.status() === 404).toBe(true);
  await waitForHydration(page);
}

/** Every focus stop that Tab reaches from the top of the page, until focus leaves the page. */
async function tabThrough(page: Page) {
  const stops: { name: string; hidden: boolean }[] = [];
  for (let presses = 0; presses < 400; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(focusStop);
    if (!stop) return stops;
    expect(stop.again, `${stop.name} reached twice`).toBe(false);
    stops.push(stop);
  }
  throw new Error(`Tab never left the page: ${stops.length} stops`);
}

for (const kind of pageKinds(content)) {
  test(`${kind.name}: on a first visit, no ${conformance.standard} violation (axe), nothing sideways, no console error; Tab never leaves focus hidden under the header or the cookie bar`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const wide = testInfo.project.name === "desktop";
    if (!wide) await page.setViewportSize(PHONE);
    await firstVisit(page, kind.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(kind.heading);
    await expect(page.getByRole("button", { name: content.site.cookieBar.accept })).toBeVisible();
    // Every page links to the statement, the 404 too (it has no footer, but the footer's small print).
    await expect(page.getByRole("link", { name: content.site.footer.accessibilityLabel, exact: true })).toHaveAttribute("href", routes.accessibility);
    // Down the page as a visitor scrolls, so that every section is shown and laid out at its real size, then back at
    // the top, where titles that fade on scroll are at full strength, once the reveals have played.
    expect(await page.evaluate(scrollThroughPage), "sideways overflow (px)").toBe(0);
    await animationsEnded(page.locator("body"));
    // One run for both rule sets: the standard's, every impact, and axe's best practices, serious and critical.
    const results = await new AxeBuilder({ page }).withTags([...axeTags, "best-practice"]).analyze();
    const named = (violations: typeof results.violations) =>
      violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(named(results.violations.filter((v) => v.tags.some((tag) => axeTags.includes(tag)))), conformance.standard).toEqual([]);
    expect(named(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")), "best practices").toEqual([]);
    expect(siteErrors(consoleErrors)).toEqual([]);

    const withBar = await tabThrough(page);
    // Tab went through the whole page, down to the bar (after the footer).
    expect(withBar.some((stop) => stop.name.includes(content.site.cookieBar.accept))).toBe(true);
    expect(withBar.filter((stop) => stop.hidden).map((stop) => stop.name)).toEqual([]);
    if (!(wide && BALL_PAGES.has(kind.name))) return;

    await page.getByRole("button", { name: content.site.cookieBar.decline, exact: true }).click();
    await firstVisit(page, kind.path);
    await expect(page.getByRole("button", { name: content.site.cookieBar.accept })).toHaveCount(0);
    const afterChoice = await tabThrough(page);
    expect(afterChoice.length, "focus stops after the choice").toBeGreaterThan(3);
    expect(afterChoice.filter((stop) => stop.hidden).map((stop) => stop.name)).toEqual([]);
  });
}

test("the statement states the standard these tests run, its status, and where to report a problem", { tag: "@any-screen" }, async ({ page }) => {
  const statement = content.accessibilityPage;
  await firstVisit(page, routes.accessibility);
  const summary = page.getByRole("region", { name: statement.summary.label });
  await expect(summary).toContainText(conformance.standard);
  await expect(summary).toContainText(new RegExp(conformance.status, "i"));
  await expect(page.getByRole("main").getByRole("link", { name: content.site.email })).toHaveAttribute("href", `mailto:${content.site.email}`);
  // Linked from the footer of the page it is on, as from every other.
  await expect(page.locator("footer").getByRole("link", { name: content.site.footer.accessibilityLabel })).toHaveAttribute(
    "href",
    routes.accessibility,
  );
});
