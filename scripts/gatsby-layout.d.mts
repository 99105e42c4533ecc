export function restoreGatsbyLayout(publicDir: string): number;
