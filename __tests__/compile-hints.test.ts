/**
 * @jest-environment node
 */
import { scriptsOfFirstLoadGroups, isFirstLoadGroup } from "../src/gatsby/compile-hints";

const group = (name: string | null, ...files: string[][]) => ({ name, chunks: files.map((chunkFiles) => ({ files: chunkFiles })) });

test("Gatsby's entry and the page components are a first load; on-demand imports are not", () => {
  expect(isFirstLoadGroup("app")).toBe(true);
  expect(isFirstLoadGroup("component---src-pages-index-tsx")).toBe(true);
  expect(isFirstLoadGroup("studio-map")).toBe(false);
  expect(isFirstLoadGroup(null)).toBe(false);
});

test("the JavaScript of those groups is listed once, shared chunks included, CSS and lazy chunks left out", () => {
  const files = scriptsOfFirstLoadGroups([
    group("app", ["webpack-runtime-1.js"], ["framework-2.js"], ["app.3.css", "app-3.js"]),
    group("component---src-pages-works-tsx", ["b300-4.js"], ["component---src-pages-works-tsx.5.css", "component---src-pages-works-tsx-5.js"]),
    group("component---src-pages-studio-tsx", ["b300-4.js"], ["component---src-pages-studio-tsx-6.js"]),
    group(null, ["454-7.js"]),
    group("studio-map", ["studio-map-8.js"]),
  ]);
  expect([...files].sort()).toEqual(["app-3.js", "b300-4.js", "component---src-pages-studio-tsx-6.js", "component---src-pages-works-tsx-5.js", "framework-2.js", "webpack-runtime-1.js"]);
});
