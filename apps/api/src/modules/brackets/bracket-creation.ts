/** Drawing a tournament's bracket: the seeds, byes and format settings brackets-manager is given. */
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { Tx } from '../../db/client';
import { AppError, invalid, notFound } from '../../http/errors';
import { bracketEngine, participantsOf, type BracketEngine } from './bracket-engine';
import { writeDrawnRecords, type WrittenRecord } from './bracket-storage';
import { hasBracket, lockTournament } from './brackets.repository';
import { MemoryBracketStorage } from './memory-bracket-storage';
import { bracketSize, seededPositions } from './seed-order';
import { createSwissStage } from './swiss/swiss-stage';
import { defaultSwissRounds, type SeriesSettings } from '@arena/shared/series-format';

export interface CreateBracketInput {
  tournamentId: number;
  format: BracketFormat;
  /** In seed order, seed 1 first: the caller shuffles for random seeding. */
  teams: Array<{ teamId: number; name: string }>;
}

const STAGE_NAMES: Record<BracketFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
  swiss: 'Swiss',
};

/**
 * Draws the bracket into an engine's storage: elimination seeds in the standard order (1 v N, so seeds 1
 * and 2 meet only in the final) with the byes to the top seeds, a simple grand final for double
 * elimination, one group for round robin. The caller has checked the tournament and the teams.
 */
export async function drawBracket(
  engine: BracketEngine,
  input: CreateBracketInput,
  series?: Pick<
    SeriesSettings,
    'bestOf' | 'swissRounds' | 'swissAdvanceWins' | 'swissEliminateLosses' | 'swissDeciderBestOf'
  >,
): Promise<{ stageId: number }> {
  const { storage, manager } = engine;
  const count = input.teams.length;
  await storage.insert(
    'participant',
    input.teams.map((team) => ({ tournament_id: input.tournamentId, name: team.name, team_id: team.teamId })),
  );
  const participantOfTeam = new Map((await participantsOf(storage)).map((p) => [p.team_id, Number(p.id)]));
  const idOfSeed = (seed: number) => participantOfTeam.get(input.teams[seed - 1]!.teamId) ?? null;

  if (input.format === 'swiss') {
    // Swiss (decision 0042): round 1 now, each later round when the one before is complete.
    const major = series?.swissAdvanceWins != null && series.swissEliminateLosses != null;
    const { stageId } = await createSwissStage(storage, {
      tournamentId: input.tournamentId,
      settings: {
        seeding: input.teams.map((team) => team.teamId),
        rounds: major ? null : (series?.swissRounds ?? defaultSwissRounds(count)),
        advance_wins: major ? series.swissAdvanceWins : null,
        eliminate_losses: major ? series.swissEliminateLosses : null,
        best_of: series?.bestOf ?? 1,
        decider_best_of: major ? (series.swissDeciderBestOf ?? null) : null,
      },
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
          ...(type === 'double_elimination' ? { grandFinal: 'simple' as const } : {}),
        };
  const stage = await manager.create.stage({
    tournamentId: input.tournamentId,
    name: STAGE_NAMES[type],
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
