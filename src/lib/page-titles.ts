/** Titles composed from content, shared by the pages' Head and the build that draws their sharing cards. */
import { fill } from "./text";

/** Every page of a list gets its own title: "Journal", then "Journal · Pagina 2". */
export function listPageTitle(title: string, pageLabel: string, page: number): string {
  return page > 1 ? `${title} · ${fill(pageLabel, { page })}` : title;
}

/** A tag page's title, its tag's name in the journal's pattern (`tagTitle`): "SEO · Journal". */
export function journalTagTitle(tagTitle: string, tag: { label: string }): string {
  return fill(tagTitle, { tag: tag.label });
}
