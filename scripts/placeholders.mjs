/**
 * The invented facts still in content/, for `npm run launch-check` (scripts/launch-check.mjs), and a statement
 * that has to be renewed.
 *
 * Invented is what the content marks so: a YAML comment (in a Markdown file, in its frontmatter) that starts with
 * PLACEHOLDER, after the value it describes or on its own line above a group of values or a whole file; a
 * policy URL whose provider id is still all zeros (the iubenda pages of content/site.yaml `legal`); and a work's
 * measured result whose `confirmed` is false (the CMS drops comments, so a result is marked by that field).
 * Listed too: a translation no fluent reader has approved (`reviewed: false`: in a YAML file at the top of its `en:`
 * section, in a Markdown file in its frontmatter), and a work or a post with no English file. The accessibility
 * statement's assessment is due again twelve months after its date. Where each language is kept:
 * src/content/locale-files.ts.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { readFrontMatter, YAML_OPTIONS } from "../src/content/front-matter.mjs";
import { DEFAULT_LOCALE, DEFAULT_MARKDOWN, markdownFile } from "./content-layout.mjs";

/**
 * One invented fact.
 * @typedef {{ file: string, line: number, what: string, note: string }} Finding
 */

// A YAML comment (after a space, or at the start of the line) whose first word is PLACEHOLDER.
const PLACEHOLDER = /(?:^|\s)#\s*PLACEHOLDER\b:?\s*(.*)$/;
// A URL with a path segment of zeros only, the fictitious id the policy provider's pages carry until the real one.
const INVENTED_ID_URL = /https?:\/\/[^\s"'#]*\/(0{6,})(?=[/?"'\s]|$)[^\s"'#]*/;

/** The other languages' names. @type {Record<string, string>} */
const LANGUAGE_NAMES = { en: "English" };
/** A YAML file's section of one language: its code at the start of a line (`en:`). */
const SECTION = /^([a-z]{2}):\s*(#.*)?$/;

/** @param {string} dir @returns {string[]} */
function contentFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What a line holds, for the report: `key: value` without its comment.
 * @param {string} line
 */
const valueOf = (line) => line.replace(/\s+#.*$/, "").trim();

/** @param {string} line */
const indentOf = (line) => line.length - line.trimStart().length;
/** @param {string} line  a line that holds no value: blank, or a comment */
const isBlank = (line) => !line.trim() || /^\s*#/.test(line);

/**
 * The index of the line of a key path (`["it", "assessment", "date"]`) in a YAML text written in block style, each key
 * a direct child of the one before; -1 if there is none.
 * @param {string[]} lines
 * @param {string[]} keys
 */
function lineOfKey(lines, keys) {
  let found = -1;
  let parentIndent = -1;
  for (const key of keys) {
    /** @type {number | undefined} */
    let childIndent;
    const start = found + 1;
    found = -1;
    for (let index = start; index < lines.length; index += 1) {
      if (isBlank(lines[index])) continue;
      const indent = indentOf(lines[index]);
      if (indent <= parentIndent) break;
      childIndent ??= indent;
      if (indent === childIndent && lines[index].trimStart().startsWith(`${key}:`)) {
        found = index;
        parentIndent = indent;
        break;
      }
    }
    if (found < 0) return -1;
  }
  return found;
}

/**
 * Every invented fact under `contentDir`, in file and line order, then the accessibility statement if it is due
 * again on `today`. Paths are relative to `root`.
 * @param {string} contentDir
 * @param {string} [root]
 * @param {string} [today] YYYY-MM-DD
 * @returns {Finding[]}
 */
export function launchCheck(contentDir, root = path.dirname(contentDir), today = new Date().toISOString().slice(0, 10)) {
  /** @type {Finding[]} */
  const findings = [];
  for (const absolute of contentFiles(contentDir)) {
    const file = path.relative(root, absolute).split(path.sep).join("/");
    const lines = fs.readFileSync(absolute, "utf8").split("\n");
    const markdown = absolute.endsWith(".md");
    // In Markdown only the frontmatter is YAML; in the body a # is a heading.
    if (markdown) lines.splice(lines[0] === "---" ? lines.indexOf("---", 1) + 1 : 0);
    let measure = "";
    // In a YAML file, the language whose section the line is in, and the indentation of that section's keys.
    let section = "";
    /** @type {number | undefined} */
    let sectionIndent;
    lines.forEach((text, index) => {
      const heading = markdown ? null : SECTION.exec(text);
      if (heading) [section, sectionIndent] = [heading[1], undefined];
      else if (section && sectionIndent === undefined && !isBlank(text)) sectionIndent = indentOf(text);
      const marker = PLACEHOLDER.exec(text);
      if (marker && !text.trimStart().startsWith("#")) {
        findings.push({ file, line: index + 1, what: valueOf(text), note: marker[1].trim() });
      } else if (marker) {
        // A comment on its own lines speaks of what follows: the next value, or the whole file when it is not indented.
        // Its note goes on over the comment lines below until a sentence ends; other comments may follow it.
        let next = index + 1;
        const note = [marker[1].trim()];
        while (next < lines.length && /^\s*#/.test(lines[next]) && !/[.!?]$/.test(/** @type {string} */ (note.at(-1))))
          note.push(lines[next++].replace(/^\s*#\s*/, "").trim());
        while (next < lines.length && /^\s*#/.test(lines[next])) next += 1;
        const what = /^\s/.test(text) ? valueOf(lines[next] ?? "") : "(this file)";
        findings.push({ file, line: index + 1, what, note: note.join(" ") });
      }
      // A result's fields follow its `measure` (src/content/collections.ts, workResult): the last one seen names it.
      if (/^\s*-?\s*measure:/.test(text)) measure = valueOf(text).replace(/^-\s*/, "");
      if (/^\s*confirmed:\s*false\s*(#.*)?$/.test(text)) {
        findings.push({ file, line: index + 1, what: measure, note: "a result the client has not confirmed: set confirmed to true once they have" });
      }
      // A translation's mark: a Markdown file's own, in its frontmatter; a YAML file's, one of its language's section's keys.
      const reviewed = /^(\s*)reviewed:\s*false\s*(#.*)?$/.exec(text);
      const translation = markdown
        ? reviewed?.[1] === ""
        : reviewed && section && section !== DEFAULT_LOCALE && reviewed[1].length === sectionIndent && sectionIndent > 0;
      if (translation) {
        findings.push({
          file,
          line: index + 1,
          what: markdown ? "(this file)" : `(the ${LANGUAGE_NAMES[section] ?? section} copy)`,
          note: "a translation no fluent reader has approved yet: set reviewed to true once one has",
        });
      }
      const url = INVENTED_ID_URL.exec(text);
      if (url) findings.push({ file, line: index + 1, what: valueOf(text), note: `policy URL with the invented id ${url[1]}` });
    });
  }
  return [...findings, ...untranslated(contentDir, root), ...staleStatement(contentDir, root, today)];
}

/**
 * Whether a work's or a post's English file is an English version: it has its own title. Decap writes an English file
 * of the shared fields alone for an entry saved in Italian only, which the build takes for no English version
 * (`hasTranslation` of src/content/translations.ts; every translation has its title, a required translated text).
 * @param {string} file
 */
function isTranslation(file) {
  if (!fs.existsSync(file)) return false;
  const { title } = readFrontMatter(fs.readFileSync(file, "utf8")).data;
  return typeof title === "string" && title.trim() !== "";
}

/**
 * The works and posts with an Italian file and no English version (src/content/locale-files.ts): allowed (a post may
 * be in Italian only), and listed, so the studio sees what its English edition lacks.
 * @param {string} contentDir
 * @param {string} root
 * @returns {Finding[]}
 */
function untranslated(contentDir, root) {
  return ["works", "journal"].flatMap((folder) => {
    const dir = path.join(contentDir, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() &&
          fs.existsSync(path.join(dir, entry.name, DEFAULT_MARKDOWN)) &&
          !isTranslation(path.join(dir, entry.name, markdownFile("en"))),
      )
      .map((entry) => ({
        file: path
          .relative(root, path.join(dir, entry.name, DEFAULT_MARKDOWN))
          .split(path.sep)
          .join("/"),
        line: 1,
        what: "(this entry)",
        note: `not translated: the English edition has no page of it (fill its English side in the CMS, or write ${markdownFile("en")} beside it)`,
      }));
  });
}

/** The accessibility statement (collection `accessibilityPage` of src/content/collections.ts), from content/. */
const STATEMENT_FILE = "pages/accessibilita.yaml";

/**
 * The statement, when its assessment (`assessment.date` of its Italian copy, `it:`, which the English one shares) is
 * more than twelve months old on `today` (YYYY-MM-DD).
 * @param {string} contentDir
 * @param {string} root
 * @param {string} today
 * @returns {Finding[]}
 */
function staleStatement(contentDir, root, today) {
  const absolute = path.join(contentDir, STATEMENT_FILE);
  if (!fs.existsSync(absolute)) return [];
  const lines = fs.readFileSync(absolute, "utf8").split("\n");
  const keys = [DEFAULT_LOCALE, "assessment", "date"];
  // Dates stay text, as the build's validation reads them.
  /** @type {unknown} */
  let date = yaml.load(lines.join("\n"), YAML_OPTIONS);
  for (const key of keys) date = date && typeof date === "object" ? /** @type {Record<string, unknown>} */ (date)[key] : undefined;
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const due = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  if (today <= due) return [];
  const index = lineOfKey(lines, keys);
  return [
    {
      file: path.relative(root, absolute).split(path.sep).join("/"),
      line: index + 1 || 1,
      what: index >= 0 ? valueOf(lines[index]) : `${keys.join(".")}: ${date}`,
      note: `the accessibility statement's assessment is over twelve months old (due ${due}): assess the site again and update the date`,
    },
  ];
}

/** @param {Finding} finding */
export const formatFinding = ({ file, line, what, note }) => `${file}:${line}  ${what}${note ? `  — ${note}` : ""}`;
