/**
 * What the site search indexes (src/gatsby/search-index.ts) and how a result says what it is: a page's main content
 * carries these attributes, and the search page offers the same kinds as a filter.
 */
/** Where the build writes Pagefind's index and script, and where the search page fetches them. */
export const SEARCH_INDEX_PATH = "/pagefind";

export const SEARCH_KINDS = ["post", "work"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Marks an element as the page's main content for Pagefind, with the kind of page it is as a filter. */
export function searchBody(kind: SearchKind) {
  return { "data-pagefind-body": "", "data-pagefind-filter": `kind:${kind}` };
}

/** Marks an element the index leaves out, though inside the main content: links to other pages. */
export const SEARCH_IGNORE = { "data-pagefind-ignore": "" };
