/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { IMAGE_COMPONENT } from "../plugins/image-renderer-on-demand/gatsby-node";
import { importRendererOnDemand } from "../plugins/image-renderer-on-demand/loader";

// The module webpack bundles for the browser: package.json's browser map sends the ESM entry to it.
const distDir = path.dirname(require.resolve("gatsby-plugin-image/package.json"));
const entry = fs.readFileSync(path.join(distDir, "dist/gatsby-image.browser.modern.js"), "utf8");
const componentFile = path.join(distDir, "dist", /from"\.\/(index\.browser-[0-9a-f]+\.js)"/.exec(entry)![1]);
const original = fs.readFileSync(componentFile, "utf8");

test("the loader's rule matches the installed component module", () => {
  expect(IMAGE_COMPONENT.test(componentFile)).toBe(true);
});

test("the renderer is imported after the server-rendered return, not before it", () => {
  const rewritten = importRendererOnDemand(original);
  const ssrReturn = rewritten.indexOf('querySelector("[data-gatsby-image-ssr]")');
  const importAt = rewritten.indexOf('import("./lazy-hydrate-');
  expect(ssrReturn).toBeGreaterThan(0);
  expect(importAt).toBeGreaterThan(ssrReturn);
  // Only moved: the same code, the same length, one import.
  expect(rewritten).toHaveLength(original.length);
  expect(rewritten.split('import("./lazy-hydrate-')).toHaveLength(2);
  expect([...rewritten].sort().join("")).toBe([...original].sort().join(""));
});

test("a gatsby-plugin-image whose code changed shape stops the build with a message naming the loader", () => {
  expect(() => importRendererOnDemand("export const x = 1;")).toThrow(/image-renderer-on-demand\/loader\.js/);
  const withoutUse = original.replace(/return (\w+)\.then\(\(\{renderImageToString/, "return $1.finally(({renderImageToString");
  expect(() => importRendererOnDemand(withoutUse)).toThrow(/renders through its renderer import/);
});
