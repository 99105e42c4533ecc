/**
 * docs/performance.md holds the one "latest full run": its tables go between two markers, written by
 * `npm run bench` (only a full run: all pages, all interactions, five rounds or more).
 */
import fs from "node:fs";

const START = "<!-- bench:latest:start -->";
const END = "<!-- bench:latest:end -->";

/**
 * @param {string} doc
 * @param {string} tables
 * @returns {string}
 */
export function withLatestRun(doc, tables) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md lost its ${START} … ${END} markers`);
  return `${doc.slice(0, start + START.length)}\n${tables.trim()}\n${doc.slice(end)}`;
}

/**
 * Written as Prettier formats it, so that `npm test`'s format check passes on the file the bench leaves.
 * @param {string} docPath
 * @param {string} tables
 * @returns {Promise<void>}
 */
export async function writeLatestRun(docPath, tables) {
  const doc = withLatestRun(fs.readFileSync(docPath, "utf8"), tables);
  // Loaded here, not at the top: Jest runs withLatestRun's test, and Prettier's entry imports dynamically, which Jest refuses.
  const prettier = await import("prettier");
  const options = await prettier.resolveConfig(docPath);
  fs.writeFileSync(docPath, await prettier.format(doc, { ...options, filepath: docPath }));
}
