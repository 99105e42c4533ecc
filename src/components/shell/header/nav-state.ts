import { localeOfPath } from "../../../lib/locales";
import { localizedRoutes, normalizePath } from "../../../lib/routes";

export type Section = "home" | "works" | "studio" | "journal" | "other";

export function sectionOf(pathname: string): Section {
  const path = normalizePath(pathname);
  const routes = localizedRoutes[localeOfPath(path)];
  if (path === routes.home) return "home";
  for (const section of ["works", "studio", "journal"] as const) {
    if (path === routes[section] || path.startsWith(`${routes[section]}/`)) return section;
  }
  return "other";
}

/** Works is shown active unless on the journal or Studio; Studio unless on the journal or Works (docs/design.md, "Layout"). */
export function activeLinks(pathname: string): { works: boolean; studio: boolean } {
  const section = sectionOf(pathname);
  return {
    works: section !== "journal" && section !== "studio",
    studio: section !== "journal" && section !== "works",
  };
}
