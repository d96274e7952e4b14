/**
 * Stream limits (decision 0031): streams without a session are capped per client address, and together they
 * never take the share of the instance kept for signed-in players, so one visitor opening thousands of public
 * streams cannot shut everyone else out. On a listening server behind a trusted proxy (the address is the
 * X-Forwarded-For one), with small limits.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { openSse, type SseClient } from '../../../test/sse-client';
import { clientKey } from './stream-hub';

let t: TestApp;
let base: string;
const opened: SseClient[] = [];

beforeAll(async () => {
  const defaults = testConfig().notifications;
  t = await createTestApp({
    config: {
      trustProxy: true,
      notifications: {
        ...defaults,
        // 10 streams here, 4 of them kept for signed-in players; 3 without a session per address.
        sse: { ...defaults.sse, maxConnections: 10, reservedForSignedIn: 4, maxPerClient: 3 },
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of opened) client.close();
  await t.close();
});

/** Opens a stream that stays open (until the end of the file); answers its status. */
async function open(path: string, headers: Record<string, string>) {
  const client = await openSse(`${base}${path}`, headers);
  opened.push(client);
  if (client.status === 200) {
    await client.waitForEvent((event) => event.event === 'ready', 'the ready event');
  }
  return { status: client.status };
}

async function refusal(path: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (response.status === 200) {
    // Not refused: the stream would stay open.
    controller.abort();
    return { status: 200 };
  }
  const body = (await response.json()) as { error: string[] };
  return { status: response.status, message: body.error[0], retryAfter: response.headers.get('retry-after') };
}

describe('stream limits', () => {
  it('caps streams per address and keeps a share for signed-in players', async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { teamSize: 1 });
    const path = `/api/tournament-stream?tournament_id=${cup.id}`;
    const from = (ip: string) => ({ 'x-forwarded-for': ip });

    // One address: three streams, then 429.
    for (let i = 0; i < 3; i += 1) expect((await open(path, from('198.51.100.1'))).status).toBe(200);
    expect(await refusal(path, from('198.51.100.1'))).toEqual({
      status: 429,
      message: 'Too many live connections are open from this address',
      retryAfter: '30',
    });

    // Another address takes three more: six, the whole share of streams without a session.
    for (let i = 0; i < 3; i += 1) expect((await open(path, from('198.51.100.2'))).status).toBe(200);
    expect(await refusal(path, from('198.51.100.3'))).toEqual({
      status: 503,
      message: 'Live updates are busy; please retry shortly',
      retryAfter: '5',
    });

    // Signed-in players still get in, their own stream and a tournament's, from any address.
    const [player, other] = await insertSignedInPlayers(t.database, 2);
    const signedIn = { ...from('198.51.100.1'), ...player!.auth };
    expect((await open('/api/notifications/stream', signedIn)).status).toBe(200);
    expect((await open(path, signedIn)).status).toBe(200);
    expect(
      (await open('/api/notifications/stream', { ...from('198.51.100.3'), ...other!.auth })).status,
    ).toBe(200);
    // A stale token on the public stream counts as a visitor's.
    expect(
      (await refusal(path, { ...from('198.51.100.3'), authorization: 'Bearer not-a-session' })).status,
    ).toBe(503);
  });

  it('counts an IPv6 client by its /64, an IPv4 one (mapped or not) by its address', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff:1:2:3'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.7')).not.toBe(clientKey('198.51.100.8'));
  });
});
