/**
 * What schema.org's types cannot say about the JSON-LD the build wrote. The builders (src/lib/structured-data.ts,
 * page-structured-data.ts, blog-posting.ts) return schema-dts types, so a misspelt type or property, or a value of the
 * wrong kind, already fails `tsc`. Left to check here: no value is empty, dates are ISO 8601, URLs are absolute, and
 * every `@id` leads somewhere.
 */

/** Properties whose values are dates. */
const DATES = new Set(["datePublished", "dateModified", "dateCreated", "uploadDate", "observationDate"]);
/** Properties whose values are URLs. */
const URLS = new Set(["@id", "url", "logo", "image", "sameAs", "contentUrl", "thumbnailUrl"]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

type JsonNode = Record<string, unknown>;

/** ISO 8601, and a day the calendar has (no 30 February). */
function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [year, month, day] = text.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Every object node of a block, with where it is. */
function nodes(value: unknown, where = "$"): [string, JsonNode][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => nodes(item, `${where}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  return [[where, value as JsonNode], ...Object.entries(value).flatMap(([property, item]) => nodes(item, `${where}.${property}`))];
}

/** Every empty value, date that is not ISO 8601 and URL that is not absolute, in a block, each naming where it is. */
export function valueProblems(block: unknown): string[] {
  return nodes(block).flatMap(([where, node]) =>
    Object.entries(node).flatMap(([property, value]) => {
      const at = `${where}.${property}`;
      const items = ([] as unknown[]).concat(value);
      if (!items.length || items.some((item) => item === null || item === undefined || (typeof item === "string" && !item.trim())))
        return [`${at}: is empty`];
      return items.flatMap((item) => {
        if (typeof item !== "string") return [];
        if (DATES.has(property) && !isIsoDate(item)) return [`${at}: "${item}" is not an ISO 8601 date`];
        if (URLS.has(property) && !/^https:\/\/[^/\s]+(\/\S*)?$/.test(item)) return [`${at}: "${item}" is not an absolute https URL`];
        return [];
      });
    }),
  );
}

/**
 * Where the `@id`s of the site's blocks lead: each to a page of the site (`pagePaths`, under `siteUrl`), and each that
 * names a part of a page (`#…`) to an entity that some block describes, not only refers to.
 */
export function idProblems(blocks: readonly (readonly [route: string, block: unknown])[], siteUrl: string, pagePaths: readonly string[]): string[] {
  const all = blocks.flatMap(([route, block]) => nodes(block).map(([where, node]) => [`${route} ${where}`, node] as const));
  const REFERENCE = new Set(["@type", "@id", "name", "url"]);
  const described = new Set(all.filter(([, node]) => Object.keys(node).some((key) => !REFERENCE.has(key))).map(([, node]) => node["@id"]));
  return all.flatMap(([where, node]) => {
    const id = node["@id"];
    if (typeof id !== "string") return [];
    const url = new URL(id, siteUrl);
    if (url.origin !== new URL(siteUrl).origin || !pagePaths.includes(url.pathname)) return [`${where}: @id ${id} is not a page of the site`];
    if (url.hash && !described.has(id)) return [`${where}: @id ${id} is described by no block of the site`];
    return [];
  });
}
