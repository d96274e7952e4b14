/**
 * Stages and elimination options on the in-memory storage (decision 0043): third-place match, double grand final
 * with and without its reset, round-robin groups into single and double elimination playoffs, each played to the
 * end with seeded random results; placings cover every team once; corrections of group results before and after
 * the playoff has a result.
 */
import { describe, expect, it } from 'vitest';
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { GroupStage } from '@arena/shared/series-format';
import { bracketEngine, matchOf, matchesOf, type BracketEngine } from './bracket-engine';
import { drawBracket, type BracketOptions } from './bracket-creation';
import { bracketFinished, placingsOf } from './bracket-standings';
import {
  MATCH_STATUS,
  isDecided,
  isPlayable,
  matchLabeller,
  type GroupRecord,
  type MatchRecord,
  type RoundRecord,
  type StageRecord,
} from './bracket.rules';
import { seriesLengths } from './series.rules';
import { MemoryBracketStorage } from './memory-bracket-storage';
import { applyResult } from './result-cascade';
import { stagesOf } from './stage-plan';

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function cupOf(format: BracketFormat, count: number, options: BracketOptions = {}) {
  const engine = bracketEngine(new MemoryBracketStorage());
  await drawBracket(engine, {
    tournamentId: 1,
    format,
    teams: Array.from({ length: count }, (_, i) => ({ teamId: 101 + i, name: `Seed ${i + 1}` })),
    options,
  });
  return engine;
}

async function stageTypeOf(engine: BracketEngine, match: MatchRecord) {
  return ((await engine.storage.select('stage', match.stage_id)) as StageRecord).type;
}

async function give(engine: BracketEngine, match: MatchRecord, score1: number, score2: number) {
  return applyResult(engine, await stageTypeOf(engine, match), match, {
    opponent1: score1,
    opponent2: score2,
  });
}

/** Plays every playable match with random scores (draws in round robin) until none is left. */
async function playOut(
  engine: BracketEngine,
  next: () => number,
  pick?: (m: MatchRecord) => 1 | 2 | null,
  onlyStageId?: number,
) {
  for (let guard = 0; guard < 1000; guard++) {
    const playable = (await matchesOf(engine.storage)).filter(
      (m) => isPlayable(m) && (onlyStageId === undefined || Number(m.stage_id) === onlyStageId),
    );
    if (playable.length === 0) return;
    const match = playable[0]!;
    const roundRobin = (await stageTypeOf(engine, match)) === 'round_robin';
    const forced = pick?.(match) ?? null;
    let [a, b] = [Math.floor(next() * 4), Math.floor(next() * 4)];
    if (forced === 1) [a, b] = [3, 1];
    else if (forced === 2) [a, b] = [1, 3];
    else if (a === b && !roundRobin) a += 1;
    await give(engine, match, a, b);
  }
  throw new Error('the bracket did not finish');
}

function expectCompletePlacings(placings: number[][], count: number) {
  const all = placings.flat();
  expect(all.length).toBe(count);
  expect(new Set(all).size).toBe(count);
}

async function labels(engine: BracketEngine) {
  const s = engine.storage;
  const label = matchLabeller(
    (await s.select('stage')) as StageRecord[],
    (await s.select('group')) as GroupRecord[],
    (await s.select('round')) as RoundRecord[],
  );
  return (await matchesOf(s)).map(label);
}

describe('single elimination with a third-place match', () => {
  it.each([4, 5, 8, 11, 16])('%i teams play to the end: 1st, 2nd, 3rd and 4th alone', async (count) => {
    for (let run = 0; run < 5; run++) {
      const engine = await cupOf('single_elimination', count, { thirdPlaceMatch: true });
      expect(await labels(engine)).toContain('Third-place match');
      await playOut(engine, random(count * 100 + run));
      expect(await bracketFinished(engine.storage)).toBe(true);
      const placings = await placingsOf(engine);
      expectCompletePlacings(placings, count);
      expect(placings.slice(0, 4).map((g) => g.length)).toEqual([1, 1, 1, 1]);
    }
  });

  it('without it the semi-final losers share 3rd; fewer than 4 teams draw no third-place match', async () => {
    const engine = await cupOf('single_elimination', 8);
    await playOut(engine, random(7));
    expect((await placingsOf(engine)).map((g) => g.length)).toEqual([1, 1, 2, 4]);
    const three = await cupOf('single_elimination', 3, { thirdPlaceMatch: true });
    expect(await labels(three)).not.toContain('Third-place match');
  });
});

