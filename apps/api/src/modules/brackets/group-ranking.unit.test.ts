/** The group stage's pure rules (decision 0043): group ranking, snake groups, cross-group playoff seeds. */
import { describe, expect, it } from 'vitest';
import { MATCH_STATUS, type MatchRecord } from './bracket.rules';
import { checkGroupStage, crossGroupSeeds, rankGroup, snakeGroups } from './group-ranking';
import { seededPositions } from './seed-order';

let nextId = 1;
/** A decided match between participants a and b with these scores. */
function played(a: number, b: number, sa: number, sb: number): MatchRecord {
  const result = (own: number, other: number) => (own > other ? 'win' : own < other ? 'loss' : 'draw');
  return {
    id: nextId++,
    stage_id: 1,
    group_id: 1,
    round_id: 1,
    number: 1,
    child_count: 0,
    status: MATCH_STATUS.completed,
    opponent1: { id: a, score: sa, result: result(sa, sb) },
    opponent2: { id: b, score: sb, result: result(sb, sa) },
  } as MatchRecord;
}

describe('rankGroup', () => {
  it('counts played, wins, draws, losses, games and points 3/1/0', () => {
    const rows = rankGroup([1, 2, 3], [played(1, 2, 2, 0), played(2, 3, 1, 1), played(3, 1, 2, 1)]);
    const one = rows.find((r) => r.participantId === 1)!;
    expect(one).toMatchObject({
      played: 2,
      wins: 1,
      draws: 0,
      losses: 1,
      gameWins: 3,
      gameLosses: 2,
      points: 3,
    });
    const three = rows.find((r) => r.participantId === 3)!;
    expect(three).toMatchObject({ wins: 1, draws: 1, losses: 0, points: 4, rank: 1 });
    // Buchholz: opponents' wins minus losses. 3 met 1 (1-1 = 0) and 2 (0-1 = -1).
    expect(three.buchholz).toBe(-1);
  });

  it('breaks equal points by head-to-head before game difference', () => {
    // 1 and 2 both 6 points; 2 beat 1 head-to-head though 1 has the far better game difference.
    const rows = rankGroup(
      [1, 2, 3, 4],
      [
        played(1, 2, 0, 1),
        played(1, 3, 9, 0),
        played(1, 4, 9, 0),
        played(2, 3, 1, 0),
        played(2, 4, 0, 1),
        played(3, 4, 1, 0),
      ],
    );
    expect(rows.map((r) => [r.participantId, r.points, r.rank])).toEqual([
      [2, 6, 1],
      [1, 6, 2],
      [3, 3, 3],
      [4, 3, 4],
    ]);
  });

  it('then game difference (a three-way tie level on head-to-head), then shares the rank', () => {
    // 1, 2, 3 each beat one of the others: level head-to-head; game difference decides.
    const rows = rankGroup([1, 2, 3], [played(1, 2, 3, 0), played(2, 3, 2, 0), played(3, 1, 1, 0)]);
    expect(rows.map((r) => [r.participantId, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const level = rankGroup([1, 2, 3], [played(1, 2, 1, 0), played(2, 3, 1, 0), played(3, 1, 1, 0)]);
    expect(level.map((r) => [r.participantId, r.rank])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });

  it('counts a forfeit as a loss for the team that gave the match up', () => {
    const forfeit = {
      ...played(1, 2, 0, 0),
      opponent1: { id: 1, forfeit: true },
      opponent2: { id: 2, result: 'win' },
    } as MatchRecord;
    const rows = rankGroup([1, 2], [forfeit]);
    expect(rows.map((r) => [r.participantId, r.wins, r.losses, r.points])).toEqual([
      [2, 1, 0, 3],
      [1, 0, 1, 0],
    ]);
  });
});

describe('snakeGroups', () => {
  it('spreads seeds in snake order with sizes at most one apart', () => {
    expect(snakeGroups(8, 2)).toEqual([
      [1, 4, 5, 8],
      [2, 3, 6, 7],
    ]);
    expect(snakeGroups(10, 4)).toEqual([
      [1, 8, 9],
      [2, 7, 10],
      [3, 6],
      [4, 5],
    ]);
    for (let count = 2; count <= 40; count++)
      for (let groups = 1; groups <= Math.floor(count / 2); groups++) {
        const sizes = snakeGroups(count, groups).map((g) => g.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(
          snakeGroups(count, groups)
            .flat()
            .sort((a, b) => a - b),
        ).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }
  });
});

describe('crossGroupSeeds', () => {
  const advancing = (groups: number, advance: number) =>
    Array.from({ length: groups }, (_, g) => Array.from({ length: advance }, (_, p) => `${g + 1}.${p + 1}`));

  it('seeds group winners first, then runners-up, so winners meet other groups’ runners-up', () => {
    expect(crossGroupSeeds(advancing(2, 2))).toEqual(['1.1', '2.1', '1.2', '2.2']);
    expect(crossGroupSeeds(advancing(4, 2))).toEqual([
      '1.1',
      '2.1',
      '3.1',
      '4.1',
      '1.2',
      '2.2',
      '3.2',
      '4.2',
    ]);
  });

  it('never pairs two teams of one group in the first round where it can be avoided', () => {
    for (let groups = 2; groups <= 8; groups++)
      for (let advance = 1; advance <= 4; advance++) {
        const seeds = crossGroupSeeds(advancing(groups, advance));
        expect(new Set(seeds).size).toBe(groups * advance);
        const positions = seededPositions(seeds.length);
        for (let i = 0; i < positions.length; i += 2) {
          const [a, b] = [positions[i], positions[i + 1]];
          if (a === null || b === null) continue;
          const [ga, gb] = [seeds[a! - 1]!.split('.')[0], seeds[b! - 1]!.split('.')[0]];
          expect(ga, `${groups} groups, ${advance} advance: ${seeds[a! - 1]} v ${seeds[b! - 1]}`).not.toBe(
            gb,
          );
        }
        // Every group winner is seeded above every runner-up.
        const tierOf = (s: string) => Number(s.split('.')[1]);
        for (let i = 1; i < seeds.length; i++)
          expect(tierOf(seeds[i]!)).toBeGreaterThanOrEqual(tierOf(seeds[i - 1]!));
      }
  });
});

describe('checkGroupStage', () => {
  const rr = (groups: number, advance: number) => ({ format: 'round_robin' as const, groups, advance });
  it('accepts what the teams there can play and refuses the rest with a clear message', () => {
    expect(() => checkGroupStage(rr(2, 2), 'single_elimination', 8)).not.toThrow();
    expect(() => checkGroupStage(rr(3, 1), 'double_elimination', 7)).not.toThrow();
    expect(() => checkGroupStage(rr(4, 1), 'single_elimination', 7)).toThrow(/at least 2 teams/);
    expect(() => checkGroupStage(rr(2, 3), 'single_elimination', 7)).toThrow(/fewer than 3/);
    expect(() => checkGroupStage(rr(1, 1), 'single_elimination', 4)).toThrow(/At least 2 teams/);
    expect(() => checkGroupStage(rr(2, 1), 'round_robin', 8)).toThrow(/single or double elimination/);
    const swiss = (groups: number, advance: number) => ({ format: 'swiss' as const, groups, advance });
    expect(() => checkGroupStage(swiss(1, 8), 'single_elimination', 16)).not.toThrow();
    expect(() => checkGroupStage(swiss(1, 2), 'double_elimination', 3)).not.toThrow();
    expect(() => checkGroupStage(swiss(2, 4), 'single_elimination', 16)).toThrow(/played as one group/);
    expect(() => checkGroupStage(swiss(1, 16), 'single_elimination', 16)).toThrow(/between 2 and 15/);
    expect(() => checkGroupStage(swiss(1, 1), 'single_elimination', 16)).toThrow(/between 2 and 15/);
    expect(() => checkGroupStage(swiss(1, 8), 'swiss', 16)).toThrow(/single or double elimination/);
  });
});
