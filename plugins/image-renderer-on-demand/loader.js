/**
 * Rewrites gatsby-plugin-image's component module (its modern ESM build) so that the effect
 * imports the client-side renderer after its early returns instead of before them:
 *
 *   useEffect(() => { R || (R = import("./lazy-hydrate-…").then(…));    <- moved …
 *     if (ssrImage && nativeLazyLoading) { …; return }                 (server-rendered: done)
 *     if (renderer && cached) return;
 *     let a, b; return R.then(…)                                       <- … to here
 *
 * A version whose code no longer has this shape stops the build with a message naming this file.
 */
const START_IMPORT = /(\w+)\|\|\(\1=import\("\.\/lazy-hydrate-[0-9a-f]+\.js"\)\.then\([\s\S]*?\}\)\)\);/;

function importRendererOnDemand(source) {
  const start = START_IMPORT.exec(source);
  if (!start) throw new Error("plugins/image-renderer-on-demand/loader.js: gatsby-plugin-image no longer starts its renderer import as expected; review this loader.");
  const [statement, promise] = start;
  const rest = source.slice(start.index + statement.length);
  const use = new RegExp(`let (\\w+),(\\w+);return ${promise}\\.then\\(`).exec(rest);
  if (!use) throw new Error("plugins/image-renderer-on-demand/loader.js: gatsby-plugin-image no longer renders through its renderer import as expected; review this loader.");
  const before = source.slice(0, start.index);
  return before + rest.slice(0, use.index) + statement + rest.slice(use.index);
}

module.exports = function loader(source) {
  return importRendererOnDemand(source);
};
module.exports.importRendererOnDemand = importRendererOnDemand;
