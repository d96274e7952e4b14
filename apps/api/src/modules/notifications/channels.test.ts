/**
 * The channels: e-mail templates with one-click unsubscribe (RFC 8058), Discord webhooks (with 429 +
 * retry_after), a failing channel retried without holding the others back, two instances delivering each
 * event once per channel, and a stream on one instance receiving what another caused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventDeliveries, notifications } from '../../db/schema/notifications';
import { outboxEmails } from '../../db/schema/outbox';
import { openPostgres } from '../../db/client';
import {
  body,
  createTestApp,
  testConfig,
  testLog,
  workerDatabaseUrl,
  type TestApp,
} from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { createAdmin } from '../../../test/admin-fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { openSse } from '../../../test/sse-client';
import { waitFor } from '../../../test/timeouts';
import { recordEvent } from './domain-events';
import type { LanguageCode } from '@arena/shared/language';

// A stand-in for Discord: records posts; answers what the current test says.
interface DiscordPost {
  path: string;
  body: { content: string; embeds: Array<{ title: string; description: string; url: string }> };
}
const discordPosts: DiscordPost[] = [];
type DiscordAnswer = { status: number; body?: unknown };
let discordAnswer: (post: DiscordPost, count: number) => DiscordAnswer | Promise<DiscordAnswer> = () => ({
  status: 204,
});
const discord = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  request.on('end', () => {
    const post = { path: request.url ?? '', body: JSON.parse(raw) as DiscordPost['body'] };
    discordPosts.push(post);
    void Promise.resolve(discordAnswer(post, discordPosts.length)).then((answer) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
});

// A real SMTP server standing in for the mail provider.
const mails: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
      });
      callback();
    });
  },
});

let t: TestApp;
let discordBase: string;
let base: string;

function channelConfig() {
  const config = testConfig();
  return {
    // Every app of this file shares one live bus (Redis when the run has it): the instance whose worker
    // delivers an event may be any of them, and its live message must reach the others' streams.
    redisUrl: process.env.REDIS_URL,
    redisPrefix: `arena:test:${process.pid}:`,
    publicUrl: 'https://arena.example',
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    notifications: {
      ...config.notifications,
      // Retries quickly, so the tests see them without waiting; no safety-net poll within a test, so a retry
      // is seen only if the worker wakes for it when it falls due (a lane's failure once waited for the poll).
      pollMs: 3_600_000,
      retryBaseMs: 50,
      retryMaxMs: 200,
      maxAttempts: 50,
      discordWebhookBases: [discordBase],
    },
  };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => discord.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  discordBase = `http://127.0.0.1:${(discord.address() as AddressInfo).port}/api/webhooks/`;
  t = await createTestApp({ config: channelConfig() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => discord.close(() => resolve()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  discordPosts.length = 0;
  mails.length = 0;
  discordAnswer = () => ({ status: 204 });
});

async function enrolledTournament(webhook: string | null = null, discordLanguage?: LanguageCode) {
  const captain = await registerAndLogin(t.app);
  const rival = await registerAndLogin(t.app);
  const game = await insertGame(t.database.db);
  const tournament = await insertTournament(t.database.db, game.id, {
    tournamentName: 'Winter Cup',
    discordWebhookUrl: webhook,
    discordLanguage,
  });
  await enrol(t.database.db, tournament.id, await insertTeam(t.database.db, [captain.user.id], 'Owls'));
  await enrol(t.database.db, tournament.id, await insertTeam(t.database.db, [rival.user.id], 'Hawks'));
  return { captain, rival, tournament };
}

/** The notification mail to `email` the SMTP server received (not the sign-up's verification link). */
const mailTo = (email: string) =>
  mails.find((m) => m.to.includes(email) && !m.raw.includes('Subject: Verify your Arena e-mail'));

