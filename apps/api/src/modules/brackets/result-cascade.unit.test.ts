/**
 * The correction cascade on the in-memory storage (milliseconds, no database): an admin's correction of an
 * earlier result resets the later matches that followed it and lets the new result flow, in single and
 * double elimination, with and without byes. The HTTP tests (brackets.test.ts) cover the same on the database.
 */
import { describe, expect, it } from 'vitest';
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import { bracketEngine, firstStageOf, matchOf, matchesOf, type BracketEngine } from './bracket-engine';
import { drawBracket } from './bracket-creation';
import { placingsOf } from './bracket-standings';
import { isDecided, isPlayable, opponentId, type MatchRecord } from './bracket.rules';
import { MemoryBracketStorage } from './memory-bracket-storage';
import { applyResult, type MatchScores } from './result-cascade';

/** Team ids are 100 + seed, so a test speaks in seeds. */
const teamOfSeed = (seed: number) => 100 + seed;

interface Cup {
  engine: BracketEngine;
  format: BracketFormat;
  /** Every result given, in order, for replaying into a fresh bracket. */
  log: Array<{ matchId: number; scores: MatchScores }>;
}

async function cupOf(format: BracketFormat, count: number): Promise<Cup> {
  const engine = bracketEngine(new MemoryBracketStorage());
  await drawBracket(engine, {
    tournamentId: 1,
    format,
    teams: Array.from({ length: count }, (_, i) => ({ teamId: teamOfSeed(i + 1), name: `Seed ${i + 1}` })),
  });
  return { engine, format, log: [] };
}

/** The seeds of a match's two sides (null: a bye or still to come); participant ids are seed order too. */
async function seedsOf(cup: Cup, match: MatchRecord): Promise<[number | null, number | null]> {
  const participants = (await cup.engine.storage.select('participant')) ?? [];
  const seedOf = (id: number | null) => {
    if (id === null) return null;
    const participant = participants.find((p) => Number(p.id) === id) as { team_id: number } | undefined;
    return participant ? participant.team_id - 100 : null;
  };
  return [seedOf(opponentId(match.opponent1)), seedOf(opponentId(match.opponent2))];
}

async function give(cup: Cup, matchId: number, scores: MatchScores) {
  const match = (await matchOf(cup.engine.storage, matchId))!;
  const stage = (await firstStageOf(cup.engine.storage))!;
  const applied = await applyResult(cup.engine, stage.type, match, scores);
  cup.log.push({ matchId, scores });
  return applied;
}

/** Gives the match to `winner` (a seed), 2-1. */
async function win(cup: Cup, matchId: number, winner: number) {
  const [first] = await seedsOf(cup, (await matchOf(cup.engine.storage, matchId))!);
  return give(
    cup,
    matchId,
    first === winner ? { opponent1: 2, opponent2: 1 } : { opponent1: 1, opponent2: 2 },
  );
}

async function matchBetween(cup: Cup, a: number, b: number): Promise<MatchRecord> {
  for (const match of await matchesOf(cup.engine.storage)) {
    const seeds = await seedsOf(cup, match);
    if ((seeds[0] === a && seeds[1] === b) || (seeds[0] === b && seeds[1] === a)) return match;
  }
  throw new Error(`no match between seeds ${a} and ${b}`);
}

/** Plays every playable match, the lower seed winning, until none is left. */
async function playThrough(cup: Cup): Promise<void> {
  for (;;) {
    const ready = (await matchesOf(cup.engine.storage)).filter((m) => isPlayable(m) && !isDecided(m));
    if (ready.length === 0) return;
    for (const match of ready) {
      const [a, b] = await seedsOf(cup, match);
      await win(cup, Number(match.id), Math.min(a!, b!));
    }
  }
}

/** What a bracket looks like to a player: every match's sides (as seeds), status, scores and results. */
async function picture(cup: Cup) {
  const rows = [];
  for (const match of await matchesOf(cup.engine.storage)) {
    const seeds = await seedsOf(cup, match);
    const side = (opponent: MatchRecord['opponent1'], seed: number | null) =>
      opponent === null
        ? ('bye' as const)
        : { seed, score: opponent.score ?? null, result: opponent.result ?? null };
    rows.push({
      id: Number(match.id),
      status: match.status,
      opponent1: side(match.opponent1, seeds[0]),
      opponent2: side(match.opponent2, seeds[1]),
    });
  }
  return rows;
}

const placingsInSeeds = async (cup: Cup) =>
  (await placingsOf(cup.engine)).map((group) => group.map((team) => team - 100).sort((a, b) => a - b));

const flipped = (scores: MatchScores): MatchScores => ({
  opponent1: scores.opponent2,
  opponent2: scores.opponent1,
});

