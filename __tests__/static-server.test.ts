/**
 * @jest-environment node
 */
// The local server answers as Netlify does, from a small site in a temporary folder: `_headers` with Netlify's
// matching, `_redirects` with Netlify's engine and status codes, pretty URLs and the 404 page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createStaticServer } from "../scripts/static-server.mjs";

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

  test("the rule files themselves are never served", async () => {
    for (const file of ["/_headers", "/_redirects"]) expect((await get(file)).status).toBe(404);
  });
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
