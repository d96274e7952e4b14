/**
 * Match deadlines, the no-show queue and forfeits (decision 0024), through the public surface and
 * the sweep, on the test database (embedded or PostgreSQL). Time moves through the app's clock, never a sleep.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRACKET_MESSAGES, type MyMatch, type TournamentBracket } from '@arena/shared/brackets';
import { MATCH_CONTROL_MESSAGES, type ControlRoom } from '@arena/shared/match-control';
import type { MatchRoom } from '@arena/shared/match-room';
import { matchResultAudit } from '../../db/schema/brackets';
import { matchDeadlines } from '../../db/schema/match-deadlines';
import { domainEvents } from '../../db/schema/notifications';
import { outboxEmails } from '../../db/schema/outbox';
import { formatZonedDateTime, TIME_ZONE_MESSAGES } from '@arena/shared/time-format';
import { waitFor } from '../../../test/timeouts';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { body, type TestApp } from '../../../test/harness';
import { twoInstancesOnATestClock } from '../../../test/two-instances';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { promoteToAdmin } from '../../../test/admin-fixtures';

const MINUTE = 60_000;

/** A clock the tests move by hand; both app instances read it. */
// A second instance on the same database: the sweep must act once between them.
const { clock, instances } = twoInstancesOnATestClock();
const advance = (ms: number) => {
  clock.at += ms;
};
let t: TestApp;
let other: TestApp;
beforeAll(() => {
  ({ t, other } = instances);
});

type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };
interface Entrant {
  seed: number;
  teamId: number;
  captain: Player;
}

const post = (url: string, auth: Auth | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, payload });
const get = (url: string, auth?: Auth) => t.app.inject({ url, headers: auth ?? {} });

async function admin(): Promise<Player> {
  const [player] = await insertSignedInPlayers(t.database, 1);
  await promoteToAdmin(t.app, t.database, player!);
  return player!;
}

/** A pending cup of `count` one-player teams with a report deadline, started by the organiser's Start. */
async function startedCup(count: number, minutes = 30) {
  const db = t.database.db;
  const game = await insertGame(db);
  const cup = await insertTournament(db, game.id, {
    totalTeams: 8,
    teamSize: 1,
    winningPrizePence: 10_000,
    matchReportMinutes: minutes,
  });
  const people = await insertSignedInPlayers(t.database, count);
  const entrants: Entrant[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const captain = people[seed - 1]!;
    const team = await insertTeam(db, [captain.user.id], `Seed ${seed} ${cup.id}`);
    await enrol(db, cup.id, team);
    entrants.push({ seed, teamId: team.id, captain });
  }
  const organiser = await admin();
  const started = await post(`/api/admin/tournaments/${cup.id}/start`, organiser.auth, {});
  expect(started.statusCode, started.body).toBe(200);
  return { cup, entrants, organiser, startedAt: clock.now() };
}
type Cup = Awaited<ReturnType<typeof startedCup>>;

