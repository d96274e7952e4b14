/** Drawing a tournament's bracket: the seeds, byes and format settings brackets-manager is given. */
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import {
  defaultSwissRounds,
  type GrandFinalMode,
  type GroupStage,
  type SeriesSettings,
} from '@arena/shared/series-format';
import type { Tx } from '../../db/client';
import { AppError, invalid, notFound } from '../../http/errors';
import { bracketEngine, participantsOf, type BracketEngine } from './bracket-engine';
import { writeDrawnRecords, type WrittenRecord } from './bracket-storage';
import { hasBracket, lockTournament } from './brackets.repository';
import { MemoryBracketStorage } from './memory-bracket-storage';
import { bracketSize, seededPositions } from './seed-order';
import { checkGroupStage, groupStageSettings } from './group-ranking';
import { createSwissStage, type SwissStageSettings } from './swiss/swiss-stage';
import type { StageRecord } from './bracket.rules';

export interface CreateBracketInput {
  tournamentId: number;
  format: BracketFormat;
  /** In seed order, seed 1 first: the caller shuffles for random seeding. */
  teams: Array<{ teamId: number; name: string }>;
  /** Elimination options and a group stage before the playoff (decision 0043); absent: none of them. */
  options?: BracketOptions | undefined;
}

export interface BracketOptions {
  /** Single elimination: the semi-final losers play for 3rd (from 4 teams). */
  thirdPlaceMatch?: boolean | undefined;
  /** Double elimination: 'double' adds the reset, played only when the lower-bracket winner wins the first. */
  grandFinal?: GrandFinalMode | undefined;
  /** Round-robin groups or a Swiss stage before the playoff (`format` is then the playoff's format). */
  groupStage?: GroupStage | null | undefined;
  /** The stage's name and number when it is not the tournament's first (the playoff after a group stage). */
  stageName?: string | undefined;
}

/** The playoff a group stage leads into, kept on the group stage's record when the groups are drawn. */
export interface PlayoffPlan {
  format: 'single_elimination' | 'double_elimination';
  advance: number;
  thirdPlaceMatch: boolean;
  grandFinal: GrandFinalMode;
}

const STAGE_NAMES: Record<BracketFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
  swiss: 'Swiss',
};

type SwissSeries = Pick<
  SeriesSettings,
  'bestOf' | 'swissRounds' | 'swissAdvanceWins' | 'swissEliminateLosses' | 'swissDeciderBestOf'
>;

/** A Swiss stage's settings from the tournament's (decision 0042): fixed rounds, or the Major style. */
function swissSettings(input: CreateBracketInput, series: SwissSeries | undefined): SwissStageSettings {
  const major = series?.swissAdvanceWins != null && series.swissEliminateLosses != null;
  return {
    seeding: input.teams.map((team) => team.teamId),
    rounds: major ? null : (series?.swissRounds ?? defaultSwissRounds(input.teams.length)),
    advance_wins: major ? series.swissAdvanceWins : null,
    eliminate_losses: major ? series.swissEliminateLosses : null,
    best_of: series?.bestOf ?? 1,
    decider_best_of: major ? (series.swissDeciderBestOf ?? null) : null,
  };
}

export const SWISS_GROUP_STAGE_NAME = 'Swiss stage';

/**
 * Draws the bracket into an engine's storage: elimination seeds in the standard order (1 v N, so seeds 1
 * and 2 meet only in the final) with the byes to the top seeds, the grand final as set for double
 * elimination (simple unless 'double'), a third-place match when set, one group for round robin; with a
 * group stage, the groups only (the playoff is drawn when they end: stage-plan.ts). The caller has checked the
 * tournament and the teams.
 */
