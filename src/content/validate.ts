/**
 * Reads every content file from disk and checks it against its collection.
 * Runs before Gatsby sources anything, so a bad file stops the build with a
 * message naming the file, the field and what was expected.
 */
import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import yaml from "js-yaml";
import type { z } from "zod";
import { collections as allCollections, type Collection, type ContentOf } from "./collections";
import { entrySlug } from "../lib/slug";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../lib/locales";
import { filePaths, objectSchema } from "./fields";
import { readFrontMatter, YAML_OPTIONS } from "./front-matter.mjs";
import { EDITOR_FOLDERS, isAllowedFile, refusedFileMessage } from "./file-types";
import { IMAGE_FILE, IMAGE_LIMITS } from "./image-limits";
import { localeOfMarkdown, markdownFile } from "./locale-files";
import { hasTranslation, isSharedPath, REVIEWED, translationState, TRANSLATIONS, unpairedLists, untranslatedFiles, withShared } from "./translations";

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
  locale: Locale;
  /** A translation's own mark: whether a fluent reader has approved it (`reviewed: true`); null for an Italian file. */
  reviewed: boolean | null;
  /** An Italian work's or post's record of where each translation stands (`translations`), as its file has it. */
  translations?: unknown;
  /** A translation's Italian twin, whose shared values its data holds (src/content/translations.ts), if it has one. */
  original?: string;
}

/**
 * An entry read from its file: a translation's `reviewed` mark is taken out of its data (no collection has the field;
 * npm run launch-check lists the translations not yet approved).
 */
function entryOf(absolute: string, file: string, data: unknown, locale: Locale, problems: ContentProblem[]): Entry {
  const entry: Entry = { file, data, dir: path.dirname(absolute), locale, reviewed: null };
  if (!data || typeof data !== "object") return entry;
  // A post written in English has its Italian translation approved or not: a Markdown file of any language may say so.
  if (locale === DEFAULT_LOCALE && !/\.md$/.test(file)) return entry;
  const { [REVIEWED]: reviewed, [TRANSLATIONS]: translations, ...rest } = data as Record<string, unknown>;
  if (reviewed !== undefined && typeof reviewed !== "boolean") {
    problems.push({ file, field: REVIEWED, message: "must be true or false: true once a fluent reader has approved the translation" });
  }
  return { ...entry, data: rest, reviewed: reviewed === true, translations };
}

/** A YAML file's content, or a problem named once (by the default language's pass, which reads every file first). */
function loadYaml(absolute: string, file: string, locale: Locale, problems: ContentProblem[]): unknown {
  try {
    return yaml.load(fs.readFileSync(absolute, "utf8"), YAML_OPTIONS);
  } catch (error) {
    if (locale === DEFAULT_LOCALE) problems.push({ file, field: "", message: `is not valid YAML (${(error as Error).message.split("\n")[0]})` });
    return undefined;
  }
}

const LANGUAGE_NAMES: Record<Locale, string> = { it: "Italian", en: "English" };

/**
 * A YAML file's copy in `locale`: its section under the language's code (src/content/locale-files.ts). The file's own
 * problems (a section missing, a key that is no language) are named by the default language's pass.
 */
function readYamlSection(absolute: string, file: string, locale: Locale, problems: ContentProblem[]): Entry | undefined {
  const data = loadYaml(absolute, file, locale, problems);
  if (data === undefined) return undefined;
  const sections = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  if (locale === DEFAULT_LOCALE) {
    for (const key of Object.keys(sections).filter((key) => !(LOCALES as readonly string[]).includes(key))) {
      problems.push({ file, field: "", message: `has "${key}" at the top, which is no language: the copy goes under a language's code (${LOCALES.join(", ")})` });
    }
    for (const missing of LOCALES.filter((code) => sections[code] === undefined || sections[code] === null)) {
      const message =
        missing === DEFAULT_LOCALE
          ? `has no ${LANGUAGE_NAMES[missing]} copy: the ${missing}: section holds the site's own text, which every translation takes its shared values from`
          : `has no ${LANGUAGE_NAMES[missing]} copy: copy the ${DEFAULT_LOCALE}: section as ${missing}: and translate it (every page is in both languages)`;
      problems.push({ file, field: "", message });
    }
  }
  return sections[locale] === undefined || sections[locale] === null ? undefined : entryOf(absolute, file, sections[locale], locale, problems);
}