async function bracketOf(tournamentId: number): Promise<TournamentBracket> {
  const response = await get(`/api/tournament-bracket?tournament_id=${tournamentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentBracket }>(response).data;
}

async function myMatches(cup: Cup, player: Player): Promise<MyMatch[]> {
  const response = await get(`/api/my-matches?tournament_id=${cup.cup.id}`, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: MyMatch[] }>(response).data;
}

async function controlRoom(cup: Cup): Promise<ControlRoom> {
  const response = await get(`/api/admin/tournaments/${cup.cup.id}/control-room`, cup.organiser.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: ControlRoom }>(response).data;
}

/** The team ids of a match's two sides, in its order. */
function teamsIn(bracket: TournamentBracket, matchId: number): [number | null, number | null] {
  const match = bracket.matches.find((m) => m.id === matchId)!;
  const team = (id: number | null | undefined) =>
    bracket.participants.find((p) => p.id === id)?.team_id ?? null;
  return [team(match.opponent1?.id), team(match.opponent2?.id)];
}

const entrantOf = (cup: Cup, teamId: number | null) => cup.entrants.find((e) => e.teamId === teamId)!;

const report = (player: Player, matchId: number, own: number, opponent: number) =>
  post('/api/report-match-score', player.auth, {
    match_id: matchId,
    own_score: own,
    opponent_score: opponent,
  });

async function auditOf(tournamentId: number) {
  return t.database.db
    .select()
    .from(matchResultAudit)
    .where(eq(matchResultAudit.tournamentId, tournamentId))
    .orderBy(asc(matchResultAudit.id));
}

async function eventsOf(tournamentId: number, type: string) {
  const rows = await t.database.db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.tournamentId, tournamentId));
  return rows.filter((row) => row.type === type);
}

/** The first-round matches, from the captains' own list. */
async function readyMatchIds(cup: Cup): Promise<number[]> {
  const room = await controlRoom(cup);
  return room.matches.filter((m) => m.state === 'ready').map((m) => m.match_id);
}

describe('match report deadlines', () => {
  it('sets the deadline when a match becomes ready and shows it to both captains while it can be reported', async () => {
    const cup = await startedCup(4, 45);
    const expected = new Date(cup.startedAt.getTime() + 45 * MINUTE).toISOString();
    for (const entrant of cup.entrants) {
      const [first] = await myMatches(cup, entrant.captain);
      expect(first!.status).toBe('ready');
      expect(first!.report_deadline).toBe(expected);
    }
    const room = await controlRoom(cup);
    const ready = room.matches.filter((m) => m.state === 'ready');
    expect(ready).toHaveLength(2);
    for (const match of ready) {
      expect(match.ready_at).toBe(cup.startedAt.toISOString());
      expect(match.report_deadline).toBe(expected);
      expect(match.deadline_state).toBe('open');
    }
    // The match room shows the same deadline to the match's captains.
    const roomAnswer = await get(`/api/match-room?match_id=${ready[0]!.match_id}`, cup.organiser.auth);
    expect(roomAnswer.statusCode, roomAnswer.body).toBe(200);
    expect(body<{ data: { report_deadline: string | null } }>(roomAnswer).data.report_deadline).toBe(
      expected,
    );
    // The final waits for its teams: no deadline yet.
    const final = room.matches.find((m) => m.state === 'waiting');
    expect(final?.report_deadline ?? null).toBeNull();
  });

  it('does nothing before the deadline', async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const [one] = cup.entrants;
    expect((await report(one!.captain, matchId!, 2, 0)).statusCode).toBe(200);
    advance(29 * MINUTE);
    const swept = await t.app.matchDay.deadlines.sweep();
    expect(swept.autoConfirmed).toBe(0);
    expect((await controlRoom(cup)).matches[0]!.state).toBe('awaiting_opponent');
  });

  it('confirms a single report at the deadline, the bracket advances and the next match gets its own deadline', async () => {
    const cup = await startedCup(4);
    const bracket = await bracketOf(cup.cup.id);
    const [first, second] = await readyMatchIds(cup);
    const [a, b] = teamsIn(bracket, first!);
    const [c, d] = teamsIn(bracket, second!);
    // First match: only team a's captain reports a win. Second: both agree that d won.
    expect((await report(entrantOf(cup, a).captain, first!, 3, 1)).statusCode).toBe(200);
    expect((await report(entrantOf(cup, c).captain, second!, 0, 2)).statusCode).toBe(200);
    expect((await report(entrantOf(cup, d).captain, second!, 2, 0)).statusCode).toBe(200);

    advance(30 * MINUTE);
    const swept = await t.app.matchDay.deadlines.sweep();
    expect(swept).toMatchObject({ autoConfirmed: 1, noShows: 0 });

    const after = await bracketOf(cup.cup.id);
    const decided = after.matches.find((m) => m.id === first)!;
    expect(decided.status).toBeGreaterThanOrEqual(4);
    expect(decided.opponent1?.score).toBe(3);
    expect(decided.opponent2?.score).toBe(1);
    const final = after.matches.find((m) => m.id !== first && m.id !== second)!;
    expect(teamsIn(after, final.id).sort()).toEqual([a, d].sort());

    const audit = await auditOf(cup.cup.id);
    const auto = audit.filter((row) => row.action === 'auto_confirmed');
    expect(auto).toHaveLength(1);
    expect(auto[0]).toMatchObject({ matchId: first, actorUserId: null });
    const told = await eventsOf(cup.cup.id, 'match.auto_confirmed');
    expect(told).toHaveLength(1);
    // Only the second match had two agreeing captains: the first is not said to be agreed.
    expect((await eventsOf(cup.cup.id, 'match.confirmed')).map((e) => e.matchId)).toEqual([second]);
    expect([...(told[0]!.recipients as number[])].sort()).toEqual(
      [entrantOf(cup, a).captain.user.id, entrantOf(cup, b).captain.user.id].sort(),
    );

    // The final became ready now: its deadline runs from now, and the loser's list shows no deadline.
    const [finalForA] = (await myMatches(cup, entrantOf(cup, a).captain)).filter(
      (m) => m.match_id === final.id,
    );
    expect(finalForA!.report_deadline).toBe(new Date(clock.at + 30 * MINUTE).toISOString());
    const loserList = await myMatches(cup, entrantOf(cup, b).captain);
    expect(loserList.every((m) => m.report_deadline === null)).toBe(true);
  });

  it('runs a cup to its end on deadlines alone and pays the prize', async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const bracket = await bracketOf(cup.cup.id);
    const [winner] = teamsIn(bracket, matchId!);
    const champion = entrantOf(cup, winner);
    expect((await report(champion.captain, matchId!, 1, 0)).statusCode).toBe(200);
    advance(31 * MINUTE);
    expect((await t.app.matchDay.deadlines.sweep()).autoConfirmed).toBe(1);

    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, cup.cup.id));
    expect(row!.tournamentState).toBe('completed');
    const [paid] = await t.database.db.select().from(users).where(eq(users.id, champion.captain.user.id));
    expect(paid!.walletPence).toBe(10_000);
  });

  it('puts a match nobody reported in the no-show queue and tells the organisers', async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    advance(30 * MINUTE);
    expect(await t.app.matchDay.deadlines.sweep()).toMatchObject({ noShows: 1, autoConfirmed: 0 });
    const room = await controlRoom(cup);
    expect(room.no_show_count).toBe(1);
    expect(room.matches[0]).toMatchObject({ match_id: matchId, state: 'no_show', deadline_state: 'no_show' });
    const told = await eventsOf(cup.cup.id, 'admin.match_no_show');
    expect(told).toHaveLength(1);
    expect(told[0]!.recipients).toBe('admins');
    // Nothing is decided for the organiser, and a second round does not queue it twice.
    expect((await bracketOf(cup.cup.id)).matches[0]!.status).toBeLessThan(4);
    expect((await t.app.matchDay.deadlines.sweep()).noShows).toBe(0);
    expect(await eventsOf(cup.cup.id, 'admin.match_no_show')).toHaveLength(1);
  });

  it('refuses a late report once the match is in the no-show queue; the organiser still decides it', async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const [one, two] = cup.entrants;
    advance(30 * MINUTE);
    expect((await t.app.matchDay.deadlines.sweep()).noShows).toBe(1);

    // Both captains report the same result late: neither report is taken, nothing moves behind the organiser.
    for (const [captain, own, opponent] of [
      [one!.captain, 2, 0],
      [two!.captain, 0, 2],
    ] as const) {
      const late = await report(captain, matchId!, own, opponent);
      expect(late.statusCode, late.body).toBe(409);
      expect(body(late).error).toEqual([BRACKET_MESSAGES.reportAfterNoShow]);
    }
    expect(await eventsOf(cup.cup.id, 'match.opponent_reported')).toEqual([]);
    expect((await bracketOf(cup.cup.id)).matches[0]!.status).toBeLessThan(4);
    expect((await controlRoom(cup)).matches[0]).toMatchObject({
      match_id: matchId,
      state: 'no_show',
      deadline_state: 'no_show',
    });
    // The captains' list says who decides now, offers no report form and shows no running deadline.
    expect((await myMatches(cup, one!.captain))[0]).toMatchObject({
      match_id: matchId,
      status: 'no_show',
      can_report: false,
      report_deadline: null,
    });

    const decided = await post(`/api/admin/matches/${matchId}/result`, cup.organiser.auth, {
      opponent1_score: 1,
      opponent2_score: 0,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await myMatches(cup, one!.captain))[0]!.status).toBe('confirmed');
  });

  it('tells both captains their match is with the organiser; the match room then shows no deadline', async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const [one, two] = cup.entrants;
    const room = async (viewer: Player) => {
      const response = await get(`/api/match-room?match_id=${matchId}`, viewer.auth);
      expect(response.statusCode, response.body).toBe(200);
      return body<{ data: { report_deadline: string | null; no_show: boolean } }>(response).data;
    };
    expect(await room(one!.captain)).toMatchObject({ report_deadline: expect.any(String), no_show: false });

    advance(30 * MINUTE);
    expect((await t.app.matchDay.deadlines.sweep()).noShows).toBe(1);
    const told = await eventsOf(cup.cup.id, 'match.no_show');
    expect(told).toHaveLength(1);
    expect([...(told[0]!.recipients as number[])].sort()).toEqual(
      [one!.captain.user.id, two!.captain.user.id].sort(),
    );
    expect(told[0]!.notice).toMatchObject({
      body: BRACKET_MESSAGES.reportAfterNoShow,
      link: `#/match?id=${matchId}`,
    });
    for (const viewer of [one!.captain, two!.captain, cup.organiser])
      expect(await room(viewer)).toMatchObject({ report_deadline: null, no_show: true });

    // Once the organiser decided it, it is no longer with them.
    const decided = await post(`/api/admin/matches/${matchId}/result`, cup.organiser.auth, {
      opponent1_score: 1,
      opponent2_score: 0,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await room(one!.captain)).toMatchObject({ report_deadline: null, no_show: false });
  });

  it('refuses a late report on a match the deadline confirmed, and keeps the confirmed result', async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const bracket = await bracketOf(cup.cup.id);
    const [first, second] = teamsIn(bracket, matchId!);
    expect((await report(entrantOf(cup, first).captain, matchId!, 3, 0)).statusCode).toBe(200);
    advance(30 * MINUTE);
    expect((await t.app.matchDay.deadlines.sweep()).autoConfirmed).toBe(1);

    const late = await report(entrantOf(cup, second).captain, matchId!, 3, 0);
    expect(late.statusCode, late.body).toBe(400);
    expect(body(late).error).toEqual([BRACKET_MESSAGES.alreadyConfirmed]);
    const after = (await bracketOf(cup.cup.id)).matches.find((m) => m.id === matchId)!;
    expect([after.opponent1?.score, after.opponent2?.score]).toEqual([3, 0]);
  });

  it('leaves two different reports to the dispute queue at the deadline', async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const [one, two] = cup.entrants;
    await report(one!.captain, matchId!, 2, 0);
    await report(two!.captain, matchId!, 2, 0);
    advance(30 * MINUTE);
    expect(await t.app.matchDay.deadlines.sweep()).toMatchObject({ disputed: 1, autoConfirmed: 0 });
    expect((await controlRoom(cup)).matches[0]).toMatchObject({
      state: 'disputed',
      deadline_state: 'disputed',
    });
    // The captains no longer see a deadline that passed: the dispute is the organiser's now.
    for (const entrant of [one!, two!]) {
      const [mine] = await myMatches(cup, entrant.captain);
      expect(mine).toMatchObject({ status: 'disputed', report_deadline: null });
      const room = await get(`/api/match-room?match_id=${matchId}`, entrant.captain.auth);
      expect(body<{ data: { report_deadline: string | null } }>(room).data.report_deadline).toBeNull();
    }
  });

  it('acts once when two instances sweep the same deadlines together', async () => {
    const cup = await startedCup(4);
    const bracket = await bracketOf(cup.cup.id);
    const [first, second] = await readyMatchIds(cup);
    const [a] = teamsIn(bracket, first!);
    await report(entrantOf(cup, a).captain, first!, 2, 1);
    advance(30 * MINUTE);
    const [mine, theirs] = await Promise.all([
      t.app.matchDay.deadlines.sweep(),
      other.app.matchDay.deadlines.sweep(),
    ]);
    expect(mine.autoConfirmed + theirs.autoConfirmed).toBe(1);
    expect(mine.noShows + theirs.noShows).toBe(1);
    const audit = await auditOf(cup.cup.id);
    expect(audit.filter((row) => row.action === 'auto_confirmed')).toHaveLength(1);
    expect(await eventsOf(cup.cup.id, 'match.auto_confirmed')).toHaveLength(1);
    expect(await eventsOf(cup.cup.id, 'admin.match_no_show')).toHaveLength(1);
    const states = await t.database.db
      .select({ matchId: matchDeadlines.matchId, state: matchDeadlines.state })
      .from(matchDeadlines)
      .where(eq(matchDeadlines.tournamentId, cup.cup.id));
    expect(states.find((s) => s.matchId === first)?.state).toBe('auto_confirmed');
    expect(states.find((s) => s.matchId === second)?.state).toBe('no_show');
  });

  it('sets no deadline when the tournament has none, and the sweep leaves its matches alone', async () => {
    const cup = await startedCup(2, 0);
    const [entrant] = cup.entrants;
    expect((await myMatches(cup, entrant!.captain))[0]!.report_deadline).toBeNull();
    advance(20 * 60 * MINUTE);
    expect(await t.app.matchDay.deadlines.sweep()).toMatchObject({ autoConfirmed: 0, noShows: 0 });
    expect((await controlRoom(cup)).matches[0]).toMatchObject({ state: 'ready', deadline_state: 'open' });
  });
});

