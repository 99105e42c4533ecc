/**
 * @jest-environment node
 */
// The local server answers as Netlify does, from a small site in a temporary folder: `_headers` with Netlify's
// matching on the decoded path, `_redirects` with Netlify's engine and status codes, pretty URLs (and the redirect of
// `/x/` to `/x`) and the 404 page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createStaticServer, withLocalBackend } from "../scripts/static-server.mjs";

let root: string;
let server: Server;
let origin: string;

/** A site in a temporary folder: its files by path, `_headers` and `_redirects` among them. */
function writeSite(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", file), text);
  }
  return path.join(dir, "public");
}

const get = (urlPath: string) => fetch(`${origin}${urlPath}`, { redirect: "manual" });

beforeAll(async () => {
  root = writeSite({
    "index.html": "home",
    "404.html": "not found",
    "works/lido-booking.html": "lido booking",
    "journal/new-name/index.html": "new name",
    "forced.html": "forced",
    // The shape Gatsby's Netlify adapter writes: `/*` defaults first, then each route's own rule.
    _headers: [
      "/*",
      "  cache-control: public, max-age=0, must-revalidate",
      "  referrer-policy: same-origin",
      "/works/*",
      "  Referrer-Policy: strict-origin-when-cross-origin",
      "  link: </a.css>; rel=preload",
      "  link: </b.css>; rel=preload",
    ].join("\n"),
    _redirects: [
      "/journal/old-name  /journal/new-name  301",
      "/works/01-lido-booking  /works/lido-booking  301",
      "/old/*  /journal/:splat  302",
      "/index.html  /works/lido-booking  301",
      "/forced  /works/lido-booking  301!",
      "/rewritten  /works/lido-booking  200",
      "/retired  /404.html  410",
      // A section's own 404 for the paths under it, as the English edition's `/en/*`.
      "/works/*  /404.html  404",
    ].join("\n"),
  });
  server = await createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(path.dirname(root), { recursive: true, force: true });
});

