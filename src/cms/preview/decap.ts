import { is } from "immutable";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../lib/locales";

/**
 * The little of Decap's preview API that the templates use. Decap hands entries over as Immutable
 * maps and other collections' data as plain objects; `plain` reads both.
 */
interface ImmutableLike {
  toJS(): unknown;
}

export interface PreviewEntry {
  get(key: "data" | "slug"): unknown;
  /** A translation's values (`["i18n", locale, "data"]`), as Decap's entry keeps them beside the Italian ones. */
  getIn(path: readonly string[]): unknown;
}

/** A field's configuration as Decap holds it (an Immutable map; a list of them for `fields`). */
export interface DecapFieldConfig {
  get(key: string): unknown;
}
export interface DecapFieldList {
  find(predicate: (field: DecapFieldConfig) => boolean): DecapFieldConfig | undefined;
}

/** The documented props of a preview template (decapcms.org, "Creating Custom Previews") that the templates use. */
export interface PreviewTemplateProps {
  entry: PreviewEntry;
  /** The entry's field configurations. */
  fields?: DecapFieldList;
  /**
   * A file's path as the entry stores it -> an object whose string is a URL the preview can load. A field
   * with its own media folder (the settings files' images, src/cms/config.ts) must be given to resolve it.
   */
  getAsset: (path: string, field?: DecapFieldConfig) => { toString(): string } | null | undefined;
}

/**
 * The language the preview shows, the editor's left pane's: Decap previews a translation by putting its values in the
 * entry's `data` (decap-cms-core lib/i18n.ts getPreviewEntry), where they stand for the Italian ones; the entry keeps
 * each translation under `i18n` (the shape its documented events hand over). The collection's own language otherwise
 * (`original`: Italian, English for the posts written in English, src/cms/config.ts journalCollections).
 */
export function previewLocale({ entry }: Pick<PreviewTemplateProps, "entry">, original: Locale = DEFAULT_LOCALE): Locale {
  const data = entry.get("data");
  const translated = LOCALES.find((locale) => locale !== original && data !== undefined && is(data, entry.getIn(["i18n", locale, "data"])));
  return translated ?? original;
}

function plain(value: unknown): unknown {
  return value && typeof (value as ImmutableLike).toJS === "function" ? (value as ImmutableLike).toJS() : value;
}

/** The entry's values as plain objects. */
export function entryData(entry: PreviewEntry): Record<string, unknown> {
  return (plain(entry.get("data")) as Record<string, unknown> | undefined) ?? {};
}

/** The URL of a file the entry names, or null when it names none yet. */
export function assetUrl(getAsset: PreviewTemplateProps["getAsset"], path: unknown, field?: DecapFieldConfig): string | null {
  if (typeof path !== "string" || path.trim() === "") return null;
  const url = String(getAsset(path, field) ?? "");
  return url || null;
}

/** The configuration of a nested field, by the names on its way (["members", "photo"]). */
export function fieldAt(fields: DecapFieldList | undefined, names: readonly string[]): DecapFieldConfig | undefined {
  let field: DecapFieldConfig | undefined;
  let level = fields;
  for (const name of names) {
    field = level?.find((candidate) => candidate.get("name") === name);
    level = field?.get("fields") as DecapFieldList | undefined;
  }
  return field;
}
