/**
 * "The network is quiet" for pages that hold live streams open. Playwright's `networkidle` waits for no
 * connection at all for 500 ms, which never happens on a page that reads its Server-Sent Events stream
 * (the signed-in user's, a tournament's), so checks wait on this instead: no request in flight other than
 * the streams, for 500 ms.
 */
import type { Page, Request } from '@playwright/test';

const STREAMS = ['/api/notifications/stream', '/api/tournament-stream'];
const QUIET_MS = 500;
const scale = Number(process.env.TEST_TIMEOUT_SCALE) || 1;

interface Tracker {
  inFlight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();

const isStream = (request: Request) => {
  const { pathname } = new URL(request.url());
  return STREAMS.includes(pathname);
};

/** Starts counting the page's requests; called for every page a test's context opens. */
export function trackRequests(page: Page): Tracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: Tracker = { inFlight: new Set(), lastChange: Date.now() };
  trackers.set(page, tracker);
  page.on('request', (request) => {
    if (isStream(request)) return;
    tracker.inFlight.add(request);
    tracker.lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return tracker;
}

/**
 * Waits for the page's load event, then until no request but the streams has been in flight for 500 ms. After a
 * minute (times TEST_TIMEOUT_SCALE) it fails, naming the requests still in flight.
 */
export async function waitForNetworkQuiet(page: Page) {
  const tracker = trackRequests(page);
  await page.waitForLoadState('load');
  const deadline = Date.now() + 60_000 * scale;
  for (;;) {
    const quietFor = Date.now() - tracker.lastChange;
    if (tracker.inFlight.size === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline) {
      const pending = [...tracker.inFlight].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(`The network did not go quiet; still in flight: ${pending.join(', ') || 'none'}`);
    }
    await page.waitForTimeout(tracker.inFlight.size === 0 ? QUIET_MS - quietFor : 50);
  }
}