describe('double elimination grand final', () => {
  async function toGrandFinal(count: number, mode: 'simple' | 'double', seed: number) {
    const engine = await cupOf('double_elimination', count, { grandFinal: mode });
    // Everything but the grand final group.
    const groups = (await engine.storage.select('group')) as GroupRecord[];
    const finalGroup = groups.find((g) => g.number === 3)!;
    const next = random(seed);
    for (let guard = 0; guard < 1000; guard++) {
      const playable = (await matchesOf(engine.storage)).filter(
        (m) => isPlayable(m) && Number(m.group_id) !== Number(finalGroup.id),
      );
      if (playable.length === 0) break;
      await give(engine, playable[0]!, next() < 0.5 ? 2 : 0, next() < 0.5 ? 1 : 3);
    }
    const finals = (
      (await engine.storage.select('match', { group_id: finalGroup.id })) as MatchRecord[]
    ).sort((a, b) => Number(a.id) - Number(b.id));
    return { engine, finals };
  }

  it('labels the grand final and its reset', async () => {
    const engine = await cupOf('double_elimination', 8, { grandFinal: 'double' });
    const all = await labels(engine);
    expect(all).toContain('Grand final');
    expect(all).toContain('Grand final reset');
  });

  it('double: the upper-bracket winner winning the first grand final ends the tournament, the reset unplayed', async () => {
    const { engine, finals } = await toGrandFinal(8, 'double', 3);
    expect(finals).toHaveLength(2);
    await give(engine, (await matchOf(engine.storage, Number(finals[0]!.id)))!, 3, 1);
    const reset = (await matchOf(engine.storage, Number(finals[1]!.id)))!;
    expect(reset.opponent1).toBeNull();
    expect(reset.opponent2).toBeNull();
    expect(isPlayable(reset)).toBe(false);
    expect(await bracketFinished(engine.storage)).toBe(true);
    const placings = await placingsOf(engine);
    expectCompletePlacings(placings, 8);
    expect(placings[0]).toEqual([(await participantTeam(engine, finals[0]!, 'opponent1'))!]);
  });

  it('double: the lower-bracket winner winning the first grand final forces the reset, whose winner is 1st', async () => {
    const { engine, finals } = await toGrandFinal(8, 'double', 4);
    await give(engine, (await matchOf(engine.storage, Number(finals[0]!.id)))!, 1, 3);
    expect(await bracketFinished(engine.storage)).toBe(false);
    const reset = (await matchOf(engine.storage, Number(finals[1]!.id)))!;
    expect(isPlayable(reset)).toBe(true);
    await give(engine, reset, 1, 3);
    expect(await bracketFinished(engine.storage)).toBe(true);
    const placings = await placingsOf(engine);
    expectCompletePlacings(placings, 8);
    expect(placings[0]).toEqual([(await participantTeam(engine, finals[0]!, 'opponent2'))!]);
  });

  it('double: a corrected first grand final fills or empties the reset', async () => {
    const { engine, finals } = await toGrandFinal(6, 'double', 5);
    await give(engine, (await matchOf(engine.storage, Number(finals[0]!.id)))!, 1, 3);
    await give(engine, (await matchOf(engine.storage, Number(finals[1]!.id)))!, 3, 2);
    expect(await bracketFinished(engine.storage)).toBe(true);
    // Corrected: the upper-bracket winner won the first final after all; the reset is not needed.
    await give(engine, (await matchOf(engine.storage, Number(finals[0]!.id)))!, 3, 0);
    const reset = (await matchOf(engine.storage, Number(finals[1]!.id)))!;
    expect([reset.opponent1, reset.opponent2, isDecided(reset)]).toEqual([null, null, false]);
    expect(await bracketFinished(engine.storage)).toBe(true);
    // And back: the reset is to be played again.
    await give(engine, (await matchOf(engine.storage, Number(finals[0]!.id)))!, 0, 3);
    expect(isPlayable((await matchOf(engine.storage, Number(finals[1]!.id)))!)).toBe(true);
    expect(await bracketFinished(engine.storage)).toBe(false);
  });

  it.each([3, 4, 7, 8, 12])('simple and double with %i teams play to complete placings', async (count) => {
    for (const mode of ['simple', 'double'] as const)
      for (let run = 0; run < 4; run++) {
        const engine = await cupOf('double_elimination', count, { grandFinal: mode });
        await playOut(engine, random(count * 10 + run));
        expect(await bracketFinished(engine.storage)).toBe(true);
        expectCompletePlacings(await placingsOf(engine), count);
      }
  });
});