describe("_headers, matched as Netlify matches", () => {
  test("a later matching rule replaces an earlier rule's header, whatever the case of its name", async () => {
    expect((await get("/works/lido-booking")).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect((await get("/")).headers.get("referrer-policy")).toBe("same-origin");
  });

  test("a header named twice inside one rule is joined", async () => {
    expect((await get("/works/lido-booking")).headers.get("link")).toBe("</a.css>; rel=preload, </b.css>; rel=preload");
  });

  test.each(["/works", "/works/", "/WORKS/Lido-Booking"])(
    "`/works/*` also matches %s (no case, a trailing slash, the folder itself)",
    async (urlPath) => {
      expect((await get(urlPath)).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    },
  );

  test("the 404 page carries the rules of the path asked for", async () => {
    const response = await get("/works/nothing-here");
    expect([response.status, await response.text(), response.headers.get("referrer-policy")]).toEqual([
      404,
      "not found",
      "strict-origin-when-cross-origin",
    ]);
  });
});

describe("_redirects, with Netlify's engine and status codes", () => {
  test.each([
    ["/journal/old-name", 301, "/journal/new-name"],
    ["/journal/old-name/", 301, "/journal/new-name"],
    ["/works/01-lido-booking?from=cms", 301, "/works/lido-booking?from=cms"],
    ["/old/new-name", 302, "/journal/new-name"],
  ])("%s answers %i to %s", async (from, status, location) => {
    const response = await get(from);
    expect([response.status, response.headers.get("location")]).toEqual([status, location]);
  });

  test("a file at the path shadows a rule unless it is forced (`301!`)", async () => {
    const shadowed = await get("/index.html");
    expect([shadowed.status, await shadowed.text()]).toEqual([200, "home"]);
    const forced = await get("/forced");
    expect([forced.status, forced.headers.get("location")]).toEqual([301, "/works/lido-booking"]);
  });

  test("a 200 rule serves its target at the old address; a 410 rule its page with that status", async () => {
    const rewritten = await get("/rewritten");
    expect([rewritten.status, await rewritten.text()]).toEqual([200, "lido booking"]);
    const retired = await get("/retired");
    expect([retired.status, await retired.text()]).toEqual([410, "not found"]);
  });

  test.each(["/_headers", "/_redirects", "/%5fheaders", "/%5Fredirects", "//_headers", "/./_redirects", "/_headers/"])(
    "the rule files themselves are never served: %s",
    async (address) => {
      const response = await get(address);
      // Neither file's text, whatever answers (`//_headers` names no path: 400).
      expect(await response.text()).not.toMatch(/referrer-policy|old-name/i);
      expect(response.status).not.toBe(500);
    },
  );
});

test("netlify.toml beside the published folder adds its rules, as on Netlify", async () => {
  const site = writeSite({
    "index.html": "home",
    "../netlify.toml":
      '[[redirects]]\nfrom = "/old-home"\nto = "/"\nstatus = 302\n\n[[headers]]\nfor = "/*"\n[headers.values]\nx-from-toml = "yes"\n',
  });
  const other = await createStaticServer({ root: site });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/old-home`, { redirect: "manual" });
  expect([response.status, response.headers.get("location"), response.headers.get("x-from-toml")]).toEqual([302, "/", "yes"]);
  await new Promise((resolve) => other.close(resolve));
  fs.rmSync(path.dirname(site), { recursive: true, force: true });
});

describe("pretty URLs, as Netlify's: one address per page", () => {
  test.each([
    ["/works/lido-booking/", "/works/lido-booking"],
    ["/works/lido-booking//", "/works/lido-booking"],
    ["/works/lido-booking/?from=menu", "/works/lido-booking?from=menu"],
  ])("%s, a page published as `x.html`, answers 301 to %s, before a rule it shadows", async (address, location) => {
    const response = await get(address);
    expect([response.status, response.headers.get("location")]).toEqual([301, location]);
  });

  test("a folder's `index.html` is served at its address with the slash, a missing page's answers 404", async () => {
    const folder = await get("/journal/new-name/");
    expect([folder.status, await folder.text()]).toEqual([200, "new name"]);
    expect((await get("/works/nothing-here/")).status).toBe(404);
  });
});

describe("a page's file and the editors' CMS", () => {
  const ADMIN_CSP = "default-src 'self'; script-src 'self' 'unsafe-eval'; connect-src 'self' https://api.github.com; frame-ancestors 'none'";
  let site: string;
  let other: Server;
  let at: string;
  beforeAll(async () => {
    // As post-build.ts writes them: a page's rule for its address and for its file, /admin/'s own.
    site = writeSite({
      "contatti.html": "contatti",
      "admin/index.html": "cms",
      _headers: [
        "/contatti",
        "  content-security-policy: default-src 'self'",
        "/contatti.html",
        "  content-security-policy: default-src 'self'",
        "/admin",
        `  content-security-policy: ${ADMIN_CSP}`,
        "/admin/index.html",
        `  content-security-policy: ${ADMIN_CSP}`,
      ].join("\n"),
    });
    other = await createStaticServer({ root: site });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    at = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => other.close(resolve));
    fs.rmSync(path.dirname(site), { recursive: true, force: true });
  });

  test.each(["/contatti", "/contatti.html", "/contatt%69", "/%63ontatti", "/contatti%2Ehtml"])(
    "%s is the page, under the page's rule",
    async (address) => {
      const response = await fetch(`${at}${address}`, { redirect: "manual" });
      expect([response.status, await response.text(), response.headers.get("content-security-policy")]).toEqual([
        200,
        "contatti",
        "default-src 'self'",
      ]);
    },
  );

  test.each(["/admin", "/admin/", "/admin/index.html", "/%61dmin/", "/admin/index%2ehtml"])(
    "%s may reach the CMS's local backend here only: the rule's policy has no http: source",
    async (address) => {
      const csp = (await fetch(`${at}${address}`)).headers.get("content-security-policy");
      expect(csp).toBe(ADMIN_CSP.replace("https://api.github.com", "https://api.github.com http://localhost:8081 http://127.0.0.1:8081"));
    },
  );

  test("no other path gets the local backend", async () => {
    expect((await fetch(`${at}/contatti`)).headers.get("content-security-policy")).not.toContain("8081");
    expect(withLocalBackend("/administration", { "content-security-policy": "connect-src 'self'" })).toEqual({
      "content-security-policy": "connect-src 'self'",
    });
    expect(withLocalBackend("/admin/", { "content-security-policy": "default-src 'self'" })["content-security-policy"]).toBe(
      "default-src 'self'; connect-src 'self' http://localhost:8081 http://127.0.0.1:8081",
    );
  });
});

describe("rules Netlify would refuse stop the server", () => {
  test.each([
    ["a malformed line", { _redirects: "/from-nowhere" }, /_redirects: Could not parse redirect line 1/],
    ["a proxy to another host", { _redirects: "/api/*  https://example.com/:splat  200" }, /\/api\/\* proxies to https:\/\/example.com/],
    ["a header before any path", { _headers: "  x-frame-options: DENY" }, /_headers: Path should come before header/],
  ])("%s", async (_, files, message) => {
    const site = writeSite(files);
    await expect(createStaticServer({ root: site })).rejects.toThrow(message);
    fs.rmSync(path.dirname(site), { recursive: true, force: true });
  });
});

describe("bad requests do not stop the server", () => {
  test.each(["PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"])("%s is answered 405, naming the methods it takes", async (method) => {
    const response = await fetch(`${origin}/`, { method });
    expect([response.status, response.headers.get("allow")]).toEqual([405, "GET, HEAD, POST"]);
  });

  test.each(["/%E0%A4%A", "/sconti-50%", "/%", "/journal/%zz"])("a malformed escape, %s, is answered 400", async (address) => {
    expect((await get(address)).status).toBe(400);
  });

  test.each(["//x:99999", "//%", "//127.0.0.1/", "*"])("a request line that names no path, %s, is answered 400", async (target) => {
    // Written on the socket as it is: a URL would be normalised first.
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(origin).port), "127.0.0.1", () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("end", () => resolve(answer.split("\r\n\r\n")[0]));
      socket.on("error", reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    // The headers of every path, the `/*` rule's.
    expect(head).toMatch(/\r\nreferrer-policy: same-origin\r\n/);
  });

  test("the real server (npm start's) answers after a batch of malformed requests and posts cancelled halfway", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const child = spawn(process.execPath, [path.resolve(__dirname, "../scripts/serve.mjs"), "--port", String(port)], {
      cwd: path.dirname(root),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
      const at = `http://127.0.0.1:${port}`;
      for (let round = 0; round < 10; round += 1) {
        expect((await fetch(`${at}/sconti-${round}0%`)).status).toBe(400);
        expect((await fetch(`${at}//x:${round}9999`)).status).toBe(400);
        // A form post whose body stops halfway, then the connection goes.
        await new Promise<void>((resolve) => {
          const socket = net.connect(port, "127.0.0.1", () => {
            socket.write(
              `POST /contatti HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nform-name=brief&name=`,
            );
            setImmediate(() => socket.destroy());
          });
          socket.on("close", () => resolve());
        });
        expect((await fetch(`${at}/`, { method: "DELETE" })).status).toBe(405);
      }
      const home = await fetch(`${at}/`);
      expect([home.status, await home.text(), child.exitCode]).toEqual([200, "home", null]);
    } finally {
      child.kill();
      await exited;
    }
    expect(output).not.toMatch(/Error|unhandled/i);
  }, 30_000);
});
