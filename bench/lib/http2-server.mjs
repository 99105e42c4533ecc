/**
 * The bench serves the built sites over HTTP/2 with TLS, as Netlify does. Over the HTTP/1.1 of
 * `npm start`, Chrome opens a new connection for each parallel request, and Lighthouse's simulation
 * then makes each of them climb TCP slow start on its own: the works page's 35 kB LCP image took a
 * round trip more than a 14 kB one (LCP 1430 against 1129 ms), which production never pays, since
 * the image comes down the page's own connection.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

/**
 * A self-signed certificate for localhost, made with openssl in a temporary folder; the bench's
 * Chromium runs with --ignore-certificate-errors.
 * @returns {{ key: Buffer, cert: Buffer }}
 */
export function localCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`bench: openssl could not make a certificate for localhost (${made.error?.message ?? made.stderr.trim()})`);
  const tls = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return tls;
}

/**
 * Serves what `server` (an http.Server of scripts/static-server.mjs) answers, over HTTP/2 with TLS on the
 * loopback addresses (IPv4 and, where present, IPv6).
 * @param {import("node:http").Server} server
 * @param {number} port
 * @param {{ key: Buffer, cert: Buffer }} tls
 * @returns {Promise<{ close: () => Promise<unknown> }>}
 */
export async function listenHttp2(server, port, tls) {
  /** @type {http2.Http2SecureServer[]} */
  const listening = [];
  for (const host of ["127.0.0.1", "::1"]) {
    const secure = http2.createSecureServer({ ...tls, allowHTTP1: true }, (request, response) => server.emit("request", request, response));
    const ok = await new Promise((resolve, reject) => {
      secure.once("error", (error) => (host === "::1" ? resolve(false) : reject(error)));
      secure.listen(port, host, () => resolve(true));
    });
    if (ok) listening.push(secure);
  }
  return { close: () => Promise.all(listening.map((secure) => new Promise((resolve) => secure.close(resolve)))) };
}
