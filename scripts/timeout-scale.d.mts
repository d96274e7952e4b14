export function timeoutScale(env?: NodeJS.ProcessEnv): number;
export function pinTimeoutScale(): number;
