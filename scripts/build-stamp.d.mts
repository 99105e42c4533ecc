export function writeBuildStamp(env?: NodeJS.ProcessEnv): boolean;
export function buildIsCurrent(env?: NodeJS.ProcessEnv): boolean;
