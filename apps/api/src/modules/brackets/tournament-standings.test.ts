import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentBracket, TournamentStanding } from '@arena/shared/brackets';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { createBracket } from './bracket-creation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
interface Entrant {
  seed: number;
  teamId: number;
  name: string;
  auth: Auth;
}
type BracketAnswer = {
  data: TournamentBracket | null;
  standings: TournamentStanding[];
};

/** An underway 1v1 tournament of `count` teams with its bracket drawn in seed order. */
async function underway(count: number, prizePence: number, split: number[]) {
  const db = t.database.db;
  const game = await insertGame(db);
  const cup = await insertTournament(db, game.id, {
    tournamentState: 'underway',
    totalTeams: 16,
    teamSize: 1,
    winningPrizePence: prizePence,
    prizeSplit: split,
  });
  const people = await insertSignedInPlayers(t.database, count);
  const entrants: Entrant[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const player = people[seed - 1]!;
    const team = await insertTeam(db, [player.user.id], `Seed ${seed} ${cup.id}`);
    await enrol(db, cup.id, team);
    entrants.push({ seed, teamId: team.id, name: team.teamName, auth: player.auth });
  }
  await db.transaction((tx) =>
    createBracket(tx, {
      tournamentId: cup.id,
      format: 'single_elimination',
      teams: entrants.map((e) => ({ teamId: e.teamId, name: e.name })),
    }),
  );
  return { id: cup.id, entrants };
}

async function bracketAnswer(tournamentId: number): Promise<BracketAnswer> {
  const response = await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${tournamentId}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<BracketAnswer>(response);
}

/** Both captains of every ready match report it, the lower seed winning, until the bracket is decided. */
async function playThrough(id: number, entrants: Entrant[]) {
  for (;;) {
    const { data } = await bracketAnswer(id);
    const ready = data!.matches.filter(
      (m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null,
    );
    if (ready.length === 0) return;
    for (const match of ready) {
      const [a, b] = [match.opponent1!.id, match.opponent2!.id].map((participantId) => {
        const teamId = data!.participants.find((p) => p.id === participantId)!.team_id;
        return entrants.find((e) => e.teamId === teamId)!;
      }) as [Entrant, Entrant];
      for (const side of [a, b]) {
        const won = side.seed < (side === a ? b : a).seed;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/report-match-score',
          headers: side.auth,
          payload: { match_id: match.id, own_score: won ? 2 : 1, opponent_score: won ? 1 : 2 },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    }
  }
}

describe('the standings beside the public bracket', () => {
  it('are empty before the start and while the tournament is played', async () => {
    const game = await insertGame(t.database.db);
    const pending = await insertTournament(t.database.db, game.id, { tournamentState: 'pending' });
    expect(await bracketAnswer(pending.id)).toMatchObject({ data: null, standings: [] });

    const live = await underway(4, 10_000, [100]);
    const answer = await bracketAnswer(live.id);
    expect(answer.data?.matches).toHaveLength(3);
    expect(answer.standings).toEqual([]);
  });

  it('list every team of a completed tournament by placing, ties sharing one, with the prize paid', async () => {
    // £100.01 split 50/30/20: 3rd and 4th (the semi-final losers) share the 3rd and 4th places' 20%.
    const cup = await underway(8, 10_001, [50, 30, 20]);
    await playThrough(cup.id, cup.entrants);
    const { data, standings } = await bracketAnswer(cup.id);
    expect(data).not.toBeNull();
    const seed = (n: number) => cup.entrants[n - 1]!;
    const row = (n: number, placing: number, prize: number) => ({
      team_id: seed(n).teamId,
      team_name: seed(n).name,
      placing,
      prize,
    });
    // The standard seeding pairs 1-8, 4-5, 2-7, 3-6 and the lower seed always wins: 1 beats 2 in the final.
    const third = [seed(3), seed(4)].sort((x, y) => x.teamId - y.teamId).map((e) => row(e.seed, 3, 10));
    const fifth = [5, 6, 7, 8]
      .map(seed)
      .sort((x, y) => x.teamId - y.teamId)
      .map((e) => row(e.seed, 5, 0));
    // The winner takes what rounding leaves: 10001 - 3000 - 2 * 1000 = 5001 pence.
    expect(standings).toEqual([row(1, 1, 50.01), row(2, 2, 30), ...third, ...fifth]);
    expect(standings.reduce((sum, s) => sum + Math.round(s.prize * 100), 0)).toBe(10_001);
  });

  it('are documented in the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const document = JSON.parse(response.body) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    const answer = JSON.stringify(document.paths['/api/tournament-bracket']?.get?.responses['200']);
    expect(answer).toContain('"standings"');
    expect(answer).toContain('"placing"');
  });
});
