/** Every URL the site builds, from one place, in each language (src/lib/locales.ts). */
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from "./locales";

/** The words of the addresses that differ between languages. */
const WORDS: Record<Locale, { page: string; brief: string; sent: string; accessibility: string; search: string }> = {
  it: { page: "pagina", brief: "contatti", sent: "grazie", accessibility: "accessibilita", search: "cerca" },
  en: { page: "page", brief: "brief", sent: "thanks", accessibility: "accessibility", search: "search" },
};

function routesIn(locale: Locale) {
  const root = LOCALE_INFO[locale].prefix;
  const words = WORDS[locale];
  return {
    home: root || "/",
    works: `${root}/works`,
    /** A work's own page: the slug is its folder's name without the number (`01-lido-booking` -> `lido-booking`). */
    work: (slug: string) => `${root}/works/${slug}`,
    studio: `${root}/studio`,
    journal: `${root}/journal`,
    journalPage: (page: number) => (page <= 1 ? `${root}/journal` : `${root}/journal/${words.page}/${page}`),
    journalPost: (slug: string) => `${root}/journal/${slug}`,
    journalTag: (tag: string, page = 1) => (page <= 1 ? `${root}/journal/tag/${tag}` : `${root}/journal/tag/${tag}/${words.page}/${page}`),
    /** The project brief (Netlify Forms), and the page its native post lands on. */
    brief: `${root}/${words.brief}`,
    briefSent: `${root}/${words.brief}/${words.sent}`,
    /** The accessibility statement, linked from the footer of every page. */
    accessibility: `${root}/${words.accessibility}`,
    /** The journal's RSS feed and the same items as a JSON Feed 1.1 (src/gatsby/syndication.ts). */
    feed: `${root}/rss.xml`,
    jsonFeed: `${root}/feed.json`,
    /** A tag's own RSS feed, beside its pages. */
    journalTagFeed: (tag: string) => `${root}/journal/tag/${tag}/rss.xml`,
    /** Search over the journal and the works (Pagefind's index is written after the build). */
    search: `${root}/${words.search}`,
    /**
     * The not-found page as the build writes it (`404.html`, and `en/404.html` for the English addresses): the server
     * answers every address it has no page for with the one of its language, status 404.
     */
    notFound: `${root}/404`,
  };
}

export type Routes = ReturnType<typeof routesIn>;

/** The addresses of each language's pages. */
export const localizedRoutes = Object.fromEntries(LOCALES.map((locale) => [locale, routesIn(locale)])) as Record<Locale, Routes>;

/** The Italian addresses: the site's root edition. */
export const routes = localizedRoutes[DEFAULT_LOCALE];

/** The fixed page at `path` in `locale`'s addresses (`/contatti` in English is `/en/brief`), or null if `path` is no fixed page. */
export function fixedRouteIn(path: string, locale: Locale): string | null {
  for (const edition of LOCALES) {
    const table = localizedRoutes[edition];
    const key = (Object.keys(table) as (keyof Routes)[]).find((name) => typeof table[name] === "string" && table[name] === path);
    if (key) return localizedRoutes[locale][key] as string;
  }
  return null;
}

/** Posts per journal list page, and per page of a tag. */
export const POSTS_PER_PAGE = 10;

/** Strips a trailing slash and the query, so `/works/` and `/works?x` match `/works`. */
export function normalizePath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0].replace(/\/+$/, "");
  return clean === "" ? "/" : clean;
}
