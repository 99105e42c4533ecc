/**
 * @jest-environment node
 */
// Every path's headers in the adapter's `/*` rule (src/gatsby/adapter-headers.ts), on the installed Gatsby's default
// header routes and the installed adapter's writer of `_headers`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { HeaderRoutes, IAdapter } from "gatsby";
import { adapterEveryPathRule, withSiteHeaders, withSiteHeadersAdapter } from "../src/gatsby/adapter-headers";
import { SECURITY_HEADERS } from "../src/gatsby/security-headers";

/* eslint-disable @typescript-eslint/no-require-imports -- Gatsby's and the adapter's own modules, untyped CommonJS */
const { MUST_REVALIDATE_HEADERS, PERMANENT_CACHE_CONTROL_HEADER } = require("gatsby/dist/utils/adapter/constants") as Record<
  string,
  { key: string; value: string }[]
>;
// Past the package's exports: the file the adapter's `adapt` writes `_headers` with.
const routeHandler = path.join(path.dirname(require.resolve("gatsby-adapter-netlify/package.json")), "dist/route-handler.js");
const { processRoutesManifest, ADAPTER_MARKER_START, ADAPTER_MARKER_END } = require(routeHandler) as {
  processRoutesManifest: (routes: unknown[], headerRoutes: HeaderRoutes) => { headers: string; fileMovingPromise: Promise<void> };
  ADAPTER_MARKER_START: string;
  ADAPTER_MARKER_END: string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The header routes Gatsby hands the adapter (getDefaultHeaderRoutes in gatsby/dist/utils/adapter/manager.js), then a file's. */
const gatsbyRoutes: HeaderRoutes = [
  { path: "/*", headers: MUST_REVALIDATE_HEADERS },
  { path: "/static/*", headers: PERMANENT_CACHE_CONTROL_HEADER },
  { path: "/feed.json", headers: [{ key: "content-type", value: "application/feed+json; charset=utf-8" }] },
];

/** `_headers` as the installed adapter writes it from these header routes. */
async function adapterBlock(headerRoutes: HeaderRoutes) {
  const { headers, fileMovingPromise } = processRoutesManifest([], headerRoutes);
  await fileMovingPromise;
  return `${ADAPTER_MARKER_START}\n${headers}\n${ADAPTER_MARKER_END}\n`;
}

test("Gatsby's `/*` defaults are still what the site replaces, with its obsolete XSS auditor switch", () => {
  expect(MUST_REVALIDATE_HEADERS.map(({ key }) => key).sort()).toEqual(
    ["cache-control", "x-xss-protection", "x-content-type-options", "referrer-policy", "x-frame-options"].sort(),
  );
  expect(MUST_REVALIDATE_HEADERS).toContainEqual({ key: "x-xss-protection", value: "1; mode=block" });
});

test("the adapter writes a `/*` rule of revalidation and every path's security headers, each once", async () => {
  const rule = adapterEveryPathRule(await adapterBlock(withSiteHeaders(gatsbyRoutes)));
  expect(rule).toEqual([
    "cache-control: public, max-age=0, must-revalidate",
    ...Object.entries(SECURITY_HEADERS).map(([key, value]) => `${key}: ${value}`),
  ]);
  expect(rule).toContain("x-xss-protection: 0");
  expect(rule).toContain("strict-transport-security: max-age=31536000; includeSubDomains");
});

test("the other rules are left as Gatsby made them, but a source map's, which is not published", () => {
  expect(withSiteHeaders(gatsbyRoutes).slice(1)).toEqual(gatsbyRoutes.slice(1));
  const map = { path: "/../.cache/source-maps/app-0123.js.map", headers: PERMANENT_CACHE_CONTROL_HEADER };
  expect(withSiteHeaders([...gatsbyRoutes, map]).slice(1)).toEqual(gatsbyRoutes.slice(1));
});

test.each([
  ["no `/*` route", gatsbyRoutes.slice(1), /no `\/\*` header route/],
  [
    "a default the site does not replace",
    [{ path: "/*", headers: [...MUST_REVALIDATE_HEADERS, { key: "x-new-default", value: "1" }] }],
    /x-new-default/,
  ],
  ["no revalidation", [{ path: "/*", headers: MUST_REVALIDATE_HEADERS.slice(1) }], /no longer revalidation/],
])("Gatsby's routes with %s stop the build, naming the module", (_, routes, message) => {
  expect(() => withSiteHeaders(routes)).toThrow(/src\/gatsby\/adapter-headers\.ts: /);
  expect(() => withSiteHeaders(routes)).toThrow(message);
});

describe("the adapter, wrapped", () => {
  let cwd: string;
  let dir: string;
  beforeEach(() => {
    cwd = process.cwd();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-headers-"));
    fs.mkdirSync(path.join(dir, "public"));
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** An adapter that writes `_headers` from the header routes it gets, or from Gatsby's own whatever it gets. */
  const writer = (ownRoutes?: HeaderRoutes): IAdapter => ({
    name: "test-adapter",
    adapt: async ({ headerRoutes, routesManifest }) => {
      expect(routesManifest).toEqual([]);
      fs.writeFileSync("public/_headers", await adapterBlock(ownRoutes ?? headerRoutes));
    },
  });
  /** Gatsby's context: its manifests are getters. */
  const context = () => {
    const reads: string[] = [];
    const value = {
      get headerRoutes() {
        reads.push("headerRoutes");
        return gatsbyRoutes;
      },
      get routesManifest() {
        reads.push("routesManifest");
        return [];
      },
    };
    return { value: value as unknown as Parameters<IAdapter["adapt"]>[0], reads };
  };

  test("hands the adapter the site's `/*` rule and Gatsby's own manifests, and finds the rule in public/_headers", async () => {
    const { value, reads } = context();
    await withSiteHeadersAdapter(writer()).adapt(value);
    expect(reads).toEqual(["headerRoutes", "routesManifest"]);
    expect(adapterEveryPathRule(fs.readFileSync("public/_headers", "utf8"))).toContain("x-xss-protection: 0");
  });

  test("an adapter that writes `_headers` from elsewhere stops the build, naming the module", async () => {
    const { value } = context();
    await expect(withSiteHeadersAdapter(writer(gatsbyRoutes)).adapt(value)).rejects.toThrow(
      /src\/gatsby\/adapter-headers\.ts: the adapter wrote no `\/\*` rule with strict-transport-security, referrer-policy, x-xss-protection, permissions-policy into public\/_headers/,
    );
  });

  test("keeps the adapter's name, cache and config", () => {
    const adapter: IAdapter = { ...writer(), cache: { restore: () => false, store: () => undefined }, config: () => ({}) };
    const wrapped = withSiteHeadersAdapter(adapter);
    expect([wrapped.name, wrapped.cache, wrapped.config]).toEqual([adapter.name, adapter.cache, adapter.config]);
  });
});
