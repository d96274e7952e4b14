/**
 * The `/arena` Discord command (decision 0060) through its public surface, on the test database (embedded or
 * PostgreSQL): requests signed as Discord signs them, with a key pair made here; linking with My Account's
 * one-time code; check-in, matches, reports and standings through the web's own services and refusals.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import { DISCORD_MESSAGES } from '@arena/shared/discord';
import { CHECK_IN_MESSAGES } from '@arena/shared/match-day-messages';
import { SERIES_MESSAGES } from '@arena/shared/series-games';
import { discordLinkCodes, discordLinks } from '../../db/schema/discord';
import { tournamentEntries } from '../../db/schema/tournament-entries';
import { users } from '../../db/schema/users';
import { translateText } from '../../i18n/server-text';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';

const MINUTE = 60_000;

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return { privateKey, hex: Buffer.from(x, 'base64url').toString('hex') };
}

const discordKey = keyPair();
const otherKey = keyPair();
const clock = { at: Date.now(), now: () => new Date(clock.at) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { discordPublicKey: discordKey.hex }, deps: { clock } });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.at = Date.now();
});

type Auth = { authorization: string };
interface DiscordUser {
  id: string;
  username: string;
}
interface Answer {
  type: number;
  data?: { content: string; flags?: number; allowed_mentions: { parse: string[] } };
}

let nextDiscordId = 100_000_000_000_000_000n;
const discordUser = (username: string): DiscordUser => ({ id: String((nextDiscordId += 1n)), username });

/** Posts an interaction as Discord does: Ed25519 over the timestamp and the raw body. */
function interact(
  payload: unknown,
  options: {
    key?: KeyObject;
    headers?: Record<string, string>;
    tamper?: (raw: string) => string;
    timestamp?: number;
  } = {},
) {
  const raw = JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? Math.floor(clock.now().getTime() / 1000));
  const signature = sign(null, Buffer.from(timestamp + raw), options.key ?? discordKey.privateKey).toString(
    'hex',
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/discord/interactions',
    headers: {
      'content-type': 'application/json',
      ...(options.headers ?? { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp }),
    },
    payload: options.tamper ? options.tamper(raw) : raw,
  });
}

/** `/arena <sub> <options>` typed by a Discord user in a server. */
function command(user: DiscordUser, sub: string, options: Record<string, string | number> = {}) {
  return {
    type: 2,
    id: '1',
    application_id: '2',
    token: 'interaction-token',
    data: {
      id: '3',
      name: 'arena',
      type: 1,
      options: [
        {
          name: sub,
          type: 1,
          options: Object.entries(options).map(([name, value]) => ({
            name,
            type: typeof value === 'number' ? 4 : 3,
            value,
          })),
        },
      ],
    },
    member: { user: { id: user.id, username: user.username, global_name: null } },
  };
}

/** The answer's text, checking it is a message (private or not as asked). */
async function say(user: DiscordUser, sub: string, options: Record<string, string | number> = {}) {
  const response = await interact(command(user, sub, options));
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<Answer>();
  expect(answer.type).toBe(4);
  expect(answer.data!.allowed_mentions).toEqual({ parse: [] });
  return { content: answer.data!.content, private: answer.data!.flags === 64 };
}

const newCode = async (auth: Auth) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/discord-link/code', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { code: string; command: string; expires_at: string } }>(response).data;
};
const linkStatus = async (auth: Auth) =>
  body<{ data: { enabled: boolean; link: { discord_user_id: string; discord_username: string } | null } }>(
    await t.app.inject({ url: '/api/discord-link', headers: auth }),
  ).data;

async function linked(auth: Auth, name: string, user = discordUser(`${name}-discord`)) {
  const { code } = await newCode(auth);
  const answer = await say(user, 'link', { code });
  expect(answer).toEqual({ content: DISCORD_MESSAGES.linked(name), private: true });
  return user;
}

