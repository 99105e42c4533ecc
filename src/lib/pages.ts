/**
 * Every kind of page the site builds, listed once: a page of `src/pages/` or a template of `src/templates/` is one
 * entry here, and `__tests__/page-list.test.ts` fails, naming the file, when one is missing or an entry names a file
 * that is not there. Read by the build (llms.txt, src/gatsby/publish.ts) and by every test and tool that visits one
 * page of each kind: the browser tests (e2e/pages.ts), the engines suite, the size budgets, the first-paint and
 * build-output tests, the bench and `.ci/run` (scripts/page-paths.mjs). URLs come from `routes`; the pages made from
 * content (a work, a post, a tag) take the first the content has.
 */
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "./locales";
import { fixedRouteIn, localizedRoutes, routes, type Routes } from "./routes";
import { entrySlug } from "./slug";

/**
 * What the list reads of the content: the copy of the pages and the first work and post. `readContent()` of
 * e2e/content.ts gives it, read from `content/` through the schema.
 */
export interface PageContent {
  homePage: { cover: { slogan: string } };
  worksPage: { title: string };
  studioPage: { title: string };
  journalPage: { title: string };
  contactPage: { title: string; sent: { title: string } };
  searchPage: { title: string };
  accessibilityPage: { title: string };
  /** In number order. */
  works: readonly { folder: string; title: string }[];
  /** Published, newest first. */
  posts: readonly { slug: string; title: string; tags: readonly string[] }[];
  /** The journal's tags in the page's language (content/tags.yaml). */
  tags: { items: readonly { slug: string; label: string }[] };
}

interface Kind {
  /** A short name, for test titles, screenshots and the bench's rows. */
  name: string;
  /** The file Gatsby renders it from. */
  source: `src/pages/${string}` | `src/templates/${string}.tsx`;
  /** Its h1, or a pattern the h1 matches: the page has arrived. */
  heading: (content: PageContent) => string | RegExp;
  /**
   * The status it is answered with: 404 for the not-found page, built once at `routes.notFound` and served at every
   * address the site has no page for, where a visitor (and a test) reaches it (`unknownAddress`).
   */
  status: 200 | 404;
  /** Its first-load JavaScript budget, a ratio to the bare Gatsby page's (`BUDGETS` in bench/lib/sizes.mjs). */
  jsBudget: "homeJsRatio" | "otherJsRatio";
  /** Whether `npm run bench` measures it with Lighthouse (each page adds minutes to a run). */
  bench: boolean;
  /** The header link (`site.nav`) that leaves it for another section: e2e/history.spec.ts clicks it, then goes Back. */
  leaveBy: "works" | "studio";
}

/**
 * The page's path: a route of `routes`, or one made from the content. Only a page at a fixed route can be listed in
 * llms.txt among the studio's pages, with the `meta` of its content file (`pageCopyFile` in src/gatsby/pages.ts);
 * works and posts have their own sections there.
 */
type PathOf = { path: string; llms: boolean } | { path: (content: PageContent, routesIn: Routes) => string; llms: false };

export type PageKind = Kind & PathOf;

/** An address the site has no page for, in a language: the not-found page of that language answers it, with status 404. */
const unknownAddress = (locale: Locale) => `${LOCALE_INFO[locale].prefix}/pagina-che-non-esiste`;

/** The first of `entries`: a page of its kind exists only if the content has one. */
function first<Entry>(entries: readonly Entry[], what: string): Entry {
  if (!entries.length) throw new Error(`src/lib/pages.ts: the content has no ${what}, so the site builds no page of that kind to check`);
  return entries[0];
}
const firstWork = ({ works }: PageContent) => first(works, "work");
const firstPost = ({ posts }: PageContent) => first(posts, "published post");

