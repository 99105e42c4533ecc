import path from "node:path";
import { htmlFiles, servedFiles } from "../src/gatsby/post-build";
import { pageReads } from "./behaviours/page";
import { expect, seriousViolations, siteErrors, test } from "./fixtures";

/**
 * Every page the build wrote, on a phone: it reads as every engine reads a page of each kind (e2e/behaviours/page.ts:
 * its status, a heading, its content, painted, nothing sticking out sideways at 375 px while scrolling through, every
 * image loaded, no error), and has no serious axe violation. Run on the copies of the site with other content
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
    async ({ page, d, consoleErrors }) => {
      const name = route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
      await pageReads(d, { name, path: route, heading: null, status: route === "/pagina-che-non-esiste" ? 404 : 200 });
      expect(await seriousViolations(page)).toEqual([]);
      expect(siteErrors(consoleErrors)).toEqual([]);
    },
  );
}
