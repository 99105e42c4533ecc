/** "2026-02-17" -> "17 febbraio 2026": Italian long dates from the platform's locale data, used at build time (see dateLabel). */
const italianLongDate = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Formats a calendar date (YYYY-MM-DD, or an ISO timestamp whose date part is used) in Italian. */
export function formatDate(isoDate: string): string {
  const day = isoDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`formatDate: "${isoDate}" is not a YYYY-MM-DD date`);
  // Read and written in UTC, so the day never shifts with the server's or the visitor's time zone.
  return italianLongDate.format(new Date(`${day}T00:00:00Z`));
}
