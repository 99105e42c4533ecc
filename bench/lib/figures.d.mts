export type Figures = Record<string, number>;
export function median(values: number[]): number;
export function medians(runs: Figures[]): Figures;
export function mainThreadGroups(audit: { details: { items: Array<{ group: string; duration: number }> } }): { scriptMs: number; styleLayoutMs: number; otherMs: number };
export function scriptBytes(lhr: unknown): number;
export function categoryScore(lhr: unknown, category: string, excluded?: string[]): number;
export function loadFigures(lhr: unknown, traceEvents: Array<Record<string, unknown>>, options?: { excludedAudits?: string[] }): Figures;
export const RATIO_FIELDS: string[];
export function ratios(page: Figures, bare: Figures): Figures;
export const RATIO_BUDGETS: { scriptBytes: number; lcpMs: number; scriptMs: number };
export const CLS_BUDGET: number;
export const INP_BUDGET_MS: number;
export function budgetChecks(
  pages: Array<{ name: string; median: Figures; ratios: Figures }>,
  interactions?: Array<{ name: string; median: Figures }>,
): Array<[string, boolean]>;
export function interactionFigures(lhr: unknown, traceEvents: Array<Record<string, unknown>>): {
  inpMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  longestTaskMs: number;
  cpuMs: number;
};
