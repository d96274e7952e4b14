/**
 * Browser tests: Debian's Chromium against the API bundle, which serves the built web app (e2e/global-setup.ts
 * builds either when stale).
 * Each worker starts its own server, database and data folder on a free port (e2e/fixtures.ts), so the
 * workers run side by side and so do two runs on one machine.
 */
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { testBrowserPath } from '../../scripts/test-browser.mjs';
import { pinTimeoutScale } from '../../scripts/timeout-scale.mjs';

// Waits are conditions; this factor only raises their ceilings on a slow or busy machine.
const scale = pinTimeoutScale();

/**
 * The browser is Debian's headless shell when installed (scripts/test-browser.mjs, decision 0067), the full
 * Chromium otherwise. The shell has no window, top chrome or omnibox: the features switched off below for the full
 * browser's sake are ones it does not have, and it takes the other switches as the full browser does.
 * Chromium 15x's new headless mode opens every window (a Playwright context) with the browser's own WebUI top
 * chrome: the omnibox popup and its AI-mode variant, each a renderer of its own, preloaded and drawn in software
 * (about 40% of a core at times while a test runs, found with `ps` during a run, session 21). A test never uses
 * the address bar, so they are switched off. Chromium keeps only the last `--disable-features` it is given, so
 * the list repeats the one Playwright passes itself (playwright-core's chromiumSwitches) before our additions.
 */
const CHROMIUM_DISABLED_FEATURES =
  '--disable-features=' +
  [
    // Playwright's own list (playwright-core 1.5x).
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    // The top chrome's WebUI renderers (omnibox popup, AI-mode popup) and their preloading.
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'PreloadTopChromeWebUI',
  ].join(',');

/**
 * V8 without its compilers (`--jitless`: bytecode interpreted, no Sparkplug, Maglev or TurboFan, no WebAssembly,
 * which the app does not use): a test's pages run each script for seconds, not the minutes that pay back compiling
 * it, and the compilers' background threads were a seventh of Chromium's CPU. Measured with E2E_CPU on the same
 * specs, one run after the other (session 22): catalogue 68.3 -> 59.8 CPU-s, teams + match-day + every-screen
 * 301.7 -> 257.5 CPU-s (-15%). Lighthouse and the benchmarks run Chromium with its JIT, as visitors have it.
 */
const CHROMIUM_JS_FLAGS = '--js-flags=--jitless';

/** The smoke test of the demo content itself; every other spec makes its own data on an empty server. */
const demoSpecs = ['demo-seed.spec.ts'];

export default defineConfig<object, { seedDemo: boolean }>({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Each worker runs a browser and a server, and mostly waits on them: one more than the cores, three to four
  // (E2E_WORKERS overrides). On this 2-core machine three took npm test from 506 s to 460 s (docs/performance.md).
  workers: Number(process.env.E2E_WORKERS) || Math.max(3, Math.min(4, os.availableParallelism() + 1)),
  retries: 0,
  timeout: 60_000 * scale,
  expect: { timeout: 10_000 * scale },
  forbidOnly: Boolean(process.env.CI),
  // No HTML report, and no trace unless asked for (E2E_TRACE=1): Playwright records every test to keep a failed
  // one's trace, a quarter of the browser tests' time on this machine, and a first `npm test` must fit its budget.
  // A failed test keeps its screenshot and error context either way; run it again with E2E_TRACE=1 for the trace.
  reporter: 'list',
  use: {
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Pages ask for reduced motion, as a visitor may (WCAG 2.3.3): the CSS then stops the endless animations (the
    // home page's floating trophy and live dot, the skeletons' shimmer), which otherwise repaint every open page
    // all the time a test waits on it: 15% of a core on the home page at 1280 px (decision 0015, session 19).
    // Fades, slides and toasts are unchanged. The motion itself, and that it stops when asked to, is asserted in
    // a11y-and-screens.spec.ts; E2E_MOTION=full runs the whole suite with it (screenshots of the motion).
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    actionTimeout: 15_000 * scale,
    navigationTimeout: 30_000 * scale,
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        CHROMIUM_DISABLED_FEATURES,
        CHROMIUM_JS_FLAGS,
        // One renderer for a site's pages within a context, as Chromium does on a low-memory device, instead of a new
        // one for each: the tests open every page from one origin. tournament-hub.spec.ts, three runs each with E2E_CPU
        // (session 25): 40.0, 40.1, 41.3 CPU-s against 43.1, 43.2, 44.5 without it.
        '--process-per-site',
        // More switches for a measurement (E2E_CHROMIUM_ARGS, space-separated), e.g. to compare a flag with E2E_CPU.
        ...(process.env.E2E_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
    },
  },
  projects: [
    { name: 'demo', testMatch: demoSpecs, use: { seedDemo: true } },
    { name: 'scenarios', testIgnore: demoSpecs, use: { seedDemo: false } },
  ],
});