describe('the correction cascade, single elimination', () => {
  it('a quarter-final corrected after its semi-final was played resets the semi-final and the final follows', async () => {
    const cup = await cupOf('single_elimination', 8);
    // The standard seeding pairs 1-8, 4-5, 2-7, 3-6.
    for (const [a, b] of [
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ] as const)
      await win(cup, Number((await matchBetween(cup, a, b)).id), a);
    const semi = await matchBetween(cup, 1, 4);
    await win(cup, Number(semi.id), 1);
    const quarter = await matchBetween(cup, 1, 8);

    const applied = await win(cup, Number(quarter.id), 8);

    expect(applied.wasDecided).toBe(true);
    const semiNow = (await matchOf(cup.engine.storage, Number(semi.id)))!;
    expect(await seedsOf(cup, semiNow)).toEqual([8, 4]);
    expect(isPlayable(semiNow) && !isDecided(semiNow)).toBe(true);
    expect(semiNow.opponent1?.score).toBeUndefined();
    const [reset, final] = applied.laterChanges;
    expect(reset).toMatchObject({ matchId: Number(semi.id), wasDecided: true });
    expect(reset!.before.opponent1?.team_id).toBe(teamOfSeed(1));
    expect(reset!.after.opponent1?.team_id).toBe(teamOfSeed(8));
    // The final had seed 1 waiting in it: that place is open again, and it was not a result.
    expect(final).toMatchObject({ wasDecided: false });
    expect(final!.before.opponent1?.team_id).toBe(teamOfSeed(1));
    expect(final!.after.opponent1?.team_id).toBeNull();
    expect(applied.laterChanges).toHaveLength(2);

    await playThrough(cup);
    expect(await placingsInSeeds(cup)).toEqual([[2], [4], [3, 8], [1, 5, 6, 7]]);
  });

  it('the same winner with other scores changes only the scores, even of a finished bracket', async () => {
    const cup = await cupOf('single_elimination', 4);
    await playThrough(cup);
    const before = await picture(cup);
    const semi = await matchBetween(cup, 1, 4);
    const applied = await give(cup, Number(semi.id), { opponent1: 3, opponent2: 0 });
    expect(applied.laterChanges).toEqual([]);
    const after = await picture(cup);
    const changed = after.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i]));
    expect(changed).toEqual([
      expect.objectContaining({ id: Number(semi.id), opponent1: { seed: 1, score: 3, result: 'win' } }),
    ]);
    expect(await placingsInSeeds(cup)).toEqual([[1], [2], [3, 4]]);
  });

  it('correcting the final of a finished bracket swaps the first two places and touches nothing else', async () => {
    const cup = await cupOf('single_elimination', 4);
    await playThrough(cup);
    const final = await matchBetween(cup, 1, 2);
    const applied = await win(cup, Number(final.id), 2);
    expect(applied.laterChanges).toEqual([]);
    expect(await placingsInSeeds(cup)).toEqual([[2], [1], [3, 4]]);
  });

  it('with byes (6 teams): seeds 1 and 2 have the byes; a reset semi-final leaves the other finalist in place', async () => {
    const cup = await cupOf('single_elimination', 6);
    // The standard seeding in a bracket of 8: 1-bye, 4-5, 2-bye, 3-6; then 1 meets 4 or 5, 2 meets 3 or 6.
    const byes = (await matchesOf(cup.engine.storage)).filter(
      (m) => m.opponent1 === null || m.opponent2 === null,
    );
    expect(await Promise.all(byes.map((m) => seedsOf(cup, m)))).toEqual([
      [1, null],
      [2, null],
    ]);
    await playThrough(cup);
    const final = await matchBetween(cup, 1, 2);
    const semi = await matchBetween(cup, 1, 4);

    const applied = await win(cup, Number((await matchBetween(cup, 4, 5)).id), 5);

    expect(applied.laterChanges.map((c) => [c.matchId, c.wasDecided])).toEqual([
      [Number(semi.id), true],
      [Number(final.id), true],
    ]);
    const finalNow = (await matchOf(cup.engine.storage, Number(final.id)))!;
    expect(await seedsOf(cup, finalNow)).toEqual([null, 2]);
    expect(finalNow.status).toBe(1); // waiting for the semi-final's winner
    expect(await seedsOf(cup, (await matchOf(cup.engine.storage, Number(semi.id)))!)).toEqual([1, 5]);
    await playThrough(cup);
    expect(await placingsInSeeds(cup)).toEqual([[1], [2], [3, 5], [4, 6]]);
  });
});

describe('the correction cascade, double elimination', () => {
  it('an upper-bracket match corrected after the lower bracket played on sends the new loser down', async () => {
    const cup = await cupOf('double_elimination', 4);
    await playThrough(cup);
    const opening = await matchBetween(cup, 1, 4);
    const applied = await win(cup, Number(opening.id), 4);
    const resets = applied.laterChanges.filter((c) => c.wasDecided).map((c) => c.matchId);
    expect(resets.length).toBeGreaterThan(1);
    // Seed 1 now plays seed 3 in the lower bracket's first round, not yet played.
    const lower = await matchBetween(cup, 1, 3);
    expect(isPlayable(lower) && !isDecided(lower)).toBe(true);
    expect(resets).toContain(Number(lower.id));
    await playThrough(cup);
    // Seed 1 fights back through the lower bracket and wins the simple grand final.
    expect(await placingsInSeeds(cup)).toEqual([[1], [2], [4], [3]]);
  });
});

