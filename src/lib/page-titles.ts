/** Titles composed from content, shared by the pages' Head and the build that draws their sharing cards. */
import { tagLabel } from "./slug";
import { fill } from "./text";

/** Every page of a list gets its own title: "Journal", then "Journal · Pagina 2". */
export function listPageTitle(title: string, pageLabel: string, page: number): string {
  return page > 1 ? `${title} · ${fill(pageLabel, { page })}` : title;
}

/** "Articoli su Design system". */
export function journalTagTitle(tagTitle: string, tag: string): string {
  return fill(tagTitle, { tag: tagLabel(tag) });
}
