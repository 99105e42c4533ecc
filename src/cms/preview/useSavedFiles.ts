import { useEffect, useState } from "react";
import { collections, type ContentOf, type journalPage, type services, type site, type worksPage } from "../../content/collections";
import { withShared } from "../../content/translations";
import { DEFAULT_LOCALE } from "../../lib/locales";
import { SAVED_TEXTS_COLLECTION } from "../config";
import { plain, previewLocale, type PreviewTemplateProps } from "./decap";

/** What the previews read of other files, by file name (the build validated these files). */
export interface SavedTexts {
  site: ContentOf<typeof site>;
  journalPage: ContentOf<typeof journalPage>;
  worksPage: ContentOf<typeof worksPage>;
  services: ContentOf<typeof services>;
}

export type SavedFiles<Name extends keyof SavedTexts> =
  { state: "loading" } | { state: "failed" } | { state: "ready"; files: Pick<SavedTexts, Name> };

/**
 * Other files' saved texts that a preview needs beside its own entry (labels of the journal, the carousel's
 * controls...), in the preview's language: the same words the site shows with it, read once per preview. A translation
 * takes its shared values from the Italian copy, as the build's does (src/content/translations.ts).
 */
export function useSavedFiles<Name extends keyof SavedTexts>(
  { getCollection, locale }: Pick<PreviewTemplateProps, "getCollection" | "locale">,
  names: readonly Name[],
): SavedFiles<Name> {
  const [saved, setSaved] = useState<SavedFiles<Name>>({ state: "loading" });
  const key = names.join(",");
  const language = previewLocale({ locale });
  useEffect(() => {
    let current = true;
    const inLanguage = (name: string, sections: Record<string, unknown>) => {
      const { fields } = collections.find((collection) => collection.name === name)!;
      return language === DEFAULT_LOCALE ? sections[DEFAULT_LOCALE] : withShared(fields, sections[DEFAULT_LOCALE], sections[language]);
    };
    Promise.all(
      key
        .split(",")
        .map((name) =>
          getCollection(SAVED_TEXTS_COLLECTION, name).then(
            (file) => [name, inLanguage(name, plain(file.get("data")) as Record<string, unknown>)] as const,
          ),
        ),
    )
      .then((entries) => current && setSaved({ state: "ready", files: Object.fromEntries(entries) as Pick<SavedTexts, Name> }))
      .catch(() => current && setSaved({ state: "failed" }));
    return () => {
      current = false;
    };
  }, [getCollection, key, language]);
  return saved;
}
