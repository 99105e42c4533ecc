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

/**
 * The browser bundle: CSS per page, and first-load scripts compiled off the main thread. Without a measurement id,
 * `process.env.GATSBY_GA_MEASUREMENT_ID` is `undefined` to webpack itself (Gatsby defines only the GATSBY_ variables
 * that are set, on an empty `process.env`), so webpack drops the branches that test it and never bundles what they
 * import: no analytics code ships, the field metrics' chunk included (src/lib/analytics.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  const withoutAnalytics = process.env.GATSBY_GA_MEASUREMENT_ID ? [] : [plugins.define({ "process.env.GATSBY_GA_MEASUREMENT_ID": "undefined" })];
  if (!rewritesOutputOf("browserBundle", stage)) {
    actions.setWebpackConfig({ plugins: withoutAnalytics, ...(stage === "develop" && { ignoreWarnings: IGNORED_WARNINGS }) });
    return;
  }
  const config = withPerPageCss(getConfig());
  actions.replaceWebpackConfig({
    ...config,
    ignoreWarnings: [...(config.ignoreWarnings ?? []), ...IGNORED_WARNINGS],
    plugins: [...(config.plugins ?? []), ...withoutAnalytics, new CompileHintsPlugin()],
  });
};
