/**
 * How a work's measured results are written and drawn, in a page's language: every number through `Intl`, grouped
 * by thousands even where the language would not group four digits (Italian writes 1240 by default, 1.240 here),
 * and a unit of time in the language's own word ("1.4 seconds", "1,4 secondi"), as the posts write it: never Intl's
 * short forms, which British English writes "1.4 secs".
 * The work page, the works list, the CMS preview, the JSON-LD, llms.txt and the sharing card all read them here.
 */
import type { ContentOf, RESULT_UNITS, works, worksPage } from "../content/collections";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "./locales";

export type WorkResult = NonNullable<ContentOf<typeof works>["results"]>[number];
export type ResultUnit = (typeof RESULT_UNITS)[number];
/** The words results are written with, from content/pages/works.yaml (`results`). */
export type ResultLabels = ContentOf<typeof worksPage>["results"];

/** A work's results as the build's own queries ask for them (src/gatsby/); pages ask through the WorkFacts fragment. */
export const WORK_RESULT_FIELDS = "results { id measure before after unit date period source confirmed }";

/** How `Intl` writes each unit: a unit it knows (time in words), a currency, or a plain count. */
const UNIT_FORMATS: Record<ResultUnit, Intl.NumberFormatOptions> = {
  percentuale: { style: "unit", unit: "percent" },
  millisecondi: { style: "unit", unit: "millisecond", unitDisplay: "long" },
  secondi: { style: "unit", unit: "second", unitDisplay: "long" },
  minuti: { style: "unit", unit: "minute", unitDisplay: "long" },
  ore: { style: "unit", unit: "hour", unitDisplay: "long" },
  giorni: { style: "unit", unit: "day", unitDisplay: "long" },
  euro: { style: "currency", currency: "EUR" },
  numero: {},
};

/** A value in its unit: "64%", "1,4 secondi", "18.425,50 €", "1.240". */
export function formatResultValue(value: number, unit: ResultUnit, locale: Locale = DEFAULT_LOCALE): string {
  const options = UNIT_FORMATS[unit];
  // Cents only where there are any; one decimal at most elsewhere.
  const fraction = options.style === "currency" ? (Number.isInteger(value) ? 0 : 2) : undefined;
  return new Intl.NumberFormat(LOCALE_INFO[locale].formats, {
    ...options,
    useGrouping: "always",
    minimumFractionDigits: fraction ?? 0,
    maximumFractionDigits: fraction ?? 1,
  }).format(value);
}

/**
 * The change from before to after, signed: a difference of percentage points between two percentages ("+52 punti
 * percentuali", "+52 percentage points": `labels.points`), a relative change otherwise ("-75%"). None without a value
 * before, or from zero (no ratio of nothing).
 */
export function resultChange(result: WorkResult, labels: Pick<ResultLabels, "points">, locale: Locale = DEFAULT_LOCALE): string | null {
  const { before, after, unit } = result;
  if (before === undefined || before === null) return null;
  if (unit === "percentuale") {
    const points = new Intl.NumberFormat(LOCALE_INFO[locale].formats, { signDisplay: "exceptZero", maximumFractionDigits: 1 }).format(after - before);
    return `${points} ${labels.points}`;
  }
  if (before === 0) return null;
  // Cut toward zero, never rounded up: a fall from 1.200 ms to 0,5 ms is -99%, not the -100% of nothing left.
  return new Intl.NumberFormat(LOCALE_INFO[locale].formats, {
    style: "unit",
    unit: "percent",
    signDisplay: "exceptZero",
    maximumFractionDigits: 0,
    roundingMode: "trunc",
  }).format(((after - before) / before) * 100);
}

/** Fills a sentence's `{blank}`s. */
const fill = (sentence: string, blanks: Record<string, string>) => sentence.replace(/\{(\w+)\}/g, (whole, name: string) => blanks[name] ?? whole);

/**
 * The result as one complete sentence, what a screen reader reads for it: "Prenotazioni fatte dal telefono: da 12% a
 * 64%, agosto 2025 rispetto ad agosto 2024 (fonte: analytics del cliente)."
 */
export function resultSentence(result: WorkResult, labels: Pick<ResultLabels, "change" | "value">, locale: Locale = DEFAULT_LOCALE): string {
  const { measure, before, after, unit, period, source } = result;
  const blanks = { measure, after: formatResultValue(after, unit, locale), period, source };
  if (before === undefined || before === null) return fill(labels.value, blanks);
  return fill(labels.change, { ...blanks, before: formatResultValue(before, unit, locale) });
}

/** The two values drawn to scale: each as a share of the larger (1 is the longest bar). */
export function resultScale({ before, after }: WorkResult): { before: number | null; after: number } {
  const largest = Math.max(after, before ?? 0) || 1;
  return { before: before === undefined || before === null ? null : before / largest, after: after / largest };
}

/** The headline result, the one the works list, the sharing card and the JSON-LD put first: the first listed. */
export function headlineResult(results: readonly WorkResult[] | null | undefined): WorkResult | null {
  return results?.[0] ?? null;
}
