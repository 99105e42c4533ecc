import type { GatsbyNode } from "gatsby";
import { rewritesOutputOf } from "./build-stages";
import { withShortClassNames } from "./class-names";
import { adminWebpackConfig, compileAdmin } from "./cms-webpack";
import { CompileHintsPlugin } from "./compile-hints";
import { withSourceMapsApart } from "./source-maps";
import { withPerPageCss } from "./per-page-css";
import { readSiteSettings } from "./site-settings";

/** The stages whose browser bundle the editors' /admin/ is compiled beside (src/gatsby/cms-webpack.ts). */
const ADMIN_STAGES = ["develop", "build-javascript"];
/**
 * Set by the tests' copies of the site (scripts/incremental-builds.mjs), whose pages never open /admin/: their builds
 * leave it out. The site's own build, `npm start`'s and Netlify's, always has it.
 */
const WITHOUT_ADMIN = "BUILD_WITHOUT_ADMIN";

/**
 * The browser bundle: CSS per page, short class names (the pages' HTML too), first-load scripts compiled off the
 * main thread, and its source maps out of the deploy; and the admin bundle. Without a measurement id, `process.env.GATSBY_GA_MEASUREMENT_ID` is `undefined`
 * to webpack itself (Gatsby defines only the GATSBY_ variables that are set, on an empty `process.env`), so webpack
 * drops the branches that test it and never bundles what they import: no analytics code ships, the field metrics'
 * chunk included (src/lib/analytics.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ stage, getConfig, actions, plugins, store, reporter }) => {
  if (ADMIN_STAGES.includes(stage) && process.env[WITHOUT_ADMIN] === "1") {
    reporter.info(`/admin/ left out of this build (${WITHOUT_ADMIN}=1)`);
  } else if (ADMIN_STAGES.includes(stage)) {
    const siteDir = store.getState().program.directory as string;
    const admin = adminWebpackConfig(getConfig(), { stage, siteDir, siteName: readSiteSettings().name });
    await compileAdmin(admin, { watch: stage === "develop", reporter });
  }
  const withoutAnalytics = process.env.GATSBY_GA_MEASUREMENT_ID ? [] : [plugins.define({ "process.env.GATSBY_GA_MEASUREMENT_ID": "undefined" })];
  if (rewritesOutputOf("browserBundle", stage)) {
    const config = withSourceMapsApart(withShortClassNames(withPerPageCss(getConfig())));
    actions.replaceWebpackConfig({ ...config, plugins: [...(config.plugins ?? []), ...withoutAnalytics, new CompileHintsPlugin()] });
  } else if (rewritesOutputOf("pageHtml", stage)) {
    // The pages' HTML must name classes as the browser bundle does.
    const config = withShortClassNames(getConfig());
    actions.replaceWebpackConfig({ ...config, plugins: [...(config.plugins ?? []), ...withoutAnalytics] });
  } else {
    actions.setWebpackConfig({ plugins: withoutAnalytics });
  }
};
