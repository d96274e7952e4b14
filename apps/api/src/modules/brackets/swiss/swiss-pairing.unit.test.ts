/**
 * The Swiss pairing and standings by example (decision 0042); the properties over whole events are in
 * swiss-pairing-property.ts, run as two halves side by side.
 */
import { describe, expect, it } from 'vitest';
import { bracketEngine, matchesOf } from '../bracket-engine';
import { MATCH_STATUS, resultUpdate } from '../bracket.rules';
import { MemoryBracketStorage } from '../memory-bracket-storage';
import { pairSwissRound } from './swiss-pairing';
import { createSwissStage, drawSwissRound, swissStageStandings } from './swiss-stage';
import {
  isDecider,
  rankedForPairing,
  swissRecords,
  swissStandings,
  type SwissResult,
} from './swiss-standings';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, seed: i + 1 }));
const win = (team1: number, team2: number): SwissResult => ({ team1, team2, winner: 'team1' });

describe('pairSwissRound', () => {
  it('pairs round 1 by seed, top half against bottom half, the bye to the lowest seed', () => {
    const ranked = (n: number) => rankedForPairing(swissRecords(seeds(n), []));
    expect(pairSwissRound(ranked(8))).toEqual({
      pairs: [
        [1, 5],
        [2, 6],
        [3, 7],
        [4, 8],
      ],
      bye: null,
    });
    expect(pairSwissRound(ranked(7))).toEqual({
      pairs: [
        [1, 4],
        [2, 5],
        [3, 6],
      ],
      bye: 7,
    });
  });

  it('pairs teams on the same record, top half against bottom half of the record, without a rematch', () => {
    // Round 1 of 8 by seed; the top seeds win. 1-0: 1 2 3 4; 0-1: 5 6 7 8.
    const results = [win(1, 5), win(2, 6), win(3, 7), win(4, 8)];
    const pairing = pairSwissRound(rankedForPairing(swissRecords(seeds(8), results)));
    expect(pairing.pairs).toEqual([
      [1, 3],
      [2, 4],
      [5, 7],
      [6, 8],
    ]);
  });

  it('avoids a rematch by pairing otherwise within the record', () => {
    // 1-0: 1 2 3 4, where 1 and 3 met before; the record's natural pairing 1 v 3 is a rematch.
    const teams = rankedForPairing(swissRecords(seeds(4), [win(1, 3), win(3, 1)])).map((team, i) => ({
      ...team,
      wins: 1,
      losses: 0,
      seed: i + 1,
    }));
    const pairing = pairSwissRound(teams);
    for (const [a, b] of pairing.pairs) expect([a, b].sort()).not.toEqual([1, 3]);
  });

  it('gives the bye to the lowest-ranked team without one, and floats the fewest teams', () => {
    // Round 1 of 5: 1 v 3, 2 v 4, 5 has the bye; 1, 2 and 5 are 1-0.
    const results: SwissResult[] = [win(1, 3), win(2, 4), { team1: 5, team2: null, winner: 'team1' }];
    const pairing = pairSwissRound(rankedForPairing(swissRecords(seeds(5), results)));
    // Three teams at 1-0, two at 0-1: the lowest-ranked 0-1 team (4) takes the bye, one 1-0 team floats down.
    expect(pairing.bye).toBe(4);
    expect(pairing.pairs).toHaveLength(2);
    const crossing = pairing.pairs.filter(([a, b]) => [1, 2, 5].includes(a) !== [1, 2, 5].includes(b));
    expect(crossing).toHaveLength(1);
  });
});

describe('swissStandings', () => {
  it('ranks by record, then Buchholz, then head-to-head, then seed; a bye is a won round', () => {
    const results: SwissResult[] = [
      win(1, 2),
      win(3, 4),
      { team1: 5, team2: null, winner: 'team1' },
      win(1, 3),
      win(2, 5),
      win(4, 5),
    ];
    const rows = swissStandings(seeds(5), results);
    expect(rows.map((row) => row.teamId)).toEqual([1, 3, 2, 4, 5]);
    const five = rows.find((row) => row.teamId === 5)!;
    expect(five).toMatchObject({ played: 3, wins: 1, losses: 2, points: 3 });
    // 2: beaten by 1 (2-0), beat 5 (1-2): 2 + -1 = 1. 3: beat 4 (1-1), beaten by 1 (2-0): 0 + 2 = 2.
    expect(rows.find((row) => row.teamId === 2)!.buchholz).toBe(1);
    expect(rows.find((row) => row.teamId === 3)!.buchholz).toBe(2);
    // 2 and 3 are both 1-1: 3 had the harder opponents, and Buchholz decides before seed.
  });

  it('knows a Major-style decider', () => {
    const major = { advanceWins: 3, eliminateLosses: 3 };
    expect(
      isDecider(
        [
          { wins: 1, losses: 1 },
          { wins: 1, losses: 1 },
        ],
        major,
      ),
    ).toBe(false);
    expect(
      isDecider(
        [
          { wins: 2, losses: 0 },
          { wins: 2, losses: 0 },
        ],
        major,
      ),
    ).toBe(true);
    expect(
      isDecider(
        [
          { wins: 1, losses: 2 },
          { wins: 1, losses: 2 },
        ],
        major,
      ),
    ).toBe(true);
    expect(
      isDecider(
        [
          { wins: 2, losses: 2 },
          { wins: 2, losses: 2 },
        ],
        null,
      ),
    ).toBe(false);
  });
});

describe('a Swiss stage on the in-memory storage', () => {
  it('draws each round when the last is settled, and brackets-manager keeps best_of through a result', async () => {
    const engine = bracketEngine(new MemoryBracketStorage());
    await engine.storage.insert(
      'participant',
      seeds(8).map((team) => ({ tournament_id: 1, name: `T${team.id}`, team_id: team.id * 10 })),
    );
    const { stageId, round } = await createSwissStage(engine.storage, {
      tournamentId: 1,
      settings: {
        seeding: seeds(8).map((team) => team.id * 10),
        rounds: null,
        advance_wins: 2,
        eliminate_losses: 2,
        best_of: 1,
        decider_best_of: 5,
      },
    });
    expect(round?.pairs).toHaveLength(4);
    // Round 1 has no decider: 0-0 teams are two wins from advancing and two losses from out.
    expect(round!.pairs.every((pair) => pair.bestOf === 1)).toBe(true);
    expect(await drawSwissRound(engine.storage, stageId)).toBeNull();
    let rounds = 1;
    for (;;) {
      for (const match of await matchesOf(engine.storage))
        if (match.status === MATCH_STATUS.ready)
          await engine.manager.update.match(resultUpdate(Number(match.id), 1, 0));
      const next = await drawSwissRound(engine.storage, stageId);
      if (!next) break;
      rounds += 1;
      // From round 2 every team is one win from advancing or one loss from out: all deciders.
      expect(next.pairs.every((pair) => pair.bestOf === 5)).toBe(true);
    }
    expect(rounds).toBe(3);
    const matches = (await matchesOf(engine.storage)) as Array<{ best_of?: number; status: number }>;
    expect(matches.every((match) => match.status === MATCH_STATUS.completed)).toBe(true);
    // Rounds 2 and 3: 2 + 2 + 2 deciders.
    expect(matches.filter((match) => match.best_of === 5)).toHaveLength(6);
    const rows = await swissStageStandings(engine.storage, stageId);
    expect(rows.map((row) => row.status).sort()).toEqual([
      ...Array<string>(4).fill('advanced'),
      ...Array<string>(4).fill('eliminated'),
    ]);
  });
});
