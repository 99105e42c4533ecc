/**
 * What a page needs for its first paint, from the build output: only its own CSS, the shell's
 * first, no script that can run before the first frame, and every script of its first load marked
 * for eager compilation off the main thread.
 */
import fs from "node:fs";
import path from "node:path";
import { htmlFileFor } from "../../bench/lib/sizes.mjs";
import { readContent } from "../../e2e/content";
import { pageKinds } from "../../e2e/pages";
import { COMPILE_HINT } from "../../src/gatsby/compile-hints";
import { builtClassNamesOf } from "../css-module-classes";

const publicDir = path.resolve(__dirname, "../../public");
const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
/** Each kind of page (src/lib/pages.ts), with another page's CSS module, whose classes it must not inline. */
const FOREIGN: Record<string, string> = {
  home: "src/components/works/work-slider/WorkSlider.module.css",
  works: "src/components/home/cover/Cover.module.css",
  work: "src/components/studio/team/Team.module.css",
  studio: "src/components/journal/post-body/PostBody.module.css",
  journal: "src/components/studio/team/Team.module.css",
  post: "src/components/home/faq/Faq.module.css",
  tag: "src/components/studio/team/Team.module.css",
  search: "src/components/home/cover/Cover.module.css",
  brief: "src/components/home/faq/Faq.module.css",
  "brief sent": "src/components/home/cover/Cover.module.css",
  statement: "src/components/home/faq/Faq.module.css",
  "404": "src/components/home/faq/Faq.module.css",
};
// Gatsby names a page component's chunk group after its file: src/pages/index.tsx is component---src-pages-index-tsx.
const pages = pageKinds(readContent(path.resolve(__dirname, "../.."))).map(({ name, route, source }) => ({
  name,
  route,
  component: `component---${source.replace(/[^\w]+/g, "-")}`,
  foreign: FOREIGN[name],
}));
const pageOf = (name: string) => pages.find((page) => page.name === name)!;

/** The classes of a CSS module that a page's inline CSS defines. */
const inlinedClassesOf = (html: string, modulePath: string) => {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return builtClassNamesOf(modulePath).filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css));
};

test("every kind of page has a CSS module of another page to look for", () => {
  expect(pages.filter((page) => !page.foreign).map((page) => `${page.name}: no entry in FOREIGN`)).toEqual([]);
});

describe.each(pages)("$route", ({ route, component, foreign }) => {
  const html = fs.readFileSync(htmlFileFor(publicDir, route), "utf8");
  const inlined = [...html.matchAll(/<style data-href="([^"]+)"/g)].map((m) => m[1]);

  test("inlines the shell's CSS, then its own page's, and no other page's", () => {
    const cssOf = (group: string) => stats.assetsByChunkName[group].filter((name: string) => name.endsWith(".css")).map((name: string) => `/${name}`);
    expect(inlined).toEqual([...cssOf("app"), ...cssOf(component)]);
    expect(inlinedClassesOf(html, foreign)).toEqual([]);
  });

  test("has no script tag that loads before the first paint; one loader lists Gatsby's scripts", () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const listed = /requestAnimationFrame[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
    const appScripts = stats.assetsByChunkName.app.filter((name: string) => name.endsWith(".js")).map((name: string) => `/${name}`);
    expect(JSON.parse(listed ?? "[]")).toEqual(appScripts);
  });

  test("every script of its first load starts with the compile hint", () => {
    const firstLoad = [...stats.namedChunkGroups.app.assets, ...stats.namedChunkGroups[component].assets]
      .map((asset: { name: string }) => asset.name)
      .filter((name: string) => name.endsWith(".js"));
    expect(firstLoad.length).toBeGreaterThanOrEqual(4);
    for (const name of firstLoad) expect(fs.readFileSync(path.join(publicDir, name), "utf8").startsWith(COMPILE_HINT)).toBe(true);
  });
});

test("the check can fail: the home inlines the cover's classes, and the works page the slider's", () => {
  expect(inlinedClassesOf(fs.readFileSync(htmlFileFor(publicDir, pageOf("home").route), "utf8"), pageOf("works").foreign).length).toBeGreaterThan(3);
  expect(inlinedClassesOf(fs.readFileSync(htmlFileFor(publicDir, pageOf("works").route), "utf8"), pageOf("home").foreign).length).toBeGreaterThan(3);
});

test("scripts fetched on demand keep lazy compilation (the map, Swiper core)", () => {
  const onDemand = Object.values(stats.namedChunkGroups as Record<string, { name: string; assets: { name: string }[] }>)
    .filter((group) => group.name === "studio-map")
    .flatMap((group) => group.assets.map((asset) => asset.name))
    .filter((name) => name.endsWith(".js"));
  const swiperCore = fs
    .readdirSync(publicDir)
    .filter((name) => name.endsWith(".js") && fs.readFileSync(path.join(publicDir, name), "utf8").includes("swiper-slide-active"));
  expect(onDemand.length).toBeGreaterThan(0);
  expect(swiperCore.length).toBeGreaterThan(0);
  for (const name of [...onDemand, ...swiperCore]) expect(fs.readFileSync(path.join(publicDir, name), "utf8").startsWith(COMPILE_HINT)).toBe(false);
});

test("/works: the first paint waits until the first entry is whole (rel=expect on the second one)", () => {
  const html = fs.readFileSync(htmlFileFor(publicDir, "/works"), "utf8");
  const target = /<link rel="expect" href="#([\w-]+)" blocking="render"/.exec(html)?.[1];
  const entries = [...html.matchAll(/<article[^>]*\sid="([\w-]+)"/g)].map((match) => match[1]);
  expect(entries.length).toBeGreaterThanOrEqual(2);
  expect(target).toBe(entries[1]);
});
