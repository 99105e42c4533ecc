/**
 * @jest-environment node
 */
import React from "react";
import { appStylesFirst, withPerPageCss } from "../src/gatsby/per-page-css";

test("Gatsby's all-CSS-in-one cache group is dropped; the others stay", () => {
  const config = { mode: "production", optimization: { minimize: true, splitChunks: { chunks: "all", cacheGroups: { framework: { name: "framework" }, styles: { name: "styles" } } } } };
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
