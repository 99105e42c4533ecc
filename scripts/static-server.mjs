/**
 * The built site served as Netlify serves it, for `npm start`, the browser tests, the engines suite and the bench:
 * `_headers` and `_redirects` (and netlify.toml's rules) read by Netlify's own parsers and applied with Netlify's
 * matching, the headers by `forRegExp` of @netlify/headers-parser, the redirects by netlify-redirector (Netlify's
 * redirect engine built to WebAssembly, as `netlify dev` uses them), both on the decoded path (`/contatt%69` is
 * `/contatti`, page, policy and all); then pretty URLs (`/x/` answers 301 to `/x` where the page is `x.html`), the 404
 * page with status 404, and brotli/gzip compression. A bad request never stops it: a request line that names no path
 * (`//host:port`, `//%`) or an address with a malformed escape gets 400, a method other than GET, HEAD and POST 405,
 * a post the browser cancels halfway is dropped, and the rule files are never served, however their name is written.
 * One difference from Netlify, local by design: /admin/ may reach the CMS's local backend (`withLocalBackend`).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import redirector from "netlify-redirector";
import { netlifyForms } from "./netlify-forms.mjs";

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".wav": "audio/wav",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".xml", ".txt", ".svg", ".webmanifest"]);
/** What Netlify sends where no rule sets a cache-control. */
const NETLIFY_CACHE_CONTROL = "public,max-age=0,must-revalidate";
/** Netlify reads these files and never serves them. */
const RULE_FILES = ["_headers", "_redirects"];
/** What the server answers; Netlify answers any other method 405. */
const METHODS = ["GET", "HEAD", "POST"];

/**
 * The file served at a URL path: the path itself, `x.html` (where the Netlify adapter moves pages), `x/index.html`.
 * @param {string} root
 * @param {string} urlPath
 */
export function resolveFile(root, urlPath) {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [clean, `${clean}.html`, path.posix.join(clean, "index.html")];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) continue;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      /* try the next candidate */
    }
  }
  return null;
}

/** @typedef {import("@netlify/headers-parser").Header} HeaderRule */

/**
 * The header rules of `<root>/_headers` and of netlify.toml beside `root` (Netlify's base directory), as Netlify
 * reads them. A file Netlify would refuse stops the server with Netlify's own message.
 * @param {string} root
 * @returns {Promise<HeaderRule[]>}
 */
export async function readHeaderRules(root) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(root, "_headers")],
    netlifyConfigPath: netlifyConfig(root),
    configHeaders: [],
    minimal: false,
  });
  if (errors.length) throw new Error(`${path.join(root, "_headers")}: ${errors.map((error) => error.message).join("\n")}`);
  return /** @type {HeaderRule[]} */ (headers);
}

/**
 * The headers for a URL path: those of every rule whose path matches it, a later rule's value replacing an
 * earlier one's (what `netlify dev` does with the same rules).
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) result[name.toLowerCase()] = value;
  }
  return result;
}

/**
 * The CMS's local backend (decap-server on port 8081, as `npm run cms` and the CMS tests start it; src/cms/config.ts's
 * `local_backend`). The production policy of /admin/ has no `http:` source: this server alone lets /admin/ reach it.
 */
const LOCAL_BACKEND = ["http://localhost:8081", "http://127.0.0.1:8081"];

/**
 * The headers of a path, with the local backend added to /admin/'s `connect-src`.
 * @param {string} urlPath
 * @param {Record<string, string>} headers
 * @returns {Record<string, string>}
 */
export function withLocalBackend(urlPath, headers) {
  const csp = headers["content-security-policy"];
  if (!/^\/admin(\/|$)/i.test(urlPath) || !csp) return headers;
  const withBackend = /(^|;\s*)connect-src\s/.test(csp)
    ? csp.replace(/((?:^|;\s*)connect-src\s[^;]*)/, `$1 ${LOCAL_BACKEND.join(" ")}`)
    : `${csp}; connect-src 'self' ${LOCAL_BACKEND.join(" ")}`;
  return { ...headers, "content-security-policy": withBackend };
}

