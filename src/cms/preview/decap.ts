/**
 * The little of Decap's preview API that the templates use. Decap hands entries over as Immutable
 * maps and other collections' data as plain objects; `plain` reads both.
 */
export interface ImmutableLike {
  toJS(): unknown;
}

export interface PreviewEntry {
  get(key: "data" | "slug"): unknown;
}

export interface PreviewTemplateProps {
  entry: PreviewEntry;
  /** A file's path as the entry stores it -> an object whose string is a URL the preview can load. */
  getAsset: (path: string) => { toString(): string } | null | undefined;
  /** Another entry's saved data (a file of a files collection, by its name). */
  getCollection: (collection: string, slug: string) => Promise<{ get(key: "data"): unknown }>;
}

export function plain(value: unknown): unknown {
  return value && typeof (value as ImmutableLike).toJS === "function" ? (value as ImmutableLike).toJS() : value;
}

/** The entry's values as plain objects. */
export function entryData(entry: PreviewEntry): Record<string, unknown> {
  return (plain(entry.get("data")) as Record<string, unknown> | undefined) ?? {};
}

/** The URL of a file the entry names, or null when it names none yet. */
export function assetUrl(getAsset: PreviewTemplateProps["getAsset"], path: unknown): string | null {
  if (typeof path !== "string" || path.trim() === "") return null;
  const url = String(getAsset(path) ?? "");
  return url || null;
}
