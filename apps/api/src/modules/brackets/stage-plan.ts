/**
 * A tournament's stages after a result (decision 0043), over any storage: when the group stage's last match is
 * decided the playoff is drawn from the groups' top teams in the same transaction; a corrected group result
 * redraws it while no playoff match has a result, and is refused after that if it would change who advances or
 * their seeds. Also the double grand final's reset, which is played only when the lower-bracket winner wins the
 * first grand final.
 */
import type { CrudInterface, Table } from 'brackets-manager';
import { AppError } from '../../http/errors';
import { drawBracket, type PlayoffPlan } from './bracket-creation';

export type { PlayoffPlan };
import { bracketEngine, matchesOf, participantsOf, type BracketEngine } from './bracket-engine';
import { isObject } from './bracket-storage';
import {
  MATCH_STATUS,
  isDecided,
  isSettled,
  opponentId,
  outcomeOf,
  type GroupRecord,
  type MatchRecord,
  type StageRecord,
} from './bracket.rules';
import { crossGroupSeeds, rankGroup } from './group-ranking';
import { MemoryBracketStorage } from './memory-bracket-storage';
import { isSwissStage, swissStageComplete, swissStageStandings } from './swiss/swiss-stage';

/** A stage record with our fields: the group stage's plan, the playoff's seeds (participant ids, seed 1 first). */
export type PlannedStage = StageRecord & { playoff?: PlayoffPlan; seeding_ids?: number[] };

export const PLAYOFF_STAGE_NAME = 'Playoff';

export const STAGE_MESSAGES = {
  playoffStarted:
    'The playoff has started: this correction would change who advances from the groups or their playoff seeds, so it is refused. Group results are final once a playoff match has a result.',
} as const;

/** A match another step changed, as it was and as it is (a result's cascade reports these). */
export interface StageChange {
  before: MatchRecord;
  after: MatchRecord;
}

/** The tournament's stages, first first. */
export async function stagesOf(storage: CrudInterface): Promise<PlannedStage[]> {
  const stages = ((await storage.select('stage')) ?? []) as PlannedStage[];
  return [...stages].sort((a, b) => a.number - b.number);
}

/** A group of a round-robin stage: its number, its participants in seed order and its matches. */
export interface StageGroup {
  number: number;
  participantIds: number[];
  matches: MatchRecord[];
}

/**
 * A stage's groups with their teams (from the group's matches; participant ids ascend in seed order, as the
 * participants were written in seed order).
 */
export async function groupsOfStage(
  storage: CrudInterface,
  stage: StageRecord,
  matches: MatchRecord[],
): Promise<StageGroup[]> {
  const groups = ((await storage.select('group', { stage_id: stage.id })) ?? []) as GroupRecord[];
  return [...groups]
    .sort((a, b) => a.number - b.number)
    .map((group) => {
      const own = matches.filter((m) => Number(m.group_id) === Number(group.id));
      const ids = new Set<number>();
      for (const m of own)
        for (const id of [opponentId(m.opponent1), opponentId(m.opponent2)]) if (id !== null) ids.add(id);
      return { number: group.number, participantIds: [...ids].sort((a, b) => a - b), matches: own };
    });
}

/**
 * The playoff's seeds: each group's top M by its ranking, seeded across groups (group-ranking.ts); a Swiss stage's
 * top M in Swiss rank order.
 */
export async function playoffSeeds(
  storage: CrudInterface,
  groupStage: PlannedStage,
  matches: MatchRecord[],
): Promise<number[]> {
  const advance = groupStage.playoff?.advance ?? 0;
  if (isSwissStage(groupStage))
    // A Swiss group stage: its top M by the Swiss standings, seeded by Swiss rank (1 v M, ...). In the Major
    // style the advanced teams rank above the eliminated (rank is by record first), so they come first.
    return (await swissStageStandings(storage, Number(groupStage.id)))
      .slice(0, advance)
      .map((row) => row.teamId);
  const groups = await groupsOfStage(
    storage,
    groupStage,
    matches.filter((m) => Number(m.stage_id) === Number(groupStage.id)),
  );
  return crossGroupSeeds(
    groups.map((group) =>
      rankGroup(group.participantIds, group.matches)
        .slice(0, advance)
        .map((row) => row.participantId),
    ),
  );
}

const REFERENCES = ['stage_id', 'group_id', 'round_id', 'parent_id'] as const;
const OPPONENTS = ['opponent1', 'opponent2'] as const;

/** The playoff drawn on its own, in memory: its records, their participants' ids the tournament's. */
async function drawPlayoffRecords(
  storage: CrudInterface,
  groupStage: PlannedStage,
  seeds: number[],
): Promise<Array<{ id: number; table: Table; data: Record<string, unknown> }>> {
  const plan = groupStage.playoff!;
  const names = new Map((await participantsOf(storage)).map((p) => [Number(p.id), p.name]));
  const memory = new MemoryBracketStorage();
  await drawBracket(bracketEngine(memory), {
    tournamentId: Number(groupStage.tournament_id),
    format: plan.format,
    // In memory a team id stands for the tournament's participant id.
    teams: seeds.map((id) => ({ teamId: id, name: names.get(id) ?? '' })),
    options: {
      thirdPlaceMatch: plan.thirdPlaceMatch,
      grandFinal: plan.grandFinal,
      stageName: PLAYOFF_STAGE_NAME,
    },
  });
  const records = memory.records();
  const participantOf = new Map(
    records.filter((r) => r.table === 'participant').map((r) => [r.id, Number(r.data.team_id)]),
  );
  return records
    .filter((r) => r.table !== 'participant')
    .map((record) => {
      const data = { ...record.data };
      for (const key of OPPONENTS) {
        const side = data[key];
        if (isObject(side) && typeof side.id === 'number')
          data[key] = { ...side, id: participantOf.get(side.id) ?? null };
      }
      return { ...record, data };
    });
}

