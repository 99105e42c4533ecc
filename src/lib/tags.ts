/** The journal's tags as content/tags.yaml names them in each language (src/content/collections.ts, `tags`). */
import type { ContentOf, tags } from "../content/collections";

/** A tag in one language: its address, its name and its line. */
export type Tag = ContentOf<typeof tags>["items"][number];

/**
 * The tags `slugs` name, in their order, from one language's list. A slug the list lacks is the content's error,
 * which validation names before the build (a post's tag names an entry of the list): here it throws, naming it;
 * `unknown` stands in for one instead where a half-written entry is expected (the CMS preview).
 */
export function tagsNamed<T extends Pick<Tag, "slug">>(slugs: readonly string[], items: readonly T[], unknown?: (slug: string) => T): T[] {
  return slugs.map((slug) => {
    const tag = items.find((item) => item.slug === slug);
    if (tag) return tag;
    if (unknown) return unknown(slug);
    throw new Error(`The tag "${slug}" is not in content/tags.yaml's list of its language: validation names the post that uses it`);
  });
}
