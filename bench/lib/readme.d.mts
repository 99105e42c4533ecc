export function withLatestRun(readme: string, tables: string): string;
export function writeLatestRun(readmePath: string, tables: string): void;
