/** The one function of Decap's internal formatters the slug test calls (decap-cms-core ships no types for it). */
declare module "decap-cms-core/dist/esm/lib/formatters" {
  /** The entry's path from the collection's `slug` and `path` templates, its data and the config's `slug` settings. */
  export function slugFormatter(collection: unknown, entryData: unknown, slugConfig: object): string;
}
