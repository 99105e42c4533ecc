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
  // The real folder: Decap's packages are resolved from it.
  const siteDir = path.resolve(__dirname, "..");
  const options = { stage: "build-javascript", siteDir, siteName: "Studio" };
  const names = (config: Configuration) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);

  test("builds src/cms/cms.ts into /admin/ with Gatsby's loaders, but not Babel over node_modules", () => {
    const config = adminWebpackConfig(gatsby(), options);
    expect(config.entry).toEqual({ cms: path.join(siteDir, "src/cms/cms.ts") });
    expect(config.output).toMatchObject({ path: path.join(siteDir, "public", "admin"), publicPath: "/admin/" });
    expect(config.resolve?.fallback).toMatchObject({ path: expect.stringContaining("path-browserify") });
    // sanitize-html's postcss, used only for style attributes, which the preview's allow-list never keeps; Decap's
    // gray-matter, whose front-matter format the site replaces (src/cms/front-matter-format.ts).
    expect(config.resolve?.alias).toMatchObject({ postcss: false, "gray-matter": false });
    expect(config.module?.rules).toEqual([siteRule]);
    // Gatsby adds that rule only for a browserslist with browsers that lack ES modules: without it, the rules stay.
    expect(adminWebpackConfig(gatsby({ module: { rules: [siteRule] } }), options).module?.rules).toEqual([siteRule]);
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
    expect(() => adminWebpackConfig(gatsby(), { ...options, stage: "build-html" })).toThrow(/cms-webpack\.ts: .*not build-html/);
  });

  test("in develop, leaves out Fast Refresh and hot reloading, and makes Babel's Fast Refresh calls no-ops", () => {
    class ReactRefreshPlugin {
      apply() {}
    }
    class HotModuleReplacementPlugin {
      apply() {}
    }
    class ForceCssHMRForEdgeCases {
      apply() {}
    }
    const develop = gatsby({
      module: { rules: [siteRule] },
      plugins: [
        new MiniCssExtractPlugin({}),
        new StaticQueryMapper(),
        new ReactRefreshPlugin(),
        new HotModuleReplacementPlugin(),
        new ForceCssHMRForEdgeCases(),
        new DefinePlugin(),
      ],
    });
    const config = adminWebpackConfig(develop, { ...options, stage: "develop" });
    expect(names(config)).not.toContain("ReactRefreshPlugin");
    expect(names(config)).not.toContain("HotModuleReplacementPlugin");
    expect(names(config)).not.toContain("ForceCssHMRForEdgeCases");
    const defined = (config.plugins ?? []).map((plugin) => (plugin as { definitions?: Record<string, string> }).definitions ?? {});
    expect(defined).toContainEqual(expect.objectContaining({ $RefreshReg$: expect.any(String), $RefreshSig$: expect.any(String) }));
    expect(() => adminWebpackConfig(gatsby({ plugins: develop.plugins!.slice(1) }), { ...options, stage: "develop" })).toThrow(
      /cms-webpack\.ts: .*MiniCssExtractPlugin/,
    );
  });

  test("the admin page loads the entry's scripts, not the preview's CSS, and is never indexed", () => {
    const html = adminHtml("Studio · Gestione contenuti", ['<script defer src="/admin/cms-1.js"></script>']);
    expect(html).toContain('<script defer src="/admin/cms-1.js"></script>');
    expect(html).not.toContain(".css");
    expect(html).toContain('<meta name="robots" content="none">');
    expect(html).toContain('<html lang="it">');
  });
});
