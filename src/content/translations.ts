/**
 * A translation holds what it translates (its texts, and a document in its language: a `translated` file); what is the
 * same in every language (names, numbers, dates, links, images, choices; `shared` texts) comes from its Italian twin,
 * whatever the English file says of it: an editor who changes
 * the studio's phone or a post's date in Italian changes it in both editions. A list whose items hold shared fields (a
 * work's results, its images) is the Italian list, in its order: each item takes its translated words from the
 * translation's item with the same key (`pairBy`: a name, an image's file, a code), so an item added, removed or moved
 * in Italian is added, removed or moved in English with its words. Which fields are translated is read from the schema
 * (src/content/fields.ts, `shared`).
 */
import type { Field } from "./fields";

/** Whether a field's value is the same in every language. */
export function isShared(field: Field): boolean {
  if (field.kind === "string") return field.shared === true;
  if (field.kind === "file") return field.translated !== true;
  if (field.kind === "object") return Object.values(field.fields).every(isShared);
  if (field.kind === "list") return isShared(field.of);
  return true;
}

/** A list whose items are translated but hold shared fields too: its items pair with the original's by key. */
export const pairsItems = (field: Field): field is Field & { kind: "list"; of: Field & { kind: "object" } } =>
  field.kind === "list" && field.of.kind === "object" && !isShared(field) && Object.values(field.of.fields).some(isShared);

/** The key that pairs a list's items (src/content/collections.ts gives every pairing list one; a test checks it). */
const pairKey = (field: Field & { kind: "list" }) => field.pairBy ?? "";

/** A translation's items by their key. */
const byKey = (items: unknown, key: string) =>
  new Map((Array.isArray(items) ? items : []).map((item) => [(item as Data | null)?.[key], item as Data]));

type Data = Record<string, unknown>;

/**
 * Whether a dotted field path (`company.vatNumber`, `results[0].after`) names something shared: a problem there is the
 * Italian file's, named once, in that file.
 */
export function isSharedPath(fields: Record<string, Field>, fieldPath: string): boolean {
  const [name, ...rest] = fieldPath.replace(/\[\d+\]/g, "").split(".");
  const field = fields[name];
  if (!field) return false;
  if (isShared(field) || rest.length === 0) return isShared(field);
  const inner = field.kind === "list" ? field.of : field;
  return inner.kind === "object" ? isSharedPath(inner.fields, rest.join(".")) : false;
}

/** `translation` with every shared field taken from `original` (raw data of both files, before the schema's parse). */
export function withShared(fields: Record<string, Field>, original: unknown, translation: unknown): Data {
  const from = (original ?? {}) as Data;
  const merged: Data = { ...((translation ?? {}) as Data) };
  for (const [name, field] of Object.entries(fields)) {
    if (isShared(field)) {
      if (from[name] === undefined) delete merged[name];
      else merged[name] = from[name];
    } else if (field.kind === "object" && (from[name] !== undefined || merged[name] !== undefined)) {
      merged[name] = withShared(field.fields, from[name], merged[name]);
    } else if (pairsItems(field) && (from[name] !== undefined || merged[name] !== undefined)) {
      const own = byKey(merged[name], pairKey(field));
      const items = (Array.isArray(from[name]) ? from[name] : []) as Data[];
      merged[name] = items.map((item) => withShared(field.of.fields, item, own.get(item?.[pairKey(field)]) ?? {}));
    }
  }
  return merged;
}

export interface SharedFieldProblem {
  field: string;
  message: string;
}

/**
 * Where a translation's lists of items with shared fields lack an item of the original: its words are missing. (An item
 * the original no longer has is left out of the translation: its words went with it.)
 */
export function unpairedLists(fields: Record<string, Field>, original: unknown, translation: unknown, at = ""): SharedFieldProblem[] {
  const from = (original ?? {}) as Data;
  const to = (translation ?? {}) as Data;
  return Object.entries(fields).flatMap(([name, field]): SharedFieldProblem[] => {
    const where = at ? `${at}.${name}` : name;
    if (field.kind === "object" && !isShared(field)) return unpairedLists(field.fields, from[name], to[name], where);
    if (!pairsItems(field) || !Array.isArray(from[name])) return [];
    const key = pairKey(field);
    const own = byKey(to[name], key);
    return (from[name] as Data[]).flatMap((item, index) =>
      own.has(item?.[key])
        ? []
        : [
            {
              field: `${where}[${index}]`,
              message: `has no translation: add an item with ${key}: ${JSON.stringify(item?.[key])}, the Italian item's, and its translated words (items pair by ${key})`,
            },
          ],
    );
  });
}

/**
 * Where a translation names the Italian file's own document for a `translated` file (a CV): an English page would
 * offer an Italian PDF as English. A list's items pair by their key (`pairBy`), as everywhere.
 */
export function untranslatedFiles(fields: Record<string, Field>, original: unknown, translation: unknown, at = ""): SharedFieldProblem[] {
  const from = (original ?? {}) as Data;
  const to = (translation ?? {}) as Data;
  return Object.entries(fields).flatMap(([name, field]): SharedFieldProblem[] => {
    const where = at ? `${at}.${name}` : name;
    if (field.kind === "file" && field.translated && to[name] !== undefined && to[name] === from[name]) {
      return [{ field: where, message: `is the Italian copy's file (${String(to[name])}): an English page would offer it as English; give this copy its own, in English` }];
    }
    if (field.kind === "object") return untranslatedFiles(field.fields, from[name], to[name], where);
    if (field.kind === "list" && field.of.kind === "object" && Array.isArray(to[name])) {
      const items = (Array.isArray(from[name]) ? from[name] : []) as unknown[];
      const originals = pairsItems(field) ? byKey(items, pairKey(field)) : undefined;
      const of = field.of;
      return (to[name] as unknown[]).flatMap((item, index) =>
        untranslatedFiles(of.fields, originals ? originals.get((item as Data | null)?.[pairKey(field)]) : items[index], item, `${where}[${index}]`),
      );
    }
    return [];
  });
}

/**
 * Whether an entry's file holds a translation at all: a translated text of its own is filled in. Decap writes an
 * English file for a post saved in Italian only, with nothing but the shared fields (decap-cms #6932): that post has no
 * English version, and the build makes no English page of it.
 */
export function hasTranslation(fields: Record<string, Field>, data: unknown): boolean {
  const values = (data ?? {}) as Record<string, unknown>;
  return Object.entries(fields).some(([name, field]) => {
    if (field.kind !== "string" || field.shared) return false;
    const value = values[name];
    return typeof value === "string" && value.trim() !== "";
  });
}

/** The key of a translation's file that says a fluent reader has approved it (npm run launch-check lists the others). */
export const REVIEWED = "reviewed";

/**
 * Where a work or a post stands in each other language, as its Italian file records it (`translations: { en: … }`)
 * and the CMS's lists show it: no version, a version no fluent reader has approved, an approved one. The CMS writes it
 * on every save (src/cms/translation-states.ts); the build checks it against the translation's file, so the lists and
 * `npm run launch-check` say the same.
 */
export const TRANSLATIONS = "translations";
export const TRANSLATION_STATES = ["mancante", "da approvare", "approvata"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** A translation's state, from its file's data (undefined: no file). */
export function translationState(fields: Record<string, Field>, data: unknown): TranslationState {
  if (!hasTranslation(fields, data)) return "mancante";
  return (data as Record<string, unknown>)[REVIEWED] === true ? "approvata" : "da approvare";
}
