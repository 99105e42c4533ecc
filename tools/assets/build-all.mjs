/**
 * Regenerates the drawn assets the site ships: the coin sound (static/sounds/) and the favicon (static/).
 *
 *   npm run assets                             writes only the files that are missing
 *   npm run assets -- --force                  regenerates every file
 *   npm run assets -- favicon [--force]        one generator (or several), by name
 *
 * Each generator is deterministic, so `--force` leaves `git status` clean unless a script changed.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { main as coinSound } from "./coin-sound.mjs";
import { main as favicon } from "./favicon.mjs";
import { forceFromArgv } from "./write-asset.mjs";

/** @type {[string, import("./write-asset.mjs").Generator][]} */
export const GENERATORS = [
  ["coin-sound", coinSound],
  ["favicon", favicon],
];

/** @param {{ force?: boolean, only?: string[] }} [options] `only`: the generators to run, by name (all when empty) */
export async function main({ force = false, only = [] } = {}) {
  const unknown = only.filter((name) => !GENERATORS.some(([known]) => known === name));
  if (unknown.length) throw new Error(`unknown generator ${unknown.join(", ")}: pick from ${GENERATORS.map(([name]) => name).join(", ")}`);
  const files = [];
  for (const [name, run] of GENERATORS) {
    if (only.length && !only.includes(name)) continue;
    const results = await run({ force });
    files.push(...results.map((f) => ({ generator: name, ...f })));
  }
  const written = files.filter((f) => f.written);
  const total = written.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`assets: ${written.length} files written (${(total / 1024).toFixed(1)} KB), ${files.length - written.length} kept`);
  return files;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  main({ force: forceFromArgv(), only }).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
