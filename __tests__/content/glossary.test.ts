/**
 * @jest-environment node
 */
// The English copy follows the glossary (docs/glossary.md): no text an English reader meets in content/ uses a form
// it rules out. Every translated text of every English copy (the YAML files' `en:` sections, the works' and posts'
// `index.en.md` with their text), read through the schema; a failure names the file, the field and the word to use.
// The built pages, with the words the code writes, are read with the same glossary by __tests__/build/languages.test.ts.
import fs from "node:fs";
import path from "node:path";
import { collections } from "../../src/content/collections";
import { readEntries } from "../../src/content/validate";
import { glossarySays, prose, readGlossary, ruledOut, translatedTexts } from "../support/glossary";

const contentDir = path.resolve(__dirname, "../../content");
const rows = readGlossary();

/** Where a text is: the file, and the field (a YAML file's with its `en.` section) or the text's line. */
interface Text {
  file: string;
  where: string;
  text: string;
}

/** Every English text of the content, with its place. */
function englishCopy(): Text[] {
  return collections.flatMap((collection) =>
    readEntries(collection, contentDir, "en").flatMap((entry): Text[] => {
      const fields = translatedTexts(collection.fields, entry.data).map(([field, text]) => ({
        file: entry.file,
        where: collection.source.type === "yaml" ? `en.${field}` : field,
        text,
      }));
      if (collection.source.type === "yaml") return fields;
      // A Markdown file's text under its front matter, line by line, code left out.
      const lines = fs.readFileSync(path.join(entry.dir, path.basename(entry.file)), "utf8").split("\n");
      const bodyStart = lines.indexOf("---", 1) + 1;
      const body = prose(lines.slice(bodyStart).join("\n")).split("\n");
      return [...fields, ...body.map((text, index) => ({ file: entry.file, where: `line ${bodyStart + index + 1}`, text }))];
    }),
  );
}

test("the glossary has rows, each with a form to say", () => {
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.filter((row) => row.say.length === 0)).toEqual([]);
});

test("a ruled-out form is found as the glossary says: whole words, its case where it has a capital, # a number, the row's own forms first", () => {
  const found = (text: string) => ruledOut(text, rows).map((hit) => hit.found);
  expect(found("Open Works, or see how it works")).toEqual(["Works"]);
  expect(found("+52 points, or +52 percentage points")).toEqual(["+52 points"]);
  expect(found("Our certified email (PEC) is here; the PEC alone is not")).toEqual(["PEC"]);
  expect(found("Bookings on eCommerce sites, and e-commerce")).toEqual(["eCommerce"]);
  expect(found("4.2 secs")).toEqual(["4.2 secs"]);
});

test("the English copy uses no form the glossary rules out", () => {
  const copy = englishCopy();
  expect(copy.length).toBeGreaterThan(500);
  const problems = copy.flatMap(({ file, where, text }) =>
    ruledOut(text, rows).map((hit) => `${file}: ${where} says “${hit.found}”: ${glossarySays(hit)}`),
  );
  expect(problems).toEqual([]);
});
