/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { collections, type Collection } from "../../src/content/collections";
import type { Field } from "../../src/content/fields";
import { decapConfig, JOURNAL_IN_ENGLISH, PAIRED_LIST, TRANSLATION_APPROVAL, type DecapField } from "../../src/cms/config";
import { FRONT_MATTER_FORMAT } from "../../src/cms/front-matter-format";
import { cmsSettings } from "../../src/cms/settings";
import { readFrontMatter } from "../../src/content/front-matter.mjs";
import { IMAGE_LIMITS } from "../../src/content/image-limits";
import { markdownFile } from "../../src/content/locale-files";
import { pairsItems, REVIEWED, TRANSLATIONS } from "../../src/content/translations";
import { DEFAULT_LOCALE, LOCALES } from "../../src/lib/locales";

const contentDir = path.resolve(__dirname, "../../content");
const production = decapConfig({ local: false });
const local = decapConfig({ local: true });

type DecapCollection = ReturnType<typeof decapConfig>["collections"][number];

/** A translation's approval and an original's record of its translations: the CMS's fields, not the content's. */
const bookkeeping = (field: DecapField) => field.name === REVIEWED || field.name === TRANSLATIONS;

/** The Decap fields that edit one content collection. */
function decapFieldsFor(collection: Collection): DecapField[] {
  if (collection.source.type === "yaml") {
    const settings = production.collections.find((c) => c.name === "impostazioni") as Extract<DecapCollection, { files: unknown }>;
    const file = settings.files.find((entry) => entry.name === collection.name);
    if (!file) throw new Error(`no CMS file for ${collection.name}`);
    expect(file.file).toBe(`content/${collection.source.file}`);
    return file.fields.filter((field) => !bookkeeping(field));
  }
  const folder = production.collections.find((c) => c.name === collection.name) as Extract<DecapCollection, { folder: string }>;
  expect(folder.folder).toBe(`content/${collection.source.folder}`);
  return folder.fields.filter((field) => field.name !== "body" && !bookkeeping(field));
}

const EXPECTED_WIDGET: Record<Field["kind"], string[]> = {
  string: ["string", "text", "markdown"],
  url: ["string"],
  number: ["number"],
  boolean: ["boolean"],
  date: ["datetime"],
  select: ["select"],
  image: ["image"],
  file: ["file"],
  list: ["list", PAIRED_LIST],
  object: ["object"],
};

/**
 * A field's flag for Decap's i18n, from the schema: translated (`true`: a text, a document in its language), or shared (`"duplicate"`: the Italian value,
 * read-only beside the translation), a list of shared values too. An object is `true` (Decap's widget takes a boolean
 * there), its values flagged inside; so is a list of translated items.
 */
const i18nFlag = (schema: Field): true | "duplicate" => {
  if (schema.kind === "string") return schema.shared === true ? "duplicate" : true;
  if (schema.kind === "file") return schema.translated === true ? true : "duplicate";
  if (schema.kind === "list")
    return schema.of.kind === "object"
      ? Object.values(schema.of.fields).every((f) => i18nFlag(f) === "duplicate")
        ? "duplicate"
        : true
      : i18nFlag(schema.of);
  return schema.kind === "object" ? true : "duplicate";
};

