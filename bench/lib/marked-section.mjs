/**
 * A generated section of a Markdown document: the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`,
 * replaced whole by the bench that measured it, and written as Prettier formats it (so `npm run format:check`
 * passes on what a bench leaves).
 */
import fs from "node:fs";

/**
 * @param {string} document
 * @param {string} name the markers' name, e.g. `bench:scale`
 * @param {string} content
 * @returns {string}
 */
export function withMarkedSection(document, name, content) {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the document lost its ${start} … ${end} markers`);
  return `${document.slice(0, from + start.length)}\n${content.trim()}\n${document.slice(to)}`;
}

/**
 * @param {string} file
 * @param {string} name
 * @param {string} content
 * @returns {Promise<void>}
 */
export async function writeMarkedSection(file, name, content) {
  const document = withMarkedSection(fs.readFileSync(file, "utf8"), name, content);
  // Loaded here, not at the top: Jest runs withMarkedSection's test, and Prettier's entry imports dynamically, which Jest refuses.
  const prettier = await import("prettier");
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(document, { ...options, filepath: file }));
}
