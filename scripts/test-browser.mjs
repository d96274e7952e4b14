// The browser the browser tests drive: Debian's Chromium, in its headless shell when installed (decision 0067).
import fs from 'node:fs';

/** Debian's `chromium-headless-shell` package: Chromium's old headless mode, which Playwright itself runs by default. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's `chromium` package: the full browser, in its new headless mode. */
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROMIUM_PATH when set; otherwise the headless shell when installed, else the full browser. The shell draws the
 * same pages with the same Blink and V8 without the browser's window, top chrome and its compositor: a sixth less
 * CPU for the same tests (docs/performance.md, session 27).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function testBrowserPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