describe('the interactions endpoint', () => {
  it('answers a signed PING with a PONG', async () => {
    const response = await interact({ type: 1, id: '1', application_id: '2', token: 'x' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ type: 1 });
  });

  it('refuses with 401 a missing, wrong, tampered, stale or other key signature, and does nothing', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    const { code } = await newCode(player!.auth);
    const user = discordUser('forger');
    const link = command(user, 'link', { code });
    const now = Math.floor(clock.now().getTime() / 1000);
    const refusals = [
      await interact(link, { headers: {} }),
      await interact(link, { headers: { 'x-signature-timestamp': String(now) } }),
      await interact(link, {
        headers: { 'x-signature-ed25519': 'ab'.repeat(64), 'x-signature-timestamp': String(now) },
      }),
      await interact(link, {
        headers: { 'x-signature-ed25519': 'not hex', 'x-signature-timestamp': String(now) },
      }),
      await interact(link, { tamper: (raw) => raw.replace('forger', 'f0rger') }),
      await interact(link, { key: otherKey.privateKey }),
      await interact(link, { timestamp: now - 6 * 60 }),
      await interact({ type: 1 }, { key: otherKey.privateKey }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(401);
      expect(body(response)).toMatchObject({
        status_code: 401,
        status: false,
        error: [DISCORD_MESSAGES.badSignature],
      });
    }
    // The code was not used by any of them: it still links.
    expect((await linkStatus(player!.auth)).link).toBeNull();
    expect(await say(user, 'link', { code })).toEqual({
      content: DISCORD_MESSAGES.linked(player!.user.name),
      private: true,
    });
  });

  it('answers a command typed in a direct message (the user without a member)', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    const user = await linked(player!.auth, player!.user.name);
    const { member, ...direct } = command(user, 'matches');
    const response = await interact({ ...direct, user: member.user });
    expect(response.json<Answer>().data).toMatchObject({
      content: DISCORD_MESSAGES.noOpenMatches,
      flags: 64,
    });
  });

  it('refuses a signed body that is not an interaction with 400', async () => {
    const response = await interact({ hello: 'world' });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('answers 404 with a clear sentence when the server has no DISCORD_PUBLIC_KEY', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/discord/interactions',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ type: 1 }),
      });
      expect(response.statusCode).toBe(404);
      expect(body(response).error).toEqual([DISCORD_MESSAGES.notConfigured]);
      const [player] = await insertSignedInPlayers(bare.database, 1);
      const status = await bare.app.inject({ url: '/api/discord-link', headers: player!.auth });
      expect(body<{ data: { enabled: boolean } }>(status).data.enabled).toBe(false);
      const code = await bare.app.inject({
        method: 'POST',
        url: '/api/discord-link/code',
        headers: player!.auth,
      });
      expect(code.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('linking', () => {
  it('links with a one-time code from My Account, shown with the command to type', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    expect(await linkStatus(player!.auth)).toEqual({ enabled: true, link: null });
    const created = await newCode(player!.auth);
    expect(created.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(created.command).toBe(`/arena link code:${created.code}`);
    expect(new Date(created.expires_at).getTime()).toBe(clock.now().getTime() + 10 * MINUTE);
    // Only its hash is kept.
    const [stored] = await t.database.db.select().from(discordLinkCodes);
    expect(stored!.codeHash).not.toContain(created.code);

    const user = discordUser('nova');
    // Typed in lower case with a dash, as people do.
    const typed = `${created.code.slice(0, 4).toLowerCase()}-${created.code.slice(4)}`;
    expect(await say(user, 'link', { code: typed })).toEqual({
      content: DISCORD_MESSAGES.linked(player!.user.name),
      private: true,
    });
    expect((await linkStatus(player!.auth)).link).toMatchObject({
      discord_user_id: user.id,
      discord_username: 'nova',
    });
  });

  it('uses a code once: a second use, by anyone, is refused', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    const { code } = await newCode(player!.auth);
    await say(discordUser('first'), 'link', { code });
    expect(await say(discordUser('second'), 'link', { code })).toEqual({
      content: DISCORD_MESSAGES.codeInvalid,
      private: true,
    });
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    const user = discordUser('late');
    const { code: replaced } = await newCode(player!.auth);
    const { code } = await newCode(player!.auth);
    expect((await say(user, 'link', { code: replaced })).content).toBe(DISCORD_MESSAGES.codeInvalid);
    clock.at += 10 * MINUTE + 1000;
    expect((await say(user, 'link', { code })).content).toBe(DISCORD_MESSAGES.codeInvalid);
    expect((await linkStatus(player!.auth)).link).toBeNull();
    // A fresh code works.
    const { code: fresh } = await newCode(player!.auth);
    expect((await say(user, 'link', { code: fresh })).content).toBe(
      DISCORD_MESSAGES.linked(player!.user.name),
    );
  });

  it('keeps one Discord user to one account: another account is refused, and its code keeps working', async () => {
    const [first, second] = await insertSignedInPlayers(t.database, 2);
    const user = await linked(first!.auth, first!.user.name);
    const { code } = await newCode(second!.auth);
    expect((await say(user, 'link', { code })).content).toBe(DISCORD_MESSAGES.discordTaken);
    // An account already linked makes no code.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/discord-link/code',
      headers: first!.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error).toEqual([DISCORD_MESSAGES.alreadyLinked]);
    // Unlinked from the first account, the Discord user links to the second with the same code.
    const unlink = await t.app.inject({ method: 'DELETE', url: '/api/discord-link', headers: first!.auth });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect((await say(user, 'link', { code })).content).toBe(DISCORD_MESSAGES.linked(second!.user.name));
  });

  it('unlinks: the Discord user is asked to link again, and a second unlink is 404', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    const user = await linked(player!.auth, player!.user.name);
    expect(await say(user, 'matches')).toEqual({ content: DISCORD_MESSAGES.noOpenMatches, private: true });
    const unlink = await t.app.inject({ method: 'DELETE', url: '/api/discord-link', headers: player!.auth });
    expect(body(unlink).message).toBe(DISCORD_MESSAGES.unlinked);
    expect(await t.database.db.select().from(discordLinks)).toEqual([]);
    expect(await say(user, 'matches')).toEqual({ content: DISCORD_MESSAGES.linkFirst, private: true });
    const again = await t.app.inject({ method: 'DELETE', url: '/api/discord-link', headers: player!.auth });
    expect(again.statusCode).toBe(404);
  });

  it('asks an unlinked Discord user to link first for every private command', async () => {
    const stranger = discordUser('stranger');
    for (const sub of ['checkin', 'matches']) {
      expect(await say(stranger, sub)).toEqual({ content: DISCORD_MESSAGES.linkFirst, private: true });
    }
    expect(await say(stranger, 'report', { score: '2-1' })).toEqual({
      content: DISCORD_MESSAGES.linkFirst,
      private: true,
    });
  });
});

