/**
 * Decap CMS configuration, derived from src/content/collections.ts: the same
 * fields, required flags and kinds that the build validates, so the editor
 * cannot produce a file the build rejects.
 */
import { REVIEWED } from "../content/translations";
import { collections, type Collection } from "../content/collections";
import { wordLongerThan, type Field } from "../content/fields";
import { IMAGE_LIMITS } from "../content/image-limits";
import { hasPreview } from "./previewed";
import { cmsSettings } from "./settings";

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  value_type?: string;
  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  media_folder?: string;
  public_folder?: string;
  allow_add?: boolean;
  /** What the list's "add" button names: one item, not the list. */
  label_singular?: string;
  default?: unknown;
  media_library?: { config: { max_file_size: number } };
}

/** Uploads the build would refuse are refused at once, with Decap's own Italian message (src/content/image-limits.ts). */
const MEDIA_LIBRARY = { config: { max_file_size: IMAGE_LIMITS.bytes } };

/**
 * How Decap names a new entry's folder from its title: ASCII, accents dropped ("Perché l’app è lenta" gives
 * perche-l-app-e-lenta), anything else a dash, as the folder rule of src/content/collections.ts wants. Decap's default
 * keeps accents, and the build then refused the folder. Decap keeps "_" and "~": a title with them gets the build's
 * message, which names the folder to rename it to.
 */
const CMS_SLUG = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" } as const;

const WIDGET: Record<Field["kind"], string> = {
  string: "string",
  number: "number",
  boolean: "boolean",
  date: "datetime",
  url: "string",
  select: "select",
  image: "image",
  file: "file",
  list: "list",
  object: "object",
};

/** Media of YAML files live beside them in a folder named after the field's collection. */
interface MediaPlacement {
  media_folder: string;
  public_folder: string;
}

function toDecapField(name: string, field: Field, media?: MediaPlacement): DecapField {
  const base: DecapField = { name, label: field.label, widget: WIDGET[field.kind], required: !field.optional };
  if (field.hint) base.hint = field.hint;
  switch (field.kind) {
    case "string":
      if (field.widget && field.widget !== "string") base.widget = field.widget;
      // A check digit is no regular expression: a widget of the check's name runs it (src/cms/checked-control.tsx).
      if (field.check) base.widget = field.check.widget;
      if (field.pattern) base.pattern = [field.pattern.regex.source, field.pattern.italian];
      if (field.fits) {
        // Decap checks one pattern per field: both limits in one expression (no field has a pattern and a size too).
        const { maxLength, longestWord } = field.fits;
        base.pattern = [
          `^(?![\\s\\S]*${wordLongerThan(longestWord).source})[\\s\\S]{0,${maxLength}}$`,
          `Al massimo ${maxLength} caratteri e nessuna parola più lunga di ${longestWord}: il testo sta in una forma di misura fissa`,
        ];
      }
      return base;
    case "url":
      base.pattern = [
        `^(${(field.schemes ?? ["https:"]).map((s) => s.replace(":", "")).join("|")}):`,
        "Deve essere un indirizzo completo (https://…)",
      ];
      return base;
    case "number":
      return { ...base, value_type: "float", ...(field.min !== undefined && { min: field.min }), ...(field.max !== undefined && { max: field.max }) };
    case "boolean":
      return { ...base, default: false };
    case "date":
      return { ...base, format: "YYYY-MM-DD", date_format: "DD/MM/YYYY", time_format: false };
    case "select":
      return { ...base, options: [...field.options] };
    case "image":
    case "file":
      return { ...base, ...media, media_library: MEDIA_LIBRARY };
    case "object":
      return { ...base, fields: Object.entries(field.fields).map(([key, child]) => toDecapField(key, child, media)) };
    case "list": {
      const list: DecapField = { ...base, allow_add: true, label_singular: field.of.label };
      if (field.min !== undefined) list.min = field.min;
      if (field.max !== undefined) list.max = field.max;
      if (field.of.kind === "object") {
        list.fields = Object.entries(field.of.fields).map(([key, child]) => toDecapField(key, child, media));
      } else {
        list.field = toDecapField(field.of.label.toLowerCase().replace(/\W+/g, "_"), field.of, media);
      }
      return list;
    }
  }
}

