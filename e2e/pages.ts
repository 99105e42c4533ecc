import { DEFAULT_LOCALE, type Locale } from "../src/lib/locales";
import { addressOf, builtRoute, PAGE_KINDS, type PageContent, type PageKind } from "../src/lib/pages";

/** A page of one kind, as the content names it: what src/lib/pages.ts says of its kind, with its path and heading. */
type PageOfKind = Pick<PageKind, "name" | "source" | "status" | "jsBudget" | "bench" | "leaveBy"> & {
  /** Where a visitor opens it (the not-found page at an address the site has no page for). */
  path: string;
  /** The route of its built HTML in `public/` (`/404` for the not-found page), for the build-output tests and the bench. */
  route: string;
  /** The page's h1, or a pattern it matches: the page has arrived. */
  heading: string | RegExp;
};

/**
 * One page of every kind the site builds (the list is src/lib/pages.ts) in `locale`, as the content in that language
 * (e2e/content.ts) names it. The browser tests
 * (e2e/accessibility.spec.ts, e2e/no-javascript.spec.ts, e2e/routes.spec.ts, e2e/history.spec.ts), the engines suite
 * (e2e-engines/checks.mjs), the build-output tests, the bench and `.ci/run` (scripts/page-paths.mjs) check each.
 */
export function pageKinds(content: PageContent, locale: Locale = DEFAULT_LOCALE): PageOfKind[] {
  return PAGE_KINDS.map((kind) => ({
    name: kind.name,
    source: kind.source,
    status: kind.status,
    jsBudget: kind.jsBudget,
    bench: kind.bench,
    leaveBy: kind.leaveBy,
    path: addressOf(kind, content, locale),
    route: builtRoute(kind, content, locale),
    heading: kind.heading(content),
  }));
}
