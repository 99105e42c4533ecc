import fs from "node:fs";
import path from "node:path";
import { headersFor, parseHeadersFile } from "../../scripts/static-server.mjs";
import { inlineScripts, sha256 } from "../../src/gatsby/post-build";
import { observatoryScore } from "./observatory";

const publicDir = path.resolve(__dirname, "../../public");
const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
const pages = ["/", "/works", "/studio", "/journal"];

describe.each(pages)("headers of %s", (route) => {
  const headers = headersFor(rules, route);

  test("carry every security header the site promises", () => {
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  test("have a strict CSP: no unsafe-inline script, framing, plugins and base tags off", () => {
    const csp = headers["content-security-policy"];
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  test("allow exactly the inline scripts the page has", () => {
    const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const allowed = [...headers["content-security-policy"].matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
    expect(allowed).toEqual([...new Set(inlineScripts(html).map(sha256))].sort());
  });

  test("score A+ in an Observatory-style check", () => {
    expect(observatoryScore(headers)).toMatchObject({ grade: "A+" });
  });

  test("set no header twice", () => {
    const counts = new Map<string, number>();
    for (const rule of rules) {
      const pattern = new RegExp(`^${rule.path.split("*").map((p: string) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
      if (!pattern.test(route)) continue;
      for (const name of Object.keys(rule.headers)) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  });
});

test("the 404 page carries its policy in a meta tag for paths no rule knows", () => {
  const html = fs.readFileSync(path.join(publicDir, "404.html"), "utf8");
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(meta).toContain("script-src 'self' 'sha256-");
  expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  for (const script of inlineScripts(html)) expect(meta).toContain(sha256(script));
});

test("/admin/ has its own policy that lets the CMS reach GitHub and the local server", () => {
  const headers = headersFor(rules, "/admin/");
  expect(headers["content-security-policy"]).toContain("connect-src 'self' https://api.github.com http://localhost:8081");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(observatoryScore(headers).grade).toBe("A+");
});

test("the scorer fails a site without headers", () => {
  expect(observatoryScore({}).grade).toBe("F");
});
