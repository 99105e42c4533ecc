/**
 * Where an entry keeps each language, as Decap's i18n writes it (src/cms/config.ts), so that the CMS edits both side by
 * side:
 * - a work or a post, a Markdown folder, has a file per language: `index.it.md`, `index.en.md` (`multiple_files`);
 * - a YAML file (the site's settings, a page's copy) holds every language, each under its code: `it:`, `en:`
 *   (`single_file`, the one structure Decap allows a files collection).
 * Validation, the build's nodes, the scripts and the tests read the rule here.
 */
import { LOCALES, type Locale } from "../lib/locales";

/** The name of a Markdown entry's file in `locale`, in its folder. */
export const markdownFile = (locale: Locale): string => `index.${locale}.md`;

/** The language of a Markdown entry's file, from its name; undefined for a name the rule does not know (`index.md`). */
export function localeOfMarkdown(file: string): Locale | undefined {
  const match = /(?:^|\/)index\.([a-z]{2})\.md$/.exec(file);
  return LOCALES.find((locale) => locale === match?.[1]);
}
