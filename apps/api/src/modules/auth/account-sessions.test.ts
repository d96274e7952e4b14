/**
 * My Account's signed-in devices (issue 28, decision 0050): the list, ending one device or every other one, and
 * when a device was last used. (That ending a device closes its open live streams at once, on every instance, is
 * in stream-sessions.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { login, register, newPlayer } from '../../../test/fixtures';

/** A clock the tests move by hand. */
const clock = { at: Date.now(), now: () => new Date(clock.at), advance: (ms: number) => (clock.at += ms) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs the player in from a device with this user agent; answers the session's token. */
async function signIn(player: { email: string; password: string }, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { email: player.email, password: player.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

const call = (method: 'GET' | 'DELETE', url: string, token: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

interface Listed {
  id: number;
  device: string;
  signed_in_at: string;
  last_seen_at: string;
  current: boolean;
}
const listOf = async (token: string) => {
  const response = await call('GET', '/api/sessions', token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Listed[] }).data;
};

describe('GET /api/sessions', () => {
  it("lists the account's live devices, oldest first, this one marked, and no one else's", async () => {
    const player = newPlayer();
    await register(t.app, player);
    const desktop = await signIn(player, CHROME_WINDOWS);
    clock.advance(5 * 60_000);
    const phone = await signIn(player, SAFARI_IPHONE);
    const someoneElse = newPlayer();
    await register(t.app, someoneElse);
    await signIn(someoneElse, CHROME_WINDOWS);

    const fromPhone = await listOf(phone);
    expect(fromPhone.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Windows', false],
      ['Safari on iOS', true],
    ]);
    expect(Date.parse(fromPhone[1]!.signed_in_at) - Date.parse(fromPhone[0]!.signed_in_at)).toBe(5 * 60_000);
    expect((await listOf(desktop)).map((s) => s.current)).toEqual([true, false]);
  });

  it('keeps when each device was last used, to the minute', async () => {
    const player = newPlayer();
    await register(t.app, player);
    const desktop = await signIn(player, CHROME_WINDOWS);
    const signedInAt = clock.now().toISOString();
    const phone = await signIn(player, SAFARI_IPHONE);
    const desktopRow = async () => (await listOf(phone)).find((s) => s.device === 'Chrome on Windows')!;
    expect(await desktopRow()).toMatchObject({ signed_in_at: signedInAt });

    // A request within the minute does not write again; one after it does.
    clock.advance(30_000);
    await listOf(desktop);
    const first = (await desktopRow()).last_seen_at;
    clock.advance(20_000);
    await listOf(desktop);
    expect((await desktopRow()).last_seen_at).toBe(first);
    clock.advance(61_000);
    await listOf(desktop);
    expect((await desktopRow()).last_seen_at).toBe(clock.now().toISOString());
  });

  it('is for signed-in players only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/sessions/{id} and DELETE /api/sessions', () => {
  it('signs one device out: its token stops working, the others keep theirs', async () => {
    const player = newPlayer();
    await register(t.app, player);
    const desktop = await signIn(player, CHROME_WINDOWS);
    const phone = await signIn(player, SAFARI_IPHONE);
    const [desktopSession] = await listOf(phone);

    const ended = await call('DELETE', `/api/sessions/${desktopSession!.id}`, phone);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ message: 'The device was signed out.', data: { current: false } });
    expect((await call('GET', '/api/sessions', desktop)).statusCode).toBe(403);
    expect((await listOf(phone)).map((s) => s.device)).toEqual(['Safari on iOS']);

    // Already ended: not found, and nothing changes.
    const again = await call('DELETE', `/api/sessions/${desktopSession!.id}`, phone);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'This session has already ended.' });
  });

  it("cannot end another account's session", async () => {
    const player = newPlayer();
    await register(t.app, player);
    const token = await signIn(player, CHROME_WINDOWS);
    const victim = newPlayer();
    await register(t.app, victim);
    const victimToken = await signIn(victim, SAFARI_IPHONE);
    const [victimSession] = await listOf(victimToken);

    expect((await call('DELETE', `/api/sessions/${victimSession!.id}`, token)).statusCode).toBe(404);
    expect((await listOf(victimToken)).map((s) => s.id)).toEqual([victimSession!.id]);
  });

  it('ending this device signs it out', async () => {
    const player = newPlayer();
    await register(t.app, player);
    const token = await signIn(player, CHROME_WINDOWS);
    const [own] = await listOf(token);
    const ended = await call('DELETE', `/api/sessions/${own!.id}`, token);
    expect(ended.json()).toMatchObject({
      message: 'You have been signed out on this device.',
      data: { current: true },
    });
    expect((await call('GET', '/api/sessions', token)).statusCode).toBe(403);
  });

  it('signs every other device out and says how many', async () => {
    const player = newPlayer();
    await register(t.app, player);
    const here = await signIn(player, CHROME_WINDOWS);
    const others = [await signIn(player, SAFARI_IPHONE), (await login(t.app, player)).token];

    const ended = await call('DELETE', '/api/sessions', here);
    expect(ended.json()).toMatchObject({ message: 'Signed out on 2 other devices.', data: { ended: 2 } });
    for (const token of others) expect((await call('GET', '/api/sessions', token)).statusCode).toBe(403);
    expect((await listOf(here)).map((s) => s.current)).toEqual([true]);

    const none = await call('DELETE', '/api/sessions', here);
    expect(none.json()).toMatchObject({ message: 'No other device was signed in.', data: { ended: 0 } });
  });

  it('refuses an id that is not a number with the envelope', async () => {
    const player = newPlayer();
    await register(t.app, player);
    const token = await signIn(player, CHROME_WINDOWS);
    const response = await call('DELETE', '/api/sessions/abc', token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message: 'The session id must be a number' });
  });
});
