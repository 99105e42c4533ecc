import type { GatsbyNode } from "gatsby";
import { rewritesOutputOf } from "./build-stages";
import { adminWebpackConfig, compileAdmin } from "./cms-webpack";
import { CompileHintsPlugin } from "./compile-hints";
import { withPerPageCss } from "./per-page-css";
import { readSiteSettings } from "./site-settings";

/** The stages whose browser bundle the editors' /admin/ is compiled beside (src/gatsby/cms-webpack.ts). */
const ADMIN_STAGES = ["develop", "build-javascript"];

/** The browser bundle: CSS per page, and first-load scripts compiled off the main thread; and the admin bundle. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ stage, getConfig, actions, store, reporter }) => {
  if (ADMIN_STAGES.includes(stage)) {
    const siteDir = store.getState().program.directory as string;
    const admin = adminWebpackConfig(getConfig(), { stage, siteDir, siteName: readSiteSettings().name });
    await compileAdmin(admin, { watch: stage === "develop", reporter });
  }
  if (!rewritesOutputOf("browserBundle", stage)) return;
  const config = withPerPageCss(getConfig());
  actions.replaceWebpackConfig({ ...config, plugins: [...(config.plugins ?? []), new CompileHintsPlugin()] });
};
