/**
 * The map or mode veto (decision 0041) through the public surface and the sweep, on the test database (embedded
 * or PostgreSQL): opened with a ready match, played by both captains, refused out of turn and when illegal, timed
 * out once across two instances. Time moves through the app's clock, never a sleep.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TournamentBracket } from '@arena/shared/brackets';
import { MATCH_VETO_MESSAGES as M, type MatchVeto } from '@arena/shared/match-veto';
import { matchVetoSteps } from '../../db/schema/brackets';
import { domainEvents } from '../../db/schema/notifications';
import type { tournaments } from '../../db/schema/tournaments';
import { body, type TestApp } from '../../../test/harness';
import { twoInstancesOnATestClock } from '../../../test/two-instances';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { promoteToAdmin } from '../../../test/admin-fixtures';

const SEVEN = ['Ancient', 'Anubis', 'Dust2', 'Inferno', 'Mirage', 'Nuke', 'Train'];

// A second instance on the same database: a sweep must act once between them.
const { clock, instances } = twoInstancesOnATestClock();
let t: TestApp;
let other: TestApp;
beforeAll(() => {
  ({ t, other } = instances);
});

type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };
interface Entrant {
  teamId: number;
  captain: Player;
  /** A player of the team who is not its captain. */
  member: Player;
}

const post = (url: string, auth: Auth | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, payload });
const get = (url: string, auth?: Auth) => t.app.inject({ url, headers: auth ?? {} });

/** A pending cup of `count` two-player teams with these series settings, started by the organiser. */
async function startedCup(
  count: number,
  settings: Partial<typeof tournaments.$inferInsert>,
): Promise<{ id: number; entrants: Entrant[]; organiser: Player }> {
  const db = t.database.db;
  const game = await insertGame(db);
  const cup = await insertTournament(db, game.id, { totalTeams: 8, teamSize: 2, ...settings });
  const people = await insertSignedInPlayers(t.database, count * 2 + 1);
  const entrants: Entrant[] = [];
  for (let i = 0; i < count; i++) {
    const [captain, member] = [people[2 * i]!, people[2 * i + 1]!];
    const team = await insertTeam(db, [captain.user.id, member.user.id], `Veto ${i + 1} ${cup.id}`);
    await enrol(db, cup.id, team);
    entrants.push({ teamId: team.id, captain, member });
  }
  const organiser = people[count * 2]!;
  await promoteToAdmin(t.app, t.database, organiser);
  const started = await post(`/api/admin/tournaments/${cup.id}/start`, organiser.auth, {});
  expect(started.statusCode, started.body).toBe(200);
  return { id: cup.id, entrants, organiser };
}
type Cup = Awaited<ReturnType<typeof startedCup>>;

async function bracketOf(cup: Cup): Promise<TournamentBracket> {
  const response = await get(`/api/tournament-bracket?tournament_id=${cup.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentBracket }>(response).data;
}

/** The matches ready to play, with their teams (higher seed, i.e. the participant drawn first, first). */
async function readyMatches(cup: Cup) {
  const bracket = await bracketOf(cup);
  const teamOf = (id: number | null | undefined) => bracket.participants.find((p) => p.id === id)!.team_id;
  return bracket.matches
    .filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null)
    .map((m) => {
      const ids = [m.opponent1!.id!, m.opponent2!.id!].sort((a, b) => a - b);
      return { id: m.id, round: m.round_id, higher: teamOf(ids[0]), lower: teamOf(ids[1]) };
    });
}

async function vetoOf(matchId: number, auth: Auth): Promise<MatchVeto | null> {
  const response = await get(`/api/match-veto?match_id=${matchId}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: MatchVeto | null }>(response).data;
}

const act = (player: Player, matchId: number, action: string, map: string, side?: string) =>
  post('/api/match-veto', player.auth, { match_id: matchId, action, map, ...(side ? { side } : {}) });

async function acted(player: Player, matchId: number, action: string, map: string, side?: string) {
  const response = await act(player, matchId, action, map, side);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: MatchVeto }>(response).data;
}

/** The refusal's message (the envelope's `message`). */
const refusal = (response: Parameters<typeof body>[0]) => body(response).message;

/** The one match of a two-team cup, with its higher and lower seed as entrants. */
async function onlyMatch(cup: Cup) {
  const [match] = await readyMatches(cup);
  const entrant = (teamId: number) => cup.entrants.find((e) => e.teamId === teamId)!;
  return { id: match!.id, a: entrant(match!.higher), b: entrant(match!.lower) };
}

