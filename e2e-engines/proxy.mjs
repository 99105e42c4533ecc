/**
 * For WebKit only: a pass-through in front of the production server that puts the probe
 * (./probe.mjs) first in every HTML page and adds its hash, and nothing else, to the page's
 * Content-Security-Policy. Every other header and byte is the server's own.
 */
import crypto from "node:crypto";
import http from "node:http";
import { PROBE_SOURCE } from "./probe.mjs";

const HASH = `'sha256-${crypto.createHash("sha256").update(PROBE_SOURCE).digest("base64")}'`;

export function createProbeProxy(upstreamPort) {
  return http.createServer((request, response) => {
    const headers = { ...request.headers, "accept-encoding": "identity" };
    const upstream = http.request({ host: "127.0.0.1", port: upstreamPort, path: request.url, method: request.method, headers }, (answer) => {
      const type = String(answer.headers["content-type"] ?? "");
      if (!type.startsWith("text/html")) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => {
        const html = Buffer.concat(chunks).toString("utf8");
        // Before anything else in <head>, so it runs before every script of the page.
        if (!/<head[^>]*>/.test(html)) {
          response.writeHead(502, { "content-type": "text/plain" });
          response.end(`proxy: no <head> in ${request.url} (${answer.statusCode}, ${html.length} bytes)`);
          return;
        }
        const body = Buffer.from(html.replace(/<head[^>]*>/, (head) => `${head}<script>${PROBE_SOURCE}</script>`));
        const out = { ...answer.headers, "content-length": String(body.length) };
        const csp = out["content-security-policy"];
        if (csp) out["content-security-policy"] = String(csp).replace(/script-src /, `script-src ${HASH} `);
        response.writeHead(answer.statusCode ?? 502, out);
        response.end(request.method === "HEAD" ? undefined : body);
      });
    });
    upstream.on("error", (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
}
