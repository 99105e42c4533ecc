/**
 * @jest-environment node
 */
// The browser bundle's source maps out of the deploy (src/gatsby/source-maps.ts); the build's own maps and public/ are
// checked by __tests__/build/headers.test.ts and journal.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeSourceMaps, SOURCE_MAPS_DIR, withSourceMapsApart } from "../src/gatsby/source-maps";

test("the maps go beside public/, and no script names one", () => {
  const config = withSourceMapsApart({ devtool: "source-map", output: { path: "/site/public", filename: "[name]-[contenthash].js" } });
  expect(config).toEqual({
    devtool: "hidden-source-map",
    output: { path: "/site/public", filename: "[name]-[contenthash].js", sourceMapFilename: `../${SOURCE_MAPS_DIR}/[file].map` },
  });
  expect(path.posix.join("/site/public", config.output.sourceMapFilename)).toBe(`/site/${SOURCE_MAPS_DIR}/[file].map`);
});

test("a bundle that names no output stops the build, naming the module", () => {
  expect(() => withSourceMapsApart({ devtool: "source-map" })).toThrow(/^src\/gatsby\/source-maps\.ts: /);
});

test("an earlier build's maps leave public/, and nothing else", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  for (const file of ["app-1.js", "app-1.js.map", "admin/cms.js", "admin/cms.js.map", "static/x.webp"]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "x");
  }
  expect(removeSourceMaps(dir)).toBe(2);
  expect(fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()).toEqual(["admin", "admin/cms.js", "app-1.js", "static", "static/x.webp"]);
  fs.rmSync(dir, { recursive: true, force: true });
});
