/**
 * The site's content as the tests see it: read from `content/` by the build's own reader and checked against
 * the same schema (src/content/collections.ts), so a test asks the content for counts, questions, titles and
 * prices instead of pinning the launch copy. An editor's valid change then changes what the test expects.
 * Used by the browser tests, the engines suite, the bench and the jest tests; `root` is the project to read
 * (a temporary copy of the site in the editor's-commit and edge-content tests).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import * as schema from "../src/content/collections";
import { entrySlug } from "../src/lib/slug";
import { entriesOf, formatProblem, validateContent } from "../src/content/validate";

export interface FaqItem {
  question: string;
  answer: string;
}
export interface Work {
  folder: string;
  number: string;
  title: string;
  description: string;
  url: string;
  urlVisible: boolean;
  technologies: string[];
  images: { path: string; alt: string }[];
  showReverseSlider: boolean;
}
export interface Post {
  folder: string;
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  tags: string[];
  cover?: string;
  draft?: boolean;
  /** The Markdown text under the frontmatter. */
  body: string;
}
export interface TeamMember {
  name: string;
  role: string;
  photo: string;
  photoAlt: string;
  description: string;
  phone: string;
  email: string;
  linkedin: string;
  cv: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- YAML files whose shape the schema has just checked */
export interface Content {
  site: any;
  services: { title: string; carouselLabel: string; dragLabel: string; items: { title: string; description: string; color: string }[] };
  technologies: { title: string; moreLabel: string; shown: string[]; extra: string[] };
  faq: { title: string; items: FaqItem[] };
  team: { title: string; cvLabel: string; linkedinLabel: string; members: TeamMember[] };
  collaborators: { title: string; items: { name: string; role: string; url: string }[] };
  homePage: any;
  worksPage: any;
  studioPage: any;
  journalPage: any;
  searchPage: any;
  /** In number order, as the works page lists them. */
  works: Work[];
  /** Published posts, newest first, as the journal lists them. */
  posts: Post[];
  /** Posts marked `draft: true`, which only `gatsby develop` shows. */
  drafts: Post[];
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const yamlData = (collection: schema.Collection, contentDir: string) => entriesOf(collection, contentDir)[0]?.data;
const folderOf = (file: string) => path.basename(path.dirname(file));
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/**
 * Reads and validates every content file under `root`/content; a file the schema refuses stops the test
 * with the build's own message (file and field), never a wrong expectation.
 */
export function readContent(root = process.cwd()): Content {
  const contentDir = path.resolve(root, "content");
  const problems = validateContent(contentDir);
  if (problems.length) throw new Error(`content/ does not pass the schema:\n${problems.map(formatProblem).join("\n")}`);
  const works = entriesOf(schema.works, contentDir)
    .map((entry) => ({ folder: folderOf(entry.file), ...(entry.data as Omit<Work, "folder">) }))
    .sort((a, b) => a.number.localeCompare(b.number));
  const allPosts = entriesOf(schema.journal, contentDir)
    .map((entry) => {
      const data = entry.data as Omit<Post, "folder" | "slug" | "body">;
      const folder = folderOf(entry.file);
      const body = matter(fs.readFileSync(path.join(entry.dir, "index.md"), "utf8")).content;
      return { ...data, folder, slug: entrySlug(folder), date: dateText(data.date), body };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
  const posts = allPosts.filter((post) => post.draft !== true);
  const drafts = allPosts.filter((post) => post.draft === true);
  return {
    site: yamlData(schema.site, contentDir),
    services: yamlData(schema.services, contentDir) as Content["services"],
    technologies: yamlData(schema.technologies, contentDir) as Content["technologies"],
    faq: yamlData(schema.faq, contentDir) as Content["faq"],
    team: yamlData(schema.team, contentDir) as Content["team"],
    collaborators: yamlData(schema.collaborators, contentDir) as Content["collaborators"],
    homePage: yamlData(schema.homePage, contentDir),
    worksPage: yamlData(schema.worksPage, contentDir),
    studioPage: yamlData(schema.studioPage, contentDir),
    journalPage: yamlData(schema.journalPage, contentDir),
    searchPage: yamlData(schema.searchPage, contentDir),
    works,
    posts,
    drafts,
  };
}

/**
 * The posts a production build made today publishes: `posts` (no drafts) less those dated after today in Italy, the
 * day the build publishes up to (`lastPublishedDay` in src/gatsby/pages.ts). A test run against a build of an earlier
 * day could differ only on a post dated in between.
 */
export function publishedToday(posts: Post[], now = new Date()): Post[] {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(now);
  return posts.filter((post) => post.date <= today);
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
export function searchWordFor(post: Post, { posts, works }: Pick<Content, "posts" | "works">): string {
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
export function searchTechnologyFor(work: Work, works: Work[]): string {
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
