import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import webpack, {
  ContextReplacementPlugin,
  type Compiler,
  type Configuration,
  type Module,
  type ModuleGraph,
  type RuleSetRule,
  type WebpackPluginInstance,
} from "webpack";

/**
 * The editors' /admin/: Decap CMS, React and the preview templates bundled into one entry (src/cms/cms.ts) by a
 * webpack compiler of its own, from a copy of Gatsby's config for the same stage, so the templates build as the
 * site's pages do (TypeScript, CSS modules, fonts, GATSBY_* variables). It replaces gatsby-plugin-decap-cms, which
 * loaded Decap and React as UMD files that React 19 no longer publishes (docs/architecture.md).
 */
const ADMIN_DIR = "admin";
const ENTRY = "src/cms/cms.ts";
const TITLE = "Gestione contenuti";
/** The site's global CSS and the sections' CSS modules, which src/cms/cms.ts registers for the preview frame. */
const PREVIEW_CSS = "cms.css";

/**
 * Gatsby's plugins that must not run in the admin compiler: they would write the site's webpack.stats.json and
 * chunk map from the admin's chunks, or extract CSS under hashed names (the admin's CSS is /admin/cms.css).
 */
const SITE_ONLY_PLUGINS = ["MiniCssExtractPlugin", "GatsbyWebpackStatsExtractor", "StaticQueryMapper"];

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

type Reporter = Pick<Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]["reporter"], "warn" | "error">;

const fail = (message: string): never => {
  throw new Error(`src/gatsby/cms-webpack.ts: ${message}`);
};

const pluginName = (plugin: unknown) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name;

/**
 * The admin bundle's config, from Gatsby's config of `stage` (`build-javascript` or `develop`). Gatsby's rule that runs
 * Babel over node_modules is left out: Decap ships compiled code, and Babel over its ~6 MB took most of the compile.
 */
