/**
 * @jest-environment node
 */
import { headersFor, parseHeadersFile } from "../scripts/static-server.mjs";

// The shape Gatsby's Netlify adapter writes: `/*` defaults first, then each route's own rule.
const rules = parseHeadersFile(
  [
    "/*",
    "  cache-control: public, max-age=0, must-revalidate",
    "  referrer-policy: same-origin",
    "/app-0123.js",
    "  cache-control: public, max-age=31536000, immutable",
    "/works",
    "  referrer-policy: strict-origin-when-cross-origin",
    "  link: </a.css>; rel=preload",
    "  link: </b.css>; rel=preload",
  ].join("\n"),
);

test("a later matching rule replaces an earlier rule's header, as on Netlify", () => {
  expect(headersFor(rules, "/app-0123.js")["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headersFor(rules, "/works")["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headersFor(rules, "/studio")).toEqual({ "cache-control": "public, max-age=0, must-revalidate", "referrer-policy": "same-origin" });
});

test("a header named twice inside one rule is joined, as on Netlify", () => {
  expect(headersFor(rules, "/works").link).toBe("</a.css>; rel=preload, </b.css>; rel=preload");
});
