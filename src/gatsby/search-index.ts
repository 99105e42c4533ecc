/**
 * The site search's index, written by Pagefind after the build into public/pagefind/, from each page's HTML as
 * it will be served. Only the pages that mark their main content with `data-pagefind-body` (a post's and a work's
 * article) are indexed, with their filters (`kind`, `tag`) and each under its own address, the one the sitemap
 * gives (`/journal/<slug>`), not the name of the file the adapter moves it to. Each page goes into the index of its
 * `<html lang>` (src/lib/locales.ts), stemmed in its language: a search on an English page finds English pages only.
 * The search page (src/pages/cerca.tsx) loads Pagefind's script and this index only when a visitor searches.
 */
import fs from "node:fs";
import path from "node:path";
import { SEARCH_INDEX_PATH } from "../lib/search";

/** The attribute a page's main content carries to be indexed (Pagefind's own). */
const BODY_MARK = "data-pagefind-body";

export interface IndexedPage {
  /** The page's address, as the sitemap gives it. */
  url: string;
  /** The HTML file served at that address, relative to public/. */
  file: string;
}

/** The pages to index: those whose main content is marked, in address order (the same index from build to build). */
export function pagesToIndex(served: Map<string, string>, read: (file: string) => string): IndexedPage[] {
  const files = new Map<string, string>();
  for (const [url, file] of served) {
    // `/404.html` and `/admin/` serve files of other addresses; a page is indexed under its own address once.
    if (!files.has(file) && !url.endsWith(".html")) files.set(file, url);
  }
  return [...files]
    .filter(([file]) => read(file).includes(BODY_MARK))
    .map(([file, url]) => ({ url, file }))
    .sort((a, b) => (a.url < b.url ? -1 : 1));
}

/** Bytes under a folder, and how many files. */
function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/**
 * Pagefind's Node API. Its package is an ES module whose `exports` has no `require` entry, and Parcel compiles
 * gatsby-node to CommonJS, turning even `import()` into `require()`: so the module is required by its file, which
 * Node (22.12 and later) loads as an ES module. Stops the build, naming this module, if the file moved.
 */
function requirePagefind(): typeof import("pagefind") {
  const entry = path.resolve("node_modules/pagefind/lib/index.js");
  if (!fs.existsSync(entry)) throw new Error(`src/gatsby/search-index.ts: Pagefind's entry ${entry} is gone; point requirePagefind at its new file`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: no `import` survives Parcel.
  return require(entry);
}

export interface SearchIndexReport {
  pages: number;
  words: number;
  bytes: number;
  files: number;
}

/**
 * Indexes `pages` with Pagefind's Node API and writes the index over any earlier one (an incremental build must
 * leave no stale fragment). Throws, naming this module, when no page is marked (a template lost its
 * `data-pagefind-body`) or Pagefind reports an error.
 */
export async function writeSearchIndex(publicDir: string, pages: IndexedPage[]): Promise<SearchIndexReport> {
  if (pages.length === 0) {
    throw new Error(`src/gatsby/search-index.ts: no page of public/ carries ${BODY_MARK}: the posts' and works' templates must mark their article`);
  }
  const pagefind = requirePagefind();
  const fail = (what: string, errors: string[]) => {
    throw new Error(`src/gatsby/search-index.ts: Pagefind ${what}: ${errors.join("; ")}`);
  };
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) return fail("could not start", errors);
    let words = 0;
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: fs.readFileSync(path.join(publicDir, page.file), "utf8") });
      if (added.errors.length) fail(`refused ${page.file}`, added.errors);
      words += added.file.uniqueWords;
    }
    const outputPath = path.join(publicDir, SEARCH_INDEX_PATH);
    fs.rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) fail("could not write the index", written.errors);
    return { pages: pages.length, words, ...folderSize(outputPath) };
  } finally {
    await pagefind.close();
  }
}
