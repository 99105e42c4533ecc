/**
 * How the CMS reads and writes a work's or a post's file: through the build's own YAML-only reader and writer
 * (src/content/front-matter.mjs). Decap's own "frontmatter" format parses with gray-matter, which evaluates a front
 * matter opened with `---js` as JavaScript, here in an editor's browser, where /admin/'s policy allows `'unsafe-eval'`
 * and the GitHub token is kept. This is the format Decap documents for the purpose (`CMS.registerCustomFormat`, src/cms/cms.ts):
 * an object with `fromFile` and `toFile`, which any CMS that takes custom formats can register as it is.
 *
 * A file the reader refuses opens with the reason, in Italian, as its title and text, and the CMS refuses to save it
 * with the same reason: a developer corrects it in the repository.
 */
import { readFrontMatter, writeFrontMatter } from "../content/front-matter.mjs";

/** The format's name in the collections' `format` (src/cms/config.ts). */
export const FRONT_MATTER_FORMAT = "frontmatter-yaml";

/** Where an entry read from a refused file keeps the reason, so that saving it is refused too. */
const REFUSED = "_rifiutato";

type EntryData = Record<string, unknown> & { body?: string };

const refusal = (reason: string) => `Questo file non si può aprire né salvare dal CMS: ${reason}. Va corretto nel repository da uno sviluppatore.`;

/** A file's fields, and its text as `body` when it has one (as Decap's own front-matter format gives them). */
function fromFile(text: string): EntryData {
  try {
    const { data, body } = readFrontMatter(text);
    return body.trim() ? { ...data, body } : data;
  } catch (error) {
    const message = refusal((error as Error).message);
    return { [REFUSED]: message, title: `⚠ ${message}`, body: message };
  }
}

/**
 * The file of an entry's fields and text, its fields in the order of the collection's (`sortedKeys`, as Decap's own
 * formats order them); a field the collection does not name (a translation's `reviewed`) keeps its place. An entry
 * read from a refused file throws, and Decap shows the reason ("Salvataggio della voce non riuscito: …").
 */
function toFile(data: EntryData, sortedKeys: string[] = []): string {
  const { body = "", ...fields } = data;
  if (typeof fields[REFUSED] === "string") throw new Error(fields[REFUSED]);
  const keys = Object.keys(fields);
  const ordered = keys.filter((key) => sortedKeys.includes(key)).sort((a, b) => sortedKeys.indexOf(a) - sortedKeys.indexOf(b));
  keys.forEach((key, index) => sortedKeys.includes(key) || ordered.splice(index, 0, key));
  return writeFrontMatter(Object.fromEntries(ordered.map((key) => [key, fields[key]])), body);
}

/** The format, for `CMS.registerCustomFormat(FRONT_MATTER_FORMAT, "md", frontMatterFormat)`. */
export const frontMatterFormat = { fromFile, toFile };
