/**
 * The browser bundle's source maps stay out of the deploy. Gatsby's webpack config writes one beside each chunk in
 * public/, which Netlify publishes whole: 22 maps, 2.5 MB with the sources (`/app-*.js.map` alone 351 kB), naming every
 * module of the site's scripts, which no visitor needs. They go to SOURCE_MAPS_DIR instead, where the build-output
 * tests read them (__tests__/build/journal.test.ts), and the scripts name no map (`hidden-source-map`). A workaround
 * (docs/architecture.md): `gatsby develop` keeps Gatsby's own maps.
 */
import fs from "node:fs";
import path from "node:path";

/** Where the production build's source maps go, in the site's folder: beside public/, with Gatsby's cache. */
export const SOURCE_MAPS_DIR = ".cache/source-maps";

/**
 * The scripts' source maps written to SOURCE_MAPS_DIR, and no `sourceMappingURL` comment in the scripts pointing to a
 * file that is not published (`hidden-source-map`: the maps of `source-map`, without the comment). Stops the build,
 * naming this module, if Gatsby's bundle no longer says where its output goes.
 */
export function withSourceMapsApart<Config extends { devtool?: unknown; output?: { path?: string } }>(
  config: Config,
): Config & { output: { sourceMapFilename: string } } {
  const publicDir = config.output?.path;
  if (!publicDir) throw new Error("src/gatsby/source-maps.ts: Gatsby's browser bundle names no output path; review where its source maps go.");
  const folder = path
    .relative(publicDir, path.join(path.dirname(publicDir), SOURCE_MAPS_DIR))
    .split(path.sep)
    .join("/");
  return { ...config, devtool: "hidden-source-map", output: { ...config.output, sourceMapFilename: `${folder}/[file].map` } };
}

/**
 * Removes the source maps an earlier build wrote into public/ (Netlify keeps public/ between builds and publishes all of
 * it); returns how many. This build writes none there.
 */
export function removeSourceMaps(publicDir: string): number {
  const maps = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".map"));
  for (const file of maps) fs.rmSync(path.join(publicDir, file));
  return maps.length;
}
