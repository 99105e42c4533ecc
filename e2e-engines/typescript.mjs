/**
 * Lets the engines suite (and the bench, through ./content.mjs) import the site's and the tests' TypeScript: the
 * content's reader and schema, the list of pages, the shared behaviours (e2e/behaviours/). Node strips the types of
 * TypeScript files itself, but resolves only whole file names, and those modules import each other without the
 * `.ts`: this hook adds it. Import this module before any TypeScript one (with `await import()`, which resolves after
 * the hook is in place; a static import is resolved before any module runs).
 */
import * as nodeModule from "node:module";

// module.registerHooks: Node 22.15 and later (the types of @types/node 20 do not have it yet).
/** @type {{ registerHooks(hooks: { resolve(specifier: string, context: { parentURL?: string }, nextResolve: (specifier: string, context: object) => { url: string }): object }): void }} */ (
  /** @type {unknown} */ (nodeModule)
).registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromTypescript = specifier.startsWith(".") && context.parentURL?.endsWith(".ts");
    // A JSON file imported as TypeScript's bundler resolution allows it (src/styles/tokens.ts's colours), without the
    // import attribute Node asks for.
    if (fromTypescript && specifier.endsWith(".json")) return { ...nextResolve(specifier, context), importAttributes: { type: "json" } };
    const typescript = fromTypescript && !/\.[cm]?[jt]s$/.test(specifier);
    const resolved = nextResolve(typescript ? `${specifier}.ts` : specifier, context);
    // Said outright, so that Node does not first try the file as CommonJS and warn about it.
    return resolved.url.endsWith(".ts") && !resolved.url.includes("/node_modules/") ? { ...resolved, format: "module-typescript" } : resolved;
  },
});
