/**
 * @jest-environment node
 */
import fs from "node:fs";
import { Stage } from "gatsby/dist/commands/types";
import { BUILD_STAGE_OF, rewritesOutputOf } from "../src/gatsby/build-stages";

test("the output workarounds run in gatsby build's stages, each in its own, and never in gatsby develop's", () => {
  expect(rewritesOutputOf("browserBundle", "build-javascript")).toBe(true);
  expect(rewritesOutputOf("pageHtml", "build-html")).toBe(true);
  expect(rewritesOutputOf("pageHtml", "build-javascript")).toBe(false);
  for (const stage of ["develop", "develop-html", undefined]) {
    expect(rewritesOutputOf("browserBundle", stage)).toBe(false);
    expect(rewritesOutputOf("pageHtml", stage)).toBe(false);
  }
});

test("the installed Gatsby still has these stages, and names the stage inside its bundles as process.env.BUILD_STAGE", () => {
  expect(Object.values(Stage as Record<string, string>)).toEqual(
    expect.arrayContaining([...Object.values(BUILD_STAGE_OF), "develop", "develop-html"]),
  );
  const gatsbyWebpack = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8");
  expect(gatsbyWebpack).toContain("envObject.BUILD_STAGE = JSON.stringify(stage);");
});