/**
 * A request's URL and its path decoded, which Netlify matches its rules on; null for a request line that names no path
 * of the site: one that does not start with a single slash (`//host:port` and `//%` would be read as a host, `*` is
 * none) or whose escapes decode to nothing (`/%E0%A4%A`, a content link such as `/sconti-50%`).
 * @param {string} target the request line's target
 * @returns {{ url: URL, path: string } | null}
 */
function requestPath(target) {
  if (!/^\/(?!\/)/.test(target)) return null;
  try {
    const url = new URL(target, "http://localhost");
    return { url, path: decodeURIComponent(url.pathname) };
  } catch {
    return null;
  }
}

/** @param {string} root */
function netlifyConfig(root) {
  const file = path.join(path.dirname(root), "netlify.toml");
  return fs.existsSync(file) ? file : undefined;
}

/**
 * @typedef {{ to: string, status: number, force: boolean }} RedirectMatch
 * @typedef {(url: URL, headers: http.IncomingHttpHeaders) => RedirectMatch | null} RedirectMatcher
 */

/**
 * The redirect rules of `<root>/_redirects` and netlify.toml, parsed by Netlify's parser and matched by Netlify's
 * engine. Proxying to another host (a 200 to a URL) is Netlify's CDN's job: a rule that asks for it stops the server.
 * @param {string} root
 * @returns {Promise<RedirectMatcher>}
 */
async function readRedirectRules(root) {
  const file = path.join(root, "_redirects");
  const parsed = await parseAllRedirects({ redirectsFiles: [file], netlifyConfigPath: netlifyConfig(root), configRedirects: [], minimal: false });
  const errors = /** @type {Error[]} */ (parsed.errors);
  const redirects = /** @type {{ from: string, query: object, conditions: object, to: string, proxy: boolean }[]} */ (parsed.redirects);
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.message).join("\n")}`);
  const proxy = redirects.find((rule) => rule.proxy);
  if (proxy) throw new Error(`${file}: ${proxy.from} proxies to ${proxy.to}, which only Netlify's CDN does`);
  if (!redirects.length) return () => null;
  // netlify-redirector reads the shape of Netlify's backend: `origin` for `from`, `params` for `query`.
  const engine = await redirector.parseJSON(
    JSON.stringify(redirects.map(({ from, query, ...rule }) => ({ ...rule, origin: from, params: query }))),
    {},
  );
  return (url, headers) => {
    const cookies = new URLSearchParams(String(headers.cookie ?? "").replace(/;\s*/g, "&"));
    const match = engine.match({
      scheme: url.protocol.slice(0, -1),
      host: url.hostname,
      path: decodeURIComponent(url.pathname),
      query: url.search.slice(1),
      getHeader: (/** @type {string} */ name) => String(headers[name.toLowerCase()] ?? ""),
      getCookie: (/** @type {string} */ name) => cookies.get(name) ?? "",
    });
    return match && !match.force404 ? { to: match.to, status: match.status, force: match.force } : null;
  };
}

/**
 * @param {{ root: string }} options
 * @returns {Promise<http.Server>}
 */
