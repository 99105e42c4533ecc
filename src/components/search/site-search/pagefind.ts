/**
 * Pagefind's browser API, as the search page uses it. Its script and index (public/pagefind/, written after the
 * build by src/gatsby/search-index.ts) are not part of the site's bundles: they are fetched when a visitor first
 * searches, never with the page.
 */

import { SEARCH_INDEX_PATH } from "../../../lib/search";

/** What Pagefind tells of one result once its fragment is loaded. */
export interface SearchHit {
  /** The page's own address, as the index was given it. */
  url: string;
  /** Text around the matches, `<` and `>` escaped and each match in `<mark>`. */
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

export interface SearchResponse {
  results: { id: string; data: () => Promise<SearchHit> }[];
}

export type SearchFilters = Partial<Record<"kind" | "tag", string>>;

export interface Pagefind {
  /** Null when a later call superseded this one within the delay. */
  debouncedSearch: (term: string, options: { filters: SearchFilters }, delayMs: number) => Promise<SearchResponse | null>;
}

const PAGEFIND_SCRIPT = `${SEARCH_INDEX_PATH}/pagefind.js`;

/** Fetches Pagefind's script; it then fetches the index, as searches need it. */
export async function loadPagefind(): Promise<Pagefind> {
  // A file the build writes after webpack has run: webpack must leave the import to the browser.
  const pagefind = (await import(/* webpackIgnore: true */ PAGEFIND_SCRIPT)) as Pagefind & { init: () => Promise<void> };
  await pagefind.init();
  return pagefind;
}

/**
 * An excerpt as text and marked parts. Pagefind escapes `<` and `>` in the page's text and wraps matches in
 * `<mark>`; nothing else in it is markup, so it is split here rather than parsed as HTML.
 */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">");
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith("<mark>");
      return { text: unescape(marked ? part.slice("<mark>".length, -"</mark>".length) : part), marked };
    });
}
