/**
 * Season ladders (issue 27, decision 0048): challenge, accept, both captains report, standings; the twice-a-day
 * rule; the entry fee and double join; concurrent accepts; the season end entering the top N once with two
 * instances; ladder tournaments absent from the tournament lists.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LADDER_MESSAGES } from '@arena/shared/ladders';
import { ladderTeams } from '../../db/schema/ladders';
import { ledgerEntries } from '../../db/schema/ledger';
import { domainEvents } from '../../db/schema/notifications';
import { teamMembers, teams } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import { createAdmin } from '../../../test/admin-fixtures';
import { body } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { balancesOf, fund } from '../../../test/money-fixtures';
import { twoInstancesOnATestClock } from '../../../test/two-instances';

const DAY = 86_400_000;
const { clock, instances } = twoInstancesOnATestClock();

type Player = { user: { id: number; name: string }; auth: { authorization: string } };
interface Side {
  teamId: number;
  captain: Player;
}

const post = (who: { auth: { authorization: string } }, url: string, payload: Record<string, unknown>) =>
  instances.t.app.inject({ method: 'POST', url, headers: who.auth, payload });
const get = (url: string, who?: { auth: { authorization: string } }) =>
  instances.t.app.inject({ method: 'GET', url, ...(who ? { headers: who.auth } : {}) });

async function sides(count: number, credits = 10): Promise<Side[]> {
  const result: Side[] = [];
  for (let i = 0; i < count; i += 1) {
    const [captain] = await insertSignedInPlayers(instances.t.database, 1);
    await fund(instances.t.database, captain!.user.id, 'credits', credits);
    const team = await insertTeam(
      instances.t.database.db,
      [captain!.user.id],
      `Ladder side ${captain!.user.id}`,
    );
    result.push({ teamId: team.id, captain: captain! });
  }
  return result;
}

async function ladder(overrides: Record<string, unknown> = {}) {
  const admin = await createAdmin(instances.t.app, instances.t.database);
  const game = await insertGame(instances.t.database.db);
  const now = clock.now().getTime();
  const response = await post(admin, '/api/admin/ladders', {
    game_id: game.id,
    team_size: 1,
    name: `Ladder ${now}`,
    season_start: new Date(now - DAY).toISOString(),
    season_end: new Date(now + 7 * DAY).toISOString(),
    top_n: 2,
    entry_fee: 3,
    rules: 'Be nice.',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { admin, game, ladder: body<{ data: { id: number } }>(response).data };
}

async function joinAll(ladderId: number, all: Side[]) {
  for (const side of all) {
    const joined = await post(side.captain, '/api/ladder-join', {
      ladder_id: ladderId,
      team_id: side.teamId,
    });
    expect(joined.statusCode, joined.body).toBe(200);
  }
}

async function play(ladderId: number, challenger: Side, accepter: Side, winnerFirst = true) {
  const challenged = await post(challenger.captain, '/api/ladder-challenge', {
    ladder_id: ladderId,
    team_id: challenger.teamId,
    best_of: 1,
  });
  expect(challenged.statusCode, challenged.body).toBe(200);
  const challengeId = body<{ data: { id: number } }>(challenged).data.id;
  const accepted = await post(accepter.captain, '/api/ladder-challenge-accept', {
    challenge_id: challengeId,
    team_id: accepter.teamId,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const matchId = body<{ data: { match_id: number } }>(accepted).data.match_id;
  for (const [side, own] of [
    [challenger, winnerFirst ? 1 : 0],
    [accepter, winnerFirst ? 0 : 1],
  ] as const) {
    const reported = await post(side.captain, '/api/report-match-score', {
      match_id: matchId,
      own_score: own,
      opponent_score: 1 - own,
    });
    expect(reported.statusCode, reported.body).toBe(200);
  }
  return matchId;
}

async function rows(ladderId: number) {
  const response = await get(`/api/ladder?id=${ladderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{
    data: {
      frozen: boolean;
      rows: Array<{ team_id: number; rank: number; points: number; wins: number; losses: number }>;
    };
  }>(response).data;
}

describe('season ladders', () => {
  it('plays a challenge accepted and reported by both captains into the standings', async () => {
    const { ladder: l } = await ladder();
    const [a, b] = await sides(2);
    await joinAll(l.id, [a!, b!]);
    const matchId = await play(l.id, a!, b!);
    const room = await get(`/api/match-room?match_id=${matchId}`, b!.captain);
    expect(room.statusCode, room.body).toBe(200);
    const standings = await rows(l.id);
    expect(standings.rows.map((r) => [r.team_id, r.rank, r.points, r.wins, r.losses])).toEqual([
      [a!.teamId, 1, 3, 1, 0],
      [b!.teamId, 2, 0, 0, 1],
    ]);
    const detail = body<{
      data: { recent_matches: Array<Record<string, unknown>> };
    }>(await get(`/api/ladder?id=${l.id}`)).data;
    expect(detail.recent_matches).toEqual([
      expect.objectContaining({
        match_id: matchId,
        team_id: a!.teamId,
        accepted_team_id: b!.teamId,
        team_score: 1,
        accepted_team_score: 0,
        winner_team_id: a!.teamId,
      }),
    ]);
  });

  it('plays an accepted challenge with the teams as they are at the accept, not as they joined', async () => {
    const { ladder: l } = await ladder({ team_size: 2 });
    const [a, b] = await sides(2);
    const [left, joiner, other, elsewhere] = await insertSignedInPlayers(instances.t.database, 4);
    const db = instances.t.database.db;
    const member = (teamId: number, userId: number) =>
      db.insert(teamMembers).values({ teamId, userId, isAccepted: 1 });
    await member(a!.teamId, left!.user.id);
    await member(b!.teamId, other!.user.id);
    const [c] = await sides(1);
    await member(c!.teamId, elsewhere!.user.id);
    for (const side of [a!, b!, c!])
      await db.update(teams).set({ totalPlayers: 2 }).where(eq(teams.id, side.teamId));
    await joinAll(l.id, [a!, b!, c!]);
    // After the join, one player leaves team A and another joins it; team C's second player joins A too, but
    // already plays on this ladder for C.
    await db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, a!.teamId), eq(teamMembers.userId, left!.user.id)));
    await member(a!.teamId, joiner!.user.id);
    await member(a!.teamId, elsewhere!.user.id);
    const open = await post(a!.captain, '/api/ladder-challenge', { ladder_id: l.id, team_id: a!.teamId });
    expect(open.statusCode, open.body).toBe(200);
    const accepted = await post(b!.captain, '/api/ladder-challenge-accept', {
      challenge_id: body<{ data: { id: number } }>(open).data.id,
      team_id: b!.teamId,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const matchId = body<{ data: { match_id: number } }>(accepted).data.match_id;
    const room = (who: Player) => get(`/api/match-room?match_id=${matchId}`, who);
    expect((await room(joiner!)).statusCode).toBe(200);
    expect((await room(other!)).statusCode).toBe(200);
    expect((await room(left!)).statusCode).toBe(404);
    const roster = await db
      .select({ userId: tournamentEntryPlayers.userId, teamId: tournamentEntries.teamId })
      .from(tournamentEntryPlayers)
      .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEntryPlayers.entryId))
      .where(eq(tournamentEntries.teamId, a!.teamId));
    expect(roster.map((r) => r.userId).sort((x, y) => x - y)).toEqual(
      [a!.captain.user.id, joiner!.user.id].sort((x, y) => x - y),
    );
    // The player who is also on team C still plays there, once on the ladder.
    const onC = await db
      .select({ userId: tournamentEntryPlayers.userId })
      .from(tournamentEntryPlayers)
      .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEntryPlayers.entryId))
      .where(eq(tournamentEntries.teamId, c!.teamId));
    expect(onC.map((r) => r.userId)).toContain(elsewhere!.user.id);
  });

  it('refuses a third match between the same two teams within a day', async () => {
    const { ladder: l } = await ladder();
    const [a, b] = await sides(2);
    await joinAll(l.id, [a!, b!]);
    await play(l.id, a!, b!);
    await play(l.id, b!, a!);
    const third = await post(a!.captain, '/api/ladder-challenge', {
      ladder_id: l.id,
      team_id: a!.teamId,
      opponent_team_id: b!.teamId,
      best_of: 1,
    });
    expect(third.statusCode).toBe(400);
    expect(body(third).error[0]).toBe(LADDER_MESSAGES.pairLimit);
    const open = await post(a!.captain, '/api/ladder-challenge', { ladder_id: l.id, team_id: a!.teamId });
    const refused = await post(b!.captain, '/api/ladder-challenge-accept', {
      challenge_id: body<{ data: { id: number } }>(open).data.id,
      team_id: b!.teamId,
    });
    expect(body(refused).error[0]).toBe(LADDER_MESSAGES.pairLimit);
    const self = await post(a!.captain, '/api/ladder-challenge', {
      ladder_id: l.id,
      team_id: a!.teamId,
      opponent_team_id: a!.teamId,
    });
    expect(body(self).error[0]).toBe(LADDER_MESSAGES.selfChallenge);
  });

  it('takes the entry fee once and refuses a double join', async () => {
    const { ladder: l } = await ladder({ entry_fee: 4 });
    const [a] = await sides(1, 10);
    await joinAll(l.id, [a!]);
    const again = await post(a!.captain, '/api/ladder-join', { ladder_id: l.id, team_id: a!.teamId });
    expect(again.statusCode).toBe(409);
    expect(body(again).error[0]).toBe(LADDER_MESSAGES.alreadyJoined);
    expect((await balancesOf(instances.t.database, a!.captain.user.id)).credits).toBe(6);
    const fees = await instances.t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, a!.captain.user.id), eq(ledgerEntries.reason, 'entry fee')));
    expect(fees.map((f) => f.delta)).toEqual([-4]);
  });

  it('lets exactly one of two concurrent accepts win', async () => {
    const { ladder: l } = await ladder();
    const [a, b, c] = await sides(3);
    await joinAll(l.id, [a!, b!, c!]);
    const open = await post(a!.captain, '/api/ladder-challenge', { ladder_id: l.id, team_id: a!.teamId });
    const challengeId = body<{ data: { id: number } }>(open).data.id;
    const answers = await Promise.all(
      [b!, c!].map((side) =>
        post(side.captain, '/api/ladder-challenge-accept', {
          challenge_id: challengeId,
          team_id: side.teamId,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('ends the season once with two instances and enters the top N in the playoff free', async () => {
    const { game } = await ladder();
    const playoff = await insertTournament(instances.t.database.db, game.id, {
      teamSize: 1,
      totalTeams: 8,
      entryFee: 5,
      tournamentState: 'pending',
      tournamentStartDate: new Date(clock.now().getTime() + 30 * DAY),
      tournamentEndDate: new Date(clock.now().getTime() + 31 * DAY),
      registrationDeadlineDate: new Date(clock.now().getTime() + 29 * DAY),
    });
    const { ladder: l } = await ladder({ game_id: game.id, playoff_tournament_id: playoff.id, top_n: 2 });
    const [a, b, c] = await sides(3);
    await joinAll(l.id, [a!, b!, c!]);
    await play(l.id, a!, b!);
    await play(l.id, b!, c!);
    clock.at += 8 * DAY;
    const [first, second] = await Promise.all([
      instances.t.app.ladders.sweep(),
      instances.other.app.ladders.sweep(),
    ]);
    // Every ladder of this file is past its season now; each ends once, whichever instance got it.
    expect(first.ended + second.ended).toBeGreaterThanOrEqual(1);
    const told = await instances.t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'ladder.season_ended'), eq(domainEvents.teamId, a!.teamId)));
    expect(told).toHaveLength(1);
    const entries = await instances.t.database.db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, playoff.id));
    expect(entries.map((e) => [e.teamId, e.entryFeePaid]).sort()).toEqual(
      [
        [a!.teamId, 0],
        [b!.teamId, 0],
      ].sort(),
    );
    const standings = await rows(l.id);
    expect(standings.frozen).toBe(true);
    expect(standings.rows.map((r) => r.team_id)).toEqual([a!.teamId, b!.teamId, c!.teamId]);
    const ranks = await instances.t.database.db
      .select()
      .from(ladderTeams)
      .where(eq(ladderTeams.ladderId, l.id));
    expect(ranks.every((r) => r.finalRank !== null)).toBe(true);
    // Back to the sessions' clock: the ladder is ended, whatever the time.
    clock.at = Date.now();
    const late = await post(a!.captain, '/api/ladder-challenge', { ladder_id: l.id, team_id: a!.teamId });
    expect(body(late).error[0]).toBe(LADDER_MESSAGES.seasonOver);
  });

  it('keeps ladder tournaments out of the tournament lists', async () => {
    const { admin, ladder: l } = await ladder();
    const list = await get('/api/tournaments-list?tournament_state=all');
    const names = body<{ tournaments: Array<{ tournament_name: string }> }>(list).tournaments.map(
      (t) => t.tournament_name,
    );
    const ladderName = (await rows(l.id)) && `Ladder`;
    expect(names.some((n) => n.startsWith(ladderName))).toBe(false);
    const adminList = await get('/api/admin/tournaments', admin);
    expect(adminList.body).not.toContain('"Ladder ');
  });
});
