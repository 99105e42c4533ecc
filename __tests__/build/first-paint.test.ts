/**
 * What a page needs for its first paint, from the build output: only its own CSS, the shell's
 * first, no script that can run before the first frame, and every script of its first load marked
 * for eager compilation off the main thread.
 */
import fs from "node:fs";
import path from "node:path";
import { htmlFileFor } from "../../bench/lib/sizes.mjs";
import { COMPILE_HINT } from "../../src/gatsby/compile-hints";
import { builtClassNamesOf } from "../css-module-classes";

const publicDir = path.resolve(__dirname, "../../public");
const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
// Each page with another page's CSS module, whose classes it must not inline.
const pages = [
  { route: "/", component: "component---src-pages-index-tsx", foreign: "src/components/works/work-slider/WorkSlider.module.css" },
  { route: "/works", component: "component---src-pages-works-tsx", foreign: "src/components/home/cover/Cover.module.css" },
  { route: "/studio", component: "component---src-pages-studio-tsx", foreign: "src/components/journal/post-body/PostBody.module.css" },
  { route: "/journal", component: "component---src-templates-journal-list-tsx", foreign: "src/components/studio/team/Team.module.css" },
  { route: "/404", component: "component---src-pages-404-tsx", foreign: "src/components/home/faq/Faq.module.css" },
];
/** The classes of a CSS module that a page's inline CSS defines. */
const inlinedClassesOf = (html: string, modulePath: string) => {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return builtClassNamesOf(modulePath).filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css));
};

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
  expect(inlinedClassesOf(fs.readFileSync(htmlFileFor(publicDir, "/"), "utf8"), pages[1].foreign).length).toBeGreaterThan(3);
  expect(inlinedClassesOf(fs.readFileSync(htmlFileFor(publicDir, "/works"), "utf8"), pages[0].foreign).length).toBeGreaterThan(3);
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
