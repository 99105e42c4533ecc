/**
 * How the CMS reads and writes a work's or a post's file: through the build's own YAML-only reader and writer
 * (src/content/front-matter.mjs). Decap's own "frontmatter" format parses with gray-matter, which evaluates a front
 * matter opened with `---js` as JavaScript, here in an editor's browser, where /admin/'s policy allows `'unsafe-eval'`
 * and the GitHub token is kept. This is the format Decap documents for the purpose (`CMS.registerCustomFormat`, src/cms/cms.ts):
 * an object with `fromFile` and `toFile`, which any CMS that takes custom formats can register as it is.
 *
 * A file the reader refuses opens with the reason, in Italian, as its title and text, in whichever journal the editor
 * looks, and the CMS refuses to save it with the same reason: a developer corrects it in the repository.
 */
import { collections } from "../content/collections";
import type { Field } from "../content/fields";
import { readFrontMatter, writeFrontMatter } from "../content/front-matter.mjs";
import { LOCALES } from "../lib/locales";

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
    // Nor can its language be read: it says every one, so that both journals list it (Decap's `filter` on `language`
    // takes a list that holds the value, src/cms/config.ts journalCollections).
    return { [REFUSED]: message, title: `⚠ ${message}`, body: message, language: [...LOCALES] };
  }
}

/** The collections whose files this format reads and writes, whose fields give the order of an item's keys too. */
const markdownCollections = collections.filter((collection) => collection.source.type === "markdown");

/** `fields` with its keys in `order`'s; a key `order` does not name keeps its place. Values are ordered by `schema`. */
function inOrder(fields: Record<string, unknown>, order: readonly string[], schema: Record<string, Field> = {}) {
  const keys = Object.keys(fields);
  const ordered = keys.filter((key) => order.includes(key)).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  keys.forEach((key, index) => order.includes(key) || ordered.splice(index, 0, key));
  return Object.fromEntries(ordered.map((key) => [key, inFieldOrder(fields[key], schema[key])]));
}

/** A value with each object's keys in its field's order (Decap hands over a list item of more than eight keys shuffled). */
function inFieldOrder(value: unknown, field: Field | undefined): unknown {
  if (field?.kind === "list" && Array.isArray(value)) return value.map((item) => inFieldOrder(item, field.of));
  if (field?.kind === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    return inOrder(value as Record<string, unknown>, Object.keys(field.fields), field.fields);
  }
  return value;
}

/**
 * The file of an entry's fields and text, its fields in the order of the collection's (`sortedKeys`, as Decap's own
 * formats order them), and a list item's or an object's in the order of the site's schema of that collection (the one
 * whose fields `sortedKeys` names); a field the collection does not name (a translation's `reviewed`) keeps its place.
 * An entry read from a refused file throws, and Decap shows the reason ("Salvataggio della voce non riuscito: …").
 */
function toFile(data: EntryData, sortedKeys: string[] = []): string {
  const { body = "", ...fields } = data;
  if (typeof fields[REFUSED] === "string") throw new Error(fields[REFUSED]);
  const schema = markdownCollections.find((collection) => Object.keys(collection.fields).every((name) => sortedKeys.includes(name)))?.fields;
  return writeFrontMatter(inOrder(fields, sortedKeys, schema), body);
}

/** The format, for `CMS.registerCustomFormat(FRONT_MATTER_FORMAT, "md", frontMatterFormat)`. */
export const frontMatterFormat = { fromFile, toFile };
