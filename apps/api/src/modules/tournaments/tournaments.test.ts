import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CachedResponse } from '../../http/envelope';
import { teamMembers } from '../../db/schema/teams';
import { createTtlCache } from '../../lib/ttl-cache';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { MEMBER } from '@arena/shared/teams';
import { PLATFORM_KEYS } from '@arena/shared/platforms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ListBody = {
  tournaments: Array<{
    id: number;
    tournament_name: string;
    tournament_state: string;
    participate: boolean;
    enrolled_teams: number;
  }>;
  data: { max_entry_fee: number; max_total_teams: number; max_winning_prize: number; regions: string[] };
  pagination?: { page: number; per_page: number; total: number; last_page: number };
};
const list = async (query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/api/tournaments-list${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<ListBody>(response);
};
const names = (b: ListBody) => b.tournaments.map((x) => x.tournament_name);

describe('GET /api/tournaments-list', () => {
  it('answers tabs: all (not cancelled), active (underway), upcoming (pending)', async () => {
    const game = await insertGame(t.database.db);
    for (const state of ['pending', 'underway', 'completed', 'cancelled'] as const) {
      await insertTournament(t.database.db, game.id, {
        tournamentName: `${state} cup`,
        tournamentState: state,
      });
    }
    expect(names(await list()).sort()).toEqual(['completed cup', 'pending cup', 'underway cup']);
    expect(names(await list('?tournament_state=all'))).toEqual([
      'underway cup',
      'pending cup',
      'completed cup',
    ]);
    expect(names(await list('?tournament_state=active'))).toEqual(['underway cup']);
    expect(names(await list('?tournament_state=upcoming'))).toEqual(['pending cup']);
  });

  it('filters by game, region and the three upper bounds, and gives the bounds of the whole catalogue', async () => {
    const a = await insertGame(t.database.db);
    const b = await insertGame(t.database.db);
    await insertTournament(t.database.db, a.id, {
      tournamentName: 'cheap',
      entryFee: 2,
      totalTeams: 8,
      winningPrizePence: 5_000,
      region: 'Nordics',
    });
    await insertTournament(t.database.db, a.id, {
      tournamentName: 'mid',
      entryFee: 10,
      totalTeams: 16,
      winningPrizePence: 25_050,
      region: 'UK & Ireland',
    });
    await insertTournament(t.database.db, b.id, {
      tournamentName: 'big',
      entryFee: 30,
      totalTeams: 64,
      winningPrizePence: 200_000,
      region: 'UK & Ireland',
    });
    await insertTournament(t.database.db, b.id, {
      tournamentName: 'gone',
      entryFee: 99,
      totalTeams: 128,
      tournamentState: 'cancelled',
      region: 'Mars',
    });

    const all = await list();
    expect(all.data).toEqual({
      max_entry_fee: 30,
      max_total_teams: 64,
      max_winning_prize: 2000,
      regions: ['Nordics', 'UK & Ireland'],
    });
    expect(names(await list(`?game_id=${a.id}`)).sort()).toEqual(['cheap', 'mid']);
    expect(names(await list('?entry_fee=10')).sort()).toEqual(['cheap', 'mid']);
    expect(names(await list('?total_teams=16')).sort()).toEqual(['cheap', 'mid']);
    expect(names(await list('?winning_prize=250.5')).sort()).toEqual(['cheap', 'mid']);
    expect(names(await list('?winning_prize=250.49'))).toEqual(['cheap']);
    expect(names(await list('?region=UK%20%26%20Ireland')).sort()).toEqual(['big', 'mid']);
    expect(names(await list(`?game_id=${b.id}&entry_fee=10`))).toEqual([]);
    // Empty values are "not given", as the page sends them before a filter is chosen.
    expect(names(await list('?game_id=&region=&entry_fee=')).length).toBe(3);
  });

  it('searches names case-insensitively, with LIKE wildcards taken literally', async () => {
    const game = await insertGame(t.database.db);
    for (const name of ['Friday Night Cup', 'FRIDAY frenzy', 'Sunday 100% Cup', 'Sunday 1000 Cup']) {
      await insertTournament(t.database.db, game.id, { tournamentName: name });
    }
    expect(names(await list('?search=friday')).sort()).toEqual(['FRIDAY frenzy', 'Friday Night Cup']);
    expect(names(await list('?search=100%25'))).toEqual(['Sunday 100% Cup']);
    expect(names(await list('?search=_'))).toEqual([]);
  });

  it('pages when asked, with the total', async () => {
    const game = await insertGame(t.database.db);
    for (let i = 0; i < 7; i++) {
      await insertTournament(t.database.db, game.id, {
        tournamentName: `Cup ${i}`,
        tournamentStartDate: new Date(Date.now() + (i + 2) * 86_400_000),
      });
    }
    const second = await list('?page=2&per_page=3');
    expect(names(second)).toEqual(['Cup 3', 'Cup 4', 'Cup 5']);
    expect(second.pagination).toEqual({ page: 2, per_page: 3, total: 7, last_page: 3 });
    expect((await list()).pagination).toBeUndefined();
  });

  it('marks participate for a signed-in player on an enrolled team, and counts entries', async () => {
    const game = await insertGame(t.database.db);
    const joined = await insertTournament(t.database.db, game.id, { tournamentName: 'joined', teamSize: 2 });
    await insertTournament(t.database.db, game.id, { tournamentName: 'other', teamSize: 2 });
    const captain = await registerAndLogin(t.app);
    const member = await registerAndLogin(t.app);
    const pending = await registerAndLogin(t.app);
    const team = await insertTeam(t.database.db, [captain.user.id, member.user.id]);
    await t.database.db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: pending.user.id, isAccepted: MEMBER.pending });
    await enrol(t.database.db, joined.id, team);

    const flags = (b: ListBody) =>
      Object.fromEntries(b.tournaments.map((x) => [x.tournament_name, x.participate]));
    expect(flags(await list('', captain.auth))).toEqual({ joined: true, other: false });
    expect(flags(await list('', member.auth))).toEqual({ joined: true, other: false });
    expect(flags(await list('', pending.auth))).toEqual({ joined: false, other: false });
    expect(flags(await list())).toEqual({ joined: false, other: false });
    // A dead token on a public page is answered as for a visitor, not with 403.
    expect(flags(await list('', { authorization: 'Bearer expired-token' }))).toEqual({
      joined: false,
      other: false,
    });
    expect((await list()).tournaments.find((x) => x.tournament_name === 'joined')?.enrolled_teams).toBe(1);
  });

  it.each([
    '?tournament_state=finished',
    '?game_id=abc',
    '?game_id=0',
    '?game_id=1.5',
    '?entry_fee=-1',
    '?winning_prize=1e309',
    '?page=0',
    '?per_page=1000',
    `?search=${'x'.repeat(101)}`,
  ])('refuses %s with 400', async (query) => {
    const response = await t.app.inject({ url: `/api/tournaments-list${query}` });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ status: false, status_code: 400 });
    expect(body(response).error[0]).toMatch(
      /^(tournament_state|game_id|entry_fee|winning_prize|page|per_page|search) /,
    );
  });
});

