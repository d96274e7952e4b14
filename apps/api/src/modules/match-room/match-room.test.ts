import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MATCH_ROOM_MESSAGES } from '@arena/shared/match-room';
import { MEMBER } from '@arena/shared/teams';
import { domainEvents, eventDeliveries } from '../../db/schema/notifications';
import { teamMembers } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { body, createTestApp, resetLimiters, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers, registerAndLogin } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { promoteToAdmin } from '../../../test/admin-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetLimiters());

type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };

async function admin(): Promise<Player> {
  const player = await registerAndLogin(t.app);
  await promoteToAdmin(t.app, t.database, player);
  return { user: { id: player.user.id, name: player.name }, auth: player.auth };
}

/** A started 2v2 cup of 4 teams; the first ready match with its two teams (captain and mate each). */
async function readyMatch() {
  const game = await insertGame(t.database.db);
  const cup = await insertTournament(t.database.db, game.id, { teamSize: 2, totalTeams: 4, entryFee: 0 });
  const sides: Array<{ teamId: number; captain: Player; mate: Player }> = [];
  for (let i = 0; i < 4; i += 1) {
    const [captain, mate] = await insertSignedInPlayers(t.database, 2);
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id]);
    await enrol(t.database.db, cup.id, team);
    sides.push({ teamId: team.id, captain: captain!, mate: mate! });
  }
  expect(await t.app.lifecycle.start(cup.id)).toBe('started');
  const mine = body<{ data: Array<{ match_id: number; my_team_id: number; status: string }> }>(
    await t.app.inject({ url: `/api/my-matches?tournament_id=${cup.id}`, headers: sides[0]!.captain.auth }),
  ).data;
  const match = mine.find((m) => m.status === 'ready')!;
  const room = body<{ data: { teams: Array<{ team_id: number }> } }>(
    await t.app.inject({
      url: `/api/match-room?match_id=${match.match_id}`,
      headers: sides[0]!.captain.auth,
    }),
  ).data;
  const [a, b] = room.teams.map((team) => sides.find((s) => s.teamId === team.team_id)!);
  const others = sides.filter((s) => s !== a && s !== b);
  return { cup, matchId: match.match_id, a: a!, b: b!, others };
}

const post = (player: Player, matchId: number, message: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/match-messages',
    headers: player.auth,
    payload: { match_id: matchId, message },
  });
const thread = (player: Player, matchId: number) =>
  t.app.inject({ url: `/api/match-messages?match_id=${matchId}`, headers: player.auth });

