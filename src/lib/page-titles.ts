/** Titles composed from content, shared by the pages' Head and the build that draws their sharing cards. */
import { tagLabel } from "./slug";
import { fill } from "./text";

/** Every list page gets its own title: "Journal", then "Journal · Pagina 2". */
export function journalListTitle(metaTitle: string, pageLabel: string, page: number): string {
  return page > 1 ? `${metaTitle} · ${fill(pageLabel, { page })}` : metaTitle;
}

/** "Articoli su Design system". */
export function journalTagTitle(tagTitle: string, tag: string): string {
  return fill(tagTitle, { tag: tagLabel(tag) });
}
