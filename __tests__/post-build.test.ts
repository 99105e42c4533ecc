/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sha256, writeHeaders } from "../src/gatsby/post-build";

test("a rebuilt 404 page gets the policy of its current inline scripts, not the one left from the last build", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const stale = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-OLD='"/>`;
  fs.writeFileSync(path.join(dir, "404.html"), `<html><head>${stale}<script>window.pagePath="/404.html";</script></head><body></body></html>`);
  try {
    writeHeaders(dir, { analytics: false });
    const html = fs.readFileSync(path.join(dir, "404.html"), "utf8");
    expect(html).not.toContain("sha256-OLD=");
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(html).toContain(`'sha256-${sha256('window.pagePath="/404.html";')}'`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("where 404.html and 404/index.html both claim /404, its rule carries the scripts of 404.html, the file served there", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.mkdirSync(path.join(dir, "404"));
  fs.writeFileSync(path.join(dir, "404.html"), `<html><head><script>window.pagePath="/404.html";</script></head><body></body></html>`);
  fs.writeFileSync(path.join(dir, "404", "index.html"), `<html><head><script>window.pagePath="/404";</script></head><body></body></html>`);
  try {
    writeHeaders(dir, { analytics: false });
    const rules = fs.readFileSync(path.join(dir, "_headers"), "utf8").split(/\n(?=\/)/);
    const cspOf = (route: string) => rules.find((rule) => rule.startsWith(`${route}\n`)) ?? "";
    expect(cspOf("/404")).toContain(sha256('window.pagePath="/404.html";'));
    expect(cspOf("/404/")).toContain(sha256('window.pagePath="/404";'));
    expect(cspOf("/404.html")).toContain(sha256('window.pagePath="/404.html";'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