/** Writes the drawn playoff as stage `number` (references changed to the ids the storage gives). */
async function writePlayoff(
  storage: CrudInterface,
  records: Awaited<ReturnType<typeof drawPlayoffRecords>>,
  number: number,
  seeds: number[],
): Promise<void> {
  const idOf = new Map<number, number>();
  for (const record of records) {
    const data: Record<string, unknown> = { ...record.data };
    for (const key of REFERENCES) if (typeof data[key] === 'number') data[key] = idOf.get(data[key])!;
    if (record.table === 'stage') Object.assign(data, { number, seeding_ids: seeds });
    const id = await storage.insert(record.table, data as never);
    idOf.set(record.id, Number(id));
  }
}

/**
 * A playoff not started yet, redrawn in place with new seeds: the same structure (the same number of teams and
 * options), so every match keeps its id (reports, deadlines and messages refer to it) and takes the fresh draw's
 * teams and status.
 */
async function redrawPlayoff(
  storage: CrudInterface,
  playoff: PlannedStage,
  records: Awaited<ReturnType<typeof drawPlayoffRecords>>,
  existing: MatchRecord[],
  seeds: number[],
): Promise<StageChange[]> {
  const fresh = records.filter((r) => r.table === 'match');
  if (fresh.length !== existing.length)
    throw new Error(`playoff redraw: ${fresh.length} matches drawn for ${existing.length} stored`);
  const changes: StageChange[] = [];
  for (const [i, before] of existing.entries()) {
    const drawn = fresh[i]!.data as Partial<MatchRecord>;
    const after = {
      ...before,
      status: drawn.status ?? MATCH_STATUS.locked,
      opponent1: drawn.opponent1 ?? null,
      opponent2: drawn.opponent2 ?? null,
    } as MatchRecord;
    if (JSON.stringify(after) === JSON.stringify(before)) continue;
    await storage.update('match', before.id, after);
    changes.push({ before, after });
  }
  await storage.update('stage', playoff.id, { ...playoff, seeding_ids: seeds } as StageRecord);
  return changes;
}

const sameSeeds = (a: number[] | undefined, b: number[]) =>
  a !== undefined && a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * After a group-stage result: draws the playoff once every group match is decided, or redraws a playoff no
 * match of which has a result when the groups' outcome changed; refuses (throws) a change of who advances once
 * a playoff match has a result. Answers the playoff matches a redraw changed.
 */
export async function advanceStages(engine: BracketEngine): Promise<StageChange[]> {
  const { storage } = engine;
  const stages = await stagesOf(storage);
  const groupStage = stages[0];
  if (!groupStage?.playoff) return [];
  const matches = await matchesOf(storage);
  const groupMatches = matches.filter((m) => Number(m.stage_id) === Number(groupStage.id));
  // A group match can only gain or change a result, so the stage, once complete, stays complete.
  if (!groupMatches.every(isSettled)) return [];
  // A Swiss stage is complete only when its last round is played (continueSwiss draws the rounds before it; it
  // draws nothing once every round is drawn, so the two never both draw after one result).
  if (isSwissStage(groupStage) && !(await swissStageComplete(storage, Number(groupStage.id)))) return [];
  const seeds = await playoffSeeds(storage, groupStage, matches);
  const playoff = stages[1];
  if (!playoff) {
    await writePlayoff(
      storage,
      await drawPlayoffRecords(storage, groupStage, seeds),
      groupStage.number + 1,
      seeds,
    );
    return [];
  }
  if (sameSeeds(playoff.seeding_ids, seeds)) return [];
  const playoffMatches = matches.filter((m) => Number(m.stage_id) === Number(playoff.id));
  if (playoffMatches.some(isDecided))
    throw new AppError('conflict', 'PLAYOFF_STARTED', STAGE_MESSAGES.playoffStarted);
  return redrawPlayoff(
    storage,
    playoff,
    await drawPlayoffRecords(storage, groupStage, seeds),
    playoffMatches,
    seeds,
  );
}

/**
 * A double grand final's reset is played only when the lower-bracket winner (opponent2) wins the first grand
 * final. brackets-manager sends both finalists to the reset whatever the first's result; when the upper-bracket
 * winner won, the reset is left without teams (locked, settled: nothing to play), and a corrected first final
 * that the lower-bracket winner now wins fills it again (brackets-manager copies the finalists over).
 */
export async function settleGrandFinalReset(
  storage: CrudInterface,
  match: MatchRecord,
): Promise<StageChange[]> {
  // The stage first: the result's caller read it already, so only a double grand final's results ask for more.
  const stage = (await storage.select('stage', match.stage_id)) as StageRecord | null;
  if (stage?.settings.grandFinal !== 'double') return [];
  const group = (await storage.select('group', match.group_id)) as GroupRecord | null;
  if (group?.number !== 3) return [];
  const finals = ((await storage.select('match', { group_id: match.group_id })) ?? []) as MatchRecord[];
  const [first, reset] = [...finals].sort((a, b) => Number(a.id) - Number(b.id));
  if (!first || !reset || Number(first.id) !== Number(match.id)) return [];
  if (outcomeOf(first) !== 'opponent1') return [];
  if (reset.opponent1 === null && reset.opponent2 === null) return [];
  const after = { ...reset, opponent1: null, opponent2: null, status: MATCH_STATUS.locked } as MatchRecord;
  await storage.update('match', reset.id, after);
  return [{ before: reset, after }];
}