describe('forfeits', () => {
  const forfeit = (player: Player, matchId: number, payload: Record<string, unknown>) =>
    post(`/api/admin/matches/${matchId}/forfeit`, player.auth, payload);

  it('resolves a no-show: the other team goes through, the forfeit is audited and both teams are told', async () => {
    const cup = await startedCup(4);
    const bracket = await bracketOf(cup.cup.id);
    const [first] = await readyMatchIds(cup);
    const [a, b] = teamsIn(bracket, first!);
    advance(30 * MINUTE);
    await t.app.matchDay.deadlines.sweep();
    expect((await controlRoom(cup)).no_show_count).toBe(2);

    const response = await forfeit(cup.organiser, first!, { team_id: a, reason: 'Did not show up' });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).message).toBe(MATCH_CONTROL_MESSAGES.forfeitSaved);

    const after = await bracketOf(cup.cup.id);
    const match = after.matches.find((m) => m.id === first)!;
    expect(match.status).toBeGreaterThanOrEqual(4);
    const final = after.matches.find((m) => m.id !== first && teamsIn(after, m.id).includes(b));
    expect(final).toBeDefined();
    const room = await controlRoom(cup);
    expect(room.no_show_count).toBe(1);
    const resolved = room.matches.find((m) => m.match_id === first)!;
    expect(resolved).toMatchObject({ state: 'confirmed', deadline_state: 'closed' });
    expect([resolved.opponent1, resolved.opponent2].find((s) => s?.team_id === a)?.forfeit).toBe(true);

    const audit = (await auditOf(cup.cup.id)).filter((row) => row.action === 'forfeit');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: cup.organiser.user.id, reason: 'Did not show up' });
    // Told once, as a forfeit, not also as an admin's result.
    expect(await eventsOf(cup.cup.id, 'match.result_set')).toHaveLength(0);
    const told = await eventsOf(cup.cup.id, 'match.forfeited');
    expect([...(told[0]!.recipients as number[])].sort()).toEqual(
      [entrantOf(cup, a).captain.user.id, entrantOf(cup, b).captain.user.id].sort(),
    );
  });

  it('shows a forfeit to both teams as won or lost, never as a 0-0 draw: My matches and the match room', async () => {
    const cup = await startedCup(4);
    const bracket = await bracketOf(cup.cup.id);
    const [first, second] = await readyMatchIds(cup);
    const [a, b] = teamsIn(bracket, first!);
    expect((await myMatches(cup, entrantOf(cup, a).captain))[0]).toMatchObject({ forfeit: null });
    const response = await forfeit(cup.organiser, first!, { team_id: a, reason: 'Did not show up' });
    expect(response.statusCode, response.body).toBe(200);

    const lost = (await myMatches(cup, entrantOf(cup, a).captain)).find((m) => m.match_id === first)!;
    const won = (await myMatches(cup, entrantOf(cup, b).captain)).find((m) => m.match_id === first)!;
    expect(lost).toMatchObject({ status: 'confirmed', forfeit: 'lost', result: null, can_report: false });
    expect(won).toMatchObject({ status: 'confirmed', forfeit: 'won', result: null, can_report: false });
    // The winner's next match is no forfeit of its own.
    expect((await myMatches(cup, entrantOf(cup, b).captain)).find((m) => m.match_id !== first)).toMatchObject(
      {
        forfeit: null,
      },
    );

    for (const viewer of [entrantOf(cup, a).captain, entrantOf(cup, b).captain, cup.organiser]) {
      const room = await get(`/api/match-room?match_id=${first}`, viewer.auth);
      expect(room.statusCode, room.body).toBe(200);
      const teams = body<{ data: MatchRoom }>(room).data.teams;
      expect(teams.map((team) => [team.team_id, team.forfeit, team.score])).toEqual([
        [a, 'lost', null],
        [b, 'won', null],
      ]);
    }

    // A played match is no forfeit: its score stands, for the winner and for the loser.
    const [c, d] = teamsIn(bracket, second!);
    expect((await report(entrantOf(cup, c).captain, second!, 2, 1)).statusCode).toBe(200);
    expect((await report(entrantOf(cup, d).captain, second!, 1, 2)).statusCode).toBe(200);
    expect(
      (await myMatches(cup, entrantOf(cup, d).captain)).find((m) => m.match_id === second),
    ).toMatchObject({
      forfeit: null,
      result: { own_score: 1, opponent_score: 2 },
    });
  });

  it('propagates and can be corrected like a result: the later match follows the correction', async () => {
    const cup = await startedCup(4);
    const bracket = await bracketOf(cup.cup.id);
    const [first, second] = await readyMatchIds(cup);
    const [a, b] = teamsIn(bracket, first!);
    const [c, d] = teamsIn(bracket, second!);
    expect((await forfeit(cup.organiser, first!, { team_id: a, reason: 'Late' })).statusCode).toBe(200);
    expect((await forfeit(cup.organiser, second!, { team_id: d, reason: 'Late' })).statusCode).toBe(200);
    const withForfeits = await bracketOf(cup.cup.id);
    const final = withForfeits.matches.find((m) => m.id !== first && m.id !== second)!;
    expect(teamsIn(withForfeits, final.id).sort()).toEqual([b, c].sort());

    // The organiser was wrong about the first match: team a won it 2-0.
    const [side1] = teamsIn(bracket, first!);
    const corrected = await post(`/api/admin/matches/${first}/result`, cup.organiser.auth, {
      opponent1_score: side1 === a ? 2 : 0,
      opponent2_score: side1 === a ? 0 : 2,
      reason: 'Forfeit given by mistake',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = await bracketOf(cup.cup.id);
    expect(teamsIn(after, final.id).sort()).toEqual([a, c].sort());
    const firstAfter = after.matches.find((m) => m.id === first)!;
    expect(firstAfter.opponent1?.forfeit ?? false).toBe(false);
    expect(firstAfter.opponent2?.forfeit ?? false).toBe(false);
    const actions = (await auditOf(cup.cup.id)).map((row) => row.action);
    expect(actions).toEqual(['forfeit', 'forfeit', 'admin_corrected']);

    // A forfeit corrects a decided match the other way: the final it fed changes opponent, and the report made
    // against the old opponent no longer stands.
    expect((await report(entrantOf(cup, a).captain, final.id, 1, 0)).statusCode).toBe(200);
    const again = await forfeit(cup.organiser, first!, { team_id: a, reason: 'Cheating found' });
    expect(again.statusCode, again.body).toBe(200);
    expect(teamsIn(await bracketOf(cup.cup.id), final.id).sort()).toEqual([b, c].sort());
    const finalRoom = (await controlRoom(cup)).matches.find((m) => m.match_id === final.id)!;
    expect(finalRoom.state).toBe('ready');
    expect([finalRoom.opponent1?.report, finalRoom.opponent2?.report]).toEqual([null, null]);
    expect((await auditOf(cup.cup.id)).map((row) => row.action)).toEqual([
      'forfeit',
      'forfeit',
      'admin_corrected',
      'forfeit',
    ]);
  });

  it('refuses a team outside the match, a missing reason, an unknown match and a player', async () => {
    const cup = await startedCup(4);
    const bracket = await bracketOf(cup.cup.id);
    const [first, second] = await readyMatchIds(cup);
    const [c] = teamsIn(bracket, second!);
    const outsider = await forfeit(cup.organiser, first!, { team_id: c, reason: 'Late' });
    expect(outsider.statusCode).toBe(400);
    expect(body(outsider).error[0]).toBe(MATCH_CONTROL_MESSAGES.teamNotInMatch);
    const noReason = await forfeit(cup.organiser, first!, { team_id: c });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).error[0]).toBe(MATCH_CONTROL_MESSAGES.reasonRequired);
    const hostile = await forfeit(cup.organiser, first!, {
      team_id: '1; DROP TABLE users',
      reason: 'x'.repeat(501),
    });
    expect(hostile.statusCode).toBe(400);
    const unknown = await forfeit(cup.organiser, 999_999, { team_id: c, reason: 'Late' });
    expect(unknown.statusCode).toBe(404);
    const player = await forfeit(cup.entrants[0]!.captain, first!, { team_id: c, reason: 'Late' });
    expect([403, 404]).toContain(player.statusCode);
    expect((await auditOf(cup.cup.id)).filter((row) => row.action === 'forfeit')).toHaveLength(0);
  });
});

