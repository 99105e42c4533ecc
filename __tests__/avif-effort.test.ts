/**
 * @jest-environment node
 */
import fs from "node:fs";
import { applyAvifEffort, pluginAvifCall } from "../src/gatsby/avif-effort";

test("the installed gatsby-plugin-sharp gives sharp's avif() a quality and no effort, which avif-effort.ts adds", () => {
  const source = fs.readFileSync(require.resolve("gatsby-plugin-sharp/process-file"), "utf8");
  expect(pluginAvifCall(source)).toMatch(/quality/);
});

test("a plugin that stops calling avif({ … }), or sets the effort itself, stops the build with a message naming the module", () => {
  expect(() => pluginAvifCall("pipeline.heif({ compression: 'av1' })")).toThrow(/avif-effort\.ts: .*no longer calls sharp's avif/);
  expect(() => pluginAvifCall(".avif({ quality: q, effort: 4 })")).toThrow(/remove src\/gatsby\/avif-effort\.ts/);
});

test("avif() gets the effort when its caller names none, keeps the caller's own, and is wrapped once", () => {
  const calls: unknown[] = [];
  class FakeSharp {
    avif(options?: unknown) {
      calls.push(options);
      return this;
    }
  }
  const target = FakeSharp as unknown as Parameters<typeof applyAvifEffort>[0];
  applyAvifEffort(target, 2);
  applyAvifEffort(target, 2);
  const image = new FakeSharp();
  image.avif({ quality: 50, force: false } as never);
  image.avif({ quality: 50, effort: 6 } as never);
  image.avif();
  expect(calls).toEqual([{ effort: 2, quality: 50, force: false }, { effort: 6, quality: 50 }, { effort: 2 }]);
});
