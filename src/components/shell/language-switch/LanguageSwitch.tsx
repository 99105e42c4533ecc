import React from "react";
import { LOCALE_INFO, type Locale } from "../../../lib/locales";
import * as styles from "./LanguageSwitch.module.css";

export interface LanguageSwitchProps {
  /** The language it leads to. */
  locale: Locale;
  /** The page's twin in that language, or that language's journal where the page has none (`untranslated`). */
  href: string;
  /** That language's own words (its content/site file's `nav`): its name, and what the link says where there is no twin. */
  copy: { language: string; untranslated: string };
  untranslated: boolean;
  className?: string;
}

/**
 * The way to the page in the other language, in one tap: named in that language (`lang`, `hreflang`), so a screen
 * reader reads it as its speakers would. A plain link, not Gatsby's: the other edition has its own shell, copy and
 * consent bar text, so the whole page loads; and it works before scripts run. No redirect by the browser's language.
 */
export function LanguageSwitch({ locale, href, copy, untranslated, className }: LanguageSwitchProps) {
  const tag = LOCALE_INFO[locale].language;
  return (
    <a href={href} hrefLang={tag} lang={tag} className={`${styles.link} ${className ?? ""}`} data-no-transition="">
      {untranslated ? copy.untranslated : copy.language}
    </a>
  );
}