describe('match room', () => {
  it('shows round and both entered rosters with platform IDs to the two teams and admins; 404 to everyone else', async () => {
    const { matchId, a, b, others } = await readyMatch();
    await t.database.db.update(users).set({ psn: 'PSN-MATE-A' }).where(eq(users.id, a.mate.user.id));
    const organiser = await admin();

    for (const viewer of [a.captain, a.mate, b.captain, b.mate, organiser]) {
      const response = await t.app.inject({
        url: `/api/match-room?match_id=${matchId}`,
        headers: viewer.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      const room = body<{
        data: {
          round_label: string;
          report_deadline: string | null;
          my_team_id: number | null;
          teams: Array<{
            team_id: number;
            players: Array<{ user_id: number; name: string; psn: string | null; is_captain: boolean }>;
          }>;
        };
      }>(response).data;
      expect(room.teams.map((team) => team.team_id).sort()).toEqual([a.teamId, b.teamId].sort());
      expect(room.round_label).toBeTruthy();
      expect(room.report_deadline).toBeNull();
      expect(room.my_team_id).toBe(
        viewer === organiser ? null : [a.captain, a.mate].includes(viewer) ? a.teamId : b.teamId,
      );
      const teamA = room.teams.find((team) => team.team_id === a.teamId)!;
      expect(teamA.players.map((p) => [p.user_id, p.name, p.is_captain, p.psn])).toEqual([
        [a.captain.user.id, a.captain.user.name, true, null],
        [a.mate.user.id, a.mate.user.name, false, 'PSN-MATE-A'],
      ]);
    }

    const [stranger] = await insertSignedInPlayers(t.database, 1);
    for (const outsider of [stranger!, others[0]!.captain]) {
      for (const url of [`/api/match-room?match_id=${matchId}`, `/api/match-messages?match_id=${matchId}`]) {
        const response = await t.app.inject({ url, headers: outsider.auth });
        expect(response.statusCode, response.body).toBe(404);
        expect(body(response).error[0]).toBe('The match was not found');
      }
      const written = await post(outsider, matchId, 'let me in');
      expect(written.statusCode, written.body).toBe(404);
    }
    const unknown = await t.app.inject({ url: '/api/match-room?match_id=999999', headers: a.captain.auth });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: `/api/match-messages?match_id=${matchId}` });
    expect(anonymous.statusCode).toBe(403);
  });

  it("follows the roster each team entered with, not the team's members now", async () => {
    const { matchId, a } = await readyMatch();
    // After the match is set, the team changes: its mate leaves and a newcomer joins.
    const [newcomer] = await insertSignedInPlayers(t.database, 1);
    await t.database.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, a.teamId), eq(teamMembers.userId, a.mate.user.id)));
    await t.database.db
      .insert(teamMembers)
      .values({ teamId: a.teamId, userId: newcomer!.user.id, isAccepted: MEMBER.accepted });

    // The player who left still sees the match they play (rosters, thread) and may write in it.
    const room = await t.app.inject({ url: `/api/match-room?match_id=${matchId}`, headers: a.mate.auth });
    expect(room.statusCode, room.body).toBe(200);
    expect(body<{ data: { my_team_id: number } }>(room).data.my_team_id).toBe(a.teamId);
    expect((await thread(a.mate, matchId)).statusCode).toBe(200);
    expect((await post(a.mate, matchId, 'Still here.')).statusCode).toBe(200);

    // The newcomer played no part in it: neither rosters (platform IDs) nor thread nor evidence.
    for (const url of [`/api/match-room?match_id=${matchId}`, `/api/match-messages?match_id=${matchId}`]) {
      const response = await t.app.inject({ url, headers: newcomer!.auth });
      expect(response.statusCode, response.body).toBe(404);
      expect(body(response).error[0]).toBe('The match was not found');
    }
    expect((await post(newcomer!, matchId, 'hello')).statusCode).toBe(404);
  });

  it('keeps a thread between the two teams and the admin, stores hostile text as text, tells the others', async () => {
    const { matchId, a, b } = await readyMatch();
    const organiser = await admin();
    const html = '<img src=x onerror=alert(1)><script>steal()</script> GG at 8?';
    expect((await post(a.captain, matchId, `  ${html}\n`)).statusCode).toBe(200);
    expect((await post(b.mate, matchId, 'Ready ✔ 🎮')).statusCode).toBe(200);
    const fromAdmin = await post(organiser, matchId, 'Please report by 9.');
    expect(fromAdmin.statusCode, fromAdmin.body).toBe(200);
    expect(body(fromAdmin).message).toBe(MATCH_ROOM_MESSAGES.posted);

    for (const viewer of [a.mate, b.captain, organiser]) {
      const messages = body<{
        data: Array<{ author_name: string; team_id: number | null; is_admin: boolean; message: string }>;
      }>(await thread(viewer, matchId)).data;
      expect(messages.map((m) => [m.author_name, m.team_id, m.is_admin, m.message])).toEqual([
        [a.captain.user.name, a.teamId, false, html],
        [b.mate.user.name, b.teamId, false, 'Ready ✔ 🎮'],
        [organiser.user.name, null, true, 'Please report by 9.'],
      ]);
    }

    const events = (await t.database.db.select().from(domainEvents).orderBy(domainEvents.id)).filter(
      (e) => e.type === 'match.message',
    );
    expect(events).toHaveLength(3);
    expect([...(events[0]!.recipients as number[])].sort()).toEqual(
      [a.mate.user.id, b.captain.user.id, b.mate.user.id].sort(),
    );
    expect(events[0]!.notice.link).toBe(`#/match?id=${matchId}`);
  });

  it("refreshes every admin's room with each message, and rings the organisers only for a match they decide", async () => {
    const { matchId, a, b } = await readyMatch();
    const organiser = await admin();
    const adminEvents = async () => {
      const events = (await t.database.db.select().from(domainEvents).orderBy(domainEvents.id)).filter(
        (e) => e.type === 'admin.match_message' && e.matchId === matchId,
      );
      return Promise.all(
        events.map(async (event) => ({
          body: event.notice.body,
          recipients: event.recipients,
          channels: (
            await t.database.db
              .select({ channel: eventDeliveries.channel })
              .from(eventDeliveries)
              .where(eq(eventDeliveries.eventId, event.id))
          )
            .map((d) => d.channel)
            .sort(),
        })),
      );
    };
    const report = (side: typeof a, own: number, opponent: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/report-match-score',
        headers: side.captain.auth,
        payload: { match_id: matchId, own_score: own, opponent_score: opponent },
      });

    expect((await post(a.captain, matchId, 'GG, reporting now')).statusCode).toBe(200);
    // Both captains claim the win: a dispute, which the organiser decides.
    expect((await report(a, 2, 0)).statusCode).toBe(200);
    expect((await report(b, 2, 0)).statusCode).toBe(200);
    expect((await post(b.captain, matchId, 'We won 2-0, see the screenshot')).statusCode).toBe(200);
    expect((await post(organiser, matchId, 'Looking into it')).statusCode).toBe(200);

    expect(await adminEvents()).toEqual([
      { body: 'GG, reporting now', recipients: 'admins', channels: ['live'] },
      { body: 'We won 2-0, see the screenshot', recipients: 'admins', channels: ['in_app', 'live'] },
      // An organiser's own message tells nobody; the other admins' rooms still follow it.
      { body: 'Looking into it', recipients: 'admins', channels: ['live'] },
    ]);
  });

  it('refuses empty, control-character, overlong and huge messages, and bad match ids', async () => {
    const { matchId, a } = await readyMatch();
    const refusals: Array<[unknown, number, string?]> = [
      ['', 400, MATCH_ROOM_MESSAGES.empty],
      ['   \n  ', 400, MATCH_ROOM_MESSAGES.empty],
      [undefined, 400, MATCH_ROOM_MESSAGES.empty],
      // NUL is refused for every JSON body before the route (decision 0013).
      ['nul\u0000byte', 400],
      ['bell\u0007', 400, MATCH_ROOM_MESSAGES.controlCharacters],
      ['x'.repeat(501), 400, MATCH_ROOM_MESSAGES.tooLong],
      [{ html: '<b>' }, 400],
      [['a'], 400],
      ['x'.repeat(20_000), 413],
    ];
    for (const [message, status, sentence] of refusals) {
      const response = await post(a.captain, matchId, message);
      expect(response.statusCode, `${JSON.stringify(message)?.slice(0, 40)}: ${response.body}`).toBe(status);
      if (sentence) expect(body(response).error).toContain(sentence);
    }
    expect((await post(a.captain, matchId, 'é'.repeat(500))).statusCode).toBe(200);
    for (const id of ['abc', '-1', '']) {
      const response = await t.app.inject({
        url: `/api/match-messages?match_id=${id}`,
        headers: a.captain.auth,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(body<{ data: unknown[] }>(await thread(a.captain, matchId)).data).toHaveLength(1);
  });

  it('is rate-limited per player and match', async () => {
    const { matchId, a, b } = await readyMatch();
    for (let i = 0; i < 10; i += 1)
      expect((await post(a.captain, matchId, `message ${i}`)).statusCode).toBe(200);
    const limited = await post(a.captain, matchId, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(b.captain, matchId, 'the other side still can')).statusCode).toBe(200);
    expect(body<{ data: unknown[] }>(await thread(a.captain, matchId)).data).toHaveLength(11);
  });
});
