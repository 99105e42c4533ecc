/**
 * The site's HTTP security headers, defined once. Those of every path go into the `/*` rule of Gatsby's Netlify adapter
 * (src/gatsby/adapter-headers.ts), so a feed, an image, the search index or an unknown path gets them too; a page's own
 * depend on its inline scripts, so they are written after the build (src/gatsby/post-build.ts) into public/_headers,
 * with the policy of the files published from what editors save (PUBLISHED_FILES).
 */
import { LOCALES } from "../lib/locales";
import { localizedRoutes } from "../lib/routes";

export type HeaderMap = Record<string, string>;

/** Every path's: pages, files, unknown paths (served the 404 page), /admin/. */
export const SECURITY_HEADERS: HeaderMap = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  // OpenStreetMap's tile policy needs a Referer; this replaces the adapter's `same-origin`.
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  // The adapter's `1; mode=block` turns on what is left of the XSS auditor (gone from Chrome, never in Firefox), which
  // could itself be abused to blank parts of a page; `0` is what MDN and OWASP advise, with a CSP doing the work.
  "x-xss-protection": "0",
  "permissions-policy": [
    "accelerometer=()",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "idle-detection=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
};

/** Origins of the map tiles (Studio page). */
const TILE_ORIGIN = "https://tile.openstreetmap.org";
/** Google Analytics origins, allowed only in a build with a measurement ID; gtag loads after consent. */
const ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
};

type Directives = Record<string, string[]>;

function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * The policy of a public page, allowing exactly the inline scripts it has (by hash). `webAssembly` is for the search
 * page only (routes.search): Pagefind, loaded when a visitor searches, compiles its search engine from a WebAssembly
 * file of the site's own (public/pagefind/), in a worker or, where the worker fails, in the page itself, and
 * compiling WebAssembly needs `'wasm-unsafe-eval'`. It allows WebAssembly only, not `eval` of JavaScript; no other
 * page runs any. A document keeps the policy it was loaded with while the app's router changes pages, so the links to
 * the search load it whole (`data-no-transition`, JournalHeader and the 404 page).
 */
export function pageCsp(scriptHashes: string[], { analytics, webAssembly = false }: { analytics: boolean; webAssembly?: boolean }): string {
  const withAnalytics = (base: string[], extra: string[]) => (analytics ? [...base, ...extra] : base);
  const self = webAssembly ? ["'self'", "'wasm-unsafe-eval'"] : ["'self'"];
  return serializeCsp({
    "default-src": ["'self'"],
    "script-src": withAnalytics([...self, ...[...new Set(scriptHashes)].map((hash) => `'sha256-${hash}'`)], ANALYTICS.script),
    // Gatsby inlines each page's CSS and React sets style attributes: styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": withAnalytics(["'self'", "data:", TILE_ORIGIN], ANALYTICS.img),
    "font-src": ["'self'"],
    "connect-src": withAnalytics(["'self'"], ANALYTICS.connect),
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  });
}

/**
 * The CMS at /admin/: GitHub's API and avatars, and blob/data previews. The local decap-server (`npm run cms`, the CMS
 * tests) is no source here: production never talks to it, and an `http:` source is what the Observatory marks down.
 * The local server adds it for /admin/ (`withLocalBackend`, scripts/static-server.mjs); `gatsby develop` sends no policy.
 * The preview templates (src/cms/preview) add nothing to it: their frame is a srcdoc iframe under this
 * same policy; it loads /admin/cms.css and the admin's own chunks and font ('self'), Decap's inline
 * <style> for the registered font faces ('unsafe-inline', already needed by Decap's own styling), media
 * from the library as blob: URLs and the missing-image card as a data: URL (img-src, already allowed).
 * e2e/cms.spec.ts fails on any console error, CSP violations included, while a preview is shown.
 */
