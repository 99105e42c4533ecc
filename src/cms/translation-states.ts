/**
 * Before Decap saves a work or a post, its Italian data gets where each translation stands (`translations`,
 * src/content/translations.ts), read from the translation being saved with it: the collection's list shows it (its
 * summary, filters and groups, src/cms/config.ts), and the build checks it. Decap's documented `preSave` event hands
 * over the whole entry, each translation under `i18n`, and takes the Italian data back.
 */
import { Map as ImmutableMap } from "immutable";
import { collections } from "../content/collections";
import { translationState, TRANSLATIONS } from "../content/translations";
import { DEFAULT_LOCALE, LOCALES } from "../lib/locales";

type Entry = ImmutableMap<string, unknown>;

export function withTranslationStates({ entry }: { entry: Entry }) {
  const collection = collections.find((candidate) => candidate.name === entry.get("collection") && candidate.source.type === "markdown");
  if (!collection) return undefined;
  const data = entry.get("data") as ImmutableMap<string, unknown>;
  const states = Object.fromEntries(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => {
      const translation = entry.getIn(["i18n", locale, "data"]) as Entry | undefined;
      return [locale, translationState(collection.fields, translation?.toJS())];
    }),
  );
  return data.set(TRANSLATIONS, ImmutableMap(states));
}
