/**
 * Other files' texts that a preview needs beside its own entry (the journal's labels, the carousel's controls...), in
 * the preview's language: the words the site shows with it. They are the files as the admin was built (each deploy
 * builds it again; `npm run cms` rebuilds it when a file changes), read by Gatsby's own YAML rule: Decap's documented
 * `getCollection` hands a file of an i18n collection over in Italian alone. A translation takes its shared values from
 * the Italian copy, as the build's does (src/content/translations.ts).
 */
import { collections, type ContentOf, type journalPage, type services, type site, type tags, type worksPage } from "../../content/collections";
import { withShared } from "../../content/translations";
import { DEFAULT_LOCALE, type Locale } from "../../lib/locales";
import siteFile from "../../../content/site.yaml";
import journalPageFile from "../../../content/pages/journal.yaml";
import worksPageFile from "../../../content/pages/works.yaml";
import servicesFile from "../../../content/services.yaml";
import tagsFile from "../../../content/tags.yaml";

export interface SavedTexts {
  site: ContentOf<typeof site>;
  journalPage: ContentOf<typeof journalPage>;
  worksPage: ContentOf<typeof worksPage>;
  services: ContentOf<typeof services>;
  tags: ContentOf<typeof tags>;
}

const FILES: Record<keyof SavedTexts, unknown> = {
  site: siteFile,
  journalPage: journalPageFile,
  worksPage: worksPageFile,
  services: servicesFile,
  tags: tagsFile,
};

/** The texts of those files in `locale` (the build validated them). */
export function savedTexts(locale: Locale): SavedTexts {
  const inLanguage = (name: keyof SavedTexts) => {
    const sections = FILES[name] as Record<Locale, unknown>;
    const { fields } = collections.find((collection) => collection.name === name)!;
    return locale === DEFAULT_LOCALE ? sections[DEFAULT_LOCALE] : withShared(fields, sections[DEFAULT_LOCALE], sections[locale]);
  };
  return Object.fromEntries((Object.keys(FILES) as (keyof SavedTexts)[]).map((name) => [name, inLanguage(name)])) as unknown as SavedTexts;
}