export function adminCsp(scriptHashes: string[]): string {
  return serializeCsp({
    "default-src": ["'self'"],
    // Decap compiles its config schema with ajv (new Function): only the admin page allows eval.
    "script-src": ["'self'", "'unsafe-eval'", ...[...new Set(scriptHashes)].map((hash) => `'sha256-${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
    "font-src": ["'self'", "data:"],
    // blob: for the media of an entry being edited, which Decap reads back to keep its draft in the browser.
    "connect-src": ["'self'", "blob:", "https://api.github.com"],
    "media-src": ["'self'", "blob:"],
    "frame-src": ["'self'", "blob:"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", "https://github.com"],
  });
}

/**
 * The files published from what an editor saves (src/content/file-types.ts): Gatsby's `/static/` (the images it encodes
 * from content/, a CV's PDF, and the site's font) and `/media/` (the CMS's media library, static/media, as it is).
 * None is a page, a script or a worker (post-build.ts stops the build if a page's address falls under one), so this
 * policy is the only one they get. Opened as a document, nothing in one runs: no script, no event handler, no
 * `javascript:` link, no plugin, no form, no frame around it; its own styles apply, and nothing else loads. No
 * `sandbox`: WebKit's PDF viewer (Safari's; WebKitGTK 2.50 here) draws a blank page under it, and without
 * `'unsafe-inline'` styles it draws the PDF in a 300 × 150 px box, so a CV opened from the studio page would not
 * read; Chromium 156 and Firefox 153 draw it under either (docs/architecture.md, "Headers and deploys").
 */
export const PUBLISHED_FILES = ["/static/*", "/media/*"];
export const PUBLISHED_FILES_CSP = serializeCsp({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  "form-action": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'none'"],
});

/**
 * The editors' /admin/ lets the popups it opens keep their opener: Decap's GitHub backend signs in through
 * Netlify's OAuth popup on api.netlify.com, which hands the token to /admin/ only through
 * `window.opener.postMessage`, and under `same-origin` that cross-origin popup gets `window.opener === null`:
 * the editor stays on the login screen. A page that opens /admin/ is still cut off from it. Every public
 * page keeps `same-origin`.
 */
const ADMIN_OPENER_POLICY = "same-origin-allow-popups";

/**
 * A document's own headers beside its policy (post-build.ts writes them with it, for its address and its file's):
 * its opener policy, and a resource policy that keeps other sites from loading it as a subresource. The resource
 * policy goes on what only the site's own pages load: documents, /admin/, page data and the search index
 * (`SAME_ORIGIN_PATHS`); never on what other sites must load, the share cards (social networks), the feeds, and the
 * images under /static/ that feed readers show from a post's text, nor on the scripts, which no rule can name apart.
 */
export const PAGE_HEADERS: HeaderMap = { "cross-origin-opener-policy": "same-origin", "cross-origin-resource-policy": "same-origin" };
export const ADMIN_PAGE_HEADERS: HeaderMap = { "cross-origin-opener-policy": ADMIN_OPENER_POLICY };
export const SAME_ORIGIN_PATHS = ["/admin/*", "/page-data/*", "/pagefind/*"];
export const SAME_ORIGIN_RESOURCE: HeaderMap = { "cross-origin-resource-policy": "same-origin" };

/**
 * gatsby-config `headers` (the adapter writes one rule per file they match): the editors' opener policy on the
 * files under /admin/, and the media type of each language's JSON Feed (/feed.json, /en/feed.json). Every path's
 * headers are in the adapter's `/*` rule instead.
 */
export function gatsbyConfigHeaders() {
  return [
    { source: "/admin/*", headers: [{ key: "cross-origin-opener-policy", value: ADMIN_OPENER_POLICY }] },
    // The JSON Feed's own media type, which feed readers look for first (JSON Feed 1.1, "Suggestions for Publishers").
    ...LOCALES.map((locale) => ({
      source: localizedRoutes[locale].jsonFeed,
      headers: [{ key: "content-type", value: "application/feed+json; charset=utf-8" }],
    })),
  ];
}
