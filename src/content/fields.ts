/**
 * A tiny field language that describes every content collection once.
 * The build's validation (zod), the tests and the CMS configuration are all
 * derived from these descriptions, so they cannot drift apart.
 */
import { z } from "zod";

interface FieldBase {
  /** Italian label, shown to editors in the CMS. */
  label: string;
  /** Optional fields may be left out of the file. */
  optional?: boolean;
  hint?: string;
}

/** A form a text must have: `expected` words the build's error, `italian` the CMS's. */
interface TextPattern {
  regex: RegExp;
  expected: string;
  italian: string;
}

/**
 * A test no regular expression can make (a check digit), run after the pattern has matched. The build runs it
 * in validation; the CMS in a widget named `widget` (src/cms/checked-control.tsx), which refuses with `italian`.
 */
export interface ValueCheck {
  widget: string;
  test: (value: string) => boolean;
  expected: string;
  italian: string;
}

/**
 * A text that names an item of another collection's list, in the same language (a post's tag names an entry of
 * content/tags.yaml): validation stops the build on a name the list does not have, and the CMS offers the list's
 * items to choose from (a relation, shown by `display`).
 */
export interface Reference {
  /** The YAML collection whose list it names (`name` in src/content/collections.ts). */
  collection: string;
  /** The list in that collection's file, and the key of its items the text holds. */
  list: string;
  key: string;
  /** The key of the items the CMS shows for each. */
  display: string;
}

export interface StringField extends FieldBase {
  kind: "string";
  /** `text` is a multi-line textarea in the CMS, `markdown` a rich editor. */
  widget?: "string" | "text" | "markdown";
  pattern?: TextPattern;
  check?: ValueCheck;
  /** For text shown in a shape of fixed size (a round speech-ball): the most it can hold. */
  fits?: { maxLength: number; longestWord: number };
  /**
   * The same in every language (a name, an e-mail address, a legal identifier): the English file repeats it and the
   * build checks the two agree (src/content/translations.ts). Every other text is translated; every field of another
   * kind (numbers, dates, links, images, choices) is shared.
   */
  shared?: boolean;
  /** A code the CMS gives an item itself, and hides (src/cms/paired-list.tsx); by hand, any short slug unique in its list. */
  generated?: boolean;
  /** Names an item of another collection's list (a post's tag): it must be one of them. */
  ref?: Reference;
}
export interface NumberField extends FieldBase {
  kind: "number";
  min?: number;
  max?: number;
}
export interface BooleanField extends FieldBase {
  kind: "boolean";
}
export interface DateField extends FieldBase {
  kind: "date";
}
export interface UrlField extends FieldBase {
  kind: "url";
  /** Accepted schemes; `https:` by default. */
  schemes?: string[];
}
export interface SelectField extends FieldBase {
  kind: "select";
  options: readonly string[];
}
/** A path to a file beside the content file (images, PDFs). */
export interface FileField extends FieldBase {
  kind: "image" | "file";
  extensions: readonly string[];
  /**
   * A document in the language of its copy (a CV): each language names its own file, not the Italian one's
   * (src/content/translations.ts). Every other file is shared, as an image is.
   */
  translated?: boolean;
}
export interface ListField extends FieldBase {
  kind: "list";
  of: StringField | SelectField | ObjectField;
  min?: number;
  max?: number;
  /** A key of the item objects whose value must be unique in the list. */
  unique?: string;
  /**
   * For a list whose items are translated and hold shared values too: the shared field that pairs a translation's item
   * with its Italian one (src/content/translations.ts); its value must be unique in the list.
   */
  pairBy?: string;
}
export interface ObjectField extends FieldBase {
  kind: "object";
  fields: Record<string, Field>;
}

export type Field =
  | StringField
  | NumberField
  | BooleanField
  | DateField
  | UrlField
  | SelectField
  | FileField
  | ListField
  | ObjectField;

type Opts<F> = Omit<F, "kind" | "label">;

