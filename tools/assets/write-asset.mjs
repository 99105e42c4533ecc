/**
 * Writes a generated asset only where none exists: a designer may have replaced it with a file drawn by hand,
 * under the same name, and `npm run assets` must never overwrite it.
 * `--force` regenerates every file (after a change to a generator).
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * What a generator did with one file: `file` relative to the working directory, its size, whether it was written.
 * @typedef {{ file: string, bytes: number, written: boolean }} AssetResult
 */

/**
 * A generator's entry point: writes its files (missing ones only, unless `force`) and says what it did.
 * @typedef {(options?: { force?: boolean }) => Promise<AssetResult[]>} Generator
 */

/**
 * True when the command line asks to overwrite existing files.
 * @param {string[]} [argv]
 */
export const forceFromArgv = (argv = process.argv) => argv.includes("--force");

/**
 * Writes `bytes` (a Buffer, or a function that makes one, called only when the file will be written) to
 * `file` unless it exists and `force` is off. Returns `{ file, bytes, written }`, `file` relative to the working directory.
 * @param {string} file
 * @param {Uint8Array | (() => Uint8Array | Promise<Uint8Array>)} bytes
 * @param {{ force?: boolean }} [options]
 * @returns {Promise<AssetResult>}
 */
export async function writeAsset(file, bytes, { force = false } = {}) {
  const relative = path.relative(process.cwd(), file);
  if (!force) {
    const existing = await stat(file).catch(() => null);
    if (existing) return { file: relative, bytes: existing.size, written: false };
  }
  const content = typeof bytes === "function" ? await bytes() : bytes;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return { file: relative, bytes: content.length, written: true };
}

/**
 * One line per file: what was written, or kept.
 * @type {(generator: string, result: AssetResult) => string}
 */
export const describe = (generator, { file, bytes, written }) =>
  `${generator}: ${file} (${(bytes / 1024).toFixed(1)} KB)${written ? "" : ", kept (exists; --force to regenerate)"}`;