describe('the map veto', () => {
  it('ban_pick Bo3: both captains play the CS Major order and get a map and host per game', async () => {
    const cup = await startedCup(2, { bestOf: 3, finalBestOf: 3, veto: 'ban_pick', mapPool: SEVEN });
    const { id, a, b } = await onlyMatch(cup);

    const opened = (await vetoOf(id, a.member.auth))!;
    expect(opened).toMatchObject({
      mode: 'ban_pick',
      best_of: 3,
      pool: SEVEN,
      first_team_id: a.teamId,
      second_team_id: b.teamId,
      steps: [],
      turn: { team_id: a.teamId, action: 'ban', map: null },
      step_seconds: 60,
      my_turn: false,
      games: [],
    });
    expect(opened.legal_actions.map((l) => l.map)).toEqual(SEVEN);
    expect(opened.turn_due_at).toBe(new Date(clock.at + 60_000).toISOString());
    expect((await vetoOf(id, a.captain.auth))!.my_turn).toBe(true);
    // The captain on turn is told.
    const turns = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.matchId, id), eq(domainEvents.type, 'match.veto_turn')));
    expect(turns.map((e) => e.recipients)).toEqual([[a.captain.user.id]]);
    await acted(a.captain, id, 'ban', 'Train');
    // Each step reaches both teams' rooms and the admins' live (the opening came with the match's ready notice).
    const live = await t.database.db
      .select({ type: domainEvents.type, recipients: domainEvents.recipients })
      .from(domainEvents)
      .where(eq(domainEvents.matchId, id));
    expect(
      live.filter((e) => e.type === 'match.veto_step').map((e) => [...(e.recipients as number[])].sort()),
    ).toEqual([[a.captain.user.id, a.member.user.id, b.captain.user.id, b.member.user.id].sort()]);
    expect(live.filter((e) => e.type === 'admin.match_veto').map((e) => e.recipients)).toEqual(['admins']);

    await acted(b.captain, id, 'ban', 'Nuke');
    await acted(a.captain, id, 'pick', 'Mirage');
    await acted(b.captain, id, 'side', 'Mirage', 'defence');
    await acted(b.captain, id, 'pick', 'Inferno');
    await acted(a.captain, id, 'side', 'Inferno', 'attack');
    await acted(a.captain, id, 'ban', 'Ancient');
    const done = await acted(b.captain, id, 'ban', 'Anubis');

    // Told when the turn passes to the other team, not again for a second step in a row (B side then B pick).
    const told = await t.database.db
      .select({ recipients: domainEvents.recipients })
      .from(domainEvents)
      .where(and(eq(domainEvents.matchId, id), eq(domainEvents.type, 'match.veto_turn')))
      .orderBy(domainEvents.id);
    const [ca, cb] = [a.captain.user.id, b.captain.user.id];
    expect(told.map((e) => e.recipients)).toEqual([[ca], [cb], [ca], [cb], [ca], [cb]]);
    expect(done.completed_at).not.toBeNull();
    expect(done.turn).toBeNull();
    expect(done.turn_due_at).toBeNull();
    expect(done.steps.map((s) => [s.team_id, s.action, s.map, s.side])).toEqual([
      [a.teamId, 'ban', 'Train', null],
      [b.teamId, 'ban', 'Nuke', null],
      [a.teamId, 'pick', 'Mirage', null],
      [b.teamId, 'side', 'Mirage', 'defence'],
      [b.teamId, 'pick', 'Inferno', null],
      [a.teamId, 'side', 'Inferno', 'attack'],
      [a.teamId, 'ban', 'Ancient', null],
      [b.teamId, 'ban', 'Anubis', null],
      [null, 'decider', 'Dust2', expect.stringMatching(/^(attack|defence)$/)],
    ]);
    expect(done.games).toEqual([
      {
        number: 1,
        map: 'Mirage',
        host_team_id: a.teamId,
        picked_by_team_id: a.teamId,
        attack_team_id: a.teamId,
      },
      {
        number: 2,
        map: 'Inferno',
        host_team_id: b.teamId,
        picked_by_team_id: b.teamId,
        attack_team_id: a.teamId,
      },
      {
        number: 3,
        map: 'Dust2',
        host_team_id: a.teamId,
        picked_by_team_id: null,
        attack_team_id: done.steps[8]!.side === 'attack' ? a.teamId : b.teamId,
      },
    ]);
    expect(refusal(await act(a.captain, id, 'ban', 'Dust2'))).toBe(M.complete);
  });

  it('refuses out of turn, illegal actions, non-captains and outsiders with clear messages', async () => {
    const cup = await startedCup(2, { bestOf: 3, finalBestOf: 3, veto: 'ban_pick', mapPool: SEVEN });
    const { id, a, b } = await onlyMatch(cup);

    const outOfTurn = await act(b.captain, id, 'ban', 'Nuke');
    expect(outOfTurn.statusCode).toBe(409);
    expect(refusal(outOfTurn)).toBe("It is not your team's turn in the veto.");
    const wrong = await act(a.captain, id, 'pick', 'Nuke');
    expect(wrong.statusCode).toBe(400);
    expect(refusal(wrong)).toBe('This step of the veto is a ban.');
    expect(refusal(await act(a.captain, id, 'ban', 'Vertigo'))).toBe(M.mapNotInPool);
    const member = await act(a.member, id, 'ban', 'Nuke');
    expect(member.statusCode).toBe(403);
    expect(refusal(member)).toBe(M.notCaptain);
    const [stranger] = await insertSignedInPlayers(t.database, 1);
    expect((await act(stranger!, id, 'ban', 'Nuke')).statusCode).toBe(404);
    // A stranger reads the public view (below), and acts nowhere.
    expect((await vetoOf(id, stranger!.auth))!.legal_actions).toEqual([]);

    await acted(a.captain, id, 'ban', 'Nuke');
    const used = await act(b.captain, id, 'ban', 'Nuke');
    expect(refusal(used)).toBe(M.mapUsed);
    await acted(b.captain, id, 'ban', 'Train');
    await acted(a.captain, id, 'pick', 'Mirage');
    expect(refusal(await act(b.captain, id, 'side', 'Mirage'))).toBe(M.sideRequired);
    expect(refusal(await act(b.captain, id, 'side', 'Dust2', 'attack'))).toBe(M.sideMap('Mirage'));
    const after = (await vetoOf(id, a.captain.auth))!;
    expect(after.steps).toHaveLength(3);
    expect(after.turn).toEqual({ team_id: b.teamId, action: 'side', map: 'Mirage' });
    expect(after.legal_actions).toEqual([
      { action: 'side', map: 'Mirage', side: 'attack' },
      { action: 'side', map: 'Mirage', side: 'defence' },
    ]);
  });

  it('shows the veto to anyone once it has opened: every step, the turn and the games, no legal actions', async () => {
    const cup = await startedCup(2, { bestOf: 3, finalBestOf: 3, veto: 'ban_pick', mapPool: SEVEN });
    const { id, a, b } = await onlyMatch(cup);
    const [stranger] = await insertSignedInPlayers(t.database, 1);
    const visitor = async () => {
      const response = await get(`/api/match-veto?match_id=${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return body<{ data: MatchVeto | null }>(response).data!;
    };

    const opened = await visitor();
    expect(opened).toMatchObject({
      mode: 'ban_pick',
      best_of: 3,
      pool: SEVEN,
      first_team_id: a.teamId,
      second_team_id: b.teamId,
      steps: [],
      turn: { team_id: a.teamId, action: 'ban', map: null },
      legal_actions: [],
      my_turn: false,
    });
    expect(opened.turn_due_at).toBe(new Date(clock.at + 60_000).toISOString());
    // The captain on turn still gets the choices; a stranger, signed in, the public view.
    expect((await vetoOf(id, a.captain.auth))!.legal_actions).toHaveLength(SEVEN.length);
    expect(await vetoOf(id, stranger!.auth)).toEqual(opened);

    await acted(a.captain, id, 'ban', 'Train');
    await acted(b.captain, id, 'ban', 'Nuke');
    await acted(a.captain, id, 'pick', 'Mirage');
    const mid = await visitor();
    expect(mid.steps.map((s) => [s.team_id, s.action, s.map])).toEqual([
      [a.teamId, 'ban', 'Train'],
      [b.teamId, 'ban', 'Nuke'],
      [a.teamId, 'pick', 'Mirage'],
    ]);
    expect(mid.turn).toEqual({ team_id: b.teamId, action: 'side', map: 'Mirage' });
    expect(mid.legal_actions).toEqual([]);
    // A visitor cannot act (the platform answers a missing session with 403).
    expect(
      (
        await post('/api/match-veto', undefined, {
          match_id: id,
          action: 'side',
          map: 'Mirage',
          side: 'attack',
        })
      ).statusCode,
    ).toBe(403);

    await acted(b.captain, id, 'side', 'Mirage', 'defence');
    await acted(b.captain, id, 'pick', 'Inferno');
    await acted(a.captain, id, 'side', 'Inferno', 'attack');
    await acted(a.captain, id, 'ban', 'Ancient');
    const done = await acted(b.captain, id, 'ban', 'Anubis');
    const seen = await visitor();
    expect(seen).toEqual({ ...done, my_turn: false, legal_actions: [] });
    expect(seen.steps.at(-1)).toMatchObject({ team_id: null, action: 'decider', map: 'Dust2' });
    expect(seen.games.map((g) => g.map)).toEqual(['Mirage', 'Inferno', 'Dust2']);

    // An unknown match is not found; a match before its veto opens has none.
    expect((await get('/api/match-veto?match_id=999999999')).statusCode).toBe(404);
  });

  it('answers a visitor null for a match whose veto has not opened (no teams yet)', async () => {
    const cup = await startedCup(4, { bestOf: 3, finalBestOf: 3, veto: 'ban_pick', mapPool: SEVEN });
    const bracket = await bracketOf(cup);
    const final = bracket.matches.find((m) => m.opponent1?.id == null && m.opponent2?.id == null)!;
    const response = await get(`/api/match-veto?match_id=${final.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ data: MatchVeto | null }>(response).data).toBeNull();
  });

  it('bans Bo1: alternate bans until one map is left, which is game 1', async () => {
    const pool = ['Hotel', 'Skidrow', 'Terminal'];
    const cup = await startedCup(2, { veto: 'bans', mapPool: pool });
    const { id, a, b } = await onlyMatch(cup);
    await acted(a.captain, id, 'ban', 'Terminal');
    expect(refusal(await act(b.captain, id, 'pick', 'Hotel'))).toBe(M.wrongAction('ban'));
    const done = await acted(b.captain, id, 'ban', 'Hotel');
    expect(done.games).toEqual([
      { number: 1, map: 'Skidrow', host_team_id: a.teamId, picked_by_team_id: null, attack_team_id: null },
    ]);
  });

  it('bans Bo3: two bans from five, then the three maps left are the games, the last drawn at random', async () => {
    const pool = ['Hotel', 'Skidrow', 'Terminal', 'Rust', 'Favela'];
    const cup = await startedCup(2, { bestOf: 3, finalBestOf: 3, veto: 'bans', mapPool: pool });
    const { id, a, b } = await onlyMatch(cup);
    await acted(a.captain, id, 'ban', 'Rust');
    const done = await acted(b.captain, id, 'ban', 'Hotel');
    expect(done.completed_at).not.toBeNull();
    const maps = done.games.map((g) => g.map);
    expect([...maps].sort()).toEqual(['Favela', 'Skidrow', 'Terminal']);
    // The first two games keep the pool's order.
    const firstTwo = maps.slice(0, 2);
    expect(firstTwo).toEqual(pool.filter((m) => firstTwo.includes(m)));
    expect(done.games.map((g) => g.host_team_id)).toEqual([a.teamId, b.teamId, a.teamId]);
  });

  it('schedule: complete at once, game i on the i-th mode', async () => {
    const pool = ['Hardpoint', 'Search and Destroy', 'Control'];
    const cup = await startedCup(2, { bestOf: 3, finalBestOf: 3, veto: 'schedule', mapPool: pool });
    const { id, a, b } = await onlyMatch(cup);
    const veto = (await vetoOf(id, b.member.auth))!;
    expect(veto.turn).toBeNull();
    expect(veto.completed_at).not.toBeNull();
    expect(veto.games.map((g) => [g.map, g.host_team_id])).toEqual([
      ['Hardpoint', a.teamId],
      ['Search and Destroy', b.teamId],
      ['Control', a.teamId],
    ]);
    expect(refusal(await act(a.captain, id, 'ban', 'Control'))).toBe(M.complete);
  });

  it('answers null for a tournament without a veto and refuses an action', async () => {
    const cup = await startedCup(2, {});
    const { id, a } = await onlyMatch(cup);
    expect(await vetoOf(id, a.captain.auth)).toBeNull();
    expect(refusal(await act(a.captain, id, 'ban', 'Nuke'))).toBe(M.noVeto);
  });

  it('opens the final’s veto (final_best_of) when both semi-finals are reported', async () => {
    const cup = await startedCup(4, { bestOf: 1, finalBestOf: 3, veto: 'ban_pick', mapPool: SEVEN });
    const semis = await readyMatches(cup);
    expect(semis).toHaveLength(2);
    for (const semi of semis) expect((await vetoOf(semi.id, cup.organiser.auth))!.best_of).toBe(1);
    for (const semi of semis) {
      const captain = (teamId: number) => cup.entrants.find((e) => e.teamId === teamId)!.captain;
      for (const [teamId, own, opp] of [
        [semi.higher, 1, 0],
        [semi.lower, 0, 1],
      ] as const) {
        const reported = await post('/api/report-match-score', captain(teamId).auth, {
          match_id: semi.id,
          own_score: own,
          opponent_score: opp,
        });
        expect(reported.statusCode, reported.body).toBe(200);
      }
    }
    const [final] = await readyMatches(cup);
    const veto = (await vetoOf(final!.id, cup.organiser.auth))!;
    expect(veto).toMatchObject({ best_of: 3, first_team_id: final!.higher, steps: [] });
    expect(veto.turn?.team_id).toBe(final!.higher);
    // The semi-finals' vetoes, never finished, stopped their clocks with the results.
    for (const semi of semis) expect((await vetoOf(semi.id, cup.organiser.auth))!.turn_due_at).toBeNull();
  });

  it('a correction that changes who plays the final deletes its veto and opens a fresh one', async () => {
    const cup = await startedCup(4, { veto: 'bans', mapPool: SEVEN });
    const semis = await readyMatches(cup);
    const captain = (teamId: number) => cup.entrants.find((e) => e.teamId === teamId)!.captain;
    for (const semi of semis) {
      for (const [teamId, own, opp] of [
        [semi.higher, 1, 0],
        [semi.lower, 0, 1],
      ] as const) {
        const reported = await post('/api/report-match-score', captain(teamId).auth, {
          match_id: semi.id,
          own_score: own,
          opponent_score: opp,
        });
        expect(reported.statusCode, reported.body).toBe(200);
      }
    }
    const [final] = await readyMatches(cup);
    const before = (await vetoOf(final!.id, cup.organiser.auth))!;
    await acted(captain(before.first_team_id), final!.id, 'ban', 'Nuke');

    // The organiser reverses the first semi-final: its loser now plays the final.
    const bracket = await bracketOf(cup);
    const semi = bracket.matches.find((m) => m.id === semis[0]!.id)!;
    const higherIsOpponent1 =
      bracket.participants.find((p) => p.id === semi.opponent1!.id)!.team_id === semis[0]!.higher;
    const corrected = await post(`/api/admin/matches/${semis[0]!.id}/result`, cup.organiser.auth, {
      opponent1_score: higherIsOpponent1 ? 0 : 1,
      opponent2_score: higherIsOpponent1 ? 1 : 0,
      reason: 'Wrong winner reported',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const after = (await vetoOf(final!.id, cup.organiser.auth))!;
    const teams = [after.first_team_id, after.second_team_id];
    expect(teams).toContain(semis[0]!.lower);
    expect(teams).not.toContain(semis[0]!.higher);
    expect(after.steps).toEqual([]);
    expect(after.turn?.team_id).toBe(after.first_team_id);
  });

  it('takes one random legal action for a late captain, once across two instances', async () => {
    const cup = await startedCup(2, { veto: 'ban_pick', mapPool: SEVEN, vetoStepSeconds: 30 });
    const { id, a } = await onlyMatch(cup);
    clock.at += 29_000;
    expect((await t.app.matchDay.vetoes.sweep()).timedOut).toBe(0);
    clock.at += 1_000;
    const [one, two] = await Promise.all([t.app.matchDay.vetoes.sweep(), other.app.matchDay.vetoes.sweep()]);
    expect(one.timedOut + two.timedOut).toBe(1);
    const steps = await t.database.db.select().from(matchVetoSteps).where(eq(matchVetoSteps.matchId, id));
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({
      step: 1,
      teamId: a.teamId,
      action: 'ban',
      actorUserId: null,
      timedOut: true,
    });
    expect(SEVEN).toContain(steps[0]!.map);
    const veto = (await vetoOf(id, a.captain.auth))!;
    expect(veto.steps[0]!.timed_out).toBe(true);
    // Bo1 from 7 maps: the higher seed bans twice, with a fresh 30 s for the second ban.
    expect(veto.turn).toEqual({ team_id: a.teamId, action: 'ban', map: null });
    expect(veto.turn_due_at).toBe(new Date(clock.at + 30_000).toISOString());
    expect(veto.legal_actions.map((l) => l.map)).not.toContain(steps[0]!.map);
    expect((await t.app.matchDay.vetoes.sweep()).timedOut).toBe(0);
  });
});
