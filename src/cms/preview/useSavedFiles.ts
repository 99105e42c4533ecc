import { useEffect, useState } from "react";
import type { PostHeaderProps } from "../../components/journal/post-header/PostHeader";
import type { ControlLabels, WorkLabels } from "../../components/works/work-entry/WorkEntry";
import { plain, type PreviewTemplateProps } from "./decap";

/** The collection of single files (site settings and page texts) in src/cms/config.ts. */
const FILES_COLLECTION = "impostazioni";

/** What the previews read of other files, by file name (the build validated these files). */
export interface SavedTexts {
  site: { controls: ControlLabels; name: string; siteUrl: string; email: string };
  journalPage: PostHeaderProps["labels"] & { headingLinkLabel: string; tocTitle: string };
  worksPage: WorkLabels & { imagesLabel: string };
}

export type SavedFiles<Name extends keyof SavedTexts> =
  { state: "loading" } | { state: "failed" } | { state: "ready"; files: Pick<SavedTexts, Name> };

/**
 * Other files' saved texts that a preview needs beside its own entry (labels of the journal,
 * the carousel's controls...): the same words the site shows with it, read once per preview.
 */
export function useSavedFiles<Name extends keyof SavedTexts>(
  getCollection: PreviewTemplateProps["getCollection"],
  names: readonly Name[],
): SavedFiles<Name> {
  const [saved, setSaved] = useState<SavedFiles<Name>>({ state: "loading" });
  const key = names.join(",");
  useEffect(() => {
    let current = true;
    Promise.all(key.split(",").map((name) => getCollection(FILES_COLLECTION, name).then((file) => [name, plain(file.get("data"))] as const)))
      .then((entries) => current && setSaved({ state: "ready", files: Object.fromEntries(entries) as Pick<SavedTexts, Name> }))
      .catch(() => current && setSaved({ state: "failed" }));
    return () => {
      current = false;
    };
  }, [getCollection, key]);
  return saved;
}
