/**
 * The site's content for the suites written in plain JavaScript (the engines suite, the bench): the same reader
 * and schema as the browser tests (e2e/content.ts), imported through ./typescript.mjs.
 */
import "./typescript.mjs";

/**
 * `readContent(root?)` of e2e/content.ts (its types are checked there; here the content is plain data).
 * @type {{ readContent: (root?: string) => Record<string, any> }}
 */
const reader = await import(new URL("../e2e/content.ts", import.meta.url).href);
export const { readContent } = reader;

/**
 * `pageKinds(content)` of e2e/pages.ts: one page of every kind (src/lib/pages.ts), the same list as the browser tests';
 * `path` is where a visitor opens it, `route` its built HTML's (`/404` for the not-found page, answered with `status` 404).
 * @typedef {{ name: string, path: string, route: string, status: 200 | 404, heading: string | RegExp, bench: boolean }} PageOfKind
 * @type {{ pageKinds: (content: Record<string, any>) => PageOfKind[] }}
 */
const pages = await import(new URL("../e2e/pages.ts", import.meta.url).href);
export const { pageKinds } = pages;