export async function drawBracket(
  engine: BracketEngine,
  input: CreateBracketInput,
  series?: SwissSeries,
): Promise<{ stageId: number }> {
  const { storage, manager } = engine;
  const count = input.teams.length;
  await storage.insert(
    'participant',
    input.teams.map((team) => ({ tournament_id: input.tournamentId, name: team.name, team_id: team.teamId })),
  );
  const participantOfTeam = new Map((await participantsOf(storage)).map((p) => [p.team_id, Number(p.id)]));
  const idOfSeed = (seed: number) => participantOfTeam.get(input.teams[seed - 1]!.teamId) ?? null;

  if (input.options?.groupStage) {
    const groupStage = input.options.groupStage;
    checkGroupStage(groupStage, input.format, count);
    const playoff: PlayoffPlan = {
      format: input.format as PlayoffPlan['format'],
      advance: groupStage.advance,
      thirdPlaceMatch: input.options.thirdPlaceMatch === true,
      grandFinal: input.options.grandFinal ?? 'simple',
    };
    if (groupStage.format === 'swiss') {
      // A Swiss group stage (decision 0043): round 1 now, each later round when the one before is complete
      // (continueSwiss), the playoff when the last is (advanceStages), by the plan on the stage's record.
      const { stageId } = await createSwissStage(storage, {
        tournamentId: input.tournamentId,
        name: SWISS_GROUP_STAGE_NAME,
        settings: swissSettings(input, series),
      });
      const stage = (await storage.select('stage', stageId)) as StageRecord;
      await storage.update('stage', stageId, { ...stage, playoff } as StageRecord);
      return { stageId };
    }
    const stage = await manager.create.stage({
      tournamentId: input.tournamentId,
      name: 'Group stage',
      type: 'round_robin',
      seedingIds: input.teams.map((_, i) => idOfSeed(i + 1)),
      settings: groupStageSettings(groupStage, count),
    });
    // The playoff to draw when the last group match is decided, kept on the group stage's own record.
    await storage.update('stage', stage.id, { ...stage, playoff } as typeof stage);
    return { stageId: Number(stage.id) };
  }
  if (input.format === 'swiss') {
    // Swiss (decision 0042): round 1 now, each later round when the one before is complete.
    const { stageId } = await createSwissStage(storage, {
      tournamentId: input.tournamentId,
      settings: swissSettings(input, series),
    });
    return { stageId };
  }
  // Two teams make no double elimination (brackets-manager builds a single match): play it as a final.
  const type = input.format === 'double_elimination' && count < 3 ? 'single_elimination' : input.format;
  // Elimination: the participants in first-round positions (null a bye), which 'natural' keeps as given;
  // only the upper bracket's first round is ordered, the lower bracket keeps brackets-manager's defaults.
  const seedingIds =
    type === 'round_robin'
      ? input.teams.map((_, i) => idOfSeed(i + 1))
      : seededPositions(count).map((seed) => (seed === null ? null : idOfSeed(seed)));
  const settings =
    type === 'round_robin'
      ? { groupCount: 1, roundRobinMode: 'simple' as const }
      : {
          size: bracketSize(count),
          seedOrdering: ['natural' as const],
          ...(type === 'double_elimination'
            ? { grandFinal: input.options?.grandFinal ?? ('simple' as const) }
            : {}),
          // A third-place match needs two semi-final losers: from 4 teams.
          ...(type === 'single_elimination' && input.options?.thirdPlaceMatch && count >= 4
            ? { consolationFinal: true }
            : {}),
        };
  const stage = await manager.create.stage({
    tournamentId: input.tournamentId,
    name: input.options?.stageName ?? STAGE_NAMES[type],
    type,
    seedingIds,
    settings,
  });
  return { stageId: Number(stage.id) };
}

/** Creates the tournament's bracket in the caller's transaction, holding the tournament's lock. */
export async function createBracket(
  tx: Tx,
  input: CreateBracketInput,
): Promise<{ stageId: number; records: WrittenRecord[] }> {
  const tournament = await lockTournament(tx, input.tournamentId);
  if (!tournament) throw notFound('The tournament');
  if (await hasBracket(tx, input.tournamentId))
    throw new AppError('conflict', 'BRACKET_EXISTS', 'This tournament already has a bracket.');
  const count = input.teams.length;
  if (count < 2) throw invalid('TOO_FEW_TEAMS', 'A bracket needs at least 2 teams.');
  if (new Set(input.teams.map((t) => t.teamId)).size !== count)
    throw invalid('DUPLICATE_TEAM', 'A team can appear only once in a bracket.');
  // Drawn in memory, then written in a few statements: drawn through the database storage, a bracket cost a
  // statement per record (3,100 for 1,024 teams in double elimination, seconds on the embedded database).
  const drawn = new MemoryBracketStorage();
  const { stageId } = await drawBracket(bracketEngine(drawn), input, tournament);
  const { idOf, written } = await writeDrawnRecords(tx, input.tournamentId, drawn.records());
  return { stageId: idOf.get(stageId)!, records: written };
}