describe('GET /api/tournament-details', () => {
  it('answers the tournament with its participants and participate for the session user', async () => {
    const game = await insertGame(t.database.db, { gameName: 'Rocket League' });
    const cup = await insertTournament(t.database.db, game.id, {
      tournamentName: 'Detail Cup',
      overviewDescription: '<p>Rules</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const captain = await registerAndLogin(t.app);
    const team = await insertTeam(t.database.db, [captain.user.id], 'Lone Wolves');
    await enrol(t.database.db, cup.id, team);

    const response = await t.app.inject({
      url: `/api/tournament-details?id=${cup.id}&user_id=${captain.user.id}`,
      headers: captain.auth,
    });
    const json = body<{ tournament: Record<string, unknown>; tournamentParticipants: unknown[] }>(response);
    expect(json.tournament).toMatchObject({
      id: cup.id,
      tournament_name: 'Detail Cup',
      game_name: 'Rocket League',
      participate: true,
      winning_prize: 100,
      overview_description: '<p>Rules</p>',
    });
    expect(json.tournamentParticipants).toEqual([
      { team_id: team.id, team_name: 'Lone Wolves', captain_name: captain.name, checked_in: false },
    ]);
    // user_id in the query never stands in for the session.
    const visitor = await t.app.inject({
      url: `/api/tournament-details?id=${cup.id}&user_id=${captain.user.id}`,
    });
    expect(body<{ tournament: { participate: boolean } }>(visitor).tournament.participate).toBe(false);
  });

  it('answers how the matches are played: format, series lengths, stages, map pool and veto (decision 0039)', async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, {
      totalTeams: 16,
      bracketFormat: 'double_elimination',
      bestOf: 3,
      finalBestOf: 5,
      grandFinal: 'double',
      groupStage: { format: 'round_robin', groups: 4, advance: 2 },
      mapPool: ['Hardpoint', 'Search and Destroy', 'Control', 'Overload', 'Payload'],
      veto: 'ban_pick',
      vetoStepSeconds: 90,
    });
    const plain = await insertTournament(t.database.db, game.id);
    const details = async (id: number) =>
      body<{ tournament: Record<string, unknown> }>(
        await t.app.inject({ url: `/api/tournament-details?id=${id}` }),
      ).tournament;

    expect(await details(cup.id)).toMatchObject({
      bracket_format: 'double_elimination',
      best_of: 3,
      final_best_of: 5,
      third_place_match: false,
      grand_final: 'double',
      swiss_rounds: null,
      swiss_advance_wins: null,
      swiss_eliminate_losses: null,
      swiss_decider_best_of: null,
      group_stage: { format: 'round_robin', groups: 4, advance: 2 },
      // In the order the organiser gave (a schedule veto plays them in this order).
      map_pool: ['Hardpoint', 'Search and Destroy', 'Control', 'Overload', 'Payload'],
      veto: 'ban_pick',
      veto_step_seconds: 90,
    });
    // The defaults, and the same fields on the list's cards.
    const defaults = {
      bracket_format: 'single_elimination',
      best_of: 1,
      final_best_of: 1,
      third_place_match: false,
      grand_final: 'simple',
      group_stage: null,
      map_pool: [],
      veto: 'none',
      veto_step_seconds: 60,
    };
    expect(await details(plain.id)).toMatchObject(defaults);
    const listed = (await list()).tournaments as unknown as Array<Record<string, unknown>>;
    expect(listed.find((row) => row.id === plain.id)).toMatchObject(defaults);
    expect(listed.find((row) => row.id === cup.id)).toMatchObject({ best_of: 3, veto: 'ban_pick' });
    // Organiser-only settings stay out of the public answer.
    expect(await details(cup.id)).not.toHaveProperty('seeding');
    expect(await details(cup.id)).not.toHaveProperty('prize_split');
  });

  it.each([
    ['', 400],
    ['?id=abc', 400],
    ['?id=-3', 400],
    ['?id=999999', 404],
  ])('answers %s with %i', async (query, status) => {
    const response = await t.app.inject({ url: `/api/tournament-details${query}` });
    expect(response.statusCode).toBe(status);
    expect(body(response).status).toBe(false);
  });
});

