/**
 * Netlify Forms on the local server (`npm start`, the browser tests, the bench): what Netlify does with a POST,
 * for the forms its deploy step detects in the built HTML (a `<form>` with `data-netlify="true"` or `netlify`, its
 * `name`, its fields and its `netlify-honeypot` field).
 *   - a POST whose `form-name` names such a form is received, and answered with the page at its path and 200:
 *     a native post lands on the form's `action` page, a scripted one (`fetch`) gets its 200;
 *   - a filled honeypot is answered the same way, and dropped, as Netlify drops it;
 *   - any other POST (an unknown `form-name`, none, a body that is not a form's) is answered 404.
 * Only the detected fields of a form are kept, as Netlify keeps them. Each submission received is printed, and
 * appended as a JSON line to `$NETLIFY_FORMS_FILE` when that is set (the browser tests read it there), a file each
 * server starts afresh.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";

/** @typedef {{ name: string, fields: string[], honeypot: string | null, action: string | null }} DetectedForm */
/** @typedef {{ form: string, fields: Record<string, string | string[]>, receivedAt: string }} Submission */

/** Folders of a Gatsby build that hold no page a form could be on. */
const NOT_PAGES = new Set(["page-data", "static", "admin", "_gatsby", "share"]);
/** Netlify Forms takes URL-encoded and multipart bodies (JSON is not recorded); 8 MB at most. */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * The forms Netlify would detect in the HTML files under `root`.
 * @param {string} root
 * @returns {Map<string, DetectedForm>}
 */
export function detectForms(root) {
  /** @type {Map<string, DetectedForm>} */
  const forms = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_PAGES.has(entry.name)) walk(full);
        continue;
      }
      if (!entry.name.endsWith(".html")) continue;
      const html = fs.readFileSync(full, "utf8");
      if (!html.includes("netlify")) continue;
      for (const form of parse(html).querySelectorAll("form")) {
        if (form.getAttribute("data-netlify") !== "true" && !form.hasAttribute("netlify")) continue;
        const name = form.getAttribute("name");
        if (!name) continue;
        const fields = form
          .querySelectorAll("input[name], select[name], textarea[name]")
          .map((field) => /** @type {string} */ (field.getAttribute("name")));
        forms.set(name, {
          name,
          fields: [...new Set(fields)].filter((field) => field !== "form-name"),
          honeypot: form.getAttribute("netlify-honeypot") ?? null,
          action: form.getAttribute("action") ?? null,
        });
      }
    }
  };
  walk(root);
  return forms;
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<Buffer | null>} null when the body is larger than Netlify takes
 */
async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The submission a POST carries for one of `forms`, or null when Netlify would not take it. `spam` when its
 * honeypot is filled.
 * @param {Map<string, DetectedForm>} forms
 * @param {string} contentType
 * @param {Buffer} body
 * @returns {Promise<{ submission: Submission, spam: boolean } | null>}
 */
async function readSubmission(forms, contentType, body) {
  if (!FORM_TYPES.test(contentType)) return null;
  let data;
  try {
    data = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return null;
  }
  const form = forms.get(String(data.get("form-name") ?? ""));
  if (!form) return null;
  /** @type {Record<string, string | string[]>} */
  const fields = {};
  for (const name of form.fields) {
    if (name === form.honeypot) continue;
    const values = data.getAll(name).map(String);
    if (values.length) fields[name] = values.length > 1 || name.endsWith("[]") ? values : values[0];
  }
  const spam = Boolean(form.honeypot && String(data.get(form.honeypot) ?? "").trim());
  return { submission: { form: form.name, fields, receivedAt: new Date().toISOString() }, spam };
}

/**
 * The server's Netlify Forms: `receive(request)` reads a POST and says whether Netlify would take it.
 * The forms are detected on the first POST, so a server that only serves pages (the bench) never reads them.
 * @param {string} root  the built site
 * @param {{ file?: string, log?: (line: string) => void }} [options]
 */
export function netlifyForms(root, { file = process.env.NETLIFY_FORMS_FILE, log = (line) => console.log(line) } = {}) {
  /** @type {Map<string, DetectedForm> | null} */
  let forms = null;
  // Each server starts with no submission received.
  if (file) fs.rmSync(file, { force: true });
  return {
    /**
     * @param {import("node:http").IncomingMessage} request
     * @returns {Promise<boolean>} true: answer with the page at the request's path; false: answer 404
     */
    async receive(request) {
      forms ??= detectForms(root);
      const body = await readBody(request);
      const read = body && (await readSubmission(forms, String(request.headers["content-type"] ?? ""), body));
      if (!read) return false;
      if (read.spam) {
        log(`Netlify Forms: «${read.submission.form}» dropped, its honeypot was filled`);
        return true;
      }
      log(`Netlify Forms: «${read.submission.form}» received (${Object.keys(read.submission.fields).join(", ")})`);
      if (file) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.appendFileSync(file, `${JSON.stringify(read.submission)}\n`);
      }
      return true;
    },
  };
}
