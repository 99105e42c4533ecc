/**
 * Every path's security headers in the one rule that covers every path. Gatsby hands its Netlify adapter header
 * routes: a `/*` rule of Gatsby's own defaults (revalidation, `x-xss-protection: 1; mode=block`, nosniff,
 * `referrer-policy: same-origin`, `x-frame-options`), then one rule per file it knows of with gatsby-config's `headers`.
 * Netlify applies `/*` to every path, unknown ones included (they get the 404 page), while gatsby-config's headers
 * reach only the files of the build. So the adapter is handed a `/*` rule whose defaults are replaced by the site's
 * (src/gatsby/security-headers.ts): HSTS, nosniff, the permissions policy, the referrer policy the map needs, framing
 * denied and `x-xss-protection: 0` on every path, each set once, with no copy in a rule per file. Gatsby also hands it a
 * rule per source map, at the address the map would have beside its script; the maps are not published
 * (src/gatsby/source-maps.ts), so those rules go.
 *
 * Gatsby changing its default route, or the adapter writing `_headers` from something else, stops the build naming
 * this module: before the adapter runs (no `/*` route, or one with a header the site does not replace) and after it
 * (no `/*` rule with the site's headers in public/_headers).
 */
import fs from "node:fs";
import path from "node:path";
import type { HeaderRoutes, IAdapter } from "gatsby";
import { SECURITY_HEADERS } from "./security-headers";

const fail = (message: string): never => {
  throw new Error(`src/gatsby/adapter-headers.ts: ${message}`);
};

/** Gatsby's header routes with the `/*` rule's defaults replaced by the site's headers for every path, and none for a source map. */
export function withSiteHeaders(headerRoutes: HeaderRoutes): HeaderRoutes {
  const everyPath =
    headerRoutes.find((route) => route.path === "/*") ??
    fail("Gatsby hands the adapter no `/*` header route any more; review the headers of every path.");
  const kept = everyPath.headers.filter(({ key }) => key === "cache-control");
  const unknown = everyPath.headers.filter(({ key }) => key !== "cache-control" && !(key in SECURITY_HEADERS));
  if (!kept.length || unknown.length) {
    fail(
      `Gatsby's \`/*\` header route is no longer revalidation and the headers the site replaces (${everyPath.headers.map(({ key }) => key).join(", ")}); review the headers of every path.`,
    );
  }
  const headers = [...kept, ...Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }))];
  return headerRoutes.filter((route) => !route.path.endsWith(".map")).map((route) => (route === everyPath ? { ...route, headers } : route));
}

/** The `/*` rule of the adapter's block in a `_headers` file, as lines, or undefined. */
export function adapterEveryPathRule(headersFile: string): string[] | undefined {
  const block = /# gatsby-adapter-netlify start\n([\s\S]*?)# gatsby-adapter-netlify end/.exec(headersFile)?.[1];
  const rule = block && /^\/\*\n((?:[ \t]+.*\n)*)/m.exec(block)?.[1];
  return rule
    ?.split("\n")
    .filter(Boolean)
    .map((line) => line.trim());
}

/** Gatsby's Netlify adapter, handed the site's `/*` rule (withSiteHeaders), and checked for it afterwards. */
export function withSiteHeadersAdapter(adapter: IAdapter): IAdapter {
  return {
    ...adapter,
    async adapt(context) {
      // The context's manifests are getters computed once: a context that inherits them, with its own header routes.
      await adapter.adapt(Object.create(context, { headerRoutes: { value: withSiteHeaders(context.headerRoutes), enumerable: true } }));
      const file = path.resolve("public/_headers");
      const rule = adapterEveryPathRule(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
      const missing = Object.entries(SECURITY_HEADERS).filter(([key, value]) => !rule?.includes(`${key}: ${value}`));
      if (missing.length) {
        fail(
          `the adapter wrote no \`/*\` rule with ${missing.map(([key]) => key).join(", ")} into public/_headers; review the headers of every path.`,
        );
      }
    },
  };
}
