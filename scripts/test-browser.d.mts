export function testBrowserPath(env?: NodeJS.ProcessEnv): string;