async function participantTeam(engine: BracketEngine, match: MatchRecord, side: 'opponent1' | 'opponent2') {
  const current = (await matchOf(engine.storage, Number(match.id)))!;
  const id = current[side]?.id;
  const participant = (await engine.storage.select('participant', id!)) as { team_id: number } | null;
  return participant?.team_id ?? null;
}

describe('round-robin groups into a playoff', () => {
  const groups: GroupStage = { format: 'round_robin', groups: 2, advance: 2 };

  it.each(['single_elimination', 'double_elimination'] as const)(
    '2 groups of 4, 2 advance, into %s: the playoff is drawn when the groups end, placings complete',
    async (format) => {
      for (let run = 0; run < 6; run++) {
        const engine = await cupOf(format, 8, {
          groupStage: groups,
          thirdPlaceMatch: true,
          grandFinal: 'double',
        });
        expect(await stagesOf(engine.storage)).toHaveLength(1);
        const all = await labels(engine);
        expect(all).toContain('Group A, round 1');
        expect(all).toContain('Group B, round 3');
        await playOut(engine, random(run + 11));
        const stages = await stagesOf(engine.storage);
        expect(stages.map((s) => s.type)).toEqual(['round_robin', format]);
        expect(stages[1]!.seeding_ids).toHaveLength(4);
        expect(await bracketFinished(engine.storage)).toBe(true);
        const placings = await placingsOf(engine);
        expectCompletePlacings(placings, 8);
        // The four playoff teams place above the four knocked out in the groups.
        const playoffTeams = new Set(
          stages[1]!.seeding_ids!.map(
            (id) => 100 + id, // participants 1..8 are teams 101..108 in the memory storage
          ),
        );
        const firstFour = placings.flat().slice(0, 4);
        expect(firstFour.every((team) => playoffTeams.has(team))).toBe(true);
      }
    },
  );

  it.each([
    [9, 3, 2, 'single_elimination'],
    [9, 3, 2, 'double_elimination'],
    [10, 4, 1, 'single_elimination'],
    [11, 2, 3, 'double_elimination'],
    [7, 2, 2, 'single_elimination'],
  ] as const)(
    '%i teams, %i groups, %i advance, into %s (uneven groups, playoff byes): placings complete',
    async (count, groupCount, advance, format) => {
      for (let run = 0; run < 4; run++) {
        const engine = await cupOf(format, count, {
          groupStage: { format: 'round_robin', groups: groupCount, advance },
          thirdPlaceMatch: true,
          grandFinal: 'double',
        });
        await playOut(engine, random(count * 7 + run));
        const stages = await stagesOf(engine.storage);
        expect(stages).toHaveLength(2);
        expect(stages[1]!.seeding_ids).toHaveLength(groupCount * advance);
        expect(await bracketFinished(engine.storage)).toBe(true);
        const placings = await placingsOf(engine);
        expectCompletePlacings(placings, count);
        const playoffTeams = new Set(stages[1]!.seeding_ids!.map((id) => 100 + id));
        expect(
          placings
            .flat()
            .slice(0, playoffTeams.size)
            .every((team) => playoffTeams.has(team)),
        ).toBe(true);
      }
    },
  );

  it('random group corrections before a playoff result redraw it consistently, byes included', async () => {
    for (const format of ['single_elimination', 'double_elimination'] as const) {
      const engine = await cupOf(format, 9, {
        groupStage: { format: 'round_robin', groups: 3, advance: 2 },
        grandFinal: 'double',
      });
      const [groupStage] = await stagesOf(engine.storage);
      const next = random(format.length);
      await playOut(engine, next, undefined, Number(groupStage!.id));
      for (let i = 0; i < 25; i++) {
        const groupMatches = (await matchesOf(engine.storage)).filter(
          (m) => Number(m.stage_id) === Number(groupStage!.id) && isDecided(m),
        );
        const match = groupMatches[Math.floor(next() * groupMatches.length)]!;
        await give(engine, match, Math.floor(next() * 3), Math.floor(next() * 3));
        const [, playoff] = await stagesOf(engine.storage);
        const playoffMatches = (await matchesOf(engine.storage)).filter(
          (m) => Number(m.stage_id) === Number(playoff!.id),
        );
        expect(playoffMatches.some(isDecided)).toBe(false);
        // Every seeded team is in the playoff (a bye's team in round 1 and round 2), and no other team is.
        const inPlayoff = playoffMatches
          .flatMap((m) => [m.opponent1?.id, m.opponent2?.id])
          .filter((id): id is number => id !== null && id !== undefined)
          .map(Number);
        expect([...new Set(inPlayoff)].sort((a, b) => a - b)).toEqual(
          [...playoff!.seeding_ids!].sort((a, b) => a - b),
        );
      }
    }
  });

  it('group winners meet the other group runners-up first', async () => {
    const engine = await cupOf('single_elimination', 8, { groupStage: groups });
    // Seeds win every group match against a higher seed number (participant id order is seed order).
    await playOut(engine, random(1), (m) => (Number(m.opponent1!.id) < Number(m.opponent2!.id) ? 1 : 2));
    const stages = await stagesOf(engine.storage);
    // Snake groups of 8 into 2: A = seeds 1,4,5,8; B = 2,3,6,7. Winners 1 (A), 2 (B); runners-up 4 (A), 3 (B).
    expect(stages[1]!.seeding_ids).toEqual([1, 2, 4, 3]);
    const firstRound = (await matchesOf(engine.storage)).filter(
      (m) => Number(m.stage_id) === Number(stages[1]!.id) && m.opponent1 && m.opponent2,
    );
    const pairs = firstRound.slice(0, 2).map((m) => [m.opponent1!.id, m.opponent2!.id].map(Number).sort());
    expect(pairs).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('a corrected group result redraws the playoff before it has a result, and is refused after', async () => {
    const engine = await cupOf('single_elimination', 8, { groupStage: groups });
    const [groupStage] = await stagesOf(engine.storage);
    await playOut(
      engine,
      random(2),
      (m) => (Number(m.opponent1!.id) < Number(m.opponent2!.id) ? 1 : 2),
      Number(groupStage!.id),
    );
    const [, playoff] = await stagesOf(engine.storage);
    expect(playoff!.seeding_ids).toEqual([1, 2, 4, 3]);
    const groupMatches = (await matchesOf(engine.storage)).filter(
      (m) => Number(m.stage_id) !== Number(playoff!.id),
    );
    // Seed 5 beat seed 4 after all (group A): 5 and 4 level on 6 points... 5 wins head-to-head.
    const fourFive = groupMatches.find(
      (m) => [m.opponent1!.id, m.opponent2!.id].map(Number).sort().join() === '4,5',
    )!;
    const fiveIsFirst = Number(fourFive.opponent1!.id) === 5;
    const playoffIds = (await matchesOf(engine.storage))
      .filter((m) => Number(m.stage_id) === Number(playoff!.id))
      .map((m) => m.id);
    const applied = await give(engine, fourFive, fiveIsFirst ? 2 : 0, fiveIsFirst ? 0 : 2);
    const [, redrawn] = await stagesOf(engine.storage);
    expect(redrawn!.seeding_ids).toEqual([1, 2, 5, 3]);
    // The same matches (ids kept), with the new team.
    expect(
      (await matchesOf(engine.storage))
        .filter((m) => Number(m.stage_id) === Number(playoff!.id))
        .map((m) => m.id),
    ).toEqual(playoffIds);
    expect(applied.laterChanges.length).toBeGreaterThan(0);
    expect(applied.laterChanges.some((c) => JSON.stringify(c.after).includes('105'))).toBe(true);

    // A playoff match gets a result: changing who advances is now refused, a change that keeps them stands.
    const first = (await matchesOf(engine.storage)).find(
      (m) => Number(m.stage_id) === Number(playoff!.id) && isPlayable(m),
    )!;
    await give(engine, first, 2, 1);
    const groupB = groupMatches.find(
      (m) => [m.opponent1!.id, m.opponent2!.id].map(Number).sort().join() === '6,7',
    )!;
    const current = (await matchOf(engine.storage, Number(groupB.id)))!;
    // 6 v 7 between the two teams out of group B: 7 beating 6 changes nothing at the top.
    const sevenFirst = Number(current.opponent1!.id) === 7;
    await give(engine, current, sevenFirst ? 1 : 0, sevenFirst ? 0 : 1);
    expect((await matchOf(engine.storage, Number(groupB.id)))!.status).toBe(MATCH_STATUS.completed);
    // (On the database the refused correction's transaction rolls back; this storage has none, so it comes last.)
    const again = (await matchesOf(engine.storage)).find((m) => m.id === fourFive.id)!;
    await expect(give(engine, again, fiveIsFirst ? 0 : 2, fiveIsFirst ? 2 : 0)).rejects.toMatchObject({
      code: 'PLAYOFF_STARTED',
    });
  });
});

describe('the finals (final_best_of)', () => {
  async function finalsOf(engine: BracketEngine) {
    const s = engine.storage;
    // The series rules' own answer: a final is what plays final_best_of.
    const lengthOf = seriesLengths(
      { bestOf: 1, finalBestOf: 5 },
      {
        stages: (await s.select('stage')) as StageRecord[],
        groups: (await s.select('group')) as GroupRecord[],
        rounds: (await s.select('round')) as RoundRecord[],
      },
    );
    const isFinal = (match: MatchRecord) => lengthOf(match) === 5;
    const label = matchLabeller(
      (await s.select('stage')) as StageRecord[],
      (await s.select('group')) as GroupRecord[],
      (await s.select('round')) as RoundRecord[],
    );
    return (await matchesOf(s)).filter(isFinal).map(label);
  }

  it('are the SE final and third-place match, the DE grand final and reset, and only the playoff’s', async () => {
    expect(await finalsOf(await cupOf('single_elimination', 8, { thirdPlaceMatch: true }))).toEqual([
      'Final',
      'Third-place match',
    ]);
    expect(await finalsOf(await cupOf('double_elimination', 8, { grandFinal: 'double' }))).toEqual([
      'Grand final',
      'Grand final reset',
    ]);
    expect(await finalsOf(await cupOf('round_robin', 4))).toEqual([]);
    const grouped = await cupOf('single_elimination', 8, {
      groupStage: { format: 'round_robin', groups: 2, advance: 2 },
    });
    expect(await finalsOf(grouped)).toEqual([]);
    await playOut(grouped, random(3), undefined, Number((await stagesOf(grouped.storage))[0]!.id));
    expect(await finalsOf(grouped)).toEqual(['Final']);
  });
});
