/**
 * Reads every content file from disk and checks it against its collection.
 * Runs before Gatsby sources anything, so a bad file stops the build with a
 * message naming the file, the field and what was expected.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import yaml from "js-yaml";
import type { z } from "zod";
import { collections as allCollections, type Collection } from "./collections";
import { filePaths, objectSchema } from "./fields";

export interface ContentProblem {
  /** Path of the file, relative to the project (content/...). */
  file: string;
  /** Dotted path of the field, empty for the whole file. */
  field: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return problem.field ? `${problem.file}: ${problem.field} ${problem.message}` : `${problem.file}: ${problem.message}`;
}

function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((acc, segment) => {
    if (typeof segment === "number") return `${acc}[${segment}]`;
    return acc ? `${acc}.${String(segment)}` : String(segment);
  }, "");
}

function zodProblems(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") {
      return { file, field: fieldPath([...issue.path, issue.keys[0]]), message: "is not a known field" };
    }
    const missing = issue.code === "invalid_type" && (issue as { input?: unknown }).input === undefined;
    return { file, field: fieldPath(issue.path), message: missing ? `is required (${issue.message})` : issue.message };
  });
}

export interface Entry {
  /** Path of the file, relative to the project (content/...). */
  file: string;
  data: unknown;
  /** The file's folder, absolute. */
  dir: string;
}

/**
 * YAML without its timestamp type: js-yaml turns an unquoted `2026-02-31` into 3 March,
 * which would hide an impossible date. Dates stay text and the date field checks them.
 */
const YAML_OPTIONS = { schema: yaml.CORE_SCHEMA };

function readYaml(absolute: string, file: string, problems: ContentProblem[]): Entry | undefined {
  try {
    return { file, data: yaml.load(fs.readFileSync(absolute, "utf8"), YAML_OPTIONS), dir: path.dirname(absolute) };
  } catch (error) {
    problems.push({ file, field: "", message: `is not valid YAML (${(error as Error).message.split("\n")[0]})` });
    return undefined;
  }
}

function readMarkdown(absolute: string, file: string, problems: ContentProblem[]): Entry | undefined {
  try {
    // Passing options also makes gray-matter skip its cache, so edits are always seen.
    const options = { engines: { yaml: (text: string) => yaml.load(text, YAML_OPTIONS) as object } };
    return { file, data: matter(fs.readFileSync(absolute, "utf8"), options).data, dir: path.dirname(absolute) };
  } catch (error) {
    problems.push({ file, field: "", message: `has frontmatter that is not valid YAML (${(error as Error).message.split("\n")[0]})` });
    return undefined;
  }
}

/** The files of a collection under `contentDir`, read as the validation reads them (Markdown entries in folder order). */
export function entriesOf(collection: Collection, contentDir: string, problems: ContentProblem[] = []): Entry[] {
  const rel = (absolute: string) => path.relative(path.dirname(contentDir), absolute).split(path.sep).join("/");
  const { source } = collection;
  if (source.type === "yaml") {
    const absolute = path.join(contentDir, source.file);
    if (!fs.existsSync(absolute)) {
      problems.push({ file: rel(absolute), field: "", message: "is missing" });
      return [];
    }
    const entry = readYaml(absolute, rel(absolute), problems);
    return entry ? [entry] : [];
  }
  const folder = path.join(contentDir, source.folder);
  if (!fs.existsSync(folder)) return [];
  const entries: Entry[] = [];
  for (const name of fs.readdirSync(folder).sort()) {
    const dir = path.join(folder, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const absolute = path.join(dir, "index.md");
    if (!source.entryPattern.test(name)) {
      problems.push({ file: rel(dir), field: "", message: `must be ${source.entryExpected}` });
      continue;
    }
    if (!fs.existsSync(absolute)) {
      problems.push({ file: rel(dir), field: "", message: "must hold an index.md file" });
      continue;
    }
    const entry = readMarkdown(absolute, rel(absolute), problems);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Rules that span fields: things a single field cannot say. */
function crossFieldProblems(collection: Collection, entry: Entry): ContentProblem[] {
  const data = entry.data as Record<string, unknown>;
  if (collection.name === "journal" && data.cover && !data.coverAlt) {
    return [{ file: entry.file, field: "coverAlt", message: "is required when cover is set (must be a non-empty text)" }];
  }
  return [];
}

function validateCollection(collection: Collection, contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const schema = objectSchema(collection.fields);
  const entries = entriesOf(collection, contentDir, problems);
  const seen = new Map<string, string>();

  for (const entry of entries) {
    const result = schema.safeParse(entry.data ?? {}, { reportInput: true });
    if (!result.success) {
      problems.push(...zodProblems(entry.file, result.error));
      continue;
    }
    problems.push(...crossFieldProblems(collection, entry));
    for (const { path: at, file } of filePaths(collection.fields, entry.data)) {
      if (!fs.existsSync(path.resolve(entry.dir, file))) {
        problems.push({ file: entry.file, field: fieldPath(at), message: `points to "${file}", which does not exist beside the file` });
      }
    }
    for (const key of collection.uniqueAcrossEntries ?? []) {
      const value = String((entry.data as Record<string, unknown>)[key]);
      const other = seen.get(`${key}=${value}`);
      if (other) problems.push({ file: entry.file, field: key, message: `must be unique: "${value}" is also used by ${other}` });
      seen.set(`${key}=${value}`, entry.file);
    }
  }
  return problems;
}

/** Checks every collection under `contentDir` (the project's `content/` folder). */
export function validateContent(contentDir: string, collections: Collection[] = allCollections): ContentProblem[] {
  return collections.flatMap((collection) => validateCollection(collection, contentDir));
}
