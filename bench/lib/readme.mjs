/**
 * The README's performance section shows the latest full run: its tables go between two markers,
 * written by `npm run bench` (only a full run: all pages, all interactions, five rounds or more).
 */
import fs from "node:fs";

const START = "<!-- bench:latest:start -->";
const END = "<!-- bench:latest:end -->";

/**
 * @param {string} readme
 * @param {string} tables
 * @returns {string}
 */
export function withLatestRun(readme, tables) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md: the performance section lost its ${START} … ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${tables.trim()}\n${readme.slice(end)}`;
}

/**
 * Written as Prettier formats it, so that `npm test`'s format check passes on the README the bench leaves.
 * @param {string} readmePath
 * @param {string} tables
 * @returns {Promise<void>}
 */
export async function writeLatestRun(readmePath, tables) {
  const readme = withLatestRun(fs.readFileSync(readmePath, "utf8"), tables);
  // Loaded here, not at the top: Jest runs withLatestRun's test, and Prettier's entry imports dynamically, which Jest refuses.
  const prettier = await import("prettier");
  const options = await prettier.resolveConfig(readmePath);
  fs.writeFileSync(readmePath, await prettier.format(readme, { ...options, filepath: readmePath }));
}