describe('e-mail', () => {
  it('mails the cancellation as HTML and text with one-click unsubscribe headers; the unsubscribe is honoured', async () => {
    const { captain, rival, tournament } = await enrolledTournament();
    const admin = await createAdmin(t.app, t.database);
    await t.app.lifecycle.cancel(tournament.id, admin.user.id, 'Server outage');
    await waitFor(() => mailTo(captain.email) !== undefined && mailTo(rival.email) !== undefined, {
      what: 'the cancellation mails',
    });
    const raw = mailTo(captain.email)!.raw;
    expect(raw).toContain('Subject: Winter Cup was cancelled');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toMatch(
      /List-Unsubscribe:\s+<https:\/\/arena\.example\/api\/notifications\/unsubscribe\?token=[^>]+>/,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain(`https://arena.example/#/viewtournament?id=${tournament.id}`);

    // The mail client's one-click POST, as RFC 8058 describes it.
    const [row] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, captain.email), eq(outboxEmails.subject, 'Winter Cup was cancelled')));
    const link = /<(https:\/\/arena\.example[^>]+)>/.exec(row!.headers!['List-Unsubscribe']!)![1]!;
    const path = link.replace('https://arena.example', '');
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Unsubscribe from these e-mails?');
    // Opening the link alone changes nothing.
    const prefs = async () =>
      body<{ data: Array<{ category: string; in_app: boolean; email: boolean }> }>(
        await t.app.inject({ url: '/api/notification-preferences', headers: captain.auth }),
      ).data.find((p) => p.category === 'tournaments');
    expect((await prefs())?.email).toBe(true);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(body(unsubscribed).message).toBe('You will no longer receive these e-mails');
    expect(await prefs()).toMatchObject({ in_app: true, email: false });

    // The next tournament event of that category: in-app still, no e-mail to the captain; the rival still mailed.
    mails.length = 0;
    const next = await enrolledTournament();
    await enrol(
      t.database.db,
      next.tournament.id,
      await insertTeam(t.database.db, [captain.user.id], 'Owls 2'),
    );
    await t.app.lifecycle.cancel(next.tournament.id, admin.user.id, 'Again');
    await waitFor(() => mailTo(next.rival.email) !== undefined, { what: 'the second mails' });
    await t.app.notifications.worker.drain();
    expect(mailTo(captain.email)).toBeUndefined();
    const inApp = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, captain.user.id));
    expect(inApp.filter((n) => n.type === 'tournament.cancelled')).toHaveLength(2);
  });

  it('answers a forged unsubscribe token with 400, as a page and as the envelope', async () => {
    const player = await registerAndLogin(t.app);
    const forged = `${player.user.id}.tournaments.${'A'.repeat(43)}`;
    const page = await t.app.inject({ url: `/api/notifications/unsubscribe?token=${forged}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This unsubscribe link is not valid');
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(400);
    expect(body(post).error).toEqual(['This unsubscribe link is not valid']);
  });
});

/** The console's tournament form, filled in for a game: a week from now, no webhook. */
function tournamentForm(gameId: number) {
  const start = new Date(Date.now() + 7 * 86_400_000);
  return {
    game_id: gameId,
    tournament_name: 'Spring Open',
    entry_fee: 0,
    total_teams: 8,
    region: 'UK & Ireland',
    team_size: 1,
    tournament_start_date: start.toISOString(),
    tournament_end_date: new Date(start.getTime() + 86_400_000).toISOString(),
    registration_deadline_date: new Date(start.getTime() - 3_600_000).toISOString(),
    winning_prize: 0,
  };
}

/** The first post that reached the stand-in Discord at `path`. */
async function postTo(path: string) {
  await waitFor(() => discordPosts.some((post) => post.path === path), {
    what: `the Discord post to ${path}`,
  });
  return discordPosts.find((post) => post.path === path)!;
}

describe('Discord', () => {
  it('accepts a webhook on Discord (or the configured base) in the admin calls and answers, and refuses another host', async () => {
    const admin = await createAdmin(t.app, t.database);
    const game = await insertGame(t.database.db);
    const form = tournamentForm(game.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: admin.auth,
      payload: { ...form, discord_webhook_url: 'https://evil.example/api/webhooks/1/x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error[0]).toBe(
      'Discord webhook URL must be a Discord webhook address (https://discord.com/api/webhooks/...)',
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: admin.auth,
      payload: { ...form, discord_webhook_url: `${discordBase}123/abc` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const tournament = body<{ data: { id: number; discord_webhook_url: string | null } }>(created).data;
    expect(tournament.discord_webhook_url).toBe(`${discordBase}123/abc`);
    // An edit that leaves the field out keeps it; a blank one removes it.
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tournaments/${tournament.id}`,
      headers: admin.auth,
      payload: { ...form, tournament_name: 'Spring Open 2' },
    });
    expect(body<{ data: { discord_webhook_url: string | null } }>(kept).data.discord_webhook_url).toBe(
      `${discordBase}123/abc`,
    );
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tournaments/${tournament.id}`,
      headers: admin.auth,
      payload: { ...form, discord_webhook_url: '' },
    });
    expect(
      body<{ data: { discord_webhook_url: string | null } }>(cleared).data.discord_webhook_url,
    ).toBeNull();
  });

  it('takes the language of its posts on create and edit, English when left out, and refuses one not offered', async () => {
    const admin = await createAdmin(t.app, t.database);
    const game = await insertGame(t.database.db);
    const form = tournamentForm(game.id);
    type Answer = { message: string; error: string[]; data: { id: number; discord_language: string } };
    const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = {}) =>
      t.app.inject({ method, url, headers: { ...admin.auth, ...headers }, payload });

    const english = await send('POST', '/api/admin/tournaments', form);
    expect(english.statusCode, english.body).toBe(200);
    expect(body<Answer>(english).data.discord_language).toBe('en');

    const created = await send('POST', '/api/admin/tournaments', { ...form, discord_language: 'de' });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = body<Answer>(created).data;
    expect(body<Answer>(created).data.discord_language).toBe('de');
    const read = async () => {
      const answer = await t.app.inject({ url: `/api/admin/tournaments/${id}`, headers: admin.auth });
      return body<{ data: { tournament: { discord_language: string } } }>(answer).data.tournament
        .discord_language;
    };
    expect(await read()).toBe('de');
    const listed = await t.app.inject({ url: '/api/admin/tournaments', headers: admin.auth });
    expect(
      body<{ data: Array<{ id: number; discord_language: string }> }>(listed).data.find(
        (row) => row.id === id,
      )?.discord_language,
    ).toBe('de');

    // An edit that leaves it out keeps it; one that names another language changes it.
    const kept = await send('PUT', `/api/admin/tournaments/${id}`, {
      ...form,
      tournament_name: 'Spring Open 2',
    });
    expect(body<Answer>(kept).data.discord_language).toBe('de');
    const changed = await send('PUT', `/api/admin/tournaments/${id}`, { ...form, discord_language: 'pl' });
    expect(body<Answer>(changed).data.discord_language).toBe('pl');
    expect(await read()).toBe('pl');

    // A language not offered, or not a code at all, is refused with the field's sentence, in the reader's language.
    const sentence = 'Discord post language must be one of en, de, fr, es, it, pl';
    for (const value of ['nl', 'DE', 'de-DE', '', 7, null]) {
      const refused = await send('PUT', `/api/admin/tournaments/${id}`, { ...form, discord_language: value });
      expect(refused.statusCode, `discord_language ${JSON.stringify(value)}`).toBe(400);
      expect(body<Answer>(refused)).toMatchObject({ message: sentence, error: [sentence] });
    }
    const german = await send(
      'POST',
      '/api/admin/tournaments',
      { ...form, discord_language: 'nl' },
      { 'accept-language': 'de' },
    );
    expect(german.statusCode).toBe(400);
    expect(body<Answer>(german).error).toEqual([
      'Die Sprache der Discord-Beiträge muss eine dieser sein: en, de, fr, es, it, pl',
    ]);
    expect(await read()).toBe('pl');
  });

  it('posts in the language chosen for the channel: the start in German', async () => {
    const { tournament } = await enrolledTournament(`${discordBase}49/de`, 'de');
    expect(await t.app.lifecycle.start(tournament.id)).toBe('started');
    const post = await postTo('/api/webhooks/49/de');
    expect(post.body).toMatchObject({
      content: '**Winter Cup**: Winter Cup hat begonnen',
      embeds: [
        {
          title: 'Winter Cup hat begonnen',
          description: 'Winter Cup hat mit 2 Teams begonnen. Der Turnierbaum ist live.',
          url: `https://arena.example/#/viewtournament?id=${tournament.id}`,
        },
      ],
    });
  });

  it('posts in English, word for word as before, when no language was chosen', async () => {
    const { tournament } = await enrolledTournament(`${discordBase}50/en`);
    expect(await t.app.lifecycle.start(tournament.id)).toBe('started');
    expect((await postTo('/api/webhooks/50/en')).body).toEqual({
      username: 'Arena',
      content: '**Winter Cup**: Winter Cup has started',
      embeds: [
        {
          title: 'Winter Cup has started',
          description: 'Winter Cup has started with 2 teams. The bracket is live.',
          url: `https://arena.example/#/viewtournament?id=${tournament.id}`,
          color: 0x2e7d32,
        },
      ],
      allowed_mentions: { parse: [] },
    });
  });

  it("posts a notice's times as Discord timestamps, which each reader sees in their own zone", async () => {
    const { tournament } = await enrolledTournament(`${discordBase}51/times`, 'de');
    const startsAt = '2030-05-01T18:00:00.000Z';
    await t.database.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'tournament.started',
        recipients: [],
        tournamentId: tournament.id,
        notice: {
          title: 'Winter Cup has started',
          body: 'Winter Cup starts at {{starts_at}}. Be ready for your first match.',
          link: `#/viewtournament?id=${tournament.id}`,
          times: { starts_at: startsAt },
        },
      }),
    );
    const post = await postTo('/api/webhooks/51/times');
    expect(post.body.embeds[0]!.description).toBe(
      `Winter Cup beginnt am <t:${Date.parse(startsAt) / 1000}:f>. Sei bereit für dein erstes Match.`,
    );
  });

  it('posts the start in Discord webhook format, honouring a 429 with retry_after', async () => {
    const { tournament } = await enrolledTournament(`${discordBase}42/token`);
    discordAnswer = (_post, count) =>
      count === 1
        ? { status: 429, body: { message: 'You are being rate limited.', retry_after: 0.3, global: false } }
        : { status: 204 };
    expect(await t.app.lifecycle.start(tournament.id)).toBe('started');
    await waitFor(() => discordPosts.length >= 2, { what: 'the retried Discord post' });
    expect(discordPosts[1]!.path).toBe('/api/webhooks/42/token');
    expect(discordPosts[1]!.body).toMatchObject({
      content: '**Winter Cup**: Winter Cup has started',
      embeds: [
        {
          title: 'Winter Cup has started',
          url: `https://arena.example/#/viewtournament?id=${tournament.id}`,
        },
      ],
    });
    // Discord has answered; the worker records the delivery just after.
    const discordDelivery = async () =>
      (await t.database.db.select().from(eventDeliveries).where(eq(eventDeliveries.channel, 'discord')))[0];
    await waitFor(async () => (await discordDelivery())?.status === 'delivered', {
      what: 'the Discord delivery recorded',
    });
    expect(await discordDelivery()).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
  });

  it('keeps retrying a failing Discord while in-app and live go out at once', async () => {
    const { captain, tournament } = await enrolledTournament(`${discordBase}7/down`);
    discordAnswer = () => ({ status: 500, body: { message: 'down' } });
    const stream = await openSse(`${base}/api/tournament-stream?tournament_id=${tournament.id}`);
    try {
      await stream.waitForEvent((e) => e.event === 'ready');
      expect(await t.app.lifecycle.start(tournament.id)).toBe('started');
      // The public stream and the bell are not held back by Discord.
      const update = await stream.waitForEvent((e) => e.event === 'update', 'the start on the stream');
      expect(update.data).toMatchObject({
        type: 'tournament.started',
        tournament_id: tournament.id,
        topics: ['state', 'bracket', 'participants'],
      });
      await waitFor(
        async () =>
          (await t.database.db.select().from(notifications).where(eq(notifications.userId, captain.user.id)))
            .length > 0,
      );
      // Each retry comes after its backoff (50-200 ms here), not at the next poll (an hour here).
      await waitFor(() => discordPosts.length >= 3, { timeout: 10_000, what: 'Discord retried' });
      const [failing] = await t.database.db
        .select()
        .from(eventDeliveries)
        .where(eq(eventDeliveries.channel, 'discord'));
      expect(failing?.status).toBe('pending');
      expect(failing?.lastError).toContain('Discord answered 500');
      // Discord is back: the next attempt delivers it.
      discordAnswer = () => ({ status: 204 });
      await waitFor(
        async () =>
          (
            await t.database.db.select().from(eventDeliveries).where(eq(eventDeliveries.channel, 'discord'))
          )[0]?.status === 'delivered',
        { what: 'the Discord delivery after recovery' },
      );
    } finally {
      stream.close();
    }
  });
});