describe('the tournament form', () => {
  it('takes match_report_minutes in the admin create call and answers it back, within 0 to a week', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const start = new Date(clock.at + 3 * 24 * 60 * MINUTE);
    const payload = {
      game_id: game.id,
      tournament_name: `Deadline Cup ${clock.at}`,
      region: 'Western Europe',
      team_size: 1,
      total_teams: 8,
      entry_fee: 0,
      winning_prize: 0,
      tournament_start_date: start.toISOString(),
      tournament_end_date: new Date(start.getTime() + 24 * 60 * MINUTE).toISOString(),
      registration_deadline_date: new Date(start.getTime() - 60 * MINUTE).toISOString(),
      match_report_minutes: 20,
    };
    const created = await post('/api/admin/tournaments', organiser.auth, payload);
    expect(created.statusCode, created.body).toBe(200);
    expect(body<{ data: { match_report_minutes: number } }>(created).data.match_report_minutes).toBe(20);
    const tooLong = await post('/api/admin/tournaments', organiser.auth, {
      ...payload,
      match_report_minutes: 10_081,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).error[0]).toMatch(/Match report minutes/);
  });

  it('keeps the stored check-in and report minutes when an edit leaves them out; a create leaves them 0', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const start = new Date(clock.at + 3 * 24 * 60 * MINUTE);
    const {
      check_in_minutes: _c,
      match_report_minutes: _m,
      ...form
    } = {
      game_id: game.id,
      tournament_name: `Kept Cup ${clock.at}`,
      region: 'Western Europe',
      team_size: 1,
      total_teams: 8,
      entry_fee: 0,
      winning_prize: 0,
      tournament_start_date: start.toISOString(),
      tournament_end_date: new Date(start.getTime() + 24 * 60 * MINUTE).toISOString(),
      registration_deadline_date: new Date(start.getTime() - 60 * MINUTE).toISOString(),
      check_in_minutes: 15,
      match_report_minutes: 20,
    };
    type Answer = { data: { id: number; check_in_minutes: number; match_report_minutes: number } };
    const bare = await post('/api/admin/tournaments', organiser.auth, form);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(body<Answer>(bare).data).toMatchObject({ check_in_minutes: 0, match_report_minutes: 0 });

    const created = await post('/api/admin/tournaments', organiser.auth, {
      ...form,
      check_in_minutes: 15,
      match_report_minutes: 20,
    });
    const id = body<Answer>(created).data.id;
    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/tournaments/${id}`, headers: organiser.auth, payload });
    const renamed = await edit({ ...form, tournament_name: `Kept Cup renamed ${clock.at}` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(body<Answer>(renamed).data).toMatchObject({ check_in_minutes: 15, match_report_minutes: 20 });
    const [stored] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(stored).toMatchObject({ checkInMinutes: 15, matchReportMinutes: 20 });

    // Sent, they are set, 0 included.
    const cleared = await edit({ ...form, check_in_minutes: 0, match_report_minutes: 45 });
    expect(body<Answer>(cleared).data).toMatchObject({ check_in_minutes: 0, match_report_minutes: 45 });
    const nulled = await edit({ ...form, check_in_minutes: null });
    expect(nulled.statusCode).toBe(400);
    expect(body(nulled).error[0]).toMatch(/Check-in minutes/);
  });
});

describe('disputes and reminders', () => {
  it('shows both reports to both captains after a dispute, and a captain can correct a typo', async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const [a, b] = teamsIn(await bracketOf(cup.cup.id), matchId!);
    const first = entrantOf(cup, a);
    const second = entrantOf(cup, b);
    expect((await report(first.captain, matchId!, 3, 1)).statusCode).toBe(200);
    // Before the other report there is nothing to compare.
    expect((await myMatches(cup, first.captain))[0]!.opponent_report).toBeNull();
    // The second captain swaps the scores by mistake: a dispute.
    const typo = await report(second.captain, matchId!, 3, 1);
    expect(body<{ data: { status: string } }>(typo).data.status).toBe('disputed');
    // The first reporter sees the other claim, from their own side, and so does the second.
    expect((await myMatches(cup, first.captain))[0]).toMatchObject({
      status: 'disputed',
      my_report: { own_score: 3, opponent_score: 1 },
      opponent_report: { own_score: 1, opponent_score: 3 },
    });
    expect((await myMatches(cup, second.captain))[0]).toMatchObject({
      status: 'disputed',
      my_report: { own_score: 3, opponent_score: 1 },
      opponent_report: { own_score: 1, opponent_score: 3 },
    });
    // The second captain corrects the report: the two now agree and the match is confirmed.
    const fixed = await report(second.captain, matchId!, 1, 3);
    expect(body<{ data: { status: string } }>(fixed).data.status).toBe('confirmed');
    expect((await myMatches(cup, first.captain))[0]).toMatchObject({
      status: 'confirmed',
      opponent_report: null,
    });
  });

  it('reminds only the captains who have not reported, and nobody once both have', async () => {
    const cup = await startedCup(4);
    const bracket = await bracketOf(cup.cup.id);
    const [first, second] = await readyMatchIds(cup);
    const [a, b] = teamsIn(bracket, first!);
    const [c, d] = teamsIn(bracket, second!);
    // First match: team a reported. Second match: both reported (a dispute).
    await report(entrantOf(cup, a).captain, first!, 2, 0);
    await report(entrantOf(cup, c).captain, second!, 2, 0);
    await report(entrantOf(cup, d).captain, second!, 2, 0);
    advance(21 * MINUTE);
    expect((await t.app.matchDay.deadlines.sweep()).warned).toBe(1);
    const reminders = await eventsOf(cup.cup.id, 'match.deadline_near');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.matchId).toBe(first);
    expect(reminders[0]!.recipients).toEqual([entrantOf(cup, b).captain.user.id]);
  });

  it("accepts one captain's report as the result in one click, through the admin's result path", async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const [a, b] = teamsIn(await bracketOf(cup.cup.id), matchId!);
    await report(entrantOf(cup, a).captain, matchId!, 3, 1);
    await report(entrantOf(cup, b).captain, matchId!, 3, 1);
    const accept = (payload: Record<string, unknown>, auth: Auth = cup.organiser.auth) =>
      post(`/api/admin/matches/${matchId}/accept-report`, auth, payload);

    // A player may not; a report the organiser did not see is refused; a team without a report is refused.
    expect(
      (await accept({ team_id: b, own_score: 3, opponent_score: 1 }, entrantOf(cup, a).captain.auth))
        .statusCode,
    ).toBe(404);
    const stale = await accept({ team_id: b, own_score: 1, opponent_score: 3 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(body(stale).error).toEqual([BRACKET_MESSAGES.reportChanged]);
    const outsider = await accept({ team_id: 999_999, own_score: 3, opponent_score: 1 });
    expect(outsider.statusCode).toBe(400);
    expect(body(outsider).error).toEqual([BRACKET_MESSAGES.noSuchReport]);

    // Team b's claim (3-1 for b) becomes the result, in the match's order.
    const accepted = await accept({ team_id: b, own_score: 3, opponent_score: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const teamB = (await bracketOf(cup.cup.id)).participants.find((p) => p.team_id === b)!;
    expect(body(accepted).message).toBe(BRACKET_MESSAGES.reportAccepted(teamB.name));
    const decided = (await bracketOf(cup.cup.id)).matches.find((m) => m.id === matchId)!;
    expect([decided.opponent1?.score, decided.opponent2?.score]).toEqual([1, 3]);
    const audit = (await auditOf(cup.cup.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'admin_set', actorUserId: cup.organiser.user.id });
    expect(audit.reason).toBe(BRACKET_MESSAGES.acceptedReason(teamB.name));
    // The dispute is gone from the queue, and a second click finds the match decided.
    const queue = await get(`/api/admin/disputes?tournament_id=${cup.cup.id}`, cup.organiser.auth);
    expect(body<{ data: unknown[] }>(queue).data).toHaveLength(0);
    const again = await accept({ team_id: b, own_score: 3, opponent_score: 1 });
    expect(again.statusCode).toBe(409);
  });

  it("gives the reminder's time in each reader's zone: the browser's in-app, the account's by e-mail", async () => {
    const cup = await startedCup(2);
    const [matchId] = await readyMatchIds(cup);
    const [paris, london] = cup.entrants;
    // The web app reports the browser's zone; an unknown one is refused with a sentence.
    const bad = await post('/api/update-time-zone', paris!.captain.auth, { time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error).toEqual([TIME_ZONE_MESSAGES.unknown]);
    const set = await post('/api/update-time-zone', paris!.captain.auth, { time_zone: 'Europe/Paris' });
    expect(set.statusCode, set.body).toBe(200);

    advance(21 * MINUTE);
    expect((await t.app.matchDay.deadlines.sweep()).warned).toBe(1);
    const deadline = (await controlRoom(cup)).matches.find((m) => m.match_id === matchId)!.report_deadline!;

    // In-app: the time is structured, for the browser to show in its own zone; no machine time in the text.
    const notices = async (player: Player) =>
      body<{ data: Array<{ type: string; body: string; times: Record<string, string> }> }>(
        await get('/api/notifications', player.auth),
      ).data.filter((n) => n.type === 'match.deadline_near');
    await waitFor(async () => (await notices(paris!.captain)).length > 0, { what: 'the in-app reminder' });
    const [notice] = await notices(paris!.captain);
    expect(notice!.times).toEqual({ report_deadline: deadline });
    expect(notice!.body).toContain('{{report_deadline}}');
    expect(notice!.body).not.toMatch(/\d{4}-\d{2}-\d{2}T|UTC/);

    // By e-mail: in the account's zone (Europe/Paris), or the product's (Europe/London) without one.
    const emailOf = async (player: Player) => {
      const rows = await t.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, `${player.user.name}@arena.test`));
      return rows.find((row) => row.subject.startsWith('Report your match'));
    };
    await waitFor(async () => (await emailOf(paris!.captain)) !== undefined, { what: 'the e-mails' });
    await waitFor(async () => (await emailOf(london!.captain)) !== undefined, { what: 'the e-mails' });
    const inParis = formatZonedDateTime(deadline, 'Europe/Paris')!.text;
    const inLondon = formatZonedDateTime(deadline, 'Europe/London')!.text;
    expect(inParis).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (CET|CEST|GMT\+1|GMT\+2)$/);
    expect((await emailOf(paris!.captain))!.text).toContain(`must be reported by ${inParis}.`);
    expect((await emailOf(paris!.captain))!.html).toContain(inParis);
    expect((await emailOf(london!.captain))!.text).toContain(`must be reported by ${inLondon}.`);
    expect((await emailOf(london!.captain))!.text).not.toMatch(/\d{4}-\d{2}-\d{2}T|UTC/);
  });
});
