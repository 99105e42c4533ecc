/**
 * Decap CMS configuration, derived from src/content/collections.ts: the same
 * fields, required flags and kinds that the build validates, so the editor
 * cannot produce a file the build rejects.
 */
import { collections, type Collection } from "../content/collections";
import { wordLongerThan, type Field, type Reference } from "../content/fields";
import { IMAGE_LIMITS } from "../content/image-limits";
import { isShared, pairsItems, REVIEWED, TRANSLATION_STATES, TRANSLATIONS, type TranslationState } from "../content/translations";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../lib/locales";
import { FRONT_MATTER_FORMAT } from "./front-matter-format";
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
  /** A paired list's key (src/cms/paired-list.tsx). */
  pair_by?: string;
  default?: unknown;
  media_library?: { config: { max_file_size: number } };
  i18n?: I18nFlag;
  /** A relation's: the collection and file whose list it chooses from, the item's key it saves and what it shows. */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: boolean;
}

/**
 * How Decap's i18n edits a field (src/content/fields.ts `shared`, src/content/translations.ts): a translated one in
 * each language; a shared one in Italian, shown read-only beside the translation and copied into it.
 */
type I18nFlag = boolean | "duplicate";
/**
 * An object is `true` whatever it holds (Decap's object widget takes a boolean alone), its shared fields flagged
 * inside; a list of shared values is `duplicate` (src/cms/cms.ts widens the list's schema for it), any other list
 * `true`, its items' shared fields flagged inside (the paired lists of src/cms/paired-list.tsx read them).
 */
const i18nOf = (field: Field): I18nFlag => (field.kind !== "object" && isShared(field) ? "duplicate" : true);

/**
 * The languages, as the content keeps them (src/content/locale-files.ts): a file per language for a work or a post
 * (`index.it.md`, `index.en.md`), both in one YAML file (`it:`, `en:`; the one structure Decap allows a files
 * collection). Decap requires the Italian fields only: an English side left empty writes an English file of shared
 * fields, which the build takes for no English version (`hasTranslation`).
 */
const I18N = { structure: "multiple_files", locales: [...LOCALES], default_locale: DEFAULT_LOCALE } as const;

/** Uploads the build would refuse are refused at once, with Decap's own Italian message (src/content/image-limits.ts). */
const MEDIA_LIBRARY = { config: { max_file_size: IMAGE_LIMITS.bytes } };

/**
 * How Decap names a new entry's folder from its title: ASCII, accents dropped ("Perché l’app è lenta" gives
 * perche-l-app-e-lenta), anything else a dash, as the folder rule of src/content/collections.ts wants. Decap's default
 * keeps accents, and the build then refused the folder. Decap keeps "_" and "~": a title with them gets the build's
 * message, which names the folder to rename it to.
 */
const CMS_SLUG = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" } as const;

/** The widget of a list whose items pair with their translation's (src/cms/paired-list.tsx). */
export const PAIRED_LIST = "paired-list";

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

/** The collection of the site's settings and pages' copy: one file each (a YAML collection of src/content/collections.ts). */
const SETTINGS_COLLECTION = "impostazioni";

/**
 * A list of texts that name another collection's items (`ref`: a post's tags) is Decap's relation widget, which offers
 * that file's items to choose from, in the language of the side being edited (each side saves its own). Decap counts
 * the options from the Italian file's list; content/tags.yaml's list is a paired one (`pairBy: "id"`), so the English
 * list holds the Italian one's items (src/cms/paired-list.tsx).
 */
function relationField(base: DecapField, ref: Reference, field: Field & { kind: "list" }): DecapField {
  const at = (key: string) => `${ref.list}.*.${key}`;
  return {
    ...base,
    widget: "relation",
    i18n: true,
    collection: SETTINGS_COLLECTION,
    file: ref.collection,
    value_field: at(ref.key),
    search_fields: [at(ref.display), at(ref.key)],
    display_fields: [at(ref.display)],
    multiple: true,
    ...(field.min !== undefined && { min: field.min }),
    ...(field.max !== undefined && { max: field.max }),
  };
}

