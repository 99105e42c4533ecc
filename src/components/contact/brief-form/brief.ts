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
  /** The hidden field only bots fill (`netlify-honeypot`): a submission with it filled is dropped. */
  honeypot: "sito-web",
  /** Netlify's notification e-mail takes its subject from a field of this name. */
  subject: "subject",
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

/**
 * A `mailto:` link that carries the brief, for when sending failed: the visitor's mail app opens with every
 * answer written out (labels from the form's own copy).
 */
export function briefMailto(email: string, subject: string, data: FormData, labels: Record<string, string>): string {
  const lines = Object.entries(labels)
    .map(([field, label]) => [label, data.getAll(field).map(String).filter(Boolean).join(", ")])
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  const message = String(data.get(FIELD.message) ?? "");
  const body = [...lines, "", message].join("\n");
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
