import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from "./locales";

/** Long dates in each language ("17 febbraio 2026", "17 February 2026"), from the platform's locale data. */
const longDates = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(LOCALE_INFO[locale].formats, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/**
 * Formats a calendar date (YYYY-MM-DD, or an ISO timestamp whose date part is used) as a long date in `locale`: at
 * build time (see dateLabel), so a phone loads no locale data for it.
 */
export function formatDate(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = isoDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`formatDate: "${isoDate}" is not a YYYY-MM-DD date`);
  // Read and written in UTC, so the day never shifts with the server's or the visitor's time zone.
  return longDates[locale].format(new Date(`${day}T00:00:00Z`));
}