/** A Markdown file's front matter, read as YAML alone (src/content/front-matter.mjs), or its problem named. */
function readMarkdown(absolute: string, file: string, locale: Locale, problems: ContentProblem[]): Entry | undefined {
  try {
    return entryOf(absolute, file, readFrontMatter(fs.readFileSync(absolute, "utf8")).data, locale, problems);
  } catch (error) {
    problems.push({ file, field: "", message: (error as Error).message });
    return undefined;
  }
}

/** How an entry in `locale` is read: a YAML file's section, or a Markdown folder's file of that language. */
const readerOf = (collection: Collection) => (collection.source.type === "yaml" ? readYamlSection : readMarkdown);

/**
 * The language an entry was first written in, whose file holds its shared values: a post's `language` (Decap copies
 * it into each language's file; by hand, the one file of a post in one language says it), Italian for anything else.
 */
function originalLocale(collection: Collection, dir: string): Locale {
  if (collection.source.type !== "markdown" || !("language" in collection.fields)) return DEFAULT_LOCALE;
  for (const locale of LOCALES) {
    const file = path.join(dir, markdownFile(locale));
    const said = fs.existsSync(file) ? (readMarkdown(file, file, locale, [])?.data as { language?: unknown } | undefined)?.language : undefined;
    const language = LOCALES.find((candidate) => candidate === said);
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * Whether an entry's file in `locale` is a version of it: the original language's always; another's when it translates
 * something (Decap writes the other language's file of shared fields alone for an entry saved in one language).
 */
export function isVersion(collection: Collection, absolute: string, data: unknown, locale: Locale): boolean {
  return locale === originalLocale(collection, path.dirname(absolute)) || hasTranslation(collection.fields, data);
}

/** The original of a translation's entry: the same YAML file's `it` section, or its folder's file in its original language. */
const originalFile = (collection: Collection, entry: Entry) =>
  collection.source.type === "yaml" ? path.join(entry.dir, path.basename(entry.file)) : path.join(entry.dir, markdownFile(originalLocale(collection, entry.dir)));

/**
 * The entries of a collection in `locale` under `contentDir`, read as the validation reads them (Markdown entries in
 * folder order). A YAML file has every language; a Markdown entry (a work, a post) may have one language only, and an
 * English file that translates nothing is no English version (`hasTranslation`).
 */
function entriesOf(collection: Collection, contentDir: string, problems: ContentProblem[] = [], locale: Locale = DEFAULT_LOCALE): Entry[] {
  const rel = (absolute: string) => path.relative(path.dirname(contentDir), absolute).split(path.sep).join("/");
  const read = (absolute: string, fileLocale: Locale, into: ContentProblem[]) => readerOf(collection)(absolute, rel(absolute), fileLocale, into);
  const { source } = collection;
  if (source.type === "yaml") {
    const absolute = path.join(contentDir, source.file);
    if (!fs.existsSync(absolute)) {
      if (locale === DEFAULT_LOCALE) problems.push({ file: rel(absolute), field: "", message: "is missing" });
      return [];
    }
    const entry = read(absolute, locale, problems);
    return entry ? [withOriginal(collection, entry, (file) => read(file, DEFAULT_LOCALE, []), problems)] : [];
  }
  const folder = path.join(contentDir, source.folder);
  if (!fs.existsSync(folder)) return [];
  const entries: Entry[] = [];
  for (const name of fs.readdirSync(folder).sort()) {
    const dir = path.join(folder, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    // A folder's own problems (its name, its files' names) are named once, in the Italian pass that reads every folder.
    if (locale === DEFAULT_LOCALE) problems.push(...folderProblems(source, dir, rel));
    if (!source.entryPattern.test(name)) continue;
    const absolute = path.join(dir, markdownFile(locale));
    if (!fs.existsSync(absolute)) continue;
    const entry = read(absolute, locale, problems);
    if (entry && isVersion(collection, absolute, entry.data, locale)) {
      const original = originalLocale(collection, dir);
      entries.push(withOriginal(collection, entry, (file) => read(file, original, []), problems));
    }
  }
  return entries;
}

/** A Markdown entry's folder: its name as the rule wants it, and a file for at least one language, each named by its language. */
function folderProblems(source: Collection["source"] & { type: "markdown" }, dir: string, rel: (absolute: string) => string): ContentProblem[] {
  const name = path.basename(dir);
  if (!source.entryPattern.test(name)) {
    const suggestion = asFolderName(name);
    const example = source.entryPattern.test(suggestion) ? `: per esempio «${suggestion}»` : "";
    return [{ file: rel(dir), field: "", message: `non va bene come nome di cartella, che dev'essere ${source.entryExpected}${example}` }];
  }
  const files = LOCALES.map(markdownFile).join(" or ");
  const unnamed = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".md") && !localeOfMarkdown(file))
    .map((file) => ({ file: rel(path.join(dir, file)), field: "", message: `is named for no language: rename it ${files} (${markdownFile(DEFAULT_LOCALE)} is the Italian one)` }));
  if (unnamed.length > 0 || LOCALES.some((locale) => fs.existsSync(path.join(dir, markdownFile(locale))))) return unnamed;
  return [{ file: rel(dir), field: "", message: `must hold ${markdownFile(DEFAULT_LOCALE)} (or ${LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(markdownFile).join(", ")} for English only)` }];
}

/**
 * A translation with what it shares taken from its Italian twin (src/content/translations.ts), if it has one; a list
 * of items with shared fields whose number differs from the twin's is named. The Italian entry is returned as it is.
 */
function withOriginal(collection: Collection, entry: Entry, read: (absolute: string) => Entry | undefined, problems: ContentProblem[]): Entry {
  const twin = originalFile(collection, entry);
  const isOriginal = collection.source.type === "yaml" ? entry.locale === DEFAULT_LOCALE : path.resolve(twin) === path.resolve(entry.dir, path.basename(entry.file));
  if (isOriginal) return entry;
  const original = fs.existsSync(twin) ? read(twin) : undefined;
  if (!original) return entry;
  for (const problem of [...unpairedLists(collection.fields, original.data, entry.data), ...untranslatedFiles(collection.fields, original.data, entry.data)])
    problems.push({ file: entry.file, ...problem });
  return { ...entry, data: withShared(collection.fields, original.data, entry.data), original: original.file };
}

/**
 * A folder's name as the rule wants it, for the message: accents dropped, lowercase, anything but letters and digits
 * a dash (what the CMS writes, src/cms/config.ts's `slug`).
 */
function asFolderName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Rules that span fields: things a single field cannot say. */
function crossFieldProblems(collection: Collection, entry: Entry): ContentProblem[] {
  if (collection.name === "journal") return postProblems(entry);
  if (collection.name === "accessibilityPage") return statementProblems(entry);
  return [];
}

/**
 * An accessibility statement says "conforme" only with nothing inaccessible, and lists what is not
 * accessible when it says it is partly conformant or not conformant (AgID's model).
 */
function statementProblems(entry: Entry): ContentProblem[] {
  const { conformance, inaccessible } = entry.data as { conformance: { status: string }; inaccessible: { items: unknown[] } };
  const listed = inaccessible.items.length > 0;
  if (conformance.status === "conforme" && listed) {
    return [{ file: entry.file, field: "conformance.status", message: 'is "conforme", yet inaccessible.items lists content that is not accessible' }];
  }
  if (conformance.status !== "conforme" && !listed) {
    return [{ file: entry.file, field: "inaccessible.items", message: `must list what is not accessible when conformance.status is "${conformance.status}"` }];
  }
  return [];
}

function postProblems(entry: Entry): ContentProblem[] {
  const data = entry.data as Record<string, unknown>;
  const problems: ContentProblem[] = [];
  if (data.cover && !data.coverAlt) {
    problems.push({ file: entry.file, field: "coverAlt", message: "is required when cover is set (must be a non-empty text)" });
  }
  const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
  if (data.updated !== undefined && day(data.updated) < day(data.date)) {
    problems.push({ file: entry.file, field: "updated", message: `must not be before date (${day(data.date)})` });
  }
  return problems;
}

function validateCollection(collection: Collection, contentDir: string): ContentProblem[] {
  return LOCALES.flatMap((locale) => validateLocale(collection, contentDir, locale));
}

function validateLocale(collection: Collection, contentDir: string, locale: Locale): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const schema = objectSchema(collection.fields);
  const entries = entriesOf(collection, contentDir, problems, locale);
  const seen = new Map<string, string>();
  // An Italian original records its translations' state; a post written in English has no such list (src/cms/config.ts).
  const originals = entries.filter((entry) => !entry.original);
  if (locale === DEFAULT_LOCALE && collection.source.type === "markdown") problems.push(...originals.flatMap((entry) => recordedStates(collection, entry)));

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
  // A translation's shared values are its Italian twin's: what is wrong with them is named once, in the Italian copy.
  const translations = new Set(entries.filter((entry) => entry.original).map((entry) => entry.file));
  const named = problems.filter((problem) => !translations.has(problem.file) || !problem.field || !isSharedPath(collection.fields, problem.field));
  // A YAML file holds every language: a field is named with its language's section (`en.nav.language`).
  return collection.source.type === "yaml" ? named.map((problem) => (problem.field ? { ...problem, field: `${locale}.${problem.field}` } : problem)) : named;
}

/**
 * An Italian work's or post's `translations` must say where each translation stands, as its file shows it (the CMS
 * writes it on save, src/cms/translation-states.ts): what the CMS's lists show is what npm run launch-check finds.
 */
function recordedStates(collection: Collection, entry: Entry): ContentProblem[] {
  // An entry written by hand may leave it out (its list in the CMS shows no state until a save there records one).
  if (entry.translations === undefined) return [];
  const recorded = (entry.translations ?? {}) as Record<string, unknown>;
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => {
    const file = path.join(entry.dir, markdownFile(locale));
    const translation = fs.existsSync(file) ? readMarkdown(file, file, locale, []) : undefined;
    const state = translationState(collection.fields, translation && { ...(translation.data as object), [REVIEWED]: translation.reviewed });
    if (recorded[locale] === state) return [];
    const why = { mancante: `${markdownFile(locale)} translates nothing`, "da approvare": `${markdownFile(locale)} has ${REVIEWED}: false`, approvata: `${markdownFile(locale)} has ${REVIEWED}: true` }[state];
    return [{ file: entry.file, field: `${TRANSLATIONS}.${locale}`, message: `must be "${state}" (${why}): the CMS writes it when it saves the entry` }];
  });
}