// Each builder keeps the literal shape it was given (`optional: true`, a select's options, an object's fields), so
// that the type of a collection's content can be derived from its fields (`ContentOf`, below).
export const f = {
  string: <O extends Opts<StringField> = object>(label: string, opts?: O): StringField & O => ({ kind: "string", label, ...(opts as O) }),
  number: <O extends Opts<NumberField> = object>(label: string, opts?: O): NumberField & O => ({ kind: "number", label, ...(opts as O) }),
  boolean: <O extends Opts<BooleanField> = object>(label: string, opts?: O): BooleanField & O => ({ kind: "boolean", label, ...(opts as O) }),
  date: <O extends Opts<DateField> = object>(label: string, opts?: O): DateField & O => ({ kind: "date", label, ...(opts as O) }),
  url: <O extends Opts<UrlField> = object>(label: string, opts?: O): UrlField & O => ({ kind: "url", label, ...(opts as O) }),
  select: <Options extends readonly string[], O extends Opts<Omit<SelectField, "options">> = object>(
    label: string,
    options: Options,
    opts?: O,
  ): Omit<SelectField, "options"> & { options: Options } & O => ({ kind: "select", label, options, ...(opts as O) }),
  image: <O extends Partial<Opts<FileField>> = object>(label: string, opts?: O): FileField & O => ({
    kind: "image",
    label,
    extensions: [".jpg", ".jpeg", ".png", ".webp", ".avif"],
    ...(opts as O),
  }),
  file: <O extends Opts<Omit<FileField, "extensions">> = object>(label: string, extensions: readonly string[], opts?: O): FileField & O => ({
    kind: "file",
    label,
    extensions,
    ...(opts as O),
  }),
  list: <Of extends ListField["of"], O extends Opts<Omit<ListField, "of">> = object>(label: string, of: Of, opts?: O): Omit<ListField, "of"> & { of: Of } & O => ({
    kind: "list",
    label,
    of,
    ...(opts as O),
  }),
  object: <Fields extends Record<string, Field>, O extends Opts<Omit<ObjectField, "fields">> = object>(
    label: string,
    fields: Fields,
    opts?: O,
  ): Omit<ObjectField, "fields"> & { fields: Fields } & O => ({ kind: "object", label, fields, ...(opts as O) }),
};

/**
 * The value a field holds once validated: dates and URLs are text, lists and groups read-only; a file (image, PDF) is
 * its path, or `File` where a reader holds something else for it (a preview's half-written entry: null).
 */
type ValueOf<F, File = string> = F extends { kind: "number" }
  ? number
  : F extends { kind: "boolean" }
    ? boolean
    : F extends { kind: "select"; options: infer Options extends readonly string[] }
      ? Options[number]
      : F extends { kind: "image" | "file" }
        ? File
        : F extends { kind: "list"; of: infer Of }
          ? readonly ValueOf<Of, File>[]
          : F extends { kind: "object"; fields: infer Fields }
            ? EntryOf<Fields, File>
            : string;

/** The fields a group names, without the `Record<string, Field>` every group also is. */
type Named<Fields> = { [K in keyof Fields as string extends K ? never : K]: Fields[K] };
type OptionalKeys<Fields> = { [K in keyof Fields]: Fields[K] extends { optional: true } ? K : never }[keyof Fields];
type Entry<Fields, File> = {
  readonly [K in Exclude<keyof Fields, OptionalKeys<Fields>>]: ValueOf<Fields[K], File>;
} & { readonly [K in OptionalKeys<Fields>]?: ValueOf<Fields[K], File> | null };

/** The content of a group of fields: a required field is always there, an optional one may be missing (null in GraphQL). */
export type EntryOf<Fields, File = string> = Entry<Named<Fields>, File>;

/** What a field expects, in the words a build error uses. */
function expectation(field: Field): string {
  switch (field.kind) {
    case "string":
      return field.check?.expected ?? field.pattern?.expected ?? "a non-empty text";
    case "number":
      return "a number";
    case "boolean":
      return "true or false";
    case "date":
      return "a date (YYYY-MM-DD)";
    case "url":
      return `a URL starting with ${(field.schemes ?? ["https:"]).join(" or ")}`;
    case "select":
      return `one of ${field.options.join(", ")}`;
    case "image":
    case "file":
      return `a path to a ${field.extensions.join("/")} file beside the content file`;
    case "list":
      return field.of.kind === "object" ? "a list of entries" : `a list of ${plural(field.of)}`;
    case "object":
      return "a group of fields";
  }
}

function plural(field: Field): string {
  if (field.kind === "string") return field.pattern ? "matching texts" : "strings";
  if (field.kind === "select") return `values among ${field.options.join(", ")}`;
  return "values";
}