export async function createStaticServer({ root }) {
  const absoluteRoot = path.resolve(root);
  const [headerRules, redirectFor] = await Promise.all([readHeaderRules(absoluteRoot), readRedirectRules(absoluteRoot)]);
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();
  const forms = netlifyForms(absoluteRoot);
  const ruleFiles = new Set(RULE_FILES.map((name) => path.join(absoluteRoot, name)));
  /** The file at a path, never a rule file: `/%5fheaders`, `//_headers` and `/./_headers` resolve to it too. */
  const fileAt = (/** @type {string} */ urlPath) => {
    const file = resolveFile(absoluteRoot, urlPath);
    return file && !ruleFiles.has(file) ? file : null;
  };

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {number} status
   * @param {string} file
   * @param {Record<string, string>} headers
   */
  function sendFile(request, response, status, file, headers) {
    const ext = path.extname(file);
    let body = /** @type {Buffer} */ (fs.readFileSync(file));
    const accepts = String(request.headers["accept-encoding"] ?? "");
    const encoding = !COMPRESSIBLE.has(ext) || body.length <= 512 ? null : /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
    if (encoding) {
      const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
      if (!compressed.has(key)) {
        compressed.set(
          key,
          encoding === "br"
            ? // Quality 11 takes seconds on the CMS's 4 MB bundle; Netlify's CDN also uses less there.
              zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: body.length > 512 * 1024 ? 5 : 11 } })
            : zlib.gzipSync(body, { level: 9 }),
        );
      }
      body = /** @type {Buffer} */ (compressed.get(key));
    }
    response.writeHead(status, {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": NETLIFY_CACHE_CONTROL,
      vary: "Accept-Encoding",
      ...headers,
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": String(body.length),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /**
   * An answer with no file: a status and its reason, with the headers of the path asked for.
   * @param {http.ServerResponse} response
   * @param {number} status
   * @param {Record<string, string>} headers
   */
  function sendStatus(response, status, headers = {}) {
    response.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
    response.end(http.STATUS_CODES[status]);
  }

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function answer(request, response) {
    const asked = requestPath(request.url ?? "/");
    // No file can be named so: the headers of every path (the `/*` rule's), as the raw target matches no other.
    if (!asked) return sendStatus(response, 400, headersFor(headerRules, request.url ?? "/"));
    const { url, path: urlPath } = asked;
    const headers = withLocalBackend(urlPath, headersFor(headerRules, urlPath));
    if (!METHODS.includes(request.method ?? "")) return sendStatus(response, 405, { ...headers, allow: METHODS.join(", ") });
    // A POST is a form submission, as on Netlify (scripts/netlify-forms.mjs): its page with 200, or 404.
    const refused = request.method === "POST" && !(await forms.receive(request));
    let file = refused ? null : fileAt(url.pathname);
    let status = 200;
    // A page published as `x.html` has one address, `/x`: Netlify answers `/x/` with a permanent redirect to it.
    const withoutSlash = url.pathname.replace(/\/+$/, "");
    const slashed = !refused && !file && /[^/]\/+$/.test(urlPath) && Boolean(fileAt(withoutSlash)?.endsWith(".html"));
    // Netlify's order: a rule whose path has a file (a slashed page's too) applies only when forced (`301!`), else the
    // file shadows it (`/en/` is the English home's address with a slash, not a path under `/en/*`'s 404 rule).
    const rule = refused ? null : redirectFor(url, request.headers);
    if (rule && (rule.force || !(file || slashed))) {
      const target = new URL(rule.to, url);
      if (rule.status >= 300 && rule.status < 400) {
        if (!target.search) target.search = url.search;
        response.writeHead(rule.status, { ...headers, location: target.origin === url.origin ? `${target.pathname}${target.search}` : target.href });
        response.end();
        return;
      }
      // A rewrite (200) or a custom status (404, 410…): the target's file with the rule's status.
      file = fileAt(target.pathname);
      status = rule.status;
    } else if (slashed) {
      response.writeHead(301, { ...headers, location: `${withoutSlash}${url.search}` });
      response.end();
      return;
    }
    if (!file) {
      status = 404;
      file = path.join(absoluteRoot, "404.html");
      // A site without a not-found page (the benchmark's bare baseline) gets a plain 404.
      if (!fs.existsSync(file)) {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
        response.end("Not found");
        return;
      }
    }
    sendFile(request, response, status, file, headers);
  }

  return http.createServer((request, response) => {
    answer(request, response).catch((error) => {
      // A post the browser cancelled halfway: there is no one left to answer, as on Netlify.
      if (request.destroyed || response.destroyed) return;
      console.error(`${request.method} ${request.url}: ${error instanceof Error ? error.stack : error}`);
      if (!response.headersSent) sendStatus(response, 500);
      else response.destroy();
    });
  });
}

/**
 * Listens on the loopback addresses only (IPv4 and, where present, IPv6).
 * @param {http.Server} server
 * @param {number} port
 * @returns {Promise<{ close: () => Promise<unknown> }>}
 */
export async function listen(server, port) {
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    })
  );
  const v6 = http.createServer((req, res) => server.emit("request", req, res));
  await /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      v6.once("error", () => resolve());
      v6.listen(port, "::1", resolve);
    })
  );
  return { close: () => Promise.all([new Promise((r) => server.close(r)), new Promise((r) => v6.close(r))]) };
}
