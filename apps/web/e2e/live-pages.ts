/**
 * Pages that hold a live stream open, for the live specs (match-live, match-deadlines): each in its own browser
 * context, counting its stream requests, so a test can show that what arrived came through the stream it opened
 * (while a stream is open nothing polls).
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { storeSession } from './support';

export const USER_STREAM = '/api/notifications/stream';
export const TOURNAMENT_STREAM = '/api/tournament-stream';

export interface WatchedPage {
  page: Page;
  /** Stream requests the page made, and how many of them were answered 200. */
  streams: { requested: number; answered: number; baseline: number };
}

/** A page in its own browser context (signed in when a session is given) that counts its stream requests. */
export async function watchedPage(
  browser: Browser,
  session: { token: string; user: unknown } | null,
  streamPath: string,
): Promise<WatchedPage> {
  const page = await (await browser.newContext()).newPage();
  const streams = { requested: 0, answered: 0, baseline: 0 };
  const isStream = (url: string) => new URL(url).pathname === streamPath;
  page.on('request', (request) => {
    if (isStream(request.url())) streams.requested += 1;
  });
  page.on('response', (response) => {
    if (isStream(response.url()) && response.status() === 200) streams.answered += 1;
  });
  if (session) await storeSession(page, session);
  return { page, streams };
}

/** Opens `path` and waits until the page's stream is open (so a change from now on is pushed to it). */
export async function openWithStream(watched: WatchedPage, path: string) {
  await watched.page.goto(path);
  const { streams } = watched;
  await expect
    .poll(() => streams.requested > 0 && streams.answered === streams.requested, {
      message: 'the stream is open',
    })
    .toBe(true);
  streams.baseline = streams.requested;
}

/** The stream never dropped since it opened: nothing polled meanwhile, so what arrived came through it. */
export function expectStreamKeptOpen(watched: WatchedPage, who = 'the page') {
  expect(watched.streams.requested, `${who} reopened its stream`).toBe(watched.streams.baseline);
}
