import { ContextReplacementPlugin, type Configuration } from "webpack";

/**
 * Languages whose code blocks the CMS preview colours, with the ones they build on. The site colours
 * any language at build time; in the admin bundle gatsby-remark-prismjs's `require(`prism-${language}`)`
 * would otherwise bundle all of Prism's ~300 grammars. A language left out shows as plain code in the preview.
 */
export const PREVIEW_PRISM_LANGUAGES = [
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
  config.plugins = [
    ...(config.plugins ?? []),
    new ContextReplacementPlugin(/prismjs[\\/]components$/, new RegExp(`^\\./prism-(${PREVIEW_PRISM_LANGUAGES.join("|")})\\.js$`)),
  ];
}
