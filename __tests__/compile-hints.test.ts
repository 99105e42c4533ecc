/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin, scriptsOfFirstLoadGroups, isFirstLoadGroup } from "../src/gatsby/compile-hints";

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
  expect([...files].sort()).toEqual([
    "app-3.js",
    "b300-4.js",
    "component---src-pages-studio-tsx-6.js",
    "component---src-pages-works-tsx-5.js",
    "framework-2.js",
    "webpack-runtime-1.js",
  ]);
});

/** Bundles a two-line app with the installed webpack, as Gatsby's `app` entry, plus one on-demand chunk. */
function bundle(entryName: string): Promise<{ files: Record<string, string>; errors: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.writeFileSync(path.join(dir, "lazy.js"), "export const later = () => 2;\n");
  fs.writeFileSync(path.join(dir, "entry.js"), "export const now = () => 1;\nimport('./lazy.js').then((m) => m.later());\n");
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { [entryName]: "./entry.js" },
    output: { path: path.join(dir, "out"), filename: "[name].js", chunkFilename: "lazy-[id].js" },
    devtool: false,
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve) =>
    compiler.run((error, stats) => {
      // An exception thrown in a processAssets hook fails the run itself (as it fails Gatsby's build).
      if (error || !stats) {
        fs.rmSync(dir, { recursive: true, force: true });
        return resolve({ files: {}, errors: [String(error?.message)] });
      }
      const out = path.join(dir, "out");
      const files = fs.existsSync(out)
        ? Object.fromEntries(fs.readdirSync(out).map((name) => [name, fs.readFileSync(path.join(out, name), "utf8")]))
        : {};
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ files, errors: stats.compilation.errors.map((e) => e.message) });
    }),
  );
}

test("with the installed webpack, the app's script starts with the hint after minification; an on-demand chunk does not", async () => {
  const { files, errors } = await bundle("app");
  expect(errors).toEqual([]);
  expect(files["app.js"].startsWith(COMPILE_HINT)).toBe(true);
  const lazy = Object.keys(files).find((name) => name.startsWith("lazy-"))!;
  expect(files[lazy]).not.toContain("allFunctionsCalledOnLoad");
}, 30000);

test("a bundle without Gatsby's `app` entry stops the build, naming this module", async () => {
  const { errors } = await bundle("main");
  expect(errors.join("\n")).toMatch(/compile-hints\.ts: no `app`/);
}, 30000);
