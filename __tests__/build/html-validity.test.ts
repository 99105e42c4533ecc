/**
 * Every built page is valid HTML by the W3C Nu HTML Checker (vnu-jar, on the machine's Java). All
 * pages go to one checker run: Java takes seconds to start. What the checker does not know yet,
 * and the site uses on purpose, is allowed below, each with its reason.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { htmlFileFor } from "../../bench/lib/sizes.mjs";
import { readContent } from "../../e2e/content";
import { pageKinds } from "../../e2e/pages";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const vnu = path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar");

interface Message {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

interface Allowed {
  message: RegExp;
  /** Part of the checker's excerpt of the markup, when the message alone says too little. */
  extract?: RegExp;
  reason: string;
}

const ALLOWED: Allowed[] = [
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /rel="expect"/,
    reason: "works holds its first paint with <link rel=expect blocking=render> (HTML standard since 2023, Chrome 124), which the checker predates",
  },
  {
    message: /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
    reason: "the works title and a work's result figures are sized to their containers (CSS container queries, in every engine since 2023)",
  },
  {
    message: /^CSS: “font-size”: Parse Error\.$/,
    extract: /cqi/,
    reason: "their sizes in container query units (cqi), which the checker's CSS parser does not know",
  },
  {
    message: /^Attribute “netlify-honeypot” not allowed on element “form” at this point\.$/,
    reason: "the brief's form names its honeypot field as Netlify Forms documents it (netlify-honeypot), for Netlify's deploy to read",
  },
];

/** The pages: every .html but Gatsby's data and slice fragments (not documents) and static files. */
function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["static", "page-data", "_gatsby"].includes(entry.name) && dir === publicDir ? [] : pages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const files = pages(publicDir);
let messages: Message[] = [];

beforeAll(() => {
  const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  // The report is on stderr; the exit status is 1 whenever there is an error.
  messages = (JSON.parse(run.stderr) as { messages: Message[] }).messages;
}, 180_000);

const allowedBy = (message: Message) =>
  ALLOWED.find((allowed) => allowed.message.test(message.message) && (!allowed.extract || allowed.extract.test(message.extract ?? "")));
const where = (message: Message) => `${path.relative(publicDir, decodeURIComponent(new URL(message.url).pathname))}:${message.lastLine ?? "?"}`;

test("checks every page the build wrote", () => {
  const routes = files.map((file) => path.relative(publicDir, file));
  // One page of every kind (src/lib/pages.ts).
  const expected = pageKinds(readContent(root)).map(({ route }) => path.relative(publicDir, htmlFileFor(publicDir, route)));
  expect(routes).toEqual(expect.arrayContaining(expected));
  // The posts (four published today); the list itself is journal.html once the adapter has moved it.
  expect(routes.filter((route) => route.startsWith("journal/") && !route.startsWith("journal/tag/")).length).toBeGreaterThanOrEqual(4);
});

test("no page has an HTML error but those allowed, each for its reason", () => {
  const errors = messages
    .filter((message) => !allowedBy(message))
    .map((message) => `${where(message)} ${message.message} [${(message.extract ?? "").trim()}]`);
  expect(errors).toEqual([]);
});

test("every allowed error still occurs: an entry the site no longer needs is removed", () => {
  const unused = ALLOWED.filter((allowed) => !messages.some((message) => allowedBy(message) === allowed)).map((allowed) => allowed.reason);
  expect(unused).toEqual([]);
});
