/**
 * A live stream lives no longer than its session (decision 0031): sign-out, a password change or reset, a ban
 * and expiry close the session's streams within a second, on both of two instances sharing the database (and
 * Redis when REDIS_URL is set: the bus then runs through it, as in production). On a listening server each
 * (inject cannot stream).
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/outbox';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, resetLimiters, type TestApp } from '../../../test/harness';
import { login, registerAndLogin, STRONG_PASSWORD } from '../../../test/fixtures';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { openSse, type SseClient } from '../../../test/sse-client';
import { waitFor } from '../../../test/timeouts';
import { randomToken, sha256 } from '../../lib/tokens';
import { promoteToAdmin } from '../../../test/admin-fixtures';

/** Two instances: their own hubs and workers, one database, one live bus. */
let a: TestApp;
let b: TestApp;
const bases = new Map<TestApp, string>();
const opened: SseClient[] = [];

async function instance(redisPrefix: string): Promise<TestApp> {
  const redisUrl = process.env.REDIS_URL;
  const app = await createTestApp({ config: redisUrl ? { redisUrl, redisPrefix } : {} });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  bases.set(app, `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`);
  return app;
}

beforeAll(async () => {
  const prefix = `arena:test:${process.pid}:${randomToken(6)}:`;
  a = await instance(prefix);
  b = await instance(prefix);
});
afterAll(async () => {
  for (const client of opened) client.close();
  await a.close();
  await b.close();
});
beforeEach(() => resetLimiters());

/** A stream on `on`, with whether it has ended. */
async function stream(on: TestApp, path: string, token: string) {
  const client = await openSse(`${bases.get(on)}${path}`, { authorization: `Bearer ${token}` });
  opened.push(client);
  expect(client.status).toBe(200);
  await client.waitForEvent((event) => event.event === 'ready', 'the ready event');
  const state = { client, ended: false };
  void client.ended.then(() => (state.ended = true));
  return state;
}

/** The player's streams: their own on both instances, and a tournament's (sent with the session) on B. */
async function streamsOf(token: string) {
  const game = await insertGame(a.database.db);
  const cup = await insertTournament(a.database.db, game.id, { teamSize: 1 });
  return [
    await stream(a, '/api/notifications/stream', token),
    await stream(b, '/api/notifications/stream', token),
    await stream(b, `/api/tournament-stream?tournament_id=${cup.id}`, token),
  ];
}

/** Within a second (scaled for a busy machine) of `since`: waits on the condition, never on the clock. */
async function closedWithinASecond(streams: Array<{ ended: boolean }>, what: string) {
  await waitFor(() => streams.every((s) => s.ended), { timeout: 1000, what });
}

const post = (on: TestApp, url: string, payload: unknown, token?: string) =>
  on.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("a session's live streams", () => {
  it('close on every instance when the player signs out', async () => {
    const player = await registerAndLogin(a.app);
    const streams = await streamsOf(player.token);
    expect((await post(a, '/api/logout', {}, player.token)).statusCode).toBe(200);
    await closedWithinASecond(streams, 'the streams of the signed-out session to close');
  });

  it("close when the password is changed elsewhere, and this device's stay open", async () => {
    const player = await registerAndLogin(a.app);
    const here = await login(a.app, player);
    const streams = await streamsOf(player.token);
    const kept = await stream(a, '/api/notifications/stream', here.token);
    const changed = await post(
      b,
      '/api/change-password',
      { current_password: STRONG_PASSWORD, new_password: 'N3w!Password', confirm_password: 'N3w!Password' },
      here.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await closedWithinASecond(streams, "the other device's streams to close");
    expect(kept.ended).toBe(false);
  });

  it('close when the player signs that device out from another, or every other device, and this one stays', async () => {
    const player = await registerAndLogin(a.app);
    const second = await login(a.app, player);
    const third = await login(a.app, player);
    const secondStreams = await streamsOf(second.token);
    const kept = await stream(a, '/api/notifications/stream', player.token);
    const listed = await a.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${player.token}` },
    });
    const secondId = (listed.json() as { data: Array<{ id: number }> }).data[1]!.id;
    const ended = await b.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${secondId}`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await closedWithinASecond(secondStreams, "the signed-out device's streams to close");

    const thirdStreams = await streamsOf(third.token);
    const others = await b.app.inject({
      method: 'DELETE',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(others.json()).toMatchObject({ data: { ended: 1 } });
    await closedWithinASecond(thirdStreams, "every other device's streams to close");
    expect(kept.ended).toBe(false);
  });

  it('close when the password is reset', async () => {
    const player = await registerAndLogin(a.app);
    const streams = await streamsOf(player.token);
    expect((await post(b, '/api/forget-password', { email: player.email })).statusCode).toBe(200);
    const [mail] = await a.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.to, player.email.toLowerCase()),
          eq(outboxEmails.subject, 'Your Arena password reset code'),
        ),
      );
    const otp = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    expect((await post(b, '/api/verify-otp', { email: player.email, otp })).statusCode).toBe(200);
    const reset = await post(b, '/api/reset-password', {
      email: player.email,
      new_password: 'N3w!Password',
      confirm_password: 'N3w!Password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await closedWithinASecond(streams, 'the streams to close after the reset');
  });

  it('close when an admin bans the player', async () => {
    const player = await registerAndLogin(a.app);
    const admin = await registerAndLogin(a.app);
    await promoteToAdmin(a.app, a.database, admin);
    const streams = await streamsOf(player.token);
    const banned = await post(
      b,
      `/api/admin/players/${player.user.id}/ban`,
      { reason: 'Stolen account' },
      admin.token,
    );
    expect(banned.statusCode, banned.body).toBe(200);
    await closedWithinASecond(streams, "the banned player's streams to close");
  });

  it('close when the session expires', async () => {
    const player = await registerAndLogin(a.app);
    // The session ends shortly after the streams open: a second from now, twice as long again on a machine too
    // slow to open the three streams within it (the test waits for the expiry itself, so it is kept short).
    let expiresAt = new Date();
    let streams: Awaited<ReturnType<typeof streamsOf>> | null = null;
    for (let window = 1000; streams === null; window *= 2) {
      expect(window, 'the streams open within 64 s').toBeLessThanOrEqual(64_000);
      expiresAt = new Date(Date.now() + window);
      await a.database.db
        .update(sessions)
        .set({ expiresAt })
        .where(eq(sessions.tokenHash, sha256(player.token)));
      streams = await streamsOf(player.token).catch(() => null);
    }
    await waitFor(() => Date.now() >= expiresAt.getTime(), { timeout: 70_000, what: 'the expiry' });
    await closedWithinASecond(streams, 'the streams of the expired session to close');
  });

  it('close when the periodic check finds the session ended without a message on the bus', async () => {
    const checking = await createTestApp({
      config: {
        notifications: {
          ...a.config.notifications,
          sse: { ...a.config.notifications.sse, sessionCheckMs: 200 },
        },
      },
    });
    try {
      await checking.app.listen({ port: 0, host: '127.0.0.1' });
      bases.set(checking, `http://127.0.0.1:${(checking.app.server.address() as AddressInfo).port}`);
      const player = await registerAndLogin(a.app);
      const open = await stream(checking, '/api/notifications/stream', player.token);
      // Revoked straight in the database: no instance announced it.
      await a.database.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, sha256(player.token)));
      await closedWithinASecond([open], 'the periodic check to close the stream');
    } finally {
      await checking.close();
    }
  });
});