/** Walks both trees side by side: same names, required flags, widgets, options and limits. */
function compare(fields: Record<string, Field>, decap: DecapField[], where: string) {
  expect(decap.map((field) => field.name).sort()).toEqual(Object.keys(fields).sort());
  for (const field of decap) {
    const schema = fields[field.name];
    const at = `${where}.${field.name}`;
    expect({ at, required: field.required }).toEqual({ at, required: !schema.optional });
    // A code the CMS gives an item itself is hidden (src/cms/paired-list.tsx); so is a post's language, which the
    // collection that makes it sets (src/cms/config.ts journalCollections).
    if ((schema.kind === "string" && schema.generated) || (where === "journal" && field.name === "language")) {
      expect(field.widget).toBe("hidden");
      continue;
    }
    // A text with a check no pattern can make goes to the widget that runs it (src/cms/checked-control.tsx).
    if (schema.kind === "string" && schema.check) expect(field.widget).toBe(schema.check.widget);
    else if (schema.kind === "list" && schema.of.kind === "string" && schema.of.ref) {
      // Names another collection's items (a post's tags): chosen from that file's list, in the side's own language.
      const { ref } = schema.of;
      expect({ at, ...field }).toMatchObject({
        at,
        widget: "relation",
        collection: "impostazioni",
        file: ref.collection,
        value_field: `${ref.list}.*.${ref.key}`,
        display_fields: [`${ref.list}.*.${ref.display}`],
        multiple: true,
        i18n: true,
        min: schema.min,
      });
      expect(collections.map((c) => c.name)).toContain(ref.collection);
      continue;
    } else expect(EXPECTED_WIDGET[schema.kind]).toContain(field.widget);
    if (schema.kind === "string" && schema.widget) expect(field.widget).toBe(schema.widget);
    if (schema.kind === "string" && schema.pattern) expect(field.pattern).toEqual([schema.pattern.regex.source, schema.pattern.italian]);
    if (schema.kind === "select") expect(field.options).toEqual([...schema.options]);
    if (schema.kind === "number") expect([field.min, field.max]).toEqual([schema.min, schema.max]);
    if (schema.kind === "object") compare(schema.fields, field.fields ?? [], at);
    expect({ at, i18n: field.i18n }).toEqual({ at, i18n: i18nFlag(schema) });
    if (schema.kind === "list") {
      expect([field.min, field.max]).toEqual([schema.min, schema.max]);
      // The "add" button names one item ("Risultato"), not the list.
      expect(field.label_singular).toBe(schema.of.label);
      // Items with shared values and words pair with their translation's by a key (src/cms/paired-list.tsx).
      expect({ at, widget: field.widget, pair_by: field.pair_by }).toEqual({
        at,
        widget: pairsItems(schema) ? PAIRED_LIST : "list",
        pair_by: pairsItems(schema) ? schema.pairBy : undefined,
      });
      if (schema.of.kind === "object") compare(schema.of.fields, field.fields ?? [], `${at}[]`);
      else {
        expect(EXPECTED_WIDGET[schema.of.kind]).toContain(field.field?.widget);
        expect({ at: `${at}[]`, i18n: field.field?.i18n }).toEqual({ at: `${at}[]`, i18n: i18nFlag(schema.of) });
      }
    }
  }
}

describe.each(collections.map((collection) => [collection.name, collection] as const))("CMS fields of %s", (_name, collection) => {
  test("match the validation schema", () => {
    compare(collection.fields, decapFieldsFor(collection), collection.name);
  });
});

/** Every value in the real content, with the Decap field that edits it. */
function* valuesWithFields(value: unknown, field: DecapField): Generator<[unknown, DecapField]> {
  if (value === undefined || value === null) return;
  if (field.widget === "object") {
    for (const child of field.fields ?? []) yield* valuesWithFields((value as Record<string, unknown>)[child.name], child);
  } else if (field.widget === "list") {
    for (const item of value as unknown[]) {
      if (field.fields) for (const child of field.fields) yield* valuesWithFields((item as Record<string, unknown>)[child.name], child);
      else if (field.field) yield* valuesWithFields(item, field.field);
    }
  } else {
    yield [value, field];
  }
}

/** Every language's copy of a collection's content. */
function contentFiles(collection: Collection): unknown[] {
  if (collection.source.type === "yaml") {
    const sections = yaml.load(fs.readFileSync(path.join(contentDir, collection.source.file), "utf8")) as Record<string, unknown>;
    return LOCALES.map((locale) => sections[locale]);
  }
  const folder = path.join(contentDir, collection.source.folder);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .flatMap((entry) => LOCALES.map((locale) => path.join(folder, entry, markdownFile(locale))))
    .filter((file) => fs.existsSync(file))
    .map((file) => readFrontMatter(fs.readFileSync(file, "utf8")).data);
}

