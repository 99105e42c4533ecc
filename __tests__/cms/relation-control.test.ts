/**
 * @jest-environment jsdom
 */
// The tags' relation control searches content/tags.yaml's list right on either side (src/cms/relation-control.ts):
// Decap's own control, whose search numbers the Italian matches anew and read the English side's options at those
// numbers, extended. Run on Decap's own control code: a Decap that renames what the extension relies on fails here.
import fs from "node:fs";
import path from "node:path";
import { fromJS } from "immutable";
import yaml from "js-yaml";
import relationWidget from "decap-cms-widget-relation";
import { decapConfig, type DecapField } from "../../src/cms/config";
import { wholeListRelation } from "../../src/cms/relation-control";

const tagsFile = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/tags.yaml"), "utf8")) as Record<
  string,
  { items: { slug: string; label: string }[] }
>;
const journal = decapConfig({ local: true }).collections.find((collection) => collection.name === "journal") as { fields: DecapField[] };
const tagsField = journal.fields.find((field) => field.name === "tags")!;

/**
 * What Decap's query answers for the tags' file, each language's data in `i18n` as Decap loads it: for "" the whole
 * file, for a term the Italian items that match it, numbered anew (decap-cms-core's `mergeExpandedEntries`).
 */
async function decapQuery(_forID: string, _collection: string, _fields: string[], term: string) {
  const items = tagsFile.it.items.filter((item) => item.label.toLowerCase().includes(term.toLowerCase()));
  return { payload: { hits: [{ slug: "tags", path: "content/tags.yaml", data: { items }, i18n: { en: { data: tagsFile.en } } }] } };
}

/** The extended control as Decap mounts it on a side. */
function controlOn(locale: string) {
  const Control = wholeListRelation(relationWidget.controlComponent) as unknown as new (props: object) => {
    loadOptions(term: string, callback: (options: { value: unknown; label: string }[]) => void): void;
  };
  const query = jest.fn(decapQuery);
  return { control: new Control({ forID: "tags-field", field: fromJS(tagsField), query, locale, value: fromJS([]), queryHits: [] }), query };
}

test("on the English side, typing an English tag's name offers that tag, by its English address", async () => {
  jest.useFakeTimers();
  // The last one: Decap's own search found it first among the Italian matches and offered the English list's first.
  const english = tagsFile.en.items.at(-1)!;
  const { control, query } = controlOn("en");
  const offered = new Promise<{ value: unknown; label: string }[]>((resolve) => control.loadOptions(english.label.slice(0, 4), resolve));
  await jest.runAllTimersAsync();
  expect(await offered).toEqual([expect.objectContaining({ value: english.slug, label: english.label })]);
  // The whole list is asked for, whatever is typed: Decap's own filter numbers the Italian matches anew.
  expect(query).toHaveBeenCalledWith("tags-field", "impostazioni", ["items.*.label", "items.*.slug"], "", "tags");
  jest.useRealTimers();
});

test("on the Italian side, the Italian tag", async () => {
  jest.useFakeTimers();
  const italian = tagsFile.it.items.at(-2)!;
  const { control } = controlOn("it");
  const offered = new Promise<{ value: unknown; label: string }[]>((resolve) => control.loadOptions(italian.label, resolve));
  await jest.runAllTimersAsync();
  expect((await offered).map((option) => option.value)).toContain(italian.slug);
  jest.useRealTimers();
});
