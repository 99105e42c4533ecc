import type { GatsbyNode } from "gatsby";
import { CompileHintsPlugin } from "./compile-hints";
import { withPerPageCss } from "./per-page-css";

/** The browser bundle: CSS per page, and first-load scripts compiled off the main thread. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return;
  const config = withPerPageCss(getConfig());
  actions.replaceWebpackConfig({ ...config, plugins: [...(config.plugins ?? []), new CompileHintsPlugin()] });
};
