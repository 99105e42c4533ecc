/**
 * The site's languages, listed once: the Italian edition at the root, the English one under /en/. Every rule that
 * depends on a page's language (its addresses, `<html lang>`, hreflang, dates and numbers, the content file it reads)
 * starts from here.
 */
export const LOCALES = ["it", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the root addresses, of the CMS's required fields, and of `x-default`. */
export const DEFAULT_LOCALE: Locale = "it";

interface LocaleInfo {
  /** The BCP 47 tag of `<html lang>`, hreflang, `inLanguage` and Intl's formats. */
  tag: string;
  /** Open Graph's form of the tag. */
  ogLocale: string;
  /** What its addresses start with: nothing for the default language. */
  prefix: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  it: { tag: "it-IT", ogLocale: "it_IT", prefix: "" },
  en: { tag: "en-GB", ogLocale: "en_GB", prefix: "/en" },
};

/** The language of an address: `/en` and what is under it are English, everything else Italian. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The other language, where the switcher leads. */
export const otherLocale = (locale: Locale): Locale => LOCALES.find((other) => other !== locale) ?? DEFAULT_LOCALE;

/** What every page's context carries (src/gatsby/pages.ts): its language and its twins' addresses, for hreflang and the switcher. */
export interface PageLocale {
  locale: Locale;
  /** The page's address in each language it exists in; a language missing has no twin of it. */
  alternates: Partial<Record<Locale, string>>;
}