/** Discord's answer waits until released, so its lane stays at work (`hanging` once the post arrived). */
function hangDiscord() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { hanging: false, release: () => release() };
  discordAnswer = async () => {
    state.hanging = true;
    await released;
    return { status: 204 };
  };
  return state;
}

describe('lanes', () => {
  it('pauses for the reset between tests: waits for a lane still at work, claims nothing meanwhile, catches up on resume', async () => {
    // test/harness.ts pauses every open app's worker before it empties the tables (the PostgreSQL deadlock 40P01).
    const { captain, tournament } = await enrolledTournament(`${discordBase}8/slow`);
    const discord = hangDiscord();
    const worker = t.app.notifications.worker;
    try {
      await t.database.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'tournament.started',
          recipients: [],
          tournamentId: tournament.id,
          notice: { title: 'Winter Cup has started', body: 'Good luck', link: '#/myprofile' },
        }),
      );
      await waitFor(() => discord.hanging, { what: 'the Discord post' });
      let paused = false;
      const pausing = worker.pause().then(() => (paused = true));
      const during = await t.database.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'team.join_requested',
          recipients: [captain.user.id],
          teamId: 8,
          notice: { title: 'New join request', body: 'Ada asked to join Owls', link: '#/myprofile' },
        }),
      );
      // The Discord lane is still at work: the pause has not ended.
      expect(paused).toBe(false);
      discord.release();
      await pausing;
      const deliveriesOf = () =>
        t.database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, during));
      // Committed during the pause, its wake was kept: no round claimed it.
      const held = await deliveriesOf();
      expect(held.length).toBeGreaterThan(0);
      expect(held.every((d) => d.status === 'pending' && d.attempts === 0)).toBe(true);
      worker.resume();
      await waitFor(async () => (await deliveriesOf()).every((d) => d.status === 'delivered'), {
        what: 'the deliveries of the event committed during the pause, after the resume',
      });
    } finally {
      discord.release();
      worker.resume();
    }
  });

  it("delivers the next event's live update while a Discord post still hangs", async () => {
    const { captain, tournament } = await enrolledTournament(`${discordBase}7/slow`);
    const discord = hangDiscord();
    const stream = await openSse(`${base}/api/notifications/stream`, captain.auth);
    try {
      await stream.waitForEvent((e) => e.event === 'ready');
      const started = await t.database.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'tournament.started',
          recipients: [],
          tournamentId: tournament.id,
          notice: { title: 'Winter Cup has started', body: 'Good luck', link: '#/myprofile' },
        }),
      );
      await waitFor(() => discord.hanging, { what: 'the Discord post' });
      const next = await t.database.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'team.join_requested',
          recipients: [captain.user.id],
          teamId: 7,
          notice: { title: 'New join request', body: 'Ada asked to join Owls', link: '#/myprofile' },
        }),
      );
      await stream.waitForEvent((e) => e.event === 'update' && e.id === String(next), 'the next live update');
      // Discord has not answered yet, and its attempt has neither ended nor timed out: nothing waited for it.
      const [discordDelivery] = await t.database.db
        .select()
        .from(eventDeliveries)
        .where(eq(eventDeliveries.eventId, started))
        .then((rows) => rows.filter((d) => d.channel === 'discord'));
      expect(discordDelivery).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
      discord.release();
      await waitFor(
        async () =>
          (
            await t.database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, started))
          ).every((d) => d.status === 'delivered'),
        { what: 'the Discord delivery once answered' },
      );
    } finally {
      discord.release();
      stream.close();
    }
  });
});