export function adminWebpackConfig(
  gatsby: Configuration,
  { stage, siteDir, siteName }: { stage: string; siteDir: string; siteName: string },
): Configuration {
  const production = stage === "build-javascript";
  const names = (gatsby.plugins ?? []).map(pluginName);
  const missing = SITE_ONLY_PLUGINS.filter((name) => !names.includes(name));
  if (missing.length) fail(`Gatsby's ${stage} config has no ${missing.join(", ")} any more; review what the admin compiler must leave out.`);
  // Gatsby's own class: its CSS rules use this copy's loader, which works only with the same copy's plugin.
  const CssExtract = (gatsby.plugins ?? []).find((plugin) => pluginName(plugin) === "MiniCssExtractPlugin")!.constructor as new (
    options: object,
  ) => WebpackPluginInstance;
  return {
    ...gatsby,
    entry: { cms: path.join(siteDir, ENTRY) },
    output: {
      path: path.join(siteDir, "public", ADMIN_DIR),
      publicPath: `/${ADMIN_DIR}/`,
      filename: production ? "[name]-[contenthash].js" : "[name].js",
      chunkFilename: production ? "[name]-[contenthash].js" : "[name].js",
      assetModuleFilename: "[name]-[contenthash][ext]",
      clean: false,
    },
    module: { ...gatsby.module, rules: withoutDependencyBabel(gatsby.module?.rules ?? []) },
    // decap-cms-core imports Node's `path`, which webpack 5 no longer stands in for: the package Decap depends on does.
    resolve: { ...gatsby.resolve, fallback: { ...(gatsby.resolve?.fallback as object), path: decapDependency("path-browserify") } },
    plugins: [
      ...(gatsby.plugins ?? []).filter((plugin) => !SITE_ONLY_PLUGINS.includes(pluginName(plugin) ?? "")),
      // The site's global CSS and the sections' CSS modules, for the preview frame only (src/cms/cms.ts).
      new CssExtract({ filename: "[name].css" }),
      new ContextReplacementPlugin(/prismjs[\\/]components$/, new RegExp(`^\\./prism-(${PREVIEW_PRISM_LANGUAGES.join("|")})\\.js$`)),
      new AdminPage(`${siteName} · ${TITLE}`),
    ],
    optimization: {
      minimizer: production ? gatsby.optimization?.minimizer : [],
      splitChunks: {
        cacheGroups: {
          // Decap and the libraries in one script, the site's own code in another: a change to a section or a template
          // leaves the larger one as it was, in editors' caches and in the build's (it is minified once).
          vendor: { test: /[\\/]node_modules[\\/]/, type: /^javascript\//, name: "vendor", chunks: "all", enforce: true },
          // The CSS Decap's own packages import (CodeMirror's for code blocks, OpenLayers' for maps) styles Decap's
          // interface: it goes in decap.css, which the admin page links. Every other CSS stays in cms.css, for the preview.
          decapStyles: { test: importedByDecap, type: CSS_MODULE_TYPE, name: "decap", chunks: "all", enforce: true },
        },
      },
      runtimeChunk: false,
    },
    // No source maps for Decap's code in production: they doubled the admin compile (the site's own scripts keep theirs).
    devtool: production ? false : gatsby.devtool,
    cache: ownCache(gatsby.cache),
  };
}

/** The module type of the CSS that Gatsby's mini-css-extract-plugin extracts. */
const CSS_MODULE_TYPE = "css/mini-extract";

/** Whether the first module on a CSS file's import chain that is not CSS is a file of one of Decap's packages. */
function importedByDecap(module: Module, { moduleGraph }: { moduleGraph: ModuleGraph }): boolean {
  let importer: Module | null | undefined = moduleGraph.getIssuer(module);
  while (importer && /\.css$/.test((importer as { resource?: string }).resource ?? "")) importer = moduleGraph.getIssuer(importer);
  return /[\\/]node_modules[\\/]decap-cms-[^\\/]+[\\/]/.test((importer as { resource?: string } | null)?.resource ?? "");
}

/** A package Decap depends on, resolved from Decap's own packages (wherever npm placed it). */
function decapDependency(name: string): string {
  const decapApp = createRequire(require.resolve("decap-cms-app/package.json"));
  return createRequire(decapApp.resolve("decap-cms-core/package.json")).resolve(name);
}

/** Gatsby's rules without the one that compiles node_modules with babel-preset-gatsby/dependencies. */
function withoutDependencyBabel(rules: NonNullable<NonNullable<Configuration["module"]>["rules"]>) {
  const isDependencyRule = (rule: unknown) => {
    const use = (rule as RuleSetRule | null)?.use;
    const loader = Array.isArray(use) ? (use[0] as { options?: { presets?: unknown } } | undefined) : undefined;
    return /babel-preset-gatsby[\\/]dependencies/.test(String(loader?.options?.presets ?? ""));
  };
  if (!rules.some(isDependencyRule))
    fail("Gatsby's webpack config no longer has its babel-preset-gatsby/dependencies rule; review the admin compiler's rules.");
  return rules.filter((rule) => !isDependencyRule(rule));
}

/**
 * The admin bundle's own persistent cache. Sharing Gatsby's (.cache/webpack/stage-build-javascript), each compiler
 * replaced the other's modules in the pack, so an incremental build found little of either in it and rebuilt the
 * bundles (and the two writers raced: `rename 1.pack_ ENOENT`).
 */
export function ownCache(cache: Configuration["cache"]): Configuration["cache"] {
  if (!cache || cache === true || cache.type !== "filesystem" || !cache.cacheLocation) {
    return fail("Gatsby's config has no filesystem cache with a cacheLocation any more; review the admin bundle's cache.");
  }
  return { ...cache, name: "cms", cacheLocation: path.join(path.dirname(cache.cacheLocation), "stage-cms") };
}

/**
 * Writes /admin/index.html with the entry's scripts and Decap's CSS. The site's CSS (cms.css) is left out: it styles
 * the preview frame, where src/cms/cms.ts registers it, not Decap's own interface.
 */
class AdminPage {
  constructor(private readonly title: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(AdminPage.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: AdminPage.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entry = compilation.entrypoints.get("cms") ?? fail("the admin compilation has no `cms` entry.");
        const publicPath = compilation.outputOptions.publicPath as string;
        const files = entry.getFiles();
        const tags = [
          ...files
            .filter((file) => file.endsWith(".css") && file !== PREVIEW_CSS)
            .map((file) => `<link rel="stylesheet" href="${publicPath}${file}">`),
          ...files.filter((file) => file.endsWith(".js")).map((file) => `<script defer src="${publicPath}${file}"></script>`),
        ];
        compilation.emitAsset("index.html", new webpack.sources.RawSource(adminHtml(this.title, tags)));
      });
    });
  }
}

export function adminHtml(title: string, tags: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="it">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    // Editors only: never indexed (the site's robots.txt and sitemap leave /admin/ out too).
    '<meta name="robots" content="none">',
    `<title>${title}</title>`,
    ...tags,
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * Compiles the admin bundle: once in `gatsby build`, before Gatsby's own browser bundle; in `gatsby develop` it
 * keeps watching (`npm run cms`). Errors stop the build; warnings are printed like Gatsby's own.
 */
export function compileAdmin(config: Configuration, { watch, reporter }: { watch: boolean; reporter: Reporter }): Promise<void> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    const report = (error: Error | null, stats?: webpack.Stats) => {
      const { errors = [], warnings = [] } = stats?.toJson({ all: false, errors: true, warnings: true }) ?? {};
      warnings.forEach((warning) => reporter.warn(`Admin bundle (src/gatsby/cms-webpack.ts): ${warning.message}`));
      const failure =
        error ?? (errors.length ? new Error(`Admin bundle (src/gatsby/cms-webpack.ts):\n${errors.map((e) => e.message).join("\n")}`) : null);
      // While watching, a broken edit is reported and the next save compiles again.
      if (failure && watch) reporter.error(failure.message);
      if (failure && !watch) reject(failure);
      else resolve();
    };
    if (watch) compiler.watch({}, report);
    else compiler.run((error, stats) => compiler.close(() => report(error, stats)));
  });
}
