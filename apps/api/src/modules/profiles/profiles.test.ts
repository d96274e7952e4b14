/**
 * GET /api/player-profile and GET /api/team-profile (decision 0046): a two-team cup played to its end through
 * the API (placings and the prize), with the rating rows written straight into the ratings tables as the rating
 * engine would.
 */
import { eq } from 'drizzle-orm';
import { rate, rating } from 'openskill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentBracket } from '@arena/shared/brackets';
import { MEMBER } from '@arena/shared/teams';
import { PUBLIC_PROFILE_MESSAGES, type PlayerProfile, type TeamProfile } from '@arena/shared/profiles';
import { ratedMatches } from '../../db/schema/ratings';
import { bracketRecords } from '../../db/schema/brackets';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { createBracket } from '../brackets/bracket-creation';
import { shownRating } from '../ratings/ratings.rules';
import { promoteToAdmin } from '../../../test/admin-fixtures';

let t: TestApp;
type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };

let winner: Player;
let loser: Player;
let stranger: Player;
let admin: Player;
let winnerTeam: { id: number; teamName: string };
let loserTeam: { id: number; teamName: string };
let cupId: number;
let matchId: number;
let gameId: number;

const get = (url: string, auth?: Auth) => t.app.inject({ url, headers: auth ?? {} });
const post = (url: string, auth: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

async function playerProfile(userId: number | string, auth?: Auth) {
  const response = await get(`/api/player-profile?user_id=${userId}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: PlayerProfile }>(response).data;
}

async function teamProfile(teamId: number) {
  const response = await get(`/api/team-profile?team_id=${teamId}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TeamProfile }>(response).data;
}

beforeAll(async () => {
  t = await createTestApp();
});

// The database is emptied before each test: each starts from the played cup.
beforeEach(async () => {
  const db = t.database.db;
  const game = await insertGame(db, { gameName: 'Rocket Arena' });
  gameId = game.id;
  const cup = await insertTournament(db, game.id, {
    tournamentName: 'Friday Cup',
    tournamentState: 'underway',
    totalTeams: 8,
    teamSize: 1,
    bracketFormat: 'single_elimination',
    winningPrizePence: 5_000,
  });
  cupId = cup.id;
  const people = await insertSignedInPlayers(t.database, 4);
  [winner, loser, stranger, admin] = [people[0]!, people[1]!, people[2]!, people[3]!];
  await promoteToAdmin(t.app, t.database, admin);
  await db
    .update(users)
    .set({ country: 'United Kingdom', psn: 'Nova_PSN' })
    .where(eq(users.id, winner.user.id));
  winnerTeam = await insertTeam(db, [winner.user.id], 'Nova Five');
  loserTeam = await insertTeam(db, [loser.user.id], 'Orbit Crew');
  for (const team of [winnerTeam, loserTeam]) await enrol(db, cup.id, team as never);
  await db.transaction((tx) =>
    createBracket(tx, {
      tournamentId: cup.id,
      format: 'single_elimination',
      teams: [winnerTeam, loserTeam].map((team) => ({ teamId: team.id, name: team.teamName })),
    }),
  );
  const bracket = body<{ data: TournamentBracket }>(
    await get(`/api/tournament-bracket?tournament_id=${cup.id}`),
  ).data;
  matchId = bracket.matches.find((m) => m.opponent1?.id != null && m.opponent2?.id != null)!.id;
  const report = (player: Player, own: number, opponent: number) =>
    post('/api/report-match-score', player.auth, {
      match_id: matchId,
      own_score: own,
      opponent_score: opponent,
    });
  expect((await report(winner, 2, 1)).statusCode).toBe(200);
  expect((await report(loser, 1, 2)).statusCode).toBe(200);

  // The captains' agreement rated the match (decision 0044).
});
afterAll(() => t.close());

/** One win from a new rating, as the library rates it. */
const [[winnerSkill]] = rate([[rating()], [rating()]]);
const winnerRating = shownRating(winnerSkill!);

describe('GET /api/player-profile', () => {
  it('answers a visitor the public page: ratings with history, record, matches, tournaments with placings', async () => {
    const profile = await playerProfile(winner.user.id);
    expect(profile).toMatchObject({
      user_id: winner.user.id,
      name: winner.user.name,
      country: 'United Kingdom',
      profile_picture: null,
      teams: [{ team_id: winnerTeam.id, team_name: 'Nova Five', team_size: 1, captain: true }],
      record: { wins: 1, losses: 0, draws: 0 },
      platform_ids_public: false,
      winnings_public: false,
    });
    expect(profile.ratings).toEqual([
      {
        game_id: gameId,
        game_name: 'Rocket Arena',
        team_size: 1,
        rating: winnerRating,
        matches: 1,
        wins: 1,
        losses: 0,
        draws: 0,
        provisional: true,
        history: [{ match_id: matchId, date: expect.any(String), rating_after: winnerRating, result: 'win' }],
      },
    ]);
    expect(profile.recent_matches).toEqual([
      expect.objectContaining({
        match_id: matchId,
        tournament_id: cupId,
        tournament_name: 'Friday Cup',
        team_id: winnerTeam.id,
        opponent_team_id: loserTeam.id,
        opponent_team_name: 'Orbit Crew',
        own_score: 2,
        opponent_score: 1,
        result: 'win',
        rated: true,
      }),
    ]);
    expect(profile.tournaments).toEqual([
      expect.objectContaining({
        tournament_id: cupId,
        tournament_name: 'Friday Cup',
        tournament_state: 'completed',
        team_id: winnerTeam.id,
        placing: 1,
      }),
    ]);
    const loserPage = await playerProfile(loser.user.id);
    expect(loserPage.record).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(loserPage.recent_matches[0]).toMatchObject({ result: 'loss', own_score: 1, opponent_score: 2 });
    expect(loserPage.tournaments[0]!.placing).toBe(2);
  });

  it('hides platform IDs and winnings from visitors and other players until the player makes them public', async () => {
    for (const auth of [undefined, stranger.auth]) {
      const profile = await playerProfile(winner.user.id, auth);
      expect(profile.platform_ids).toBeNull();
      expect(profile.winnings).toBeNull();
      // Nowhere else in the answer either.
      expect(JSON.stringify(profile)).not.toContain('Nova_PSN');
    }
    // The player themself and an admin see them.
    for (const auth of [winner.auth, admin.auth]) {
      const profile = await playerProfile(winner.user.id, auth);
      expect(profile.platform_ids).toMatchObject({ psn: 'Nova_PSN', xbox: null });
      expect(profile.winnings).toBe(50);
    }
    expect((await playerProfile(loser.user.id, loser.auth)).winnings).toBe(0);

    const me = body<{ user: { email: string; user_details: Record<string, unknown> } }>(
      await get('/api/user-profile', winner.auth),
    ).user;
    expect(me.user_details).toMatchObject({ platform_ids_public: false, winnings_public: false });
    const saved = await post('/api/update-user-profile', winner.auth, {
      email: me.email,
      platform_ids_public: true,
      winnings_public: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<{ user: { user_details: Record<string, unknown> } }>(saved).user.user_details).toMatchObject({
      platform_ids_public: true,
      winnings_public: true,
      psn: 'Nova_PSN',
    });
    const visible = await playerProfile(winner.user.id);
    expect(visible).toMatchObject({ platform_ids_public: true, winnings_public: true, winnings: 50 });
    expect(visible.platform_ids).toMatchObject({ psn: 'Nova_PSN' });

    // A profile save that does not send the flags leaves them; one that sends false hides again.
    await post('/api/update-user-profile', winner.auth, { email: me.email, country: 'United Kingdom' });
    expect((await playerProfile(winner.user.id)).winnings).toBe(50);
    await post('/api/update-user-profile', winner.auth, { email: me.email, winnings_public: false });
    const hidden = await playerProfile(winner.user.id);
    expect(hidden.winnings).toBeNull();
    expect(hidden.platform_ids).not.toBeNull();
    await post('/api/update-user-profile', winner.auth, { email: me.email, platform_ids_public: false });
    expect((await playerProfile(winner.user.id)).platform_ids).toBeNull();
  });

  it('refuses a flag that is not a boolean', async () => {
    const me = body<{ user: { email: string } }>(await get('/api/user-profile', winner.auth)).user;
    const response = await post('/api/update-user-profile', winner.auth, {
      email: me.email,
      winnings_public: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error[0]).toBe('winnings_public must be true or false');
  });

  it('answers 404 for an unknown or banned player and 400 for an invalid id', async () => {
    const unknown = await get('/api/player-profile?user_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ status: false, error: [PUBLIC_PROFILE_MESSAGES.playerNotFound] });

    const [banned] = await insertSignedInPlayers(t.database, 1);
    await t.database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned!.user.id));
    const bannedAnswer = await get(`/api/player-profile?user_id=${banned!.user.id}`);
    expect(bannedAnswer.statusCode).toBe(404);
    expect(body(bannedAnswer).error[0]).toBe(PUBLIC_PROFILE_MESSAGES.playerNotFound);

    for (const query of ['user_id=abc', '', 'user_id=0', 'user_id=1.5']) {
      const invalid = await get(`/api/player-profile?${query}`);
      expect(invalid.statusCode, query).toBe(400);
      expect(body(invalid).status).toBe(false);
    }
  });

  it("counts unrated and drawn matches from the player's side, and only those of the rosters they were entered on", async () => {
    const db = t.database.db;
    const cup = await insertTournament(db, gameId, {
      tournamentName: 'Second Cup',
      tournamentState: 'underway',
    });
    await enrol(db, cup.id, winnerTeam as never);
    await enrol(db, cup.id, loserTeam as never);
    // A team the winner joins after its entry: its matches in that cup are not the winner's.
    const later = await insertTeam(db, [stranger.user.id], 'Late Joiners');
    await enrol(db, cup.id, later);
    await db
      .insert(teamMembers)
      .values({ teamId: later.id, userId: winner.user.id, isAccepted: MEMBER.accepted });
    const records = await db
      .insert(bracketRecords)
      .values([1, 2, 3].map(() => ({ tournamentId: cup.id, tableName: 'match' as const, data: {} })))
      .returning({ id: bracketRecords.id });
    const [unrated, draw, notMine] = records.map((r) => r.id) as [number, number, number];
    const at = new Date('2026-11-02T20:00:00Z');
    const base = { tournamentId: cup.id, gameId, teamSize: 1, decidedAt: at };
    await db.insert(ratedMatches).values([
      {
        ...base,
        matchId: unrated,
        opponent1TeamId: loserTeam.id,
        opponent2TeamId: winnerTeam.id,
        outcome: 'opponent1',
        opponent1Score: 3,
        opponent2Score: 0,
        rated: 0,
        unratedReason: 'shared_platform_id',
      },
      {
        ...base,
        matchId: draw,
        opponent1TeamId: winnerTeam.id,
        opponent2TeamId: loserTeam.id,
        outcome: 'draw',
        opponent1Score: 1,
        opponent2Score: 1,
      },
      {
        ...base,
        matchId: notMine,
        opponent1TeamId: later.id,
        opponent2TeamId: loserTeam.id,
        outcome: 'opponent1',
        opponent1Score: 2,
        opponent2Score: 0,
      },
    ]);

    const profile = await playerProfile(winner.user.id);
    expect(profile.record).toEqual({ wins: 1, losses: 1, draws: 1 });
    // Newest first (the order results were rated in).
    expect(
      profile.recent_matches.map((m) => [m.match_id, m.result, m.own_score, m.opponent_score, m.rated]),
    ).toEqual([
      [draw, 'draw', 1, 1, true],
      [unrated, 'loss', 0, 3, false],
      [matchId, 'win', 2, 1, true],
    ]);
    expect(profile.teams.map((team) => team.team_name)).toEqual(['Late Joiners', 'Nova Five']);
    expect(profile.tournaments.map((x) => [x.tournament_name, x.placing])).toEqual([
      ['Second Cup', null],
      ['Friday Cup', 1],
    ]);
    // The team's page has all of its own matches.
    expect((await teamProfile(later.id)).record).toEqual({ wins: 1, losses: 0, draws: 0 });
    expect((await teamProfile(loserTeam.id)).record).toEqual({ wins: 1, losses: 2, draws: 1 });
  });

  it('answers a player without ratings or matches with empty lists', async () => {
    const profile = await playerProfile(stranger.user.id);
    expect(profile).toMatchObject({
      ratings: [],
      teams: [],
      recent_matches: [],
      tournaments: [],
      record: { wins: 0, losses: 0, draws: 0 },
    });
  });
});

describe('GET /api/team-profile', () => {
  it('answers the roster, record, matches and tournaments with placings', async () => {
    const profile = await teamProfile(winnerTeam.id);
    expect(profile).toMatchObject({
      team_id: winnerTeam.id,
      team_name: 'Nova Five',
      team_size: 1,
      deleted: false,
      roster: [{ user_id: winner.user.id, name: winner.user.name, captain: true, profile_picture: null }],
      record: { wins: 1, losses: 0, draws: 0 },
    });
    expect(profile.recent_matches).toEqual([
      expect.objectContaining({ match_id: matchId, opponent_team_name: 'Orbit Crew', result: 'win' }),
    ]);
    expect(profile.tournaments).toEqual([expect.objectContaining({ tournament_id: cupId, placing: 1 })]);
    const other = await teamProfile(loserTeam.id);
    expect(other.record).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(other.tournaments[0]!.placing).toBe(2);
  });

  it('keeps a deleted team page for its history, without a roster', async () => {
    const [player] = await insertSignedInPlayers(t.database, 1);
    const team = await insertTeam(t.database.db, [player!.user.id], 'Gone Team');
    await t.database.db.update(teams).set({ deletedAt: new Date() }).where(eq(teams.id, team.id));
    const profile = await teamProfile(team.id);
    expect(profile).toMatchObject({ team_name: 'Gone Team', deleted: true, roster: [] });
    // Its player's page no longer lists it.
    expect((await playerProfile(player!.user.id)).teams).toEqual([]);
  });

  it('answers 404 for an unknown team and 400 for an invalid id', async () => {
    const unknown = await get('/api/team-profile?team_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).error[0]).toBe(PUBLIC_PROFILE_MESSAGES.teamNotFound);
    expect((await get('/api/team-profile?team_id=x')).statusCode).toBe(400);
    expect((await get('/api/team-profile')).statusCode).toBe(400);
  });
});
