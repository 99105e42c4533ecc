import AxeBuilder from "@axe-core/playwright";
import type { ACCESSIBILITY_STANDARDS } from "../src/content/collections";
import { routes } from "../src/lib/routes";
import { content } from "./behaviours/content";
import { pageReads } from "./behaviours/page";
import { focusNeverHidden } from "./behaviours/tab-walk";
import { animationsEnded, expect, siteErrors, test, waitForHydration } from "./fixtures";
import { pageKinds } from "./pages";
import { schemes } from "../src/styles/tokens";
import { hexToRgb } from "./behaviours/steps";

/**
 * What the accessibility statement (content/pages/accessibilita.yaml) claims, proved on one page of every kind, at
 * 1280×800 and 375×667, on a first visit (the cookie bar shown), in one load each: axe's rules of the standard it
 * names with no violation of any impact, and its best practices with none serious or critical; nothing wider than the
 * window; no console error; and Tab through the whole page never leaves focus entirely hidden under the header or the
 * bar. After a choice the bar goes, and the page changes beyond that only where the call-to-action ball rises (home and
 * studio, on wide screens): there Tab goes through the page again. The page's reading and the Tab walk are the shared
 * behaviours (e2e/behaviours/page.ts, e2e/behaviours/tab-walk.ts) that Firefox and WebKit run in the engines suite.
 * docs/testing.md's table of behaviours says where each check lives.
 */
const { conformance } = content.accessibilityPage;

/** axe's tags for each standard the statement may claim: its level's rules and those of the versions before. */
const AXE_TAGS: Record<(typeof ACCESSIBILITY_STANDARDS)[number], string[]> = {
  "WCAG 2.2 livello AA": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
};
const axeTags = AXE_TAGS[conformance.standard as keyof typeof AXE_TAGS];

/** axe's rules that read colours: all a scheme changes (docs/testing.md, "Accessibility"). */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The window of the measurements: a small phone's, and the desktop project's. */
const PHONE = { width: 375, height: 667 };

for (const kind of pageKinds(content)) {
  test(`${kind.name}: on a first visit, no ${conformance.standard} violation (axe), nothing sideways, no console error; Tab never leaves focus hidden under the header or the cookie bar`, async ({
    page,
    d,
    consoleErrors,
  }, testInfo) => {
    // axe in both schemes and a Tab walk through every stop, twice where the ball rises: the studio's took 30.8 s of the
    // default 30 on a loaded run (run 19), so this test has three times the default.
    test.slow();
    if (testInfo.project.name !== "desktop") await page.setViewportSize(PHONE);
    // As it reads in every engine: its status, heading and content, the width asked for, painted, nothing sideways
    // while scrolling through it (so that every section is shown and laid out at its real size), every image loaded,
    // no error; then back at the top, where titles that fade on scroll are at full strength, once the reveals have played.
    await pageReads(d, kind);
    await expect(page.getByRole("button", { name: content.site.cookieBar.accept })).toBeVisible();
    // Every page links to the statement, the 404 too (it has no footer, but the footer's small print).
    await expect(page.getByRole("link", { name: content.site.footer.accessibilityLabel, exact: true })).toHaveAttribute("href", routes.accessibility);
    // One run for both rule sets: the standard's, every impact, and axe's best practices, serious and critical.
    const results = await new AxeBuilder({ page }).withTags([...axeTags, "best-practice"]).analyze();
    const named = (violations: typeof results.violations) =>
      violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(named(results.violations.filter((v) => v.tags.some((tag) => axeTags.includes(tag)))), conformance.standard).toEqual([]);
    expect(named(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")), "best practices").toEqual([]);
    // The dark scheme changes colours and nothing else: the same page, the system turned dark, axe's colour rules again.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(hexToRgb(schemes.dark.paper));
    // Pills ease their colours (0.2 s): axe reads them once they have arrived.
    await animationsEnded(page.locator("body"));
    const dark = await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze();
    expect(named(dark.violations), `${conformance.standard}, dark`).toEqual([]);
    await page.emulateMedia({ colorScheme: "light" });
    expect(siteErrors(consoleErrors)).toEqual([]);

    // Then Tab through the whole page, and again after a choice where the ball rises (home and studio, wide screens).
    await focusNeverHidden(d, kind);
  });
}

test("the statement states the standard these tests run, its status, and where to report a problem", { tag: "@any-screen" }, async ({ page }) => {
  const statement = content.accessibilityPage;
  await page.goto(routes.accessibility);
  await waitForHydration(page);
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
