/**
 * The English edition's glossary (docs/glossary.md), read as its tests apply it: each row's forms to say and the forms
 * it rules out, and where a text uses one of those. The matching rules are the glossary's own, stated in its
 * introduction: whole words, any case unless a ruled-out form has a capital letter, `#` a number, a row's own forms
 * (in any case) taken out first.
 */
import fs from "node:fs";
import path from "node:path";
import type { Field } from "../../src/content/fields";

export const GLOSSARY_FILE = path.resolve(__dirname, "../../docs/glossary.md");

export interface GlossaryRow {
  say: string[];
  not: string[];
  /** What the row names, as the glossary says it. */
  names: string;
}

/** The forms in backticks of a table cell. */
const forms = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, form]) => form);

/** Every row of the glossary's table of terms. */
export function readGlossary(file = GLOSSARY_FILE): GlossaryRow[] {
  const text = fs.readFileSync(file, "utf8");
  const table = text.slice(text.indexOf("## Terms"));
  return table
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*(Say|-)/.test(line))
    .map((line) => {
      const [say, not, names] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { say: forms(say), not: forms(not), names };
    });
}

/**
 * A form as a pattern: a whole word or phrase, `#` a number, any case unless it has a capital letter (`anyCase`: in
 * any case whatever it has, as a row's own forms are taken out).
 */
function pattern(form: string, anyCase = false): RegExp {
  const source = form
    .split("#")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("[+\\-\u2212]?\\d[\\d.,]*");
  return new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, /\p{Lu}/u.test(form) && !anyCase ? "gu" : "giu");
}

export interface GlossaryHit {
  /** What the text says. */
  found: string;
  row: GlossaryRow;
}

/** The ruled-out forms `text` uses, each with its row. */
export function ruledOut(text: string, rows: readonly GlossaryRow[]): GlossaryHit[] {
  return rows.flatMap((row) => {
    const rest = row.say.reduce((remaining, form) => remaining.replace(pattern(form, true), " "), text);
    return row.not.flatMap((form) => [...rest.matchAll(pattern(form))].map(([found]) => ({ found, row })));
  });
}

/** "docs/glossary.md says “project”, “projects” (one piece of that work…)". */
export const glossarySays = ({ row }: GlossaryHit) =>
  `docs/glossary.md says ${row.say.map((form) => `“${form}”`).join(", ") || "something else"} (${row.names})`;

/** Every text of a collection's entry that is translated (not `shared`), with its value, by dotted path. */
export function translatedTexts(fields: Record<string, Field>, value: unknown, at = ""): [string, string][] {
  const data = (value ?? {}) as Record<string, unknown>;
  return Object.entries(fields).flatMap(([name, field]): [string, string][] => {
    const where = at ? `${at}.${name}` : name;
    const held = data[name];
    if (field.kind === "string") return !field.shared && !field.ref && typeof held === "string" ? [[where, held]] : [];
    if (field.kind === "object") return translatedTexts(field.fields, held, where);
    if (field.kind === "list" && Array.isArray(held)) {
      const item = field.of;
      return held.flatMap((entry, index): [string, string][] =>
        item.kind === "object"
          ? translatedTexts(item.fields, entry, `${where}[${index}]`)
          : item.kind === "string" && !item.shared && !item.ref
            ? [[`${where}[${index}]`, String(entry)]]
            : [],
      );
    }
    return [];
  });
}

/** A Markdown text's prose: no code (fenced or inline), link targets, addresses or markup. */
export const prose = (markdown: string) =>
  markdown.replace(/```[\s\S]*?```|`[^`\n]*`|\]\([^)]*\)|<[^>]+>|https?:\/\/\S+/g, (code) => code.replace(/[^\n]/g, " "));