/** The URL slugs of a Markdown collection's entries in any language, from their folder names. */
function entrySlugs(collection: Collection, contentDir: string): Set<string> {
  return new Set(LOCALES.flatMap((locale) => entriesOf(collection, contentDir, [], locale)).map((entry) => entrySlug(path.basename(entry.dir))));
}

/**
 * Rules that span collections: a value that names an entry of another collection must name one that exists.
 * Run once every collection is valid on its own, so the values have their shapes.
 */
function crossCollectionProblems(contentDir: string, collections: Collection[] = allCollections): ContentProblem[] {
  const byName = new Map(collections.map((collection) => [collection.name, collection]));
  const works = byName.get("works");
  const journal = byName.get("journal");
  const team = byName.get("team");
  if (!works || !journal) return [];
  const postSlugs = entrySlugs(journal, contentDir);
  const problems: ContentProblem[] = [];
  for (const entry of entriesOf(works, contentDir, [])) {
    const named = ((entry.data as Record<string, unknown>).journalPosts ?? []) as string[];
    named.forEach((slug, index) => {
      if (!postSlugs.has(slug)) {
        problems.push({ file: entry.file, field: `journalPosts[${index}]`, message: `names "${slug}", which is no journal post's slug` });
      }
    });
  }

  for (const locale of LOCALES) problems.push(...formerAddressProblems(entriesOf(journal, contentDir, [], locale)));
  problems.push(...referenceProblems(contentDir, collections));

  const members = new Set(
    team ? entriesOf(team, contentDir, []).flatMap((entry) => ((entry.data as { members?: { name?: string }[] }).members ?? []).map((member) => member.name)) : [],
  );
  for (const entry of entriesOf(journal, contentDir, [])) {
    const author = (entry.data as Record<string, unknown>).author;
    if (typeof author === "string" && !members.has(author)) {
      problems.push({ file: entry.file, field: "author", message: `is "${author}", who is not in content/team.yaml (leave it out for the studio)` });
    }
  }
  return problems;
}