describe('/arena checkin', () => {
  /** A cup whose check-in (30 minutes) is open: it starts in 20 minutes. */
  async function cupInCheckIn(teamSize: number) {
    const game = await insertGame(t.database.db);
    const start = new Date(clock.now().getTime() + 20 * MINUTE);
    return insertTournament(t.database.db, game.id, {
      tournamentName: `Check-in Cup ${game.id}`,
      teamSize,
      totalTeams: 4,
      checkInMinutes: 30,
      tournamentStartDate: start,
      tournamentEndDate: new Date(start.getTime() + 86_400_000),
      registrationDeadlineDate: new Date(start.getTime() - 60 * MINUTE),
    });
  }

  it("checks the captain's team in through the web's check-in", async () => {
    const [captain] = await insertSignedInPlayers(t.database, 1);
    const cup = await cupInCheckIn(1);
    const team = await insertTeam(t.database.db, [captain!.user.id], `Owls ${cup.id}`);
    await enrol(t.database.db, cup.id, team);
    const user = await linked(captain!.auth, captain!.user.name);
    expect(await say(user, 'checkin')).toEqual({
      content: `**${cup.tournamentName}** (Owls ${cup.id}): ${CHECK_IN_MESSAGES.checkedIn}.`,
      private: true,
    });
    const [entry] = await t.database.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, cup.id), eq(tournamentEntries.teamId, team.id)));
    expect(entry!.checkedInAt).not.toBeNull();
  });

  it("refuses a player who is not the captain with the web's sentence", async () => {
    const [captain, member] = await insertSignedInPlayers(t.database, 2);
    const cup = await cupInCheckIn(2);
    const team = await insertTeam(t.database.db, [captain!.user.id, member!.user.id], `Duo ${cup.id}`);
    await enrol(t.database.db, cup.id, team);
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/tournament-check-in',
      headers: member!.auth,
      payload: { tournament_id: cup.id },
    });
    expect(body(web).error[0]).toBe(CHECK_IN_MESSAGES.notCaptain);
    const user = await linked(member!.auth, member!.user.name);
    expect((await say(user, 'checkin')).content).toBe(
      `**${cup.tournamentName}** (Duo ${cup.id}): ${CHECK_IN_MESSAGES.notCaptain}`,
    );
  });

  it('says so when no check-in is open', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    const user = await linked(player!.auth, player!.user.name);
    expect(await say(user, 'checkin')).toEqual({ content: DISCORD_MESSAGES.noCheckIn, private: true });
  });
});

