/**
 * @jest-environment node
 */
import fs from "node:fs";
import React from "react";
import { appStylesFirst, currentCssFiles, withCurrentInlineStyles, withPerPageCss } from "../src/gatsby/per-page-css";

test("Gatsby's all-CSS-in-one cache group is dropped; the others stay", () => {
  const config = {
    mode: "production",
    optimization: { minimize: true, splitChunks: { chunks: "all", cacheGroups: { framework: { name: "framework" }, styles: { name: "styles" } } } },
  };
  const result = withPerPageCss(config);
  expect(result.optimization.splitChunks).toEqual({ chunks: "all", cacheGroups: { framework: { name: "framework" } } });
  expect(result.optimization.minimize).toBe(true);
  expect(config.optimization.splitChunks.cacheGroups).toHaveProperty("styles");
});

test("a Gatsby without that cache group stops the build with a message naming this module", () => {
  expect(() => withPerPageCss({ optimization: { splitChunks: { cacheGroups: {} } } })).toThrow(/per-page-css\.ts/);
});

test("the shell's inline CSS comes before the page's, after the meta tags", () => {
  const head = [
    <meta key="m" name="description" content="x" />,
    <style key="page" data-href="/component---src-pages-index-tsx.a4.css" />,
    <style key="app" data-href="/app.dd7e.css" />,
    <link key="l" rel="icon" href="/favicon.svg" />,
  ];
  const keys = appStylesFirst(head).map((node) => (React.isValidElement(node) ? node.key : null));
  expect(keys).toEqual(["m", "app", "page", "l"]);
});

test("the installed Gatsby still defines the `styles` group this module drops, and inlines CSS as <style data-href>", () => {
  const gatsbyWebpack = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8");
  expect(gatsbyWebpack).toMatch(/styles: \{\s*test\(module\) \{\s*return isCssModule\(module\);\s*\},\s*name: `styles`/);
  const staticEntry = fs.readFileSync(require.resolve("gatsby/cache-dir/static-entry.js"), "utf8");
  expect(staticEntry).toMatch(/<style\s+data-href=\{`\$\{__PATH_PREFIX__\}\/\$\{style\.name\}`\}/);
});

test("a head without the shell's inline CSS stops the build, naming this module", () => {
  expect(() => appStylesFirst([<style key="page" data-href="/component---src-pages-index-tsx.a4.css" />])).toThrow(/per-page-css\.ts/);
});

test("a page kept from an earlier build gets this build's CSS file of each chunk, inlined and named", () => {
  const stats = {
    assetsByChunkName: {
      app: ["app-1a2b3c4d5e.js", "app.aaaaaaaa11.css"],
      "component---src-pages-studio-tsx": ["component---src-pages-studio-tsx.bbbbbbbb22.css"],
    },
  };
  const files: Record<string, string> = {
    "webpack.stats.json": JSON.stringify(stats),
    "app.aaaaaaaa11.css": ".a{color:red}",
    "component---src-pages-studio-tsx.bbbbbbbb22.css": ".b{padding:17px}",
  };
  const css = currentCssFiles((file) => files[file]);
  const style = (file: string, content: string) => `<style data-href="/${file}" data-identity="gatsby-global-css">${content}</style>`;
  const kept = `<head>${style("app.aaaaaaaa11.css", ".a{color:red}")}${style("component---src-pages-studio-tsx.cccccccc33.css", ".b{padding:16px}")}</head>`;
  expect(withCurrentInlineStyles(kept, css)).toBe(
    `<head>${style("app.aaaaaaaa11.css", ".a{color:red}")}${style("component---src-pages-studio-tsx.bbbbbbbb22.css", ".b{padding:17px}")}</head>`,
  );
  expect(() => withCurrentInlineStyles(style("component---src-pages-gone-tsx.dddddddd44.css", ""), css)).toThrow(/per-page-css\.ts/);
});
