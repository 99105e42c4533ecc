import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, type Locale, type PageLocale } from "../lib/locales";
import { localizedRoutes, type Routes } from "../lib/routes";

/** The language of the page in hand, from its context (the shell provides it; the CMS preview its own). */
export const PageLocaleContext = createContext<PageLocale>({ locale: DEFAULT_LOCALE, alternates: {} });

export const usePageLocale = (): PageLocale => useContext(PageLocaleContext);

export const useLocale = (): Locale => usePageLocale().locale;

/** The addresses of the page's language: a link stays in the language it is in. */
export const useRoutes = (): Routes => localizedRoutes[useLocale()];

/** The copy of the page's language among a static query's nodes (one per language). */
export function inLocale<Node extends { locale: string }>(nodes: readonly Node[], locale: Locale): Node {
  const node = nodes.find((candidate) => candidate.locale === locale);
  if (!node) throw new Error(`No ${locale} copy among the query's nodes: every content file has its twin (src/content/locale-files.ts)`);
  return node;
}
