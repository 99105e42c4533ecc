/** Every URL the site builds, from one place. */
export const routes = {
  home: "/",
  works: "/works",
  /** A work's own page: the slug is its folder's name without the number (`01-lido-booking` -> `lido-booking`). */
  work: (slug: string) => `/works/${slug}`,
  studio: "/studio",
  journal: "/journal",
  journalPage: (page: number) => (page <= 1 ? "/journal" : `/journal/pagina/${page}`),
  journalPost: (slug: string) => `/journal/${slug}`,
  journalTag: (tag: string, page = 1) => (page <= 1 ? `/journal/tag/${tag}` : `/journal/tag/${tag}/pagina/${page}`),
  /** The project brief (Netlify Forms), and the page its native post lands on. */
  brief: "/contatti",
  briefSent: "/contatti/grazie",
  /** The accessibility statement, linked from the footer of every page. */
  accessibility: "/accessibilita",
  /** A tag's own RSS feed, beside its pages. */
  journalTagFeed: (tag: string) => `/journal/tag/${tag}/rss.xml`,
  /** Search over the journal and the works (Pagefind's index is written after the build). */
  search: "/cerca",
  /** The not-found page as the build writes it (`404.html`): the server answers every address it has no page for with it, status 404. */
  notFound: "/404",
} as const;

/** Posts per journal list page, and per page of a tag. */
export const POSTS_PER_PAGE = 10;

/** Strips a trailing slash and the query, so `/works/` and `/works?x` match `/works`. */
export function normalizePath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0].replace(/\/+$/, "");
  return clean === "" ? "/" : clean;
}
