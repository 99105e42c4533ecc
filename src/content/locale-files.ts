/**
 * Which file holds an entry in which language: the Italian file as it always was (`pages/home.yaml`,
 * `works/01-lido-booking/index.md`), its English twin beside it with `.en` before the extension (`pages/home.en.yaml`,
 * `index.en.md`, as Decap's `multiple_files` names a locale's file). Validation, the build's nodes and the tests read
 * the rule here.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../lib/locales";

/** The file of `file` (an entry's Italian file, relative to content/) in `locale`. */
export function localizedFile(file: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? file : file.replace(/(\.[a-z]+)$/, `.${locale}$1`);
}

/** The language of a content file, from its name. */
export function localeOfFile(file: string): Locale {
  const match = /\.([a-z]{2})\.[a-z]+$/.exec(file);
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === match?.[1]) ?? DEFAULT_LOCALE;
}

/** The entry's Italian file name for any of its files: `pages/home.en.yaml` -> `pages/home.yaml`. */
export function defaultLocaleFile(file: string): string {
  const locale = localeOfFile(file);
  return locale === DEFAULT_LOCALE ? file : file.replace(new RegExp(`\\.${locale}(\\.[a-z]+)$`), "$1");
}