export const PAGE_KINDS: readonly PageKind[] = [
  {
    name: "home",
    source: "src/pages/index.tsx",
    path: routes.home,
    heading: (c) => c.homePage.cover.slogan,
    status: 200,
    llms: true,
    jsBudget: "homeJsRatio",
    bench: true,
    leaveBy: "works",
  },
  {
    name: "works",
    source: "src/pages/works.tsx",
    path: routes.works,
    heading: (c) => c.worksPage.title,
    status: 200,
    llms: true,
    jsBudget: "otherJsRatio",
    bench: true,
    leaveBy: "studio",
  },
  {
    name: "work",
    source: "src/templates/work.tsx",
    path: (c, r) => r.work(entrySlug(firstWork(c).folder)),
    heading: (c) => firstWork(c).title,
    status: 200,
    llms: false,
    jsBudget: "otherJsRatio",
    bench: false,
    leaveBy: "studio",
  },
  {
    name: "studio",
    source: "src/pages/studio.tsx",
    path: routes.studio,
    heading: (c) => c.studioPage.title,
    status: 200,
    llms: true,
    jsBudget: "otherJsRatio",
    bench: true,
    leaveBy: "works",
  },
  {
    name: "journal",
    source: "src/templates/journal-list.tsx",
    path: routes.journal,
    heading: (c) => c.journalPage.title,
    status: 200,
    llms: true,
    jsBudget: "otherJsRatio",
    bench: true,
    leaveBy: "studio",
  },
  {
    name: "post",
    source: "src/templates/journal-post.tsx",
    path: (c, r) => r.journalPost(firstPost(c).slug),
    heading: (c) => firstPost(c).title,
    status: 200,
    llms: false,
    jsBudget: "otherJsRatio",
    bench: true,
    leaveBy: "works",
  },
  {
    name: "tag",
    source: "src/templates/journal-tag.tsx",
    path: (c, r) => r.journalTag(firstPost(c).tags[0]),
    heading: (c) => c.tags.items.find((tag) => tag.slug === firstPost(c).tags[0])?.label ?? firstPost(c).tags[0],
    status: 200,
    llms: false,
    jsBudget: "otherJsRatio",
    bench: false,
    leaveBy: "studio",
  },
  {
    name: "search",
    source: "src/pages/cerca.tsx",
    path: routes.search,
    heading: (c) => c.searchPage.title,
    status: 200,
    llms: true,
    jsBudget: "otherJsRatio",
    bench: true,
    leaveBy: "works",
  },
  {
    name: "brief",
    source: "src/pages/contatti.tsx",
    path: routes.brief,
    heading: (c) => c.contactPage.title,
    status: 200,
    llms: true,
    jsBudget: "otherJsRatio",
    bench: true,
    leaveBy: "works",
  },
  {
    name: "brief sent",
    source: "src/pages/contatti/grazie.tsx",
    path: routes.briefSent,
    heading: (c) => c.contactPage.sent.title,
    status: 200,
    // noindex, out of the sitemap: it only makes sense after sending a brief.
    llms: false,
    jsBudget: "otherJsRatio",
    bench: false,
    leaveBy: "works",
  },
  {
    name: "statement",
    source: "src/pages/accessibilita.tsx",
    path: routes.accessibility,
    heading: (c) => c.accessibilityPage.title,
    status: 200,
    llms: true,
    jsBudget: "otherJsRatio",
    bench: false,
    leaveBy: "works",
  },
  {
    name: "404",
    source: "src/pages/404.tsx",
    path: routes.notFound,
    heading: () => /404/,
    status: 404,
    llms: false,
    jsBudget: "otherJsRatio",
    bench: true,
    leaveBy: "works",
  },
];

/**
 * The route of the page's built HTML in `public/` (`/404` for the not-found page) in `locale`, with `content` read in
 * that language (e2e/content.ts), as the build-output tests and the bench read it.
 */
export const builtRoute = (kind: PageKind, content: PageContent, locale: Locale = DEFAULT_LOCALE): string =>
  typeof kind.path === "string" ? fixedRouteIn(kind.path, locale)! : kind.path(content, localizedRoutes[locale]);

/** The address a visitor opens to reach a page of this kind: the not-found page's is one the site has no page for. */
export const addressOf = (kind: PageKind, content: PageContent, locale: Locale = DEFAULT_LOCALE): string =>
  kind.status === 404 ? unknownAddress(locale) : builtRoute(kind, content, locale);

/** The pages llms.txt lists among the studio's pages, each with its content file's `meta`. */
export const llmsPagePaths = (): string[] => PAGE_KINDS.flatMap((kind) => (kind.llms ? [kind.path] : []));