function toDecapField(name: string, field: Field, media?: MediaPlacement): DecapField {
  const base: DecapField = { name, label: field.label, widget: WIDGET[field.kind], required: !field.optional, i18n: i18nOf(field) };
  if (field.hint) base.hint = field.hint;
  switch (field.kind) {
    case "string":
      // A code the CMS gives an item itself (src/cms/paired-list.tsx).
      if (field.generated) return { ...base, widget: "hidden" };
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
      if (field.of.kind === "string" && field.of.ref) return relationField(base, field.of.ref, field);
      const list: DecapField = { ...base, allow_add: true, label_singular: field.of.label };
      if (field.min !== undefined) list.min = field.min;
      if (field.max !== undefined) list.max = field.max;
      // Items that hold shared values as well as words: the Italian items, each with its translation (src/cms/paired-list.tsx).
      if (pairsItems(field)) Object.assign(list, { widget: PAIRED_LIST, pair_by: field.pairBy });
      if (field.of.kind === "object") {
        list.fields = Object.entries(field.of.fields).map(([key, child]) => toDecapField(key, child, media));
      } else {
        list.field = toDecapField(field.of.label.toLowerCase().replace(/\W+/g, "_"), field.of, media);
      }
      return list;
    }
  }
}

/** The widget of a translation's approval by a fluent reader (src/cms/translation-approval.tsx). */
export const TRANSLATION_APPROVAL = "translation-approval";

/**
 * A collection's fields, and the approval of its translation (`reviewed`, a switch on the translation's side of the
 * editor; npm run launch-check lists the translations not approved).
 */
function fieldsOf(collection: Collection, media?: MediaPlacement): DecapField[] {
  const approval: DecapField = { name: REVIEWED, label: "Traduzione approvata", widget: TRANSLATION_APPROVAL, required: false, i18n: true };
  return [...Object.entries(collection.fields).map(([name, field]) => toDecapField(name, field, media)), approval];
}

/** Where each translation of a work or a post stands, which Decap's preSave writes (src/cms/translation-states.ts). */
const TRANSLATIONS_FIELD: DecapField = { name: TRANSLATIONS, label: "Traduzioni", widget: "hidden", required: false, i18n: false };

/** The collection's list, in Italian: which entries lack English, which English copy waits for its approval. */
const byEnglishState = {
  view_filters: TRANSLATION_STATES.filter((state) => state !== "approvata").map((state) => ({
    label: `Inglese ${state}`,
    field: `${TRANSLATIONS}.en`,
    pattern: `^${state}$`,
  })),
  view_groups: [{ label: "Inglese", field: `${TRANSLATIONS}.en` }],
};

/** Where a YAML collection's images and files go: content/<name>/ (team photos: content/team/). */
function yamlMedia(collection: Collection): MediaPlacement {
  return { media_folder: `/content/${collection.name}`, public_folder: collection.name };
}

/**
 * Where each YAML file's English copy stood when the admin was built, by collection name: a file collection's list
 * shows labels alone (no summary), so the admin is built with them (src/gatsby/cms-webpack.ts reads content/, and
 * compiles again when a file changes under `npm run cms`).
 */
export type EnglishStates = Partial<Record<string, TranslationState>>;

