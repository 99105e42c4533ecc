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
}

/** A field's configuration as Decap holds it (an Immutable map; a list of them for `fields`). */
export interface DecapFieldConfig {
  get(key: string): unknown;
}
export interface DecapFieldList {
  find(predicate: (field: DecapFieldConfig) => boolean): DecapFieldConfig | undefined;
}

export interface PreviewTemplateProps {
  entry: PreviewEntry;
  /** The entry's field configurations. */
  fields?: DecapFieldList;
  /**
   * A file's path as the entry stores it -> an object whose string is a URL the preview can load. A field
   * with its own media folder (the settings files' images, src/cms/config.ts) must be given to resolve it.
   */
  getAsset: (path: string, field?: DecapFieldConfig) => { toString(): string } | null | undefined;
  /** Another entry's saved data (a file of a files collection, by its name). */
  getCollection: (collection: string, slug: string) => Promise<{ get(key: "data"): unknown }>;
  /** The language of the editor's left pane, which the preview shows (Decap's i18n); absent without i18n. */
  locale?: string;
  /**
   * Decap's store, which its preview pane hands every template beside the documented props: the entry being edited,
   * Italian values in `data`, is there whatever the language previewed.
   */
  state?: { entryDraft?: { getIn(path: readonly string[]): unknown } };
}

/** The language the preview shows: the left pane's, the site's own when Decap names none it knows. */
export function previewLocale(props: Pick<PreviewTemplateProps, "locale">): Locale {
  return LOCALES.find((locale) => locale === props.locale) ?? DEFAULT_LOCALE;
}

/**
 * The Italian values of the entry being edited. An English preview gets the English side's values alone
 * (decap-cms-core lib/i18n.ts getPreviewEntry); Decap copies a shared value there from the Italian side at the top
 * level and in objects, never inside a list's items (an image's file, a result's numbers).
 */
export function defaultLocaleData(props: Pick<PreviewTemplateProps, "state">): Record<string, unknown> | undefined {
  const data = plain(props.state?.entryDraft?.getIn(["entry", "data"]));
  return data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
}

export function plain(value: unknown): unknown {
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
