/**
 * A half-written entry made whole enough to render: every field the schema requires gets a value, and
 * whatever is missing or impossible is marked in Italian where it will appear and listed for the editor.
 * The schema (src/content/collections.ts) says which fields exist and how they are labelled.
 */
import { isCalendarDate, type Field } from "../../content/fields";

/** The text that stands where a required value is missing. */
export const missingMark = (label: string) => `[Manca: ${label}]`;

export interface Completed {
  data: Record<string, unknown>;
  /** What the editor still has to fill in or fix, in Italian, in the order of the form. */
  missing: string[];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}

function completeValue(field: Field, value: unknown, label: string, missing: string[]): unknown {
  if (isBlank(value) && field.kind !== "list" && field.kind !== "object") {
    if (field.optional || field.kind === "boolean") return field.kind === "boolean" ? false : undefined;
    missing.push(label);
    switch (field.kind) {
      case "number":
        return field.min !== undefined && field.min > 0 ? field.min : 0;
      case "select":
        return field.options[0];
      case "image":
      case "file":
        return null;
      default:
        return missingMark(label);
    }
  }
  switch (field.kind) {
    case "string": {
      const text = String(value);
      if (field.pattern && !field.pattern.regex.test(text)) missing.push(`${label} (non valido: «${text}»)`);
      return text;
    }
    case "date": {
      const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
      if (isCalendarDate(text) && /^\d{4}-\d{2}-\d{2}/.test(text)) return text.slice(0, 10);
      missing.push(`${label} (data impossibile: «${text}»)`);
      return `[Data impossibile: ${text}]`;
    }
    case "number":
      return Number(value);
    case "object":
      return completeFields(field.fields, value, missing, `${label} › `);
    case "list": {
      const items = Array.isArray(value) ? value : [];
      if (field.min !== undefined && items.length < field.min)
        missing.push(field.min === 1 ? `${label} (almeno uno)` : `${label} (almeno ${field.min})`);
      return items.map((item, index) => completeValue(field.of, item, `${field.of.label} ${index + 1}`, missing));
    }
    default:
      return value;
  }
}

function completeFields(fields: Record<string, Field>, value: unknown, missing: string[], prefix = ""): Record<string, unknown> {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const data: Record<string, unknown> = { ...record };
  for (const [name, field] of Object.entries(fields)) data[name] = completeValue(field, record[name], `${prefix}${field.label}`, missing);
  return data;
}

/** The entry's values with every required field filled (by a mark if need be), and the list of what is missing. */
export function completeEntry(fields: Record<string, Field>, value: unknown): Completed {
  const missing: string[] = [];
  return { data: completeFields(fields, value, missing), missing };
}
