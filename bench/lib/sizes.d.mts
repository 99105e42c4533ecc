export interface PageSizes {
  route: string;
  scripts: string[];
  jsGzip: number;
  htmlGzip: number;
  headGzip: number;
  inlineCssGzip: number;
}
export const BUDGETS: { homeJsRatio: number; otherJsRatio: number; inlineCssGzip: number; headGzip: number };
export function gzipSize(buffer: Uint8Array): number;
export function firstLoadScripts(publicDir: string, route: string): string[];
export function htmlFileFor(publicDir: string, route: string): string;
export function pageSizes(publicDir: string, route: string): PageSizes;
export function firstPostSlug(publicDir: string): string;
