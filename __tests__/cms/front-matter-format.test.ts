/**
 * @jest-environment node
 */
// The CMS's format for works and posts (src/cms/front-matter-format.ts): the build's YAML-only reader and writer, so
// that what the CMS reads and saves is what the build reads. The browser's side is e2e/cms.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { frontMatterFormat } from "../../src/cms/front-matter-format";
import { works } from "../../src/content/collections";
import { readFrontMatter } from "../../src/content/front-matter.mjs";
import { LOCALES } from "../../src/lib/locales";

const contentDir = path.resolve(__dirname, "../../content");
const markdownFiles = fs
  .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".md"))
  .map((file) => path.join(contentDir, file));

test.each(markdownFiles.map((file) => [path.relative(contentDir, file), file]))("%s saved as it was read reads back the same", (_, file) => {
  const text = fs.readFileSync(file, "utf8");
  const saved = frontMatterFormat.toFile(frontMatterFormat.fromFile(text));
  expect(readFrontMatter(saved)).toEqual(readFrontMatter(text));
});

test("fields are written in the collection's order; one it does not name keeps its place", () => {
  const saved = frontMatterFormat.toFile({ reviewed: false, tags: ["a"], title: "T", date: "2026-01-02", body: "Testo.\n" }, [
    "title",
    "date",
    "tags",
  ]);
  expect(saved).toBe("---\nreviewed: false\ntitle: T\ndate: 2026-01-02\ntags:\n  - a\n---\nTesto.\n");
});

test("a front matter in JavaScript is not run: it opens with the reason in Italian, and saving it is refused", () => {
  const ran = jest.fn();
  (globalThis as { ranFrontMatter?: () => void }).ranFrontMatter = ran;
  const entry = frontMatterFormat.fromFile("---js\n{ title: ranFrontMatter() || 'Un titolo' }\n---\nTesto.\n");
  const reason = "Questo file non si può aprire né salvare dal CMS: il front matter si apre con «---js»";
  expect(entry.title).toMatch(new RegExp(`^⚠ ${reason}`));
  // Listed by both journals, whatever its language (src/cms/config.ts filters them on `language`).
  expect(entry.language).toEqual([...LOCALES]);
  expect(() => frontMatterFormat.toFile({ ...entry, title: "Un altro titolo" })).toThrow(reason);
  expect(ran).not.toHaveBeenCalled();
});

test("a list item's fields are written in the schema's order, however many it has", () => {
  // Decap hands over an item of more than eight fields (an Immutable map) with its keys in no order.
  const order = Object.keys(works.fields.results.of.fields);
  expect(order.length).toBeGreaterThan(8);
  const shuffled = Object.fromEntries([...order].reverse().map((key) => [key, `${key} value`]));
  const saved = readFrontMatter(frontMatterFormat.toFile({ results: [shuffled], title: "T" }, Object.keys(works.fields))).data;
  expect(Object.keys((saved.results as Array<Record<string, unknown>>)[0])).toEqual(order);
  expect(Object.keys(saved)).toEqual(["title", "results"]);
});
