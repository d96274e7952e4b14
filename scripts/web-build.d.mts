export const webDist: string;
export function webBuildIsFresh(): boolean;
