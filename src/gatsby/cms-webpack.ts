import { createRequire } from "node:module";
import { serveStylesheets } from "./stylesheets";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { EnglishStates } from "../cms/config";
import { collections, type Collection } from "../content/collections";
import { readEntries } from "../content/validate";
import webpack, {
  ContextReplacementPlugin,
  DefinePlugin,
  type Compiler,
  type Configuration,
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
/** What `gatsby develop` serves socket.io's client as (its pages load it before their scripts). */
const DEVELOP_SOCKET_SCRIPT = "/socket.io/socket.io.js";

/**
 * Gatsby's plugins, by stage, that must not run in the admin compiler: they would write the site's webpack.stats.json
 * and chunk map from the admin's chunks, extract CSS under hashed names (the admin's CSS is /admin/cms.css), or, in
 * develop, hot-reload through the site's own develop server, whose updates are the site's (the admin is reloaded by hand).
 */
const SITE_ONLY_PLUGINS: Record<string, string[]> = {
  "build-javascript": ["MiniCssExtractPlugin", "GatsbyWebpackStatsExtractor", "StaticQueryMapper"],
  develop: ["MiniCssExtractPlugin", "StaticQueryMapper", "ReactRefreshPlugin", "HotModuleReplacementPlugin", "ForceCssHMRForEdgeCases"],
};

/**
 * In develop, Gatsby's Babel adds Fast Refresh's registration calls to our modules; without Fast Refresh's plugin they
 * are no-ops (as Fast Refresh's own webpack plugin defines them, by name).
 */
const NO_FAST_REFRESH = { $RefreshReg$: "(() => {})", $RefreshSig$: "(() => (type) => type)" };

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
  const siteOnly = SITE_ONLY_PLUGINS[stage] ?? fail(`the admin bundle is built in ${Object.keys(SITE_ONLY_PLUGINS).join(" and ")}, not ${stage}.`);
  const names = (gatsby.plugins ?? []).map(pluginName);
  const missing = siteOnly.filter((name) => !names.includes(name));
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
      // Only the admin writes here: earlier builds' hashed scripts go instead of piling up in a reused public/.
      clean: true,
    },
    module: { ...gatsby.module, rules: withoutDependencyBabel(gatsby.module?.rules ?? []) },
    resolve: {
      ...gatsby.resolve,
      // sanitize-html (the preview's allow-list, src/content/sanitize.ts) requires postcss only to parse style
      // attributes, which the allow-list never keeps (`parseStyleAttributes: false`, as its README advises in a
      // browser): postcss and its source maps would be 20 kB gzipped of the admin's budget for nothing.
      // src/content/sanitize.test.ts runs the allow-list without postcss.
      // Decap's own front-matter formats read with gray-matter, which runs a front matter opened with `---js` as
      // JavaScript; the works and posts are read by the site's YAML-only format instead (src/cms/front-matter-format.ts,
      // the collections' `format`), so gray-matter and its js-yaml 3 stay out: no engine that evaluates a front matter
      // is in an editor's browser. Decap's `frontmatter` format, were a collection to name it, would throw.
      alias: { ...(gatsby.resolve?.alias as object), postcss: false, "gray-matter": false },
      // decap-cms-core imports Node's `path`, which webpack 5 no longer stands in for: the package Decap depends on does.
      fallback: { ...(gatsby.resolve?.fallback as object), path: decapDependency(siteDir, "path-browserify") },
    },
    plugins: [
      ...(gatsby.plugins ?? []).filter((plugin) => !siteOnly.includes(pluginName(plugin) ?? "")),
      ...(production ? [] : [new DefinePlugin(NO_FAST_REFRESH)]),
      // The YAML files' English states for their labels in the CMS's list, read again when one of them changes.
      new DefinePlugin({
        CMS_ENGLISH_STATES: DefinePlugin.runtimeValue(() => JSON.stringify(englishStates(path.join(siteDir, "content"))), {
          fileDependencies: YAML_COLLECTIONS.map((collection) => path.join(siteDir, "content", collection.source.file)),
        }),
      }),
      // The site's global CSS and the sections' CSS modules, for the preview frame only (src/cms/cms.ts).
      new CssExtract({ filename: "[name].css" }),
      new ContextReplacementPlugin(/prismjs[\\/]components$/, new RegExp(`^\\./prism-(${PREVIEW_PRISM_LANGUAGES.join("|")})\\.js$`)),
      // In develop, Gatsby's runtime (which the previews' `gatsby` imports bring in) reaches the develop server through
      // socket.io's client, which Gatsby's config leaves to the global its server serves: load it first, as its pages do.
      new AdminPage(`${siteName} · ${TITLE}`, production ? [] : [DEVELOP_SOCKET_SCRIPT]),
    ],
    optimization: {
      minimizer: production ? gatsby.optimization?.minimizer : [],
      splitChunks: {
        cacheGroups: {
          // Decap and the libraries in one script, the site's own code in another: a change to a section or a template
          // leaves the larger one as it was, in editors' caches and in the build's (it is minified once).
          vendor: { test: /[\\/]node_modules[\\/]/, type: /^javascript\//, name: "vendor", chunks: "all", enforce: true },
        },
      },
      runtimeChunk: false,
    },
    // No source maps for Decap's code in production: they doubled the admin compile (the site's own scripts keep theirs).
    devtool: production ? false : gatsby.devtool,
    cache: ownCache(gatsby.cache),
  };
}

