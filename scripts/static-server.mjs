/**
 * A small production-like static server for the built site: the same routing
 * Netlify applies (clean URLs, 404 page with status 404), brotli/gzip
 * compression and production cache headers. Used by `npm start`, the browser
 * tests and the benchmark.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
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

/**
 * Gatsby's caching rules: HTML and page data always revalidated, hashed assets immutable.
 * @param {string} urlPath
 */
export function cacheControlFor(urlPath) {
  if (urlPath.startsWith("/static/") || /-[0-9a-f]{20}\.(js|css)$/.test(urlPath) || /^\/[\w-]+\.[0-9a-f]{8,}\.(js|css)$/.test(urlPath)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

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

/** @typedef {{ path: string, headers: Record<string, string> }} HeaderRule */

/**
 * Parses Netlify's `_headers` format: a path line, then indented `name: value` lines. A name repeated
 * inside one rule is joined with ", ", as Netlify does.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
    } else if (rules.length) {
      const at = line.indexOf(":");
      const headers = rules[rules.length - 1].headers;
      const name = line.slice(0, at).trim().toLowerCase();
      const value = line.slice(at + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  return rules;
}

/** @param {string} pattern */
function patternToRegExp(pattern) {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[a-z]\w*/gi, "[^/]+"))
    .join(".*");
  return new RegExp(`^${source}$`);
}

/**
 * The headers for a URL path: those of every rule whose path matches it, a later rule's value
 * replacing an earlier one's.
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    if (patternToRegExp(rule.path).test(urlPath)) Object.assign(result, rule.headers);
  }
  return result;
}

/**
 * @param {{ root: string, extraHeaders?: (urlPath: string) => Record<string, string> }} options
 * The production header rules in `<root>/_headers` (written by the build) are applied to every response.
 */
export function createStaticServer({ root, extraHeaders = () => ({}) }) {
  const absoluteRoot = path.resolve(root);
  const headersFile = path.join(absoluteRoot, "_headers");
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();
  const forms = netlifyForms(absoluteRoot);

  return http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    // A POST is a form submission, as on Netlify (scripts/netlify-forms.mjs): its page with 200, or 404.
    const refused = request.method === "POST" && !(await forms.receive(request));
    let status = 200;
    let file = url.pathname === "/_headers" || refused ? null : resolveFile(absoluteRoot, url.pathname);
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
    const ext = path.extname(file);
    /** @type {Record<string, string>} */
    const headers = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": cacheControlFor(url.pathname),
      vary: "Accept-Encoding",
      ...headersFor(rules, url.pathname),
      ...extraHeaders(url.pathname),
    };
    let body = /** @type {Buffer} */ (fs.readFileSync(file));
    const accepts = String(request.headers["accept-encoding"] ?? "");
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
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
        headers["content-encoding"] = encoding;
      }
    }
    headers["content-length"] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
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
