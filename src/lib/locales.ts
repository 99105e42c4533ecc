/**
 * The site's languages, listed once: the Italian edition at the root, the English one under /en/. Every rule that
 * depends on a page's language (its addresses, `<html lang>`, hreflang, dates and numbers, the content file it reads)
 * starts from here. A page names its language alone (`en`), for every reader of it wherever they live, and formats
 * dates and numbers as one country writes them (British English): two things, kept apart.
 */
export const LOCALES = ["it", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the root addresses and of the CMS's required fields, whose copy every translation takes its shared values from. */
export const DEFAULT_LOCALE: Locale = "it";

/**
 * The edition hreflang's `x-default` names: where a search engine sends a reader whose language is neither. The
 * English one, the language an international visitor most likely reads (README, "The English edition").
 */
const X_DEFAULT_LOCALE: Locale = "en";

interface LocaleInfo {
  /**
   * The language alone (BCP 47 primary subtag): `<html lang>`, hreflang, a link's `lang`, JSON-LD's `inLanguage` and
   * the feeds' `language`. A regional tag (`en-GB`) would offer the page only to readers in that country.
   */
  language: string;
  /** The locale Intl writes dates, numbers and units with: how the studio writes them in that language (British forms). */
  formats: string;
  /** Open Graph's locale, which its protocol writes language_TERRITORY. */
  ogLocale: string;
  /** What its addresses start with: nothing for the default language. */
  prefix: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  it: { language: "it", formats: "it-IT", ogLocale: "it_IT", prefix: "" },
  en: { language: "en", formats: "en-GB", ogLocale: "en_GB", prefix: "/en" },
};

/**
 * A page's twins as hreflang names them, itself among them: each by its language, then `x-default` (the twin in
 * X_DEFAULT_LOCALE, else the default language's). Empty for a page without a twin. The Head (Seo) and the sitemap
 * both write these.
 */
export function hreflangLinks(alternates: PageLocale["alternates"]): { hreflang: string; path: string }[] {
  const twins = LOCALES.filter((locale) => alternates[locale]);
  if (twins.length < 2) return [];
  const xDefault = alternates[X_DEFAULT_LOCALE] ?? alternates[DEFAULT_LOCALE];
  return [
    ...twins.map((locale) => ({ hreflang: LOCALE_INFO[locale].language, path: alternates[locale]! })),
    ...(xDefault ? [{ hreflang: "x-default", path: xDefault }] : []),
  ];
}

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
