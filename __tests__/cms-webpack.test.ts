/**
 * @jest-environment node
 */
import path from "node:path";
import type { Configuration } from "webpack";
import { adminHtml, adminWebpackConfig, ownCache } from "../src/gatsby/cms-webpack";

describe("the admin bundle's persistent cache", () => {
  const gatsbyCache = {
    type: "filesystem" as const,
    name: "build-javascript",
    cacheLocation: path.join("/site", ".cache", "webpack", "stage-build-javascript"),
    buildDependencies: { config: ["/site/.cache/compiled/gatsby-node.js"] },
  };

  test("is its own, next to Gatsby's, with the same build dependencies", () => {
    expect(ownCache(gatsbyCache)).toEqual({
      ...gatsbyCache,
      name: "cms",
      cacheLocation: path.join("/site", ".cache", "webpack", "stage-cms"),
    });
  });

  test("stops the build when Gatsby's config has no filesystem cache to copy", () => {
    expect(() => ownCache({ type: "memory" })).toThrow("src/gatsby/cms-webpack.ts");
    expect(() => ownCache(undefined)).toThrow("src/gatsby/cms-webpack.ts");
  });
});

describe("the admin bundle's config, from Gatsby's", () => {
  // Named like Gatsby's own plugins: the admin compiler tells them apart by their class's name.
  class MiniCssExtractPlugin {
    constructor(public options: object) {}
    apply() {}
  }
  class GatsbyWebpackStatsExtractor {
    apply() {}
  }
  class StaticQueryMapper {
    apply() {}
  }
  class DefinePlugin {
    apply() {}
  }
  const dependencyRule = { test: /\.(js|mjs)$/, use: [{ loader: "babel-loader", options: { presets: ["/x/babel-preset-gatsby/dependencies.js"] } }] };
  const siteRule = { test: /\.tsx?$/, use: [{ loader: "babel-loader", options: { presets: ["babel-preset-gatsby"] } }] };
  const gatsby = (change: Partial<Configuration> = {}): Configuration => ({
    entry: { app: "/x/production-app.js" },
    module: { rules: [siteRule, dependencyRule] },
    plugins: [
      new MiniCssExtractPlugin({ filename: "[name].[contenthash].css" }),
      new GatsbyWebpackStatsExtractor(),
      new StaticQueryMapper(),
      new DefinePlugin(),
    ],
    optimization: { minimizer: ["terser"] as never },
    cache: { type: "filesystem", cacheLocation: "/site/.cache/webpack/stage-build-javascript" },
    devtool: "source-map",
    ...change,
  });
  const options = { stage: "build-javascript", siteDir: "/site", siteName: "Studio" };
  const names = (config: Configuration) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);

  test("builds src/cms/cms.ts into /admin/ with Gatsby's loaders, but not Babel over node_modules", () => {
    const config = adminWebpackConfig(gatsby(), options);
    expect(config.entry).toEqual({ cms: path.join("/site", "src/cms/cms.ts") });
    expect(config.output).toMatchObject({ path: path.join("/site", "public", "admin"), publicPath: "/admin/" });
    expect(config.module?.rules).toEqual([siteRule]);
    expect(config.devtool).toBe(false);
  });

  test("leaves out the plugins that write the site's stats and chunk map, and extracts its CSS as cms.css", () => {
    const config = adminWebpackConfig(gatsby(), options);
    expect(names(config)).not.toContain("GatsbyWebpackStatsExtractor");
    expect(names(config)).not.toContain("StaticQueryMapper");
    expect(names(config)).toContain("DefinePlugin");
    const cssPlugins = (config.plugins ?? []).filter((plugin) => plugin instanceof MiniCssExtractPlugin) as MiniCssExtractPlugin[];
    expect(cssPlugins.map((plugin) => plugin.options)).toEqual([{ filename: "[name].css" }]);
  });

  test("stops the build, naming itself, when Gatsby's config changes shape", () => {
    const withoutStats = gatsby({ plugins: [new MiniCssExtractPlugin({}), new StaticQueryMapper()] });
    expect(() => adminWebpackConfig(withoutStats, options)).toThrow(/cms-webpack\.ts: .*GatsbyWebpackStatsExtractor/);
    const withoutDependencyRule = gatsby({ module: { rules: [siteRule] } });
    expect(() => adminWebpackConfig(withoutDependencyRule, options)).toThrow(/cms-webpack\.ts: .*dependencies rule/);
  });

  test("the admin page loads the entry's scripts, not the preview's CSS, and is never indexed", () => {
    const html = adminHtml("Studio · Gestione contenuti", ['<script defer src="/admin/cms-1.js"></script>']);
    expect(html).toContain('<script defer src="/admin/cms-1.js"></script>');
    expect(html).not.toContain(".css");
    expect(html).toContain('<meta name="robots" content="none">');
    expect(html).toContain('<html lang="it">');
  });
});
