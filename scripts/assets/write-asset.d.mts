export type AssetResult = { file: string; bytes: number; written: boolean };
export function forceFromArgv(argv?: string[]): boolean;
export function writeAsset(
  file: string,
  bytes: Uint8Array | (() => Uint8Array | Promise<Uint8Array>),
  options?: { force?: boolean },
): Promise<AssetResult>;
export function describe(generator: string, result: AssetResult): string;
