export function writeBuildStamp(env?: NodeJS.ProcessEnv): boolean;
export function buildIsCurrent(env?: NodeJS.ProcessEnv): boolean;
export const BUILD_LOG: string;
export function fileHash(file: string): string;
export function stampedLogHash(): string | undefined;
