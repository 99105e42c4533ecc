/**
 * The project brief as Netlify Forms receives it: the form's name, its fields' names (what the studio reads in
 * Netlify's list and e-mails), the message's limits, and the checks a visitor's input gets before it is sent.
 */
import { fill } from "../../../lib/text";

/** The form's `name`, which Netlify's deploy detects and every submission carries as `form-name`. */
export const BRIEF_FORM = "brief";

/** The fields' names: the studio reads them in Netlify's list of submissions and in its e-mails. */
export const FIELD = {
  name: "nome",
  email: "email",
  company: "azienda",
  services: "servizi[]",
  budget: "budget",
  timeframe: "tempi",
  message: "messaggio",
  /** The edition the brief was sent from ("it", "en"): one form for both, so the studio knows the language to answer in. */
  language: "lingua",
  /** The hidden field only bots fill (`netlify-honeypot`): a submission with it filled is dropped. */
  honeypot: "sito-web",
} as const;

export const MESSAGE_LENGTH = { min: 20, max: 5000 } as const;

/** The fields a visitor must fill, in the order they are on the page: the first wrong one gets the focus. */
export const CHECKED_FIELDS = [FIELD.name, FIELD.email, FIELD.message] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** The messages, from content/pages/contatti.yaml (`errors`). */
export interface BriefErrors {
  name: string;
  email: string;
  emailFormat: string;
  message: string;
  tooShort: string;
  tooLong: string;
}

/**
 * An address a reply can reach: what `type=email` accepts (the HTML standard's rule), with a domain that has a
 * dot, since the studio answers over the Internet (`nome@dominio` passes the browser's own check).
 */
const REACHABLE_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** What is wrong with one field's value, in Italian, or null. */
export function fieldProblem(field: CheckedField, value: string, errors: BriefErrors): string | null {
  const text = value.trim();
  switch (field) {
    case FIELD.name:
      return text ? null : errors.name;
    case FIELD.email:
      if (!text) return errors.email;
      return REACHABLE_EMAIL.test(text) ? null : errors.emailFormat;
    case FIELD.message: {
      if (!text) return errors.message;
      const count = text.length;
      if (count < MESSAGE_LENGTH.min) return fill(errors.tooShort, { min: MESSAGE_LENGTH.min, count });
      if (value.length > MESSAGE_LENGTH.max) return fill(errors.tooLong, { max: MESSAGE_LENGTH.max, count: value.length });
      return null;
    }
  }
}

/** Every wrong field of a brief, in page order. */
export function briefProblems(data: FormData, errors: BriefErrors): Partial<Record<CheckedField, string>> {
  const problems: Partial<Record<CheckedField, string>> = {};
  for (const field of CHECKED_FIELDS) {
    const problem = fieldProblem(field, String(data.get(field) ?? ""), errors);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The whole brief as text: each answer with its label (the form's own copy), then the message. */
export function briefText(data: FormData, labels: Record<string, string>): string {
  const lines = Object.entries(labels)
    .map(([field, label]) => [label, data.getAll(field).map(String).filter(Boolean).join(", ")])
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return [...lines, "", String(data.get(FIELD.message) ?? "")].join("\n");
}

/**
 * The longest `mailto:` link the fallback writes. Mail apps and browsers cut longer ones short or refuse them
 * (about 2,000 characters is what they all open whole); a 5,000-character brief is 15-30 kB once encoded.
 */
export const MAILTO_MAX = 2000;

/**
 * A `mailto:` link that carries the brief, for when sending failed: the visitor's mail app opens with the brief
 * written out. Within MAILTO_MAX: a longer brief is cut where it fits, at a word, followed by `cutNote` (which says
 * to paste the whole text, copied from the page).
 */
export function briefMailto(email: string, subject: string, text: string, cutNote: string): string {
  const link = (body: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  if (link(text).length <= MAILTO_MAX) return link(text);
  // The longest start of the text that fits with the note (encoded lengths grow with the text: a binary search), cut
  // between code points: half of an emoji's surrogate pair would make encodeURIComponent throw.
  const chars = Array.from(text);
  const startOf = (length: number) => chars.slice(0, length).join("");
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (link(`${startOf(mid)}\n\n${cutNote}`).length <= MAILTO_MAX) low = mid;
    else high = mid - 1;
  }
  const start = startOf(low);
  const atWord = start.replace(/\s+\S*$/, "");
  return link(`${atWord || start}\n\n${cutNote}`);
}
