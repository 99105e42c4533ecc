import path from "node:path";
import { htmlFiles, servedFiles } from "../src/gatsby/post-build";
import { animationsEnded, expect, seriousViolations, siteErrors, test, waitForHydration } from "./fixtures";

/**
 * Every page the build wrote, on a phone: it loads, hydrates with no console error, scrolls with nothing sticking
 * out sideways at 375 px, and has no serious axe violation. Run on the copies of the site with other content
 * (scripts/content-variant-test.mjs: an editor's commit, content at the edges of the schema); the main run has
 * each page's own spec for this.
 */
const routes = [...servedFiles(htmlFiles(path.resolve("public"))).keys()]
  .filter((route) => !route.startsWith("/admin") && !route.startsWith("/404"))
  .concat("/pagina-che-non-esiste");

for (const route of routes) {
  test(
    `${route} renders at 375 px: no console error, no sideways scroll, no serious axe violation`,
    { tag: "@phone" },
    async ({ page, consoleErrors }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === "/pagina-che-non-esiste" ? 404 : 200);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
      // Down the page as a visitor scrolls, so that every section is shown and laid out at its real size.
      const widest = await page.evaluate(async () => {
        let widest = 0;
        for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          widest = Math.max(widest, document.documentElement.scrollWidth - document.documentElement.clientWidth);
        }
        return widest;
      });
      expect(widest, "sideways overflow (px)").toBe(0);
      // Back at the top, where titles that fade on scroll are at full strength, once the reveals have played.
      await page.evaluate(() => window.scrollTo(0, 0));
      await animationsEnded(page.locator("body"));
      expect(await seriousViolations(page)).toEqual([]);
      expect(siteErrors(consoleErrors)).toEqual([]);
    },
  );
}