describe('GET /api/tournament-team-players', () => {
  it("lists an entered team's captain and accepted players with their platform IDs, never pending ones", async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { teamSize: 2 });
    const captain = await registerAndLogin(t.app);
    const mate = await registerAndLogin(t.app);
    const hopeful = await registerAndLogin(t.app);
    const team = await insertTeam(t.database.db, [captain.user.id, mate.user.id]);
    await t.database.db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: hopeful.user.id, isAccepted: MEMBER.pending });
    await enrol(t.database.db, cup.id, team);

    const response = await t.app.inject({
      url: `/api/tournament-team-players?tournament_id=${cup.id}&team_id=${team.id}`,
    });
    const players = body<{ players: Array<{ name: string; is_accepted: number; user_details: object }> }>(
      response,
    ).players;
    expect(players.map((p) => [p.name, p.is_accepted])).toEqual([
      [captain.name, 2],
      [mate.name, 1],
    ]);
    // The platform IDs only: never the e-mail or the balances.
    expect(Object.keys(players[0]!.user_details).sort()).toEqual([...PLATFORM_KEYS].sort());
    expect(response.body).not.toContain(captain.email);
  });

  it('answers 404 for a team not entered in that tournament', async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id);
    const captain = await registerAndLogin(t.app);
    const team = await insertTeam(t.database.db, [captain.user.id]);
    const response = await t.app.inject({
      url: `/api/tournament-team-players?tournament_id=${cup.id}&team_id=${team.id}`,
    });
    expect(response.statusCode).toBe(404);
    await t.database.db.delete(teamMembers).where(eq(teamMembers.teamId, team.id));
  });
});

describe('the catalogue cache', () => {
  it('serves visitors a cached list until cleared, while participate stays live for players', async () => {
    const cache = createTtlCache<CachedResponse>({ ttlMs: 60_000, maxEntries: 100 });
    const cachedApp = await createTestApp({ deps: { catalogueCache: cache } });
    try {
      const game = await insertGame(cachedApp.database.db);
      const cup = await insertTournament(cachedApp.database.db, game.id, { tournamentName: 'First' });
      const get = async (headers: Record<string, string> = {}) =>
        body<ListBody>(await cachedApp.app.inject({ url: '/api/tournaments-list', headers }));
      expect(names(await get())).toEqual(['First']);
      await insertTournament(cachedApp.database.db, game.id, { tournamentName: 'Second' });
      expect(names(await get())).toEqual(['First']);

      const captain = await registerAndLogin(cachedApp.app);
      const team = await insertTeam(cachedApp.database.db, [captain.user.id]);
      await enrol(cachedApp.database.db, cup.id, team);
      const mine = await get(captain.auth);
      expect(mine.tournaments.map((x) => [x.tournament_name, x.participate])).toEqual([['First', true]]);

      cache.clear();
      expect(names(await get()).sort()).toEqual(['First', 'Second']);
      const response = await cachedApp.app.inject({ url: '/api/tournaments-list' });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    } finally {
      await cachedApp.close();
    }
  });
});
