/**
 * What a translation must keep from its Italian twin: the fields that are the same in every language (names, numbers,
 * dates, links, images, choices; `shared` texts) must agree, and a list whose items hold such fields keeps their
 * number and order. Which fields are translated is read from the schema (src/content/fields.ts, `shared`).
 */
import type { Field } from "./fields";

/** Whether a field's value is the same in every language. */
function isShared(field: Field): boolean {
  if (field.kind === "string") return field.shared === true;
  if (field.kind === "object") return Object.values(field.fields).every(isShared);
  if (field.kind === "list") return isShared(field.of);
  return true;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface SharedFieldProblem {
  field: string;
  message: string;
}

/**
 * The shared fields where `translation` disagrees with `original` (both already valid against `fields`), by dotted
 * path (`results[0].after`).
 */
export function sharedFieldProblems(fields: Record<string, Field>, original: unknown, translation: unknown, at = ""): SharedFieldProblem[] {
  const from = (original ?? {}) as Record<string, unknown>;
  const to = (translation ?? {}) as Record<string, unknown>;
  return Object.entries(fields).flatMap(([name, field]) => fieldProblems(field, from[name], to[name], at ? `${at}.${name}` : name));
}

function fieldProblems(field: Field, original: unknown, translation: unknown, at: string): SharedFieldProblem[] {
  if (isShared(field)) {
    return same(original, translation) ? [] : [{ field: at, message: `is the same in every language: it must be ${JSON.stringify(original ?? null)}, as in the Italian file` }];
  }
  if (field.kind === "object") return sharedFieldProblems(field.fields, original, translation, at);
  if (field.kind !== "list" || field.of.kind !== "object" || !Object.values(field.of.fields).some(isShared)) return [];
  // Items that hold shared fields (a result's numbers, an image's file) are the same items, in the same order.
  const from = (original ?? []) as unknown[];
  const to = (translation ?? []) as unknown[];
  if (from.length !== to.length) return [{ field: at, message: `must have ${from.length} items, as in the Italian file (it has ${to.length}): translate each, in the same order` }];
  const item = field.of;
  return from.flatMap((value, index) => sharedFieldProblems(item.fields, value, to[index], `${at}[${index}]`));
}

/**
 * Whether an entry's file holds a translation at all: a translated text of its own is filled in. Decap writes an
 * English file for a post saved in Italian only, with nothing but the shared fields (decap-cms #6932): that post has no
 * English version, and the build makes no English page of it.
 */
export function hasTranslation(fields: Record<string, Field>, data: unknown): boolean {
  const values = (data ?? {}) as Record<string, unknown>;
  return Object.entries(fields).some(([name, field]) => {
    if (field.kind !== "string" || field.shared) return false;
    const value = values[name];
    return typeof value === "string" && value.trim() !== "";
  });
}

/** The key of a translation's file that says a fluent reader has approved it (npm run launch-check lists the others). */
export const REVIEWED = "reviewed";