describe('/arena matches, /arena report and /arena standings', () => {
  /** A started single-elimination cup of two solo teams (one match, the final), best of `bestOf`. */
  async function startedFinal(bestOf: number) {
    const db = t.database.db;
    const game = await insertGame(db);
    const cup = await insertTournament(db, game.id, {
      tournamentName: `Final Cup ${game.id}`,
      totalTeams: 2,
      teamSize: 1,
      entryFee: 0,
      bracketFormat: 'single_elimination',
      bestOf,
      finalBestOf: bestOf,
    });
    const [home, away] = await insertSignedInPlayers(t.database, 2);
    const homeTeam = await insertTeam(db, [home!.user.id], `Home ${cup.id}`);
    const awayTeam = await insertTeam(db, [away!.user.id], `Away ${cup.id}`);
    await enrol(db, cup.id, homeTeam);
    await enrol(db, cup.id, awayTeam);
    expect(await t.app.lifecycle.start(cup.id)).toBe('started');
    return {
      cup,
      home: { ...home!, discord: await linked(home!.auth, home!.user.name) },
      away: { ...away!, discord: await linked(away!.auth, away!.user.name) },
    };
  }

  it('lists open matches, reports the result as each captain, and shows the final placings', async () => {
    const { cup, home, away } = await startedFinal(1);
    const listed = await say(home.discord, 'matches');
    expect(listed.private).toBe(true);
    const matchId = Number(/Match (\d+):/.exec(listed.content)?.[1]);
    expect(listed.content).toBe(
      `**${cup.tournamentName}**, Final: vs Away ${cup.id}. Ready to play. Match ${matchId}: <${t.config.publicUrl}/#/match?id=${matchId}>`,
    );

    expect(await say(home.discord, 'report', { score: '2-1' })).toEqual({
      content: `${BRACKET_MESSAGES.reportRecorded}. <${t.config.publicUrl}/#/match?id=${matchId}>`,
      private: true,
    });
    expect((await say(home.discord, 'matches')).content).toContain('Waiting for the other captain');
    expect((await say(away.discord, 'report', { score: '1 - 2' })).content).toBe(
      `${BRACKET_MESSAGES.reportConfirmed}. <${t.config.publicUrl}/#/match?id=${matchId}>`,
    );
    expect((await say(home.discord, 'matches')).content).toBe(DISCORD_MESSAGES.noOpenMatches);
    expect((await say(home.discord, 'report', { score: '2-1' })).content).toBe(
      DISCORD_MESSAGES.noMatchToReport,
    );

    // Public: anyone's standings, by id or by name; the player's own cup when none is named.
    const byId = await say(discordUser('visitor'), 'standings', { tournament: String(cup.id) });
    expect(byId.private).toBe(false);
    expect(byId.content).toContain('Final placings:');
    expect(byId.content).toContain(`1. Home ${cup.id}`);
    expect(byId.content).toContain(`2. Away ${cup.id}`);
    expect(
      (await say(discordUser('visitor'), 'standings', { tournament: cup.tournamentName.toLowerCase() }))
        .content,
    ).toBe(byId.content);
    expect((await say(away.discord, 'standings')).content).toBe(byId.content);
  });

  it("refuses a report as the web does, with the web's sentences", async () => {
    const { home } = await startedFinal(3);
    const matchId = Number(/Match (\d+):/.exec((await say(home.discord, 'matches')).content)?.[1]);
    // An incomplete series: the web refuses it, and Discord says the same.
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/report-match-score',
      headers: home.auth,
      payload: { match_id: matchId, own_score: 1, opponent_score: 0 },
    });
    expect(body(web).error[0]).toBe(SERIES_MESSAGES.incompleteSeries(3));
    expect(await say(home.discord, 'report', { score: '1-0' })).toEqual({
      content: SERIES_MESSAGES.incompleteSeries(3),
      private: true,
    });
    expect((await say(home.discord, 'report', { score: 'two-one' })).content).toBe(
      DISCORD_MESSAGES.scoreFormat,
    );
    expect((await say(home.discord, 'report', { score: '2-0', games: 'won both' })).content).toBe(
      DISCORD_MESSAGES.gamesFormat,
    );
    // A series with its games is recorded.
    expect(
      (await say(home.discord, 'report', { score: '2-1', games: '13-7, 9-13, 13-10' })).content,
    ).toContain(BRACKET_MESSAGES.reportRecorded);
  });

  it('answers standings of a cup not started, and asks which cup when none is named', async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { tournamentName: `Winter Open ${game.id}` });
    const visitor = discordUser('visitor');
    expect((await say(visitor, 'standings', { tournament: `winter open ${game.id}` })).content).toContain(
      DISCORD_MESSAGES.notStarted,
    );
    expect((await say(visitor, 'standings', { tournament: String(cup.id) })).content).toContain(
      `**Winter Open ${game.id}** (pending)`,
    );
    expect(await say(visitor, 'standings')).toEqual({
      content: DISCORD_MESSAGES.nameTournament,
      private: true,
    });
    expect(await say(visitor, 'standings', { tournament: 'No such cup anywhere' })).toEqual({
      content: DISCORD_MESSAGES.noSuchTournament,
      private: true,
    });
  });
});

