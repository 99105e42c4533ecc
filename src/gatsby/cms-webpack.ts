import path from "node:path";
import { ContextReplacementPlugin, type Configuration } from "webpack";

/**
 * Languages whose code blocks the CMS preview colours, with the ones they build on. The site colours
 * any language at build time; in the admin bundle gatsby-remark-prismjs's `require(`prism-${language}`)`
 * would otherwise bundle all of Prism's ~300 grammars. A language left out shows as plain code in the preview.
 */
const PREVIEW_PRISM_LANGUAGES = [
  "markup",
  "css",
  "clike",
  "javascript",
  "typescript",
  "jsx",
  "tsx",
  "json",
  "yaml",
  "bash",
  "shell-session",
  "markdown",
  "diff",
  "python",
  "sql",
  "graphql",
  "scss",
  "markup-templating",
  "php",
];

/** gatsby-plugin-decap-cms's `customizeWebpackConfig`: shapes the admin bundle only. */
export function customizeCmsWebpack(config: Configuration): void {
  config.cache = ownCache(config.cache);
  config.plugins = [
    ...(config.plugins ?? []),
    new ContextReplacementPlugin(/prismjs[\\/]components$/, new RegExp(`^\\./prism-(${PREVIEW_PRISM_LANGUAGES.join("|")})\\.js$`)),
  ];
}

/**
 * The admin bundle's own persistent cache. gatsby-plugin-decap-cms compiles it with a copy of Gatsby's
 * build-javascript config, cache included: both compilers read and wrote the same pack
 * (.cache/webpack/stage-build-javascript), each replacing the other's modules, so an incremental build
 * found little of either in it and rebuilt the bundles (and the two writers raced: `rename 1.pack_ ENOENT`).
 */
export function ownCache(cache: Configuration["cache"]): Configuration["cache"] {
  if (!cache || cache === true || cache.type !== "filesystem" || !cache.cacheLocation) {
    throw new Error(
      "src/gatsby/cms-webpack.ts: Gatsby's build-javascript config has no filesystem cache with a cacheLocation any more; review the admin bundle's cache.",
    );
  }
  return { ...cache, name: "cms", cacheLocation: path.join(path.dirname(cache.cacheLocation), "stage-cms") };
}
