/**
 * zod without eval. The page's Content-Security-Policy allows no eval, and zod probes `new Function` on its
 * first parse (to compile faster validators), which the browser reports as a CSP violation (Lighthouse's
 * best-practices audit `inspector-issues`). zod keeps its configuration on `globalThis.__zod_globalConfig`,
 * shared by every copy of zod on a page; setting `jitless` there (creating it if zod has not loaded yet) has
 * the effect of `z.config({ jitless: true })` without putting zod into the first script every page loads.
 * zod-jitless.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