/**
 * A text that names an item of another collection's list (`ref`: a post's tag) names one the list has in the entry's
 * own language: `content/journal/…/index.en.md: tags[1] is "seo-tips", …`, so the build stops naming the post and the tag.
 */
function referenceProblems(contentDir: string, collections: Collection[]): ContentProblem[] {
  const byName = new Map(collections.map((collection) => [collection.name, collection]));
  const problems: ContentProblem[] = [];
  for (const collection of collections) {
    for (const [name, field] of Object.entries(collection.fields)) {
      const named = field.kind === "list" ? field.of : field;
      const ref = named.kind === "string" ? named.ref : undefined;
      const target = ref && byName.get(ref.collection);
      if (!ref || !target || target.source.type !== "yaml") continue;
      const file = `content/${target.source.file}`;
      for (const locale of LOCALES) {
        const [list] = entriesOf(target, contentDir, [], locale);
        const known = new Set((((list?.data as Record<string, unknown>)?.[ref.list] ?? []) as Record<string, unknown>[]).map((item) => item[ref.key]));
        for (const entry of entriesOf(collection, contentDir, [], locale)) {
          const value = (entry.data as Record<string, unknown>)[name];
          const values = field.kind === "list" ? (Array.isArray(value) ? value : []) : value === undefined ? [] : [value];
          values.forEach((item, index) => {
            if (known.has(item)) return;
            problems.push({
              file: entry.file,
              field: field.kind === "list" ? `${name}[${index}]` : name,
              message: `is "${String(item)}", which ${file} does not list under ${locale}.${ref.list}: add it there first (in the CMS, ${target.label})`,
            });
          });
        }
      }
    }
  }
  return problems;
}