/**
 * What a match means for the tournament, without brackets-manager's bookkeeping that its own reset does not
 * restore: whether a decided match is "archived" (4 or 5: both decided), the status of a match against a bye
 * (created locked, completed once its team arrives), and the "win" it marks in advance on the side still to
 * come against a bye. Our rules read none of these (isDecided, isSettled).
 */
function meaning(rows: Awaited<ReturnType<typeof picture>>) {
  return rows.map((row) => {
    const hasBye = row.opponent1 === 'bye' || row.opponent2 === 'bye';
    const side = (opponent: (typeof row)['opponent1']) =>
      opponent === 'bye' || opponent.seed !== null || !hasBye ? opponent : { ...opponent, result: null };
    return {
      ...row,
      status: hasBye ? 'bye' : row.status === 5 ? 4 : row.status,
      opponent1: side(row.opponent1),
      opponent2: side(row.opponent2),
    };
  });
}

/**
 * The rule behind every correction: the bracket afterwards is the bracket that would have been, had the new
 * result always been the result, with the reset matches still to play. For every decided match of a played-
 * through bracket, its winner is flipped and the bracket compared with a fresh one given the same results
 * (minus the reset ones, the corrected one flipped); both are then played to the end and must finish alike.
 */
describe('a correction equals replaying the results with the corrected one', () => {
  const cases: Array<[BracketFormat, number]> = [
    ['single_elimination', 8],
    ['single_elimination', 6],
    ['single_elimination', 5],
    ['double_elimination', 8],
    ['double_elimination', 6],
    ['double_elimination', 5],
    ['double_elimination', 3],
  ];
  for (const [format, count] of cases) {
    it(`${format.replace('_', ' ')}, ${count} teams`, async () => {
      const played = await cupOf(format, count);
      await playThrough(played);
      for (const entry of played.log) {
        const cup = await cupOf(format, count);
        for (const result of played.log) await give(cup, result.matchId, result.scores);
        const applied = await give(cup, entry.matchId, flipped(entry.scores));
        const reset = new Set(applied.laterChanges.filter((c) => c.wasDecided).map((c) => c.matchId));

        const replay = await cupOf(format, count);
        for (const result of played.log) {
          if (reset.has(result.matchId)) continue;
          await give(
            replay,
            result.matchId,
            result.matchId === entry.matchId ? flipped(result.scores) : result.scores,
          );
        }
        const label = `correcting match ${entry.matchId}`;
        const now = await picture(cup);
        expect(meaning(now), label).toEqual(meaning(await picture(replay)));
        // The strict picture differs only where brackets-manager's bookkeeping does.
        const strict = await picture(replay);
        for (const [i, row] of now.entries())
          if (row.opponent1 !== 'bye' && row.opponent2 !== 'bye' && row.status < 4)
            expect(row, label).toEqual(strict[i]);

        await playThrough(cup);
        await playThrough(replay);
        expect(meaning(await picture(cup)), `${label}, played to the end`).toEqual(
          meaning(await picture(replay)),
        );
        expect(await placingsInSeeds(cup)).toEqual(await placingsInSeeds(replay));
        expect((await placingsInSeeds(cup)).flat().sort((a, b) => a - b)).toHaveLength(count);
      }
      expect(played.log.length).toBeGreaterThan(count - 2);
    });
  }
});

describe('the correction cascade, round robin', () => {
  it('a corrected result changes that match only, and the points follow', async () => {
    const cup = await cupOf('round_robin', 4);
    await playThrough(cup);
    expect(await placingsInSeeds(cup)).toEqual([[1], [2], [3], [4]]);
    const match = await matchBetween(cup, 1, 2);
    const before = await picture(cup);
    const applied = await give(cup, Number(match.id), { opponent1: 1, opponent2: 1 });
    expect(applied.laterChanges).toEqual([]);
    const after = await picture(cup);
    expect(
      after.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i])).map((r) => r.id),
    ).toEqual([Number(match.id)]);
    // Seeds 1 and 2: 2 wins and a draw each (7 points), so they share first place.
    expect(await placingsInSeeds(cup)).toEqual([[1, 2], [3], [4]]);
    await give(
      cup,
      Number(match.id),
      (await seedsOf(cup, match))[0] === 1 ? { opponent1: 0, opponent2: 1 } : { opponent1: 1, opponent2: 0 },
    );
    // Seed 2 now has 3 wins (9 points), seed 1 two (6).
    expect(await placingsInSeeds(cup)).toEqual([[2], [1], [3], [4]]);
  });
});
