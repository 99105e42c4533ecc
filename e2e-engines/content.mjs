/**
 * The site's content for the suites written in plain JavaScript (the engines suite, the bench): the same reader
 * and schema as the browser tests (e2e/content.ts). Node strips the types of TypeScript files itself, but
 * resolves only whole file names, and the site's modules import each other without the `.ts`: this hook adds it.
 */
import * as nodeModule from "node:module";

// module.registerHooks: Node 22.15 and later (the types of @types/node 20 do not have it yet).
/** @type {{ registerHooks(hooks: { resolve(specifier: string, context: { parentURL?: string }, nextResolve: (specifier: string, context: object) => { url: string }): object }): void }} */ (
  /** @type {unknown} */ (nodeModule)
).registerHooks({
  resolve(specifier, context, nextResolve) {
    const typescript = specifier.startsWith(".") && !/\.[cm]?[jt]s$/.test(specifier) && context.parentURL?.endsWith(".ts");
    const resolved = nextResolve(typescript ? `${specifier}.ts` : specifier, context);
    // Said outright, so that Node does not first try the file as CommonJS and warn about it.
    return resolved.url.endsWith(".ts") && !resolved.url.includes("/node_modules/") ? { ...resolved, format: "module-typescript" } : resolved;
  },
});

/**
 * `readContent(root?)` and the search's helpers of e2e/content.ts (their types are checked there; here the content
 * is plain data).
 * @type {{
 *   readContent: (root?: string) => Record<string, any>,
 *   searchWordFor: (post: any, content: Record<string, any>) => string,
 *   searchTechnologyFor: (work: any, works: any[]) => string,
 * }}
 */
const reader = await import(new URL("../e2e/content.ts", import.meta.url).href);
export const { readContent, searchWordFor, searchTechnologyFor } = reader;

/**
 * `pageKinds(content)` of e2e/pages.ts: one page of every kind (src/lib/pages.ts), the same list as the browser tests';
 * `path` is where a visitor opens it, `route` its built HTML's (`/404` for the not-found page, answered with `status` 404).
 * @typedef {{ name: string, path: string, route: string, status: 200 | 404, heading: string | RegExp, bench: boolean }} PageOfKind
 * @type {{ pageKinds: (content: Record<string, any>) => PageOfKind[] }}
 */
const pages = await import(new URL("../e2e/pages.ts", import.meta.url).href);
export const { pageKinds } = pages;

/**
 * `focusStop()` of e2e/focus-stop.ts, run in the page: the focused element and whether it is entirely hidden.
 * @type {{ focusStop: () => { name: string, hidden: boolean } | null }}
 */
const focus = await import(new URL("../e2e/focus-stop.ts", import.meta.url).href);
export const { focusStop } = focus;
