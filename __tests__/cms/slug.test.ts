/**
 * A new entry's folder, as Decap names it from the title with the site's configuration (src/cms/config.ts), passes
 * the build's folder rule (src/content/collections.ts): Decap's own slugFormatter, fed the config's collection.
 */
import { fromJS } from "immutable";
import { decapConfig } from "../../src/cms/config";
import { journal, works } from "../../src/content/collections";

/** Titles an editor writes: accents, a typographic apostrophe, a colon, a dot, a capital, spaces around. */
const TITLES = ["Perché l’app è lenta", " Più veloce: Node.js e l'Università ", "Caffè & codice à la carte"];

async function folderFor(collectionName: string, data: Record<string, string>, slugConfig?: object) {
  // Decap's modules make an object URL for a media action as they load; jsdom has none.
  URL.createObjectURL ??= () => "blob:stand-in";
  const { slugFormatter } = await import("decap-cms-core/dist/esm/lib/formatters");
  const config = decapConfig({ local: false });
  const collection = config.collections.find((c) => c.name === collectionName)!;
  const path: string = slugFormatter(fromJS(collection), fromJS(data), fromJS(slugConfig ?? config.slug).toJS());
  return path.replace(/\/index$/, "");
}

test.each(TITLES)("a post titled %j gets an ASCII folder the build accepts", async (title) => {
  const folder = await folderFor("journal", { title, date: "2026-12-01" });
  expect(folder).toMatch(/^2026-12-01-[a-z0-9-]+$/);
  expect(folder).toMatch(journal.source.entryPattern);
});

test.each(TITLES)("a work titled %j gets an ASCII folder the build accepts", async (title) => {
  const folder = await folderFor("works", { title, number: "04" });
  expect(folder).toMatch(works.source.entryPattern);
});

test("the accents are dropped, not turned into dashes; Decap's default would keep them", async () => {
  expect(await folderFor("journal", { title: TITLES[0], date: "2026-12-01" })).toBe("2026-12-01-perche-l-app-e-lenta");
  const decapDefault = { encoding: "unicode", clean_accents: false, sanitize_replacement: "-" };
  expect(await folderFor("journal", { title: TITLES[0], date: "2026-12-01" }, decapDefault)).toBe("2026-12-01-perché-l’app-è-lenta");
});
