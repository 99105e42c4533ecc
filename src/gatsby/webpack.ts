import type { GatsbyNode } from "gatsby";
import { rewritesOutputOf } from "./build-stages";
import { CompileHintsPlugin } from "./compile-hints";
import { withPerPageCss } from "./per-page-css";

/**
 * The one build warning the site filters, because its source is a library we cannot change:
 * gatsby-plugin-decap-cms's gatsby-browser.js loads netlify-identity-widget with `require(expression)`,
 * which webpack flags as a "Critical dependency". That branch runs only with `enableIdentityWidget`,
 * which gatsby-config turns off. Matched by module and message, so any other warning still shows.
 */
const IGNORED_WARNINGS = [
  { module: /[\\/]gatsby-plugin-decap-cms[\\/]gatsby-browser\.js\b/, message: /Critical dependency: the request of a dependency is an expression/ },
];

/** The browser bundle: CSS per page, and first-load scripts compiled off the main thread. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "develop") actions.setWebpackConfig({ ignoreWarnings: IGNORED_WARNINGS });
  if (!rewritesOutputOf("browserBundle", stage)) return;
  const config = withPerPageCss(getConfig());
  actions.replaceWebpackConfig({
    ...config,
    ignoreWarnings: [...(config.ignoreWarnings ?? []), ...IGNORED_WARNINGS],
    plugins: [...(config.plugins ?? []), new CompileHintsPlugin()],
  });
};