function fieldsOf(collection: Collection, media?: MediaPlacement): DecapField[] {
  return Object.entries(collection.fields).map(([name, field]) => toDecapField(name, field, media));
}

/** Where a YAML collection's images and files go: content/<name>/ (team photos: content/team/). */
function yamlMedia(collection: Collection): MediaPlacement {
  return { media_folder: `/content/${collection.name}`, public_folder: collection.name };
}

function decapCollections() {
  const yamlCollections = collections.filter((c) => c.source.type === "yaml");
  const markdown = collections.filter((c) => c.source.type === "markdown");
  return [
    {
      name: "impostazioni",
      label: "Sito e pagine",
      files: yamlCollections.map((collection) => ({
        name: collection.name,
        label: collection.label,
        // Decap's default preview is an unstyled list of the fields: a file without a template shows none.
        editor: { preview: hasPreview(collection.name) },
        file: `content/${(collection.source as { file: string }).file}`,
        fields: fieldsOf(collection, yamlMedia(collection)),
      })),
    },
    ...markdown.map((collection) => {
      const folder = (collection.source as { folder: string }).folder;
      const isJournal = collection.name === "journal";
      return {
        name: collection.name,
        label: collection.label,
        label_singular: isJournal ? "Articolo" : "Progetto",
        folder: `content/${folder}`,
        create: true,
        extension: "md",
        format: "frontmatter",
        path: "{{slug}}/index",
        // The folder name carries the date (journal) or the number (works), as validation expects.
        slug: isJournal ? "{{fields.date}}-{{slug}}" : "{{fields.number}}-{{slug}}",
        summary: isJournal ? "{{title}} ({{date}})" : "{{number}} · {{title}}",
        // The editorial workflow's "view preview" opens the page on the deploy preview, by the entry's folder name
        // (Decap's templates cannot drop the date or the number): a permanent redirect leads on to the page's own
        // address (src/gatsby/pages.ts).
        preview_path: `${folder}/{{dirname}}`,
        // The Italian entries only: an English file beside one (`index.en.md`) would be listed as an entry of its own.
        // Every English file carries `reviewed` and no Italian one does, and Decap keeps an entry whose filter field
        // equals the filter's value, here none. Until the CMS edits both languages side by side (Decap's i18n).
        filter: { field: REVIEWED },
        sortable_fields: isJournal ? ["date", "title"] : ["number", "title"],
        media_folder: "",
        public_folder: "",
        editor: { preview: hasPreview(collection.name) },
        fields: [
          ...fieldsOf(collection),
          {
            name: "body",
            label: isJournal ? "Testo" : "Racconto del progetto (sulla sua pagina)",
            widget: "markdown",
            required: isJournal,
            media_library: MEDIA_LIBRARY,
          },
        ],
      };
    }),
  ];
}

/** The whole CMS configuration. Local mode (decap-server) publishes directly; GitHub uses pull requests. */
export function decapConfig({ local }: { local: boolean }) {
  return {
    backend: {
      name: "github",
      repo: cmsSettings.repository,
      branch: cmsSettings.branch,
      base_url: cmsSettings.authBaseUrl,
      site_domain: cmsSettings.siteDomain,
      commit_messages: {
        create: "CMS: crea {{collection}} «{{slug}}»",
        update: "CMS: aggiorna {{collection}} «{{slug}}»",
        delete: "CMS: elimina {{collection}} «{{slug}}»",
        uploadMedia: "CMS: carica «{{path}}»",
        deleteMedia: "CMS: elimina «{{path}}»",
      },
    },
    local_backend: local ? { url: "http://localhost:8081/api/v1" } : false,
    ...(local ? {} : { publish_mode: "editorial_workflow" }),
    locale: "it",
    load_config_file: false,
    slug: CMS_SLUG,
    media_folder: "static/media",
    public_folder: "/media",
    site_url: `https://${cmsSettings.siteDomain}`,
    collections: decapCollections(),
  };
}
