/**
 * The invented facts still in content/, for `npm run launch-check` (scripts/launch-check.mjs), and a statement
 * that has to be renewed.
 *
 * Invented is what the content marks so: a YAML comment (in a Markdown file, in its frontmatter) that starts with
 * PLACEHOLDER, after the value it describes or on its own line above a group of values or a whole file; a
 * policy URL whose provider id is still all zeros (the iubenda pages of content/site.yaml `legal`); and a work's
 * measured result whose `confirmed` is false (the CMS drops comments, so a result is marked by that field).
 * The accessibility statement's assessment is due again twelve months after its date.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

/**
 * One invented fact.
 * @typedef {{ file: string, line: number, what: string, note: string }} Finding
 */

// A YAML comment (after a space, or at the start of the line) whose first word is PLACEHOLDER.
const PLACEHOLDER = /(?:^|\s)#\s*PLACEHOLDER\b:?\s*(.*)$/;
// A URL with a path segment of zeros only, the fictitious id the policy provider's pages carry until the real one.
const INVENTED_ID_URL = /https?:\/\/[^\s"'#]*\/(0{6,})(?=[/?"'\s]|$)[^\s"'#]*/;

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
    // In Markdown only the frontmatter is YAML; in the body a # is a heading.
    if (absolute.endsWith(".md")) lines.splice(lines[0] === "---" ? lines.indexOf("---", 1) + 1 : 0);
    let measure = "";
    lines.forEach((text, index) => {
      const marker = PLACEHOLDER.exec(text);
      if (marker && !text.trimStart().startsWith("#")) {
        findings.push({ file, line: index + 1, what: valueOf(text), note: marker[1].trim() });
      } else if (marker) {
        // A comment on its own lines speaks of what follows: the next value, or the whole file when it is not indented.
        let next = index + 1;
        const note = [marker[1].trim()];
        while (next < lines.length && /^\s*#/.test(lines[next])) note.push(lines[next++].replace(/^\s*#\s*/, ""));
        const what = /^\s/.test(text) ? valueOf(lines[next] ?? "") : "(this file)";
        findings.push({ file, line: index + 1, what, note: note.join(" ") });
      }
      // A result's fields follow its `measure` (src/content/collections.ts, workResult): the last one seen names it.
      if (/^\s*-?\s*measure:/.test(text)) measure = valueOf(text).replace(/^-\s*/, "");
      if (/^\s*confirmed:\s*false\s*(#.*)?$/.test(text)) {
        findings.push({ file, line: index + 1, what: measure, note: "a result the client has not confirmed: set confirmed to true once they have" });
      }
      if (/^reviewed:\s*false\s*(#.*)?$/.test(text)) {
        findings.push({
          file,
          line: index + 1,
          what: "(this file)",
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
 * The works and posts with no English file (src/content/locale-files.ts): allowed (a post may be in Italian only),
 * and listed, so the studio sees what its English edition lacks.
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
          entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "index.md")) && !fs.existsSync(path.join(dir, entry.name, "index.en.md")),
      )
      .map((entry) => ({
        file: path
          .relative(root, path.join(dir, entry.name, "index.md"))
          .split(path.sep)
          .join("/"),
        line: 1,
        what: "(this entry)",
        note: "not translated: the English edition has no page of it (add index.en.md beside it)",
      }));
  });
}

/** The accessibility statement (collection `accessibilityPage` of src/content/collections.ts), from content/. */
const STATEMENT_FILE = "pages/accessibilita.yaml";

/**
 * The statement, when its assessment (`assessment.date`) is more than twelve months old on `today` (YYYY-MM-DD).
 * @param {string} contentDir
 * @param {string} root
 * @param {string} today
 * @returns {Finding[]}
 */
function staleStatement(contentDir, root, today) {
  const absolute = path.join(contentDir, STATEMENT_FILE);
  if (!fs.existsSync(absolute)) return [];
  const lines = fs.readFileSync(absolute, "utf8").split("\n");
  // Dates stay text (the core schema), as the build's validation reads them.
  const date = /** @type {{ assessment?: { date?: unknown } } | undefined} */ (yaml.load(lines.join("\n"), { schema: yaml.CORE_SCHEMA }))?.assessment
    ?.date;
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const due = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  if (today <= due) return [];
  const section = lines.findIndex((line) => /^assessment:/.test(line));
  const index = lines.findIndex((line, i) => i > section && /^\s+date:/.test(line));
  return [
    {
      file: path.relative(root, absolute).split(path.sep).join("/"),
      line: index + 1,
      what: valueOf(lines[index]),
      note: `the accessibility statement's assessment is over twelve months old (due ${due}): assess the site again and update the date`,
    },
  ];
}

/** @param {Finding} finding */
export const formatFinding = ({ file, line, what, note }) => `${file}:${line}  ${what}${note ? `  — ${note}` : ""}`;