/** A post's address in its language: its own `slug`, or its folder's name without the date. */
const postSlug = (entry: Entry) => ((entry.data as { slug?: string }).slug ?? entrySlug(path.basename(entry.dir))) as string;

/**
 * A former slug becomes a permanent redirect: it may be no post's address in its language (its slug, or its folder,
 * which redirects to the slug), and lead to one post only. Both files are named, so the editor finds the other one.
 */
function formerAddressProblems(postEntries: Entry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const formerSlugs = new Map<string, string>();
  const addresses = new Map<string, string>();
  for (const entry of postEntries) {
    addresses.set(path.basename(entry.dir), entry.file);
    addresses.set(postSlug(entry), entry.file);
  }
  for (const entry of postEntries) {
    const former = ((entry.data as Record<string, unknown>).redirectFrom ?? []) as string[];
    former.forEach((slug, index) => {
      const field = `redirectFrom[${index}]`;
      const owner = addresses.get(slug);
      const other = formerSlugs.get(slug);
      if (owner === entry.file) problems.push({ file: entry.file, field, message: `è «${slug}», l'indirizzo di questo stesso articolo: toglilo` });
      else if (owner) {
        problems.push({
          file: entry.file,
          field,
          message: `è «${slug}», l'indirizzo di ${owner}: i due articoli avrebbero lo stesso indirizzo; toglilo, o cambia il nome della cartella dell'altro`,
        });
      } else if (other) {
        problems.push({ file: entry.file, field, message: `è «${slug}», che porta già a ${other}: un vecchio indirizzo porta a un solo articolo` });
      }
      formerSlugs.set(slug, entry.file);
    });
  }
  return problems;
}

/**
 * Two entries of a Markdown collection with one address (their folders' names without the date or the number): the
 * last page made would win silently, and lists and feeds would point twice to one page.
 */
function sameAddressProblems(contentDir: string, collections: Collection[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const collection of collections.filter((c) => c.source.type === "markdown")) {
    for (const locale of LOCALES) problems.push(...sameAddressIn(entriesOf(collection, contentDir, [], locale)));
  }
  return problems;
}

function sameAddressIn(entries: Entry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const first = new Map<string, string>();
  for (const entry of entries) {
    const slug = postSlug(entry);
    const other = first.get(slug);
    if (other) problems.push({ file: entry.file, field: "", message: `ha lo stesso indirizzo («${slug}») di ${other}: cambia il nome di una delle due cartelle` });
    else first.set(slug, entry.file);
  }
  return problems;
}

/** Every file under `dir`, absolute; none if there is no such folder. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * A file of a kind the site does not use (src/content/file-types.ts), under content/ or the CMS's media library
 * (static/media beside it): published as it is, it could run on the site's origin.
 */
function fileTypeProblems(contentDir: string): ContentProblem[] {
  const root = path.dirname(contentDir);
  const rel = (absolute: string) => path.relative(root, absolute).split(path.sep).join("/");
  const folders = EDITOR_FOLDERS.map((folder) => (folder === "content" ? contentDir : path.join(root, folder)));
  return folders
    .flatMap(filesUnder)
    .filter((file) => !isAllowedFile(path.basename(file)))
    .map((file) => ({ file: rel(file), field: "", message: refusedFileMessage(path.basename(file)) }));
}

/** A number as Italian writes it, with one decimal: 8,4. */
const decimal = (value: number) => value.toFixed(1).replace(".", ",");

