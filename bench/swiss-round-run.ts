// The Swiss round benchmark's measurement (run by bench/swiss-round.mjs under tsx): drawing the next round of a
// 256-team Swiss stage (records read, standings, pairing, round written) on the in-memory bracket storage, against
// a baseline measured in the same run: drawing a 256-team single-elimination bracket on the same storage (what a
// start draws before it writes). Ratios to the baseline, not absolute times, are what compare between machines.
import { drawBracket } from '../apps/api/src/modules/brackets/bracket-creation';
import { bracketEngine, matchesOf } from '../apps/api/src/modules/brackets/bracket-engine';
import { MATCH_STATUS, resultUpdate } from '../apps/api/src/modules/brackets/bracket.rules';
import { MemoryBracketStorage } from '../apps/api/src/modules/brackets/memory-bracket-storage';
import { seededRandom } from '../apps/api/src/modules/brackets/swiss/seeded-random';
import { createSwissStage, drawSwissRound } from '../apps/api/src/modules/brackets/swiss/swiss-stage';

const TEAMS = 256;
const EVENTS = Number(process.env.BENCH_SWISS_EVENTS ?? 5);
const teams = Array.from({ length: TEAMS }, (_, i) => ({ teamId: i + 1, name: `Team ${i + 1}` }));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function baseline(): Promise<number> {
  const t0 = performance.now();
  await drawBracket(bracketEngine(new MemoryBracketStorage()), {
    tournamentId: 1,
    format: 'single_elimination',
    teams,
  });
  return performance.now() - t0;
}

/** One whole event: the time to draw each round after the first (index 0: round 2). */
async function swissEvent(seed: number, major: boolean): Promise<number[]> {
  const random = seededRandom(seed);
  const engine = bracketEngine(new MemoryBracketStorage());
  await engine.storage.insert(
    'participant',
    teams.map((team) => ({ tournament_id: 1, name: team.name, team_id: team.teamId })),
  );
  const { stageId } = await createSwissStage(engine.storage, {
    tournamentId: 1,
    settings: {
      seeding: teams.map((team) => team.teamId),
      rounds: major ? null : 8,
      advance_wins: major ? 3 : null,
      eliminate_losses: major ? 3 : null,
      best_of: 1,
      decider_best_of: major ? 3 : null,
    },
  });
  const times: number[] = [];
  for (;;) {
    for (const match of await matchesOf(engine.storage))
      if (match.status === MATCH_STATUS.ready) {
        const won = random() < 0.5;
        await engine.manager.update.match(resultUpdate(Number(match.id), won ? 1 : 0, won ? 0 : 1));
      }
    const t0 = performance.now();
    const round = await drawSwissRound(engine.storage, stageId);
    if (!round) return times;
    times.push(performance.now() - t0);
  }
}

const baselines: number[] = [];
for (let i = 0; i < 3; i++) await baseline(); // warm-up
const rows: Array<Record<string, string | number>> = [];
for (const major of [false, true]) {
  const perRound: number[][] = [];
  for (let e = 0; e < EVENTS; e++) {
    baselines.push(await baseline());
    (await swissEvent(1000 + e, major)).forEach((ms, i) => (perRound[i] ??= []).push(ms));
  }
  perRound.forEach((times, i) =>
    rows.push({
      style: major ? 'Major 3/3' : 'fixed 8 rounds',
      round: i + 2,
      median_ms: Number(median(times).toFixed(1)),
      max_ms: Number(Math.max(...times).toFixed(1)),
    }),
  );
}
const base = median(baselines);
for (const row of rows) row.ratio_to_baseline = Number(((row.median_ms as number) / base).toFixed(2));
console.log(JSON.stringify({ baseline_se_256_draw_ms: Number(base.toFixed(1)), events: EVENTS, rows }));