function decapCollections(englishStates: EnglishStates) {
  const yamlCollections = collections.filter((c) => c.source.type === "yaml");
  const markdown = collections.filter((c) => c.source.type === "markdown");
  const yamlFile = (collection: Collection) => `content/${(collection.source as { file: string }).file}`;
  return [
    {
      name: SETTINGS_COLLECTION,
      label: "Sito e pagine",
      i18n: { structure: "single_file" },
      files: yamlCollections.map((collection) => ({
        name: collection.name,
        // "Home · inglese: da approvare", as the works' and posts' summaries say it.
        label: englishStates[collection.name] ? `${collection.label} · inglese: ${englishStates[collection.name]}` : collection.label,
        i18n: true,
        // Decap's default preview is an unstyled list of the fields: a file without a template shows none.
        editor: { preview: hasPreview(collection.name) },
        file: yamlFile(collection),
        fields: fieldsOf(collection, yamlMedia(collection)),
      })),
    },
    ...markdown.flatMap((collection) => {
      const folder = (collection.source as { folder: string }).folder;
      const isJournal = collection.name === "journal";
      const config = {
        name: collection.name,
        label: collection.label,
        label_singular: isJournal ? "Articolo" : "Progetto",
        folder: `content/${folder}`,
        i18n: true,
        create: true,
        extension: "md",
        // YAML front matter, read by the build's own reader (Decap's `frontmatter` would run a `---js` one).
        format: FRONT_MATTER_FORMAT,
        path: "{{slug}}/index",
        // The folder name carries the date (journal) or the number (works), as validation expects.
        slug: isJournal ? "{{fields.date}}-{{slug}}" : "{{fields.number}}-{{slug}}",
        summary: isJournal ? "{{title}} ({{date}}) · inglese: {{translations.en}}" : "{{number}} · {{title}} · inglese: {{translations.en}}",
        ...byEnglishState,
        // The editorial workflow's "view preview" opens the page on the deploy preview, by the entry's folder name
        // (Decap's templates cannot drop the date or the number): a permanent redirect leads on to the page's own
        // address (src/gatsby/pages.ts).
        preview_path: `${folder}/{{dirname}}`,
        sortable_fields: isJournal ? ["date", "title"] : ["number", "title"],
        media_folder: "",
        public_folder: "",
        editor: { preview: hasPreview(collection.name) },
        fields: [
          ...fieldsOf(collection),
          TRANSLATIONS_FIELD,
          {
            name: "body",
            label: isJournal ? "Testo" : "Racconto del progetto (sulla sua pagina)",
            widget: "markdown",
            required: isJournal,
            i18n: true as const,
            media_library: MEDIA_LIBRARY,
          },
        ],
      };
      return isJournal ? journalCollections(config) : [config];
    }),
  ];
}

/**
 * The journal twice, by the language a post is written in (`language`, a hidden field, set by the collection that
 * creates it): Decap requires the default language's fields and names a new entry's folder from them, so a post in
 * English (alone, or translated into Italian) is made in a collection whose default language is English. Each lists its
 * own posts (Decap's collection `filter`, on the default language's file).
 */
function journalCollections<C extends { name: string; label: string; fields: DecapField[]; summary: string }>(journalConfig: C): C[] {
  const written = (locale: Locale) => ({
    filter: { field: "language", value: locale },
    fields: journalConfig.fields.map((field) =>
      field.name === "language" ? { ...field, widget: "hidden", default: locale, i18n: "duplicate" as const } : field,
    ),
  });
  const [other] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  // Decap refuses an empty list of filters or groups: the English posts' collection has none (its translations' state is not recorded).
  const { view_filters: _filters, view_groups: _groups, ...shared } = journalConfig as C & { view_filters?: unknown; view_groups?: unknown };
  return [
    { ...journalConfig, ...written(DEFAULT_LOCALE) },
    {
      ...shared,
      ...written(other),
      name: JOURNAL_IN_ENGLISH,
      label: "Journal: articoli scritti in inglese",
      i18n: { structure: "multiple_files", locales: [other, DEFAULT_LOCALE], default_locale: other },
      summary: "{{title}} ({{date}})",
      fields: written(other).fields.filter((field) => field.name !== TRANSLATIONS),
    } as unknown as C,
  ];
}

/** The journal's posts written in English first (src/cms/config.ts journalCollections). */
export const JOURNAL_IN_ENGLISH = "journal-en";

/** decap-server's API, the local backend `npm run cms` starts (scripts/cms.mjs) and the CMS's tests too. */
export const LOCAL_BACKEND_API = "http://localhost:8081/api/v1";

/** The whole CMS configuration. Local mode (decap-server) publishes directly; GitHub uses pull requests. */
export function decapConfig({ local, englishStates = {} }: { local: boolean; englishStates?: EnglishStates }) {
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
    local_backend: local ? { url: LOCAL_BACKEND_API } : false,
    ...(local ? {} : { publish_mode: "editorial_workflow" }),
    locale: "it",
    load_config_file: false,
    i18n: I18N,
    slug: CMS_SLUG,
    media_folder: "static/media",
    public_folder: "/media",
    site_url: `https://${cmsSettings.siteDomain}`,
    collections: decapCollections(englishStates),
  };
}
