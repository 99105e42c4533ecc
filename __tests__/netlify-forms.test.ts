/**
 * @jest-environment node
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { detectForms } from "../scripts/netlify-forms.mjs";
import { createStaticServer } from "../scripts/static-server.mjs";

// A built site in miniature: a page with a Netlify form, its thank-you page, a 404 page, a page with a plain form.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-forms-"));
const submissions = path.join(root, "..", `${path.basename(root)}-submissions.jsonl`);
const write = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), `<!doctype html><html><body>${html}</body></html>`);
};
write(
  "contatti.html",
  `<form name="brief" method="post" action="/contatti/grazie" data-netlify="true" netlify-honeypot="trappola">
     <input type="hidden" name="form-name" value="brief"><input name="trappola">
     <input name="nome" required><input type="email" name="email">
     <input type="checkbox" name="servizi[]" value="App"><input type="checkbox" name="servizi[]" value="API">
     <select name="budget"><option value="">—</option></select><textarea name="messaggio"></textarea>
   </form>`,
);
write("contatti/grazie.html", "<h1>Grazie</h1>");
write("index.html", "<h1>Home</h1>");
write("404.html", "<h1>404</h1>");
write("cerca.html", `<form name="cerca" action="/cerca"><input name="q"></form>`);
// A form in the CMS's folder is no page of the site: Netlify's detection is not asked about it here.
write("admin/index.html", `<form name="admin" data-netlify="true"><input name="x"></form>`);

let server: Awaited<ReturnType<typeof createStaticServer>>;
let origin: string;
const logged: string[] = [];

beforeAll(async () => {
  process.env.NETLIFY_FORMS_FILE = submissions;
  const log = jest.spyOn(console, "log").mockImplementation((line: string) => void logged.push(line));
  server = await createStaticServer({ root });
  delete process.env.NETLIFY_FORMS_FILE;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => log.mockRestore();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(submissions, { force: true });
});

const received = () =>
  fs.existsSync(submissions)
    ? fs
        .readFileSync(submissions, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
const post = (pathname: string, fields: [string, string][], type = "application/x-www-form-urlencoded") =>
  fetch(`${origin}${pathname}`, { method: "POST", headers: { "content-type": type }, body: new URLSearchParams(fields).toString() });
const brief: [string, string][] = [
  ["form-name", "brief"],
  ["trappola", ""],
  ["nome", "Ada"],
  ["email", "ada@example.it"],
  ["servizi[]", "App"],
  ["servizi[]", "API"],
  ["budget", ""],
  ["messaggio", "Un'app per prenotare le lezioni di vela."],
];

test("detects the forms marked for Netlify, with their fields, honeypot and action, and nothing else", () => {
  const forms = detectForms(root);
  expect([...forms.keys()]).toEqual(["brief"]);
  expect(forms.get("brief")).toEqual({
    name: "brief",
    fields: ["trappola", "nome", "email", "servizi[]", "budget", "messaggio"],
    honeypot: "trappola",
    action: "/contatti/grazie",
  });
});

test("a native post of a known form is kept, and answered with its action page and 200", async () => {
  const before = received().length;
  const response = await post("/contatti/grazie", brief);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("<h1>Grazie</h1>");
  const [submission] = received().slice(before);
  expect(submission).toMatchObject({
    form: "brief",
    fields: { nome: "Ada", email: "ada@example.it", "servizi[]": ["App", "API"], budget: "", messaggio: "Un'app per prenotare le lezioni di vela." },
  });
  // The honeypot is no part of what the studio receives.
  expect(submission.fields).not.toHaveProperty("trappola");
});

test("a scripted post to / gets 200; fields the form does not have are not kept", async () => {
  const before = received().length;
  const response = await post("/", [...brief, ["inventato", "x"]]);
  expect(response.status).toBe(200);
  expect(received().slice(before)[0].fields).not.toHaveProperty("inventato");
});

test("a multipart post is read as Netlify reads it", async () => {
  const before = received().length;
  const body = new FormData();
  for (const [name, value] of brief) body.append(name, value);
  const response = await fetch(`${origin}/`, { method: "POST", body });
  expect(response.status).toBe(200);
  expect(received().slice(before)).toHaveLength(1);
});

test("a filled honeypot is answered as a success and dropped", async () => {
  const before = received().length;
  const response = await post(
    "/contatti/grazie",
    brief.map(([name, value]) => [name, name === "trappola" ? "http://spam.example" : value]),
  );
  expect(response.status).toBe(200);
  expect(received().slice(before)).toEqual([]);
  expect(logged.at(-1)).toMatch(/honeypot/);
});

test.each([
  ["an unknown form-name", [["form-name", "altro"], ...brief.slice(1)], "application/x-www-form-urlencoded"],
  ["no form-name", brief.slice(1), "application/x-www-form-urlencoded"],
  [
    "a form Netlify does not handle",
    [
      ["form-name", "cerca"],
      ["q", "vela"],
    ],
    "application/x-www-form-urlencoded",
  ],
  ["a JSON body", brief, "application/json"],
] as [string, [string, string][], string][])("%s is answered 404 and not kept", async (_, fields, type) => {
  const before = received().length;
  const response = await post("/contatti/grazie", fields, type);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("<h1>404</h1>");
  expect(received().slice(before)).toEqual([]);
});

test("GET is served as before", async () => {
  const response = await fetch(`${origin}/contatti`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('name="brief"');
});
