/**
 * AVIF effort for gatsby-plugin-sharp's image jobs. The plugin passes sharp's `avif()` a quality and nothing else,
 * so every AVIF was encoded at sharp's default effort 4: seven times the CPU of effort 2 for the same score at about
 * the same size (docs/performance.md, "Image encodings"). Before any job runs, sharp's `avif()` gets the effort of
 * src/gatsby/image-encoding.js whenever its caller names none. Jobs run in Gatsby's main process, where this hook runs.
 * The effort is not part of a job's digest: a change of effort alone re-encodes nothing until the cache is cleared.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import sharp from "sharp";
import { AVIF } from "./image-encoding";

type Avif = (this: sharp.Sharp, options?: sharp.AvifOptions) => sharp.Sharp;
const withEffort = Symbol.for("blessbit.avifEffort");

/**
 * The options gatsby-plugin-sharp gives `avif()` in process-file.js, as source text; an error naming this module when
 * the call is not there or already names an effort (then this module is no longer needed).
 */
export function pluginAvifCall(processFileSource: string): string {
  const call = /\.avif\(\{([^}]*)\}\)/.exec(processFileSource)?.[1];
  if (call === undefined)
    throw new Error("avif-effort.ts: gatsby-plugin-sharp's process-file.js no longer calls sharp's avif({ … }); check how it encodes AVIF");
  if (/\b(effort|speed)\b/.test(call))
    throw new Error("avif-effort.ts: gatsby-plugin-sharp now sets the AVIF effort itself; remove src/gatsby/avif-effort.ts");
  return call.trim();
}

/** sharp's `avif()` with `effort` when its caller gives none. Applied once per process. */
export function applyAvifEffort(target: { prototype: sharp.Sharp } = sharp, effort = AVIF.effort): void {
  const prototype = target.prototype as sharp.Sharp & { [withEffort]?: boolean };
  if (prototype[withEffort]) return;
  const avif: Avif = prototype.avif;
  prototype.avif = function avifWithEffort(this: sharp.Sharp, options?: sharp.AvifOptions) {
    return avif.call(this, { effort, ...options });
  };
  prototype[withEffort] = true;
}

export function onPluginInit({ reporter }: ParentSpanPluginArgs): void {
  try {
    // Resolved from the site's root: Gatsby's compiler of gatsby-node.ts leaves no `require.resolve`.
    const processFile = createRequire(path.resolve("package.json")).resolve("gatsby-plugin-sharp/process-file");
    pluginAvifCall(fs.readFileSync(processFile, "utf8"));
  } catch (error) {
    reporter.panic((error as Error).message);
  }
  applyAvifEffort();
}