/** The collections of one YAML file each (content/site.yaml, the pages' copy): the CMS's "Sito e pagine". */
const YAML_COLLECTIONS = collections.filter((c): c is Collection & { source: { type: "yaml"; file: string } } => c.source.type === "yaml");

/**
 * Each YAML file's English state (src/cms/config.ts), as `npm run launch-check` reads it: its section always exists
 * (validation requires it), approved or not by its `reviewed` mark.
 */
function englishStates(contentDir: string): EnglishStates {
  return Object.fromEntries(
    YAML_COLLECTIONS.map((collection) => [collection.name, readEntries(collection, contentDir, "en")[0].reviewed ? "approvata" : "da approvare"]),
  );
}

/**
 * A package Decap depends on, resolved from Decap's own packages (wherever npm placed it). From the site's folder:
 * in the compiled gatsby-node, `require.resolve` is not Node's.
 */
function decapDependency(siteDir: string, name: string): string {
  const decapCore = createRequire(path.join(siteDir, "package.json")).resolve("decap-cms-core/package.json");
  return createRequire(decapCore).resolve(name);
}

/**
 * Gatsby's rules without the one that compiles node_modules with babel-preset-gatsby/dependencies. Gatsby adds it in
 * build-javascript only, and only when the browserslist includes a browser without ES modules (not the site's).
 */
function withoutDependencyBabel(rules: NonNullable<NonNullable<Configuration["module"]>["rules"]>) {
  const isDependencyRule = (rule: unknown) => {
    const use = (rule as RuleSetRule | null)?.use;
    const loader = Array.isArray(use) ? (use[0] as { options?: { presets?: unknown } } | undefined) : undefined;
    return /babel-preset-gatsby[\\/]dependencies/.test(String(loader?.options?.presets ?? ""));
  };
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
 * Writes /admin/index.html with the entry's scripts. Its CSS (cms.css) is left out: it styles the preview frame, where
 * src/cms/cms.ts registers it, not Decap's own interface (Decap styles it from its scripts).
 */
class AdminPage {
  constructor(
    private readonly title: string,
    private readonly firstScripts: string[],
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(AdminPage.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: AdminPage.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entry = compilation.entrypoints.get("cms") ?? fail("the admin compilation has no `cms` entry.");
        const publicPath = compilation.outputOptions.publicPath as string;
        const scripts = entry.getFiles().filter((file) => file.endsWith(".js"));
        const tags = [
          ...this.firstScripts.map((src) => `<script src="${src}"></script>`),
          ...scripts.map((file) => `<script defer src="${publicPath}${file}"></script>`),
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

/**
 * `gatsby develop` answers /admin/ with the page the admin compiler wrote (`npm run cms`): its router would answer with
 * the site's 404 page, as it does for any path it has no page for; the admin's scripts are files of public/, which
 * the develop server serves as they are.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  serveStylesheets(app as Parameters<typeof serveStylesheets>[0]);
  const page = path.join(store.getState().program.directory as string, "public", ADMIN_DIR, "index.html");
  app.get([`/${ADMIN_DIR}`, `/${ADMIN_DIR}/`], (_request: unknown, response: { sendFile: (file: string) => void }) => response.sendFile(page));
};
