export interface Build {
  name: string;
  workspace: string;
  output: string;
  sources: string[];
}
export const webBuild: Build;
export const apiBuild: Build;
export const webDist: string;
export function isFresh(build: Build): boolean;
export function buildIfStale(...builds: Build[]): void;
export const apiServerArgs: string[];
