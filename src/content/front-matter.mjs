/**
 * The one reader and writer of a Markdown file's front matter (a work's, a post's), for everything that reads
 * content/: the build's validation and nodes (src/content/validate.ts), the scripts, the tests and the CMS
 * (src/cms/front-matter-format.ts). It reads YAML and nothing else. gray-matter, the usual reader, picks a parser by
 * the word after the opening fence and evaluates a front matter opened with `---js` or `---javascript` as JavaScript
 * (Gatsby's Markdown transformer turned that off: CVE-2023-22491); here any word after the fence is refused, so no
 * file an editor can save makes the build, a script or an editor's browser run code. Plain JavaScript with JSDoc
 * types, so that the scripts (Node, no compiler), the build and the CMS's bundle import this very module.
 */
import yaml from "js-yaml";

/**
 * How content's YAML is read, front matter and YAML files alike: without the timestamp type, since js-yaml turns an
 * unquoted `2026-02-31` into 3 March, which would hide an impossible date. Dates stay text and the date field checks them.
 */
export const YAML_OPTIONS = { schema: yaml.CORE_SCHEMA };

/** The opening and closing line of a front matter: three dashes alone. */
const FENCE = "---";

/**
 * @typedef {{ data: Record<string, unknown>, body: string }} FrontMatter  the fields and the Markdown text under them
 */

/**
 * A Markdown file's front matter and text. A file that does not open with `---` has no front matter (`data` is empty).
 * Throws, in Italian, on a fence with a word after it (`---js`), a front matter never closed, YAML that does not parse
 * and YAML that is no set of fields: the message says what is wrong and what the site reads.
 * @param {string} text the whole file
 * @returns {FrontMatter}
 */
export function readFrontMatter(text) {
  const source = text.replace(/^\uFEFF/, "");
  const firstLineEnd = source.search(/\r?\n|$/);
  const firstLine = source.slice(0, firstLineEnd).trimEnd();
  if (!firstLine.startsWith(FENCE)) return { data: {}, body: source };
  if (firstLine !== FENCE) {
    throw new Error(
      `il front matter si apre con «${firstLine.slice(0, 40)}»: il sito legge solo YAML, tra due righe di tre trattini (---) senza nulla dopo`,
    );
  }
  const rest = source.slice(firstLineEnd).replace(/^\r?\n/, "");
  const closing = /^---[ \t]*(?:\r?\n|$)/m.exec(rest);
  if (!closing) throw new Error("il front matter non si chiude: manca la riga di tre trattini (---) dopo i campi");
  let data;
  try {
    data = yaml.load(rest.slice(0, closing.index), YAML_OPTIONS);
  } catch (error) {
    throw new Error(`il front matter non è YAML valido (${/** @type {Error} */ (error).message.split("\n")[0]})`);
  }
  if (data !== null && data !== undefined && (typeof data !== "object" || Array.isArray(data))) {
    throw new Error("il front matter non è un elenco di campi (nome: valore)");
  }
  return { data: /** @type {Record<string, unknown>} */ (data ?? {}), body: rest.slice(closing.index + closing[0].length) };
}

/**
 * A Markdown file of `data` as YAML front matter and `body` as its text, which `readFrontMatter` reads back. Keys keep
 * their order; long texts stay on one line (no folding), and a value YAML cannot hold (`undefined`) is left out.
 * @param {Record<string, unknown>} data
 * @param {string} body
 * @returns {string}
 */
export function writeFrontMatter(data, body) {
  const fields = yaml.dump(data, { ...YAML_OPTIONS, lineWidth: -1, noRefs: true, skipInvalid: true });
  return `${FENCE}\n${fields}${FENCE}\n${body.endsWith("\n") ? body : `${body}\n`}`;
}
