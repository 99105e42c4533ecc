/**
 * V8 compiles a script's functions lazily, on the main thread, the first time each is called.
 * Every function of the scripts a page loads first (React, Gatsby's runtime, the shell, the
 * page's component) is called while it starts and hydrates, so that compiling happened inside
 * the longest task of the load. Chrome (136+) reads the magic comment below at the top of a
 * script as "all functions are called on load" and compiles them eagerly while the script
 * streams in, on a background thread; other browsers ignore it. Scripts fetched later on
 * demand (Swiper, the map, the image plugin's client-side renderer) keep lazy compilation.
 */
import type { Compilation, Compiler } from "webpack";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Chunk groups that make up a page's first load: Gatsby's entry and each page's component. */
export const isFirstLoadGroup = (name: string | null | undefined): boolean => name === "app" || Boolean(name?.startsWith("component---"));

/** The JavaScript files of the chunks in those groups. */
export function scriptsOfFirstLoadGroups(
  chunkGroups: Iterable<{ name?: string | null; chunks: Iterable<{ files: Iterable<string> }> }>,
): Set<string> {
  const files = new Set<string>();
  for (const group of chunkGroups) {
    if (!isFirstLoadGroup(group.name)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
  }
  return files;
}

/**
 * Adds the hint after minification (which would drop a comment) and before source maps and
 * content hashes are computed, so both still describe the file as served.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation: Compilation) => {
      compilation.hooks.processAssets.tap({ name: "CompileHintsPlugin", stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const files = scriptsOfFirstLoadGroups(compilation.chunkGroups);
        if (!files.size) {
          throw new Error("src/gatsby/compile-hints.ts: no `app` or `component---` chunk group in Gatsby's bundle; review the compile hints.");
        }
        for (const file of files) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