test("the CMS's own checks accept every value of the real content (no pattern was mistranslated)", () => {
  let checked = 0;
  for (const collection of collections) {
    const fields = decapFieldsFor(collection);
    for (const data of contentFiles(collection)) {
      for (const field of fields) {
        for (const [value, leaf] of valuesWithFields((data as Record<string, unknown>)[field.name], field)) {
          if (leaf.pattern) expect({ field: leaf.name, value, ok: new RegExp(leaf.pattern[0]).test(String(value)) }).toMatchObject({ ok: true });
          if (leaf.widget === "number") {
            expect(value as number).toBeGreaterThanOrEqual(leaf.min ?? -Infinity);
            expect(value as number).toBeLessThanOrEqual(leaf.max ?? Infinity);
          }
          if (leaf.widget === "select") expect(leaf.options).toContain(value);
          checked += 1;
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
});

test("text for a ball of fixed size: the CMS refuses, in Italian, what the build refuses", () => {
  const site = collections.find((collection) => collection.name === "site")!;
  const cta = decapFieldsFor(site)
    .find((field) => field.name === "cta")!
    .fields!.find((field) => field.name === "studio")!;
  const [pattern, message] = cta.pattern!;
  const accepts = (value: string) => new RegExp(pattern).test(value);
  expect(accepts("Parliamone!")).toBe(true);
  expect(accepts("Parliamone insieme,\ndai!")).toBe(true);
  expect(accepts("Precipitevolissimevolmente!")).toBe(false);
  expect(accepts("Parliamone ".repeat(4))).toBe(false);
  expect(message).toBe("Al massimo 30 caratteri e nessuna parola più lunga di 11: il testo sta in una forma di misura fissa");
});

test("a post's folder is named after its date, as validation requires", () => {
  const journal = production.collections.find((c) => c.name === "journal") as Extract<DecapCollection, { folder: string }>;
  expect(journal.slug).toBe("{{fields.date}}-{{slug}}");
  expect(journal.path).toBe("{{slug}}/index");
  expect(journal.fields.find((field) => field.name === "date")?.format).toBe("YYYY-MM-DD");
});

test("production editors go through GitHub with pull requests; offline editing uses the local server", () => {
  expect(production.backend).toMatchObject({ name: "github", repo: cmsSettings.repository, branch: cmsSettings.branch });
  expect(production).toMatchObject({ publish_mode: "editorial_workflow", local_backend: false, locale: "it", load_config_file: false });
  expect(local.local_backend).toEqual({ url: "http://localhost:8081/api/v1" });
  expect(local).not.toHaveProperty("publish_mode");
});

test("the CMS uploads team photos where the existing ones live", () => {
  const team = decapFieldsFor(collections.find((c) => c.name === "team")!);
  const photo = team.find((field) => field.name === "members")!.fields!.find((field) => field.name === "photo")!;
  expect(photo.media_folder).toBe("/content/team");
  expect(fs.existsSync(path.join(contentDir, "team"))).toBe(true);
});

test("every upload (image and file fields, images in a Markdown body) is refused over the build's limit in bytes", () => {
  /** Every Decap field under `node`, however deep (objects, lists, the files of a collection). */
  const fieldsIn = (node: unknown): DecapField[] => {
    if (Array.isArray(node)) return node.flatMap(fieldsIn);
    if (!node || typeof node !== "object") return [];
    const own = "widget" in node ? [node as DecapField] : [];
    return [...own, ...Object.values(node).flatMap(fieldsIn)];
  };
  const uploads = fieldsIn(production.collections).filter((field) => ["image", "file", "markdown"].includes(field.widget));
  expect(uploads.map((field) => field.widget)).toEqual(expect.arrayContaining(["image", "file", "markdown"]));
  for (const field of uploads) expect([field.name, field.media_library]).toEqual([field.name, { config: { max_file_size: IMAGE_LIMITS.bytes } }]);
});

describe("both languages side by side (Decap's i18n), where the content keeps them (src/content/locale-files.ts)", () => {
  test("Italian first and required, English beside it", () => {
    expect(production.i18n).toEqual({ structure: "multiple_files", locales: [...LOCALES], default_locale: DEFAULT_LOCALE });
  });

  test("a work or a post: a file per language in its folder, named as the build reads it", () => {
    const folders = production.collections.flatMap((collection) =>
      "folder" in collection && collection.name !== JOURNAL_IN_ENGLISH ? [collection] : [],
    );
    expect(folders.map((collection) => collection.name).sort()).toEqual(
      collections
        .filter((c) => c.source.type === "markdown")
        .map((c) => c.name)
        .sort(),
    );
    for (const collection of folders) {
      expect(collection.i18n).toBe(true);
      // The text is each language's own.
      expect(collection.fields.find((field) => field.name === "body")?.i18n).toBe(true);
      // Decap's multiple_files puts the language before the extension of the collection's path.
      const written = LOCALES.map((locale) => `${path.basename(collection.path)}.${locale}.${collection.extension}`);
      expect(written).toEqual(LOCALES.map(markdownFile));
      const dir = path.resolve(collection.folder);
      for (const entry of fs.readdirSync(dir)) {
        const files = fs.readdirSync(path.join(dir, entry)).filter((file) => file.endsWith(`.${collection.extension}`));
        expect({ entry, files: files.filter((file) => !written.includes(file)) }).toEqual({ entry, files: [] });
      }
    }
  });

  test("a YAML file: every language in one file, each under its code", () => {
    const settings = production.collections.find((c) => c.name === "impostazioni") as Extract<DecapCollection, { files: unknown; i18n: unknown }>;
    expect(settings.i18n).toEqual({ structure: "single_file" });
    for (const file of settings.files) {
      expect({ file: file.name, i18n: file.i18n }).toEqual({ file: file.name, i18n: true });
      const sections = yaml.load(fs.readFileSync(path.resolve(file.file), "utf8")) as Record<string, unknown>;
      expect({ file: file.file, sections: Object.keys(sections) }).toEqual({ file: file.file, sections: [...LOCALES] });
    }
  });
});

test("no collection is hidden: the previews read other files as the admin was built (src/cms/preview/saved-texts.ts)", () => {
  expect(production.collections.filter((collection) => "hide" in collection)).toEqual([]);
});

test("every translation can be approved on its side, and a work's or a post's list says where its English stands", () => {
  for (const collection of production.collections) {
    const fields = "files" in collection ? collection.files.flatMap((file) => file.fields) : collection.fields;
    expect(
      fields.filter((field) => field.name === REVIEWED).every((field) => field.widget === TRANSLATION_APPROVAL && field.required === false),
    ).toBe(true);
  }
  for (const name of ["works", "journal"]) {
    const collection = production.collections.find((c) => c.name === name) as Extract<DecapCollection, { folder: string }>;
    expect(collection.summary).toContain(`{{${TRANSLATIONS}.en}}`);
    expect(collection).toMatchObject({ view_groups: [{ field: `${TRANSLATIONS}.en` }] });
  }
});

test("a post is written in Italian or in English first, each in its own collection", () => {
  const [italianFirst, englishFirst] = ["journal", JOURNAL_IN_ENGLISH].map(
    (name) =>
      production.collections.find((c) => c.name === name) as Extract<DecapCollection, { folder: string }> & { filter: unknown; i18n: unknown },
  );
  expect(italianFirst.filter).toEqual({ field: "language", value: "it" });
  expect(englishFirst.filter).toEqual({ field: "language", value: "en" });
  expect(englishFirst.i18n).toEqual({ structure: "multiple_files", locales: ["en", "it"], default_locale: "en" });
  expect(englishFirst.folder).toBe(italianFirst.folder);
});

test("every work and post, the English-first journal's too, is read and written by the site's YAML-only format", () => {
  const folders = production.collections.filter((collection) => "folder" in collection);
  expect(folders.map((collection) => collection.name)).toContain(JOURNAL_IN_ENGLISH);
  for (const collection of folders) expect([collection.name, collection.format]).toEqual([collection.name, FRONT_MATTER_FORMAT]);
});