describe('/arena answers in the player’s language (decision 0062)', () => {
  it('answers in German for a German Discord client, in English without a locale', async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { tournamentName: `Herbst Cup ${game.id}` });
    const visitor = discordUser('visitor');
    const ask = async (locale: string | undefined, tournament: string) => {
      const response = await interact({
        ...command(visitor, 'standings', { tournament }),
        ...(locale ? { locale } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Answer>().data!.content;
    };
    expect(await ask('de', String(cup.id))).toContain(`Herbst Cup ${game.id} hat noch nicht begonnen.`);
    expect(await ask('de', 'No such cup anywhere')).toBe(
      translateText('de', DISCORD_MESSAGES.noSuchTournament),
    );
    expect(await ask('de', 'No such cup anywhere')).not.toBe(DISCORD_MESSAGES.noSuchTournament);
    expect(await ask('es-ES', 'No such cup anywhere')).toBe(
      translateText('es', DISCORD_MESSAGES.noSuchTournament),
    );
    expect(await ask(undefined, String(cup.id))).toContain(
      `Herbst Cup ${game.id} ${DISCORD_MESSAGES.notStarted}`,
    );
    expect(await ask('en-US', 'No such cup anywhere')).toBe(DISCORD_MESSAGES.noSuchTournament);
  });

  it('answers in the linked account’s language before the Discord client’s', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    const user = await linked(player!.auth, player!.user.name);
    await t.database.db.update(users).set({ language: 'pl' }).where(eq(users.id, player!.user.id));
    const response = await interact({ ...command(user, 'matches'), locale: 'de' });
    expect(response.json<Answer>().data!.content).toBe(translateText('pl', DISCORD_MESSAGES.noOpenMatches));
    expect(translateText('pl', DISCORD_MESSAGES.noOpenMatches)).not.toBe(DISCORD_MESSAGES.noOpenMatches);
  });
});
