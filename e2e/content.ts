/**
 * The site's content as the tests see it: read from `content/` by the build's own validated reader and typed by the
 * same schema (src/content/collections.ts), so a test asks the content for counts, questions, titles and prices
 * instead of pinning the launch copy. An editor's valid change then changes what the test expects.
 * Used by the browser tests, the engines suite, the bench and the jest tests; `root` is the project to read
 * (a temporary copy of the site in the editor's-commit and edge-content tests).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import * as schema from "../src/content/collections";
import type { ContentOf } from "../src/content/collections";
import { isPublished } from "../src/content/publishing";
import { entrySlug } from "../src/lib/slug";
import { formatProblem, readEntries, readFile, validateContent } from "../src/content/validate";

/** A work's file, with its folder's name. */
export type WorkContent = ContentOf<typeof schema.works> & { folder: string };
/** A journal post's file, with its folder's name, its slug and the Markdown text under the frontmatter. */
export type PostContent = ContentOf<typeof schema.journal> & { folder: string; slug: string; body: string };

export interface Content {
  site: ContentOf<typeof schema.site>;
  services: ContentOf<typeof schema.services>;
  technologies: ContentOf<typeof schema.technologies>;
  faq: ContentOf<typeof schema.faq>;
  team: ContentOf<typeof schema.team>;
  collaborators: ContentOf<typeof schema.collaborators>;
  homePage: ContentOf<typeof schema.homePage>;
  worksPage: ContentOf<typeof schema.worksPage>;
  studioPage: ContentOf<typeof schema.studioPage>;
  journalPage: ContentOf<typeof schema.journalPage>;
  /** In number order, as the works page lists them. */
  works: WorkContent[];
  /** Published posts (src/content/publishing.ts) on `today`, newest first, as the journal lists them. */
  posts: PostContent[];
  /** Drafts and scheduled posts, newest first: only `gatsby develop` shows them. */
  unpublished: PostContent[];
}

const folderOf = (file: string) => path.basename(path.dirname(file));

/**
 * Reads and validates every content file under `root`/content; a file the schema refuses stops the test
 * with the build's own message (file and field), never a wrong expectation.
 */
export function readContent(root = process.cwd(), today?: string): Content {
  const contentDir = path.resolve(root, "content");
  const problems = validateContent(contentDir);
  if (problems.length) throw new Error(`content/ does not pass the schema:\n${problems.map(formatProblem).join("\n")}`);
  const works = readEntries(schema.works, contentDir)
    .map((entry) => ({ folder: folderOf(entry.file), ...entry.data }))
    .sort((a, b) => a.number.localeCompare(b.number));
  const allPosts = readEntries(schema.journal, contentDir)
    .map((entry) => {
      const folder = folderOf(entry.file);
      const body = matter(fs.readFileSync(path.join(entry.dir, "index.md"), "utf8")).content;
      return { ...entry.data, folder, slug: entrySlug(folder), body };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
  return {
    site: readFile(schema.site, contentDir),
    services: readFile(schema.services, contentDir),
    technologies: readFile(schema.technologies, contentDir),
    faq: readFile(schema.faq, contentDir),
    team: readFile(schema.team, contentDir),
    collaborators: readFile(schema.collaborators, contentDir),
    homePage: readFile(schema.homePage, contentDir),
    worksPage: readFile(schema.worksPage, contentDir),
    studioPage: readFile(schema.studioPage, contentDir),
    journalPage: readFile(schema.journalPage, contentDir),
    works,
    posts: allPosts.filter((post) => isPublished(post, today)),
    unpublished: allPosts.filter((post) => !isPublished(post, today)),
  };
}

/** A text as a regular expression that matches it literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
