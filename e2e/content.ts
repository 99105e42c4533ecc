/**
 * The site's content as the tests see it: read from `content/` by the build's own validated reader and typed by the
 * same schema (src/content/collections.ts), so a test asks the content for counts, questions, titles and prices
 * instead of pinning the launch copy. An editor's valid change then changes what the test expects.
 * Used by the browser tests, the engines suite, the bench and the jest tests; `root` is the project to read
 * (a temporary copy of the site in the editor's-commit and edge-content tests).
 */
import fs from "node:fs";
import path from "node:path";
import * as schema from "../src/content/collections";
import type { ContentOf } from "../src/content/collections";
import { isPublished } from "../src/content/publishing";
import { DEFAULT_LOCALE, type Locale } from "../src/lib/locales";
import { entrySlug } from "../src/lib/slug";
import { readFrontMatter } from "../src/content/front-matter.mjs";
import { formatProblem, readEntries, readFile, validateContent } from "../src/content/validate";

/** A work's file, with its folder's name. */
export type WorkContent = ContentOf<typeof schema.works> & { folder: string };
/** A journal post's file, with its folder's name, its slug and the Markdown text under the frontmatter. */
export type PostContent = ContentOf<typeof schema.journal> & { folder: string; slug: string; body: string };

/** Each collection that is one YAML file (src/content/collections.ts, `yamlCollections`), by its name. */
type FileContents = { [Name in keyof typeof schema.yamlCollections]: ContentOf<(typeof schema.yamlCollections)[Name]> };

export interface Content extends FileContents {
  /** In number order, as the works page lists them. */
  works: WorkContent[];
  /** Published posts (src/content/publishing.ts) on `today`, newest first, as the journal lists them. */
  posts: PostContent[];
  /** Drafts and scheduled posts, newest first: only `gatsby develop` shows them. */
  unpublished: PostContent[];
}

const folderOf = (file: string) => path.basename(path.dirname(file));

/**
 * Reads and validates every content file under `root`/content, in `locale` (the Italian edition unless asked); a
 * file the schema refuses stops the test with the build's own message (file and field), never a wrong expectation.
 * A work or post is in an edition only if it has a file in its language.
 */
export function readContent(root = process.cwd(), today?: string, locale: Locale = DEFAULT_LOCALE): Content {
  const contentDir = path.resolve(root, "content");
  const problems = validateContent(contentDir);
  if (problems.length) throw new Error(`content/ does not pass the schema:\n${problems.map(formatProblem).join("\n")}`);
  const works = readEntries(schema.works, contentDir, locale)
    .map((entry) => ({ folder: folderOf(entry.file), ...entry.data }))
    .sort((a, b) => a.number.localeCompare(b.number));
  const allPosts = readEntries(schema.journal, contentDir, locale)
    .map((entry) => {
      const folder = folderOf(entry.file);
      const { body } = readFrontMatter(fs.readFileSync(path.join(entry.dir, path.basename(entry.file)), "utf8"));
      return { ...entry.data, folder, slug: entry.data.slug ?? entrySlug(folder), body };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
  return {
    ...(Object.fromEntries(
      Object.entries(schema.yamlCollections).map(([name, collection]) => [name, readFile(collection, contentDir, locale)]),
    ) as FileContents),
    works,
    posts: allPosts.filter((post) => isPublished(post, today)),
    unpublished: allPosts.filter((post) => !isPublished(post, today)),
  };
}

/** The words a reader sees in a Markdown text: no code, link targets, image paths, addresses or markup. */
const proseWords = (markdown: string): string[] =>
  markdown
    .replace(/```[\s\S]*?```|`[^`]*`|!\[[^\]]*\]\([^)]*\)|\]\([^)]*\)|<[^>]+>|https?:\/\/\S+/g, " ")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/** How many of `texts` hold `word` as a whole word, in any case. */
const holding = (texts: string[], word: string) => texts.filter((text) => proseWords(text.toLowerCase()).includes(word)).length;

/**
 * A word of a post's text to search it by: written in lowercase in its text (a common word, not a name), of six
 * letters or more with no accent, held by the fewest other posts and works; the longest of those.
 */
export function searchWordFor(post: PostContent, { posts, works }: Pick<Content, "posts" | "works">): string {
  const others = [
    ...posts.filter((other) => other.slug !== post.slug).map((other) => `${other.title} ${other.description} ${other.body}`),
    ...works.map((work) => `${work.title} ${work.description} ${work.technologies.join(" ")}`),
  ];
  const lowercase = new Set(proseWords(post.body).filter((word) => /^[a-z]{6,}$/.test(word)));
  const [best] = [...lowercase]
    .map((word) => ({ word, others: holding(others, word) }))
    .sort((a, b) => a.others - b.others || b.word.length - a.word.length || a.word.localeCompare(b.word));
  if (!best) throw new Error(`${post.folder}: no word of six lowercase letters in its text to search it by`);
  return best.word;
}

/** A technology of a work to search it by: the one the fewest other works list, a single word if it has one. */
export function searchTechnologyFor(work: WorkContent, works: WorkContent[]): string {
  const others = works.filter((other) => other.folder !== work.folder).flatMap((other) => other.technologies);
  const [best] = [...work.technologies].sort(
    (a, b) =>
      others.filter((name) => name === a).length - others.filter((name) => name === b).length ||
      Number(/\s/.test(a)) - Number(/\s/.test(b)) ||
      b.length - a.length,
  );
  return best;
}

/** A text as a regular expression that matches it literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