/**
 * An image in content/ over IMAGE_LIMITS, in bytes or in pixels. Its size is read from its header by image-size,
 * without decoding it; sharp's metadata() would do the same but only asynchronously, and the validation is synchronous
 * (the tests read the content through it as they load).
 */
function imageLimitProblems(contentDir: string): ContentProblem[] {
  const rel = (absolute: string) => path.relative(path.dirname(contentDir), absolute).split(path.sep).join("/");
  const { bytes, side, megapixels, advisedSide } = IMAGE_LIMITS;
  const advice = `riducila a circa ${advisedSide} px di lato, quanti ne mostra il sito, e salvala con lo stesso nome`;
  const problems: ContentProblem[] = [];
  for (const file of filesUnder(contentDir).filter((name) => IMAGE_FILE.test(name))) {
    const size = fs.statSync(file).size;
    if (size > bytes) {
      problems.push({ file: rel(file), field: "", message: `pesa ${decimal(size / 1e6)} MB, oltre il limite di ${bytes / 1e6} MB: ${advice}` });
      continue;
    }
    let width = 0;
    let height = 0;
    try {
      ({ width, height } = imageSize(fs.readFileSync(file)));
    } catch {
      problems.push({ file: rel(file), field: "", message: "non è un'immagine leggibile: salvala di nuovo come JPEG, PNG, WebP o AVIF" });
      continue;
    }
    if (Math.max(width, height) > side || width * height > megapixels * 1e6) {
      problems.push({
        file: rel(file),
        field: "",
        message: `${width} × ${height} px (${decimal((width * height) / 1e6)} megapixel), oltre il limite di ${side} px di lato o ${megapixels} megapixel: ${advice}`,
      });
    }
  }
  return problems;
}

/**
 * Checks every collection under `contentDir` (the project's `content/` folder), its images, and the kind of every file
 * there and in the CMS's media library beside it (static/media).
 */
export function validateContent(contentDir: string, collections: Collection[] = allCollections): ContentProblem[] {
  const problems = [
    ...collections.flatMap((collection) => validateCollection(collection, contentDir)),
    ...imageLimitProblems(contentDir),
    ...fileTypeProblems(contentDir),
  ];
  return problems.length > 0 ? problems : [...sameAddressProblems(contentDir, collections), ...crossCollectionProblems(contentDir, collections)];
}

/**
 * A collection's files, checked as the build checks them and parsed (dates as YYYY-MM-DD text), typed by the schema.
 * A wrong file throws, naming each file and field. The build's own settings, its publishing rule, the feed and the
 * tests read content through it.
 */
export function readEntries<C extends Collection>(collection: C, contentDir: string, locale: Locale = DEFAULT_LOCALE): (Entry & { data: ContentOf<C> })[] {
  const problems = validateCollection(collection, contentDir);
  if (problems.length > 0) throw new Error(`content/ does not pass the schema:\n${problems.map(formatProblem).join("\n")}`);
  const schema = objectSchema(collection.fields);
  return entriesOf(collection, contentDir, [], locale).map((entry) => ({ ...entry, data: schema.parse(entry.data) as ContentOf<C> }));
}

/**
 * One content file's data as the build's nodes hold it (src/gatsby/nodes.ts): read as validation reads it, a
 * translation with its Italian twin's shared values, parsed by the schema (dates as YYYY-MM-DD text). Validation has
 * run before any node is made, so the file is valid.
 */
export function readContentFile(collection: Collection, absolute: string, locale: Locale): Record<string, unknown> {
  const contentRoot = absolute.slice(0, absolute.lastIndexOf(`${path.sep}content${path.sep}`));
  const rel = (file: string) => path.relative(contentRoot, file).split(path.sep).join("/");
  const read = (file: string, fileLocale: Locale) => readerOf(collection)(file, rel(file), fileLocale, []);
  const entry = read(absolute, locale);
  if (!entry) throw new Error(`${rel(absolute)}: could not be read after validation`);
  const original = originalLocale(collection, path.dirname(absolute));
  return objectSchema(collection.fields).parse(withOriginal(collection, entry, (file) => read(file, original), []).data) as Record<string, unknown>;
}

/** The content of a collection that is one YAML file (content/site.yaml, a page's copy) in `locale`, read as `readEntries` reads. */
export function readFile<C extends Collection & { source: { type: "yaml" } }>(collection: C, contentDir: string, locale: Locale = DEFAULT_LOCALE): ContentOf<C> {
  return readEntries(collection, contentDir, locale)[0].data;
}
