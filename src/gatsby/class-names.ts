/**
 * Short class names for CSS modules in the production build. Gatsby names each class
 * `[name]--[local]--[hash:hex:5]` (`Header-module--logo--1f952`), and those names ride in every page's HTML, its
 * inline CSS and the scripts: on a long post they made the page 14.6 kB gzipped, past the first round trip.
 * Here a class is `_` and six characters of a hash of its module's path and its name (`_Xq3v0a`): deterministic, so
 * the browser bundle and the pages' HTML agree and an incremental build keeps every name. `gatsby develop` keeps
 * Gatsby's readable names (src/gatsby/build-stages.ts).
 */
import { createHash } from "node:crypto";
import path from "node:path";

/** The class a CSS module's local name becomes; `modulePath` is relative to the site, with forward slashes. */
export function shortClassName(modulePath: string, localName: string): string {
  return `_${createHash("sha256").update(`${modulePath}\0${localName}`).digest("base64url").slice(0, 6)}`;
}

/** css-loader's `modules.getLocalIdent` hook (css-loader escapes what it returns; these names need no escaping). */
function getLocalIdent(
  loaderContext: { resourcePath: string; rootContext: string },
  _name: string,
  localName: string,
  options: { context?: string },
) {
  const modulePath = path
    .relative(options.context ?? loaderContext.rootContext, loaderContext.resourcePath)
    .split(path.sep)
    .join("/");
  return shortClassName(modulePath, localName);
}

type Loader = { loader?: string; options?: { modules?: unknown } };
type Rule = { use?: unknown; oneOf?: unknown[]; rules?: unknown[] };

/**
 * The bundler settings with every CSS-modules css-loader naming classes by `shortClassName`. Throws, naming this module,
 * if the config has no css-loader with CSS modules: Gatsby changed how it loads them.
 */
export function withShortClassNames<Config extends { module?: { rules?: unknown[] } }>(config: Config): Config {
  let cssModuleLoaders = 0;
  const loaderWithShortNames = (loader: unknown): unknown => {
    if (!loader || typeof loader !== "object") return loader;
    const { loader: name, options } = loader as Loader;
    if (typeof name !== "string" || !/[\\/]css-loader[\\/]/.test(name) || !options?.modules || typeof options.modules !== "object") return loader;
    cssModuleLoaders += 1;
    return { ...(loader as object), options: { ...options, modules: { ...options.modules, getLocalIdent } } };
  };
  const ruleWithShortNames = (rule: unknown): unknown => {
    if (!rule || typeof rule !== "object") return rule;
    const { use, oneOf, rules } = rule as Rule;
    // A rule's `use` is a list of loaders, one loader, or a function webpack calls (left alone).
    const loaders = Array.isArray(use) ? use.map(loaderWithShortNames) : typeof use === "object" ? loaderWithShortNames(use) : use;
    return {
      ...(rule as object),
      ...(use !== undefined && { use: loaders }),
      ...(oneOf && { oneOf: oneOf.map(ruleWithShortNames) }),
      ...(rules && { rules: rules.map(ruleWithShortNames) }),
    };
  };
  const rules = config.module?.rules?.map(ruleWithShortNames);
  if (!cssModuleLoaders) {
    throw new Error("src/gatsby/class-names.ts: Gatsby's webpack config has no css-loader with CSS modules any more; review short class names.");
  }
  return { ...config, module: { ...config.module, rules } };
}