/** Matches a run of more than `length` characters without a space. */
export const wordLongerThan = (length: number) => new RegExp(`\\S{${length + 1}}`);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The zod schema of one field; every message reads "must be <expectation>". */
function toZod(field: Field): z.ZodType {
  const must = `must be ${expectation(field)}`;
  let schema: z.ZodType;
  switch (field.kind) {
    case "string": {
      let s = z.string({ error: must }).trim().min(1, { error: must });
      if (field.pattern) s = s.regex(field.pattern.regex, { error: must });
      if (field.fits) {
        const { maxLength, longestWord } = field.fits;
        s = s
          .max(maxLength, { error: `must be at most ${maxLength} characters long (it is shown in a shape of fixed size)` })
          .refine((value) => !wordLongerThan(longestWord).test(value), {
            error: `must have no word longer than ${longestWord} characters (it is shown in a shape of fixed size)`,
          });
      }
      const { check, pattern } = field;
      // A value the pattern already refused is reported once, by the pattern.
      schema = check ? s.refine((value) => (pattern && !pattern.regex.test(value)) || check.test(value), { error: must }) : s;
      break;
    }
    case "number": {
      let n = z.number({ error: must });
      if (field.min !== undefined) n = n.min(field.min, { error: `must be at least ${field.min}` });
      if (field.max !== undefined) n = n.max(field.max, { error: `must be at most ${field.max}` });
      schema = n;
      break;
    }
    case "boolean":
      schema = z.boolean({ error: must });
      break;
    case "date":
      // YAML turns an unquoted date into a Date object; accept both forms.
      schema = z
        .union([z.date(), z.string()], { error: must })
        .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
        .refine((value) => DATE_PATTERN.test(value) && isCalendarDate(value), { error: must });
      break;
    case "url": {
      const schemes = field.schemes ?? ["https:"];
      schema = z.string({ error: must }).refine(
        (value) => {
          try {
            return schemes.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        { error: must },
      );
      break;
    }
    case "select":
      schema = z.enum(field.options as [string, ...string[]], { error: must });
      break;
    case "image":
    case "file":
      schema = z
        .string({ error: must })
        .min(1, { error: must })
        .refine((value) => field.extensions.some((ext) => value.toLowerCase().endsWith(ext)), { error: must });
      break;
    case "list": {
      let list = z.array(toZod(field.of), { error: must });
      if (field.min !== undefined) list = list.min(field.min, { error: `must have at least ${field.min} entries` });
      if (field.max !== undefined) list = list.max(field.max, { error: `must have at most ${field.max} entries` });
      schema = list;
      // A pairing key is unique too: it names one item.
      const keys = [...new Set([field.unique, field.pairBy].filter((key): key is string => key !== undefined))];
      if (keys.length > 0) {
        schema = list.superRefine((items, ctx) => {
          for (const key of keys) {
            const seen = new Set<unknown>();
            items.forEach((item, index) => {
              const value = (item as Record<string, unknown>)[key];
              if (seen.has(value)) {
                ctx.addIssue({ code: "custom", path: [index, key], message: `must be unique in the list ("${value}" repeats)` });
              }
              seen.add(value);
            });
          }
        });
      }
      break;
    }
    case "object":
      schema = objectSchema(field.fields, must);
      break;
  }
  return field.optional ? schema.optional() : schema;
}

export function objectSchema(fields: Record<string, Field>, must = "must be a group of fields") {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) shape[name] = toZod(field);
  // Unknown keys are typos more often than not: name them instead of ignoring them.
  return z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? "is not a known field" : must) });
}

/** Every file path (images, PDFs) that a value holds, with its place in the value. */
export function filePaths(fields: Record<string, Field>, value: unknown, prefix: (string | number)[] = []) {
  const found: { path: (string | number)[]; file: string }[] = [];
  const record = (value ?? {}) as Record<string, unknown>;
  for (const [name, field] of Object.entries(fields)) {
    const item = record[name];
    if (item === undefined || item === null) continue;
    if ((field.kind === "image" || field.kind === "file") && typeof item === "string") {
      found.push({ path: [...prefix, name], file: item });
    } else if (field.kind === "object") {
      found.push(...filePaths(field.fields, item, [...prefix, name]));
    } else if (field.kind === "list" && field.of.kind === "object" && Array.isArray(item)) {
      const of = field.of;
      item.forEach((entry, index) => found.push(...filePaths(of.fields, entry, [...prefix, name, index])));
    }
  }
  return found;
}