describe('several instances', () => {
  it('deliver each event once per channel, and a stream on one instance receives what the other caused', async () => {
    // A second instance: its own connections to the same database when it is PostgreSQL.
    const url = workerDatabaseUrl();
    const database = url ? openPostgres(url, { log: testLog, poolSize: 5 }) : undefined;
    const other = await createTestApp({ config: channelConfig(), deps: database ? { database } : {} });
    const first = await createTestApp({ config: channelConfig() });
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const firstBase = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
    try {
      const admin = await createAdmin(first.app, first.database);
      const stream = await openSse(`${firstBase}/api/notifications/stream`, admin.auth);
      await stream.waitForEvent((e) => e.event === 'ready');
      // Caused on the other instance.
      const contact = await other.app.inject({
        method: 'POST',
        url: '/api/contactus',
        payload: {
          name: 'Bea',
          email: 'bea@example.com',
          contact_number: '07700900123',
          message: 'Is there a prize for second place?',
        },
      });
      expect(contact.statusCode, contact.body).toBe(200);
      const pushed = await stream.waitForEvent((e) => e.event === 'notification', 'the cross-instance push');
      expect(pushed.data).toMatchObject({
        type: 'admin.contact_message',
        title: 'New contact message from Bea',
      });
      stream.close();

      // Many events with a Discord channel, recorded on both instances at once.
      const game = await insertGame(t.database.db);
      const tournament = await insertTournament(t.database.db, game.id, {
        tournamentName: 'Twin Cup',
        discordWebhookUrl: `${discordBase}9/twin`,
      });
      discordPosts.length = 0;
      const events = 20;
      await Promise.all(
        Array.from({ length: events }, (_, i) =>
          (i % 2 === 0 ? first : other).database.db.transaction((tx) =>
            recordEvent(tx, {
              type: 'match.confirmed',
              recipients: [admin.user.id],
              tournamentId: tournament.id,
              notice: { title: `Result ${i}`, body: `Match ${i} confirmed`, link: '#/myprofile' },
            }),
          ),
        ),
      );
      await waitFor(
        async () =>
          (await t.database.db.select().from(eventDeliveries)).filter(
            (d) => d.channel === 'discord' && d.status === 'delivered',
          ).length === events,
        { what: 'every Discord delivery' },
      );
      // Every worker on this database (this file's own app's too) has finished what it claimed.
      await Promise.all([t, first, other].map((instance) => instance.app.notifications.worker.drain()));
      const titles = discordPosts.map((p) => p.body.embeds[0]!.title).sort();
      expect(titles).toEqual(Array.from({ length: events }, (_, i) => `Result ${i}`).sort());
      // Once per channel is what Discord received (above: every title exactly once), not the attempt count: on a
      // loaded machine a post can time out before it reaches the stand-in, and its retry is the delivery.
      const deliveries = await t.database.db.select().from(eventDeliveries);
      expect(deliveries.filter((d) => d.channel === 'discord').every((d) => d.status === 'delivered')).toBe(
        true,
      );
      const rows = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, admin.user.id));
      expect(rows.filter((n) => n.type === 'match.confirmed')).toHaveLength(events);
    } finally {
      await first.close();
      await other.close();
      await database?.close();
    }
  });
});
