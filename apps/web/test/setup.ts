/** Web test setup: DOM matchers, a clean DOM and storage per test, and console.error fails the test. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setShownLanguage } from '../src/lib/i18n/shown-language';

// findBy*/waitFor wait on a condition; their ceiling grows with the run's factor (scripts/timeout-scale.mjs).
const scale = Number(process.env.TEST_TIMEOUT_SCALE);
configure({ asyncUtilTimeout: 2_500 * (Number.isFinite(scale) && scale > 0 ? scale : 1) });

// jsdom has no WebAuthn: the passkey ceremonies of @simplewebauthn/browser are stand-ins (test/webauthn.ts).
vi.mock('@simplewebauthn/browser', async () => (await import('./webauthn')).webauthnStandIns());

// jsdom does not lay pages out; scrolling is a no-op we can observe.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

let consoleErrors: unknown[][] = [];
const realConsoleError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    realConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  // The files share one module graph and jsdom (isolate: false): a test that left fake timers on would stall
  // every later wait of the worker.
  vi.useRealTimers();
  window.localStorage.clear();
  // The page's language lives outside React (formats, the API client): a test that showed another language
  // must not leave it to the next file, nor its address (`?lang=`).
  setShownLanguage('en');
  if (window.location.search.includes('lang=')) window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  console.error = realConsoleError;
  if (consoleErrors.length > 0) {
    const printed = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during this test:\n${printed}`);
  }
});
