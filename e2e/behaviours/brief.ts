/**
 * The project brief with scripts: a visitor types it in and sends it; the served build's Netlify Forms receives it once
 * (scripts/netlify-forms.mjs, which appends what it keeps to a file), and the page confirms it in place, focused.
 * Chromium runs it in e2e/brief.spec.ts (with its own checks of the post at the network's edge), Firefox and WebKit in
 * the engines suite (390 and 1440 px).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { BRIEF_FORM, FIELD } from "../../src/components/contact/brief-form/brief";
import { routes } from "../../src/lib/routes";
import { answerCookieBar } from "./consent";
import { content } from "./content";
import { poll, type Driver } from "./driver";

const { contactPage } = content;

export interface Brief {
  name: string;
  email: string;
  company: string;
  /** The services chosen, by title. */
  services: string[];
  message: string;
}

const input = (name: string) => `form[name=${BRIEF_FORM}] [name="${name}"]`;

/** The brief page, hydrated, the bar answered as a visitor would: it would sit over the form's end on a phone. */
export async function openBrief(d: Driver) {
  await d.goto(routes.brief);
  await answerCookieBar(d);
}

/** Types each field as a visitor does, key by key, and ticks the services by their labels. */
export async function fillBrief(d: Driver, brief: Brief) {
  for (const [field, text] of [
    [FIELD.name, brief.name],
    [FIELD.email, brief.email],
    [FIELD.company, brief.company],
  ]) {
    await d.click(input(field));
    await d.type(text);
  }
  for (const service of brief.services) await d.click(`form[name=${BRIEF_FORM}] label`, { text: service });
  await d.click(input(FIELD.message));
  await d.type(brief.message);
}

/** What the server received with `marker` in it, a JSON line each, from `file`. */
export function submissionsWith(file: string, marker: string): { form: string; fields: Record<string, string | string[]> }[] {
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line.includes(marker))
        .map((line) => JSON.parse(line))
    : [];
}

/**
 * The brief is confirmed in place (the form gone, the confirmation's heading focused), and the server received it
 * once, as typed: returns what it received, for a caller's own checks.
 */
export async function briefConfirmed(d: Driver, { file, marker, brief }: { file: string; marker: string; brief: Brief }) {
  await d.waitFor(
    (title: string, form: string) => {
      const heading = document.querySelector("[role=status] h2");
      return heading?.textContent?.trim() === title && document.activeElement === heading && !document.querySelector(`form[name=${form}]`);
    },
    [contactPage.sent.title, BRIEF_FORM],
    "the confirmation in place of the form, focused",
  );
  const [submission] = await poll(() => submissionsWith(file, marker).length > 0 && submissionsWith(file, marker), `a submission with ${marker}`);
  assert.equal(submissionsWith(file, marker).length, 1, "submissions the server received");
  assert.equal(submission.form, BRIEF_FORM, "the form's name");
  assert.deepEqual(
    [FIELD.name, FIELD.email, FIELD.company, FIELD.services, FIELD.message].map((field) => submission.fields[field]),
    [brief.name, brief.email, brief.company, brief.services, brief.message],
    "the fields received: name, e-mail, company, services, message",
  );
  return submission;
}

/** The whole visit: open, fill, send with a click, confirmed and received; no error, no CSP violation. */
export async function briefSent(d: Driver, { file, marker }: { file: string; marker: string }) {
  const brief: Brief = {
    name: `Ada Lovelace ${marker}`,
    email: "ada@example.it",
    company: "Macchine Analitiche S.r.l.",
    services: content.services.items.slice(0, 2).map((service) => service.title),
    message: `Un'app per prenotare le lezioni della scuola di vela. ${marker}`,
  };
  await openBrief(d);
  await fillBrief(d, brief);
  await d.click(`form[name=${BRIEF_FORM}] button[type=submit]`);
  await briefConfirmed(d, { file, marker, brief });
  const { errors, csp } = await d.problems();
  assert.deepEqual(csp, [], "CSP violations");
  assert.deepEqual(errors, [], "errors");
}
