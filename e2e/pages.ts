import { routes } from "../src/lib/routes";
import { entrySlug, tagLabel } from "../src/lib/slug";
import type { Content } from "./content";

interface PageKind {
  /** A short name for test titles and screenshots. */
  name: string;
  path: string;
  /** The page's h1, or a pattern it matches: the page has arrived. */
  heading: string | RegExp;
}

/**
 * One page of every kind the site builds, as the content names it. The browser tests (e2e/accessibility.spec.ts)
 * and the engines suite (e2e-engines/checks.mjs) check each: a new kind of page is one line here.
 */
export function pageKinds({
  homePage,
  worksPage,
  studioPage,
  journalPage,
  contactPage,
  accessibilityPage,
  searchPage,
  works,
  posts,
}: Content): PageKind[] {
  const [work] = works;
  const [post] = posts;
  return [
    { name: "home", path: routes.home, heading: homePage.cover.slogan },
    { name: "works", path: routes.works, heading: worksPage.title },
    { name: "work", path: routes.work(entrySlug(work.folder)), heading: work.title },
    { name: "studio", path: routes.studio, heading: studioPage.title },
    { name: "journal", path: routes.journal, heading: journalPage.title },
    { name: "post", path: routes.journalPost(post.slug), heading: post.title },
    { name: "tag", path: routes.journalTag(post.tags[0]), heading: new RegExp(tagLabel(post.tags[0]), "i") },
    { name: "brief", path: routes.brief, heading: contactPage.title },
    { name: "search", path: routes.search, heading: searchPage.title },
    { name: "statement", path: routes.accessibility, heading: accessibilityPage.title },
    { name: "404", path: "/pagina-che-non-esiste", heading: /404/ },
  ];
}
