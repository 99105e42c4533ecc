/**
 * Where each language of an entry is kept, for the scripts, which are plain JavaScript and cannot import the
 * TypeScript rule (src/content/locale-files.ts, src/lib/locales.ts, src/content/translations.ts):
 * __tests__/content/content-layout.test.ts holds the two to one another.
 */

/** The site's own language: its copy is no translation. */
export const DEFAULT_LOCALE = "it";

/** The name of a work's or a post's file in `locale`, in its folder. @param {string} locale */
export const markdownFile = (locale) => `index.${locale}.md`;

/** The file every work and post has: its copy in the site's own language. */
export const DEFAULT_MARKDOWN = markdownFile(DEFAULT_LOCALE);

/** A translation's mark that a fluent reader has approved it. */
export const REVIEWED = "reviewed";
