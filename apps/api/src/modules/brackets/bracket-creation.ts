/** Drawing a tournament's bracket: the seeds, byes and format settings brackets-manager is given. */
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { openBracket, participantsOf, type BracketEngine } from './bracket-engine';
import { hasBracket, lockTournament } from './brackets.repository';

export interface CreateBracketInput {
  tournamentId: number;
  format: BracketFormat;
  /** Already in seed order: the caller shuffles for random seeding. */
  teams: Array<{ teamId: number; name: string }>;
}

const STAGE_NAMES: Record<BracketFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
};

const refuse = (code: string, message: string) => new AppError('invalid', code, message);

const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(n));

/**
 * Draws the bracket into an engine's storage: byes balanced for uneven counts, seeds paired in the given
 * order, a simple grand final for double elimination, one group for round robin. The caller has checked
 * the tournament and the teams.
 */
export async function drawBracket(
  engine: BracketEngine,
  input: CreateBracketInput,
): Promise<{ stageId: number }> {
  const { storage, manager } = engine;
  const count = input.teams.length;
  await storage.insert(
    'participant',
    input.teams.map((team) => ({ tournament_id: input.tournamentId, name: team.name, team_id: team.teamId })),
  );
  const participantOfTeam = new Map((await participantsOf(storage)).map((p) => [p.team_id, Number(p.id)]));
  const seedingIds = input.teams.map((team) => participantOfTeam.get(team.teamId) ?? null);

  // Two teams make no double elimination (brackets-manager builds a single match): play it as a final.
  const type = input.format === 'double_elimination' && count < 3 ? 'single_elimination' : input.format;
  const settings =
    type === 'round_robin'
      ? { groupCount: 1, roundRobinMode: 'simple' as const }
      : {
          size: nextPowerOfTwo(count),
          balanceByes: true,
          // 'natural' keeps the organiser's order and the pairs balanceByes made (no bye against a bye).
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
export async function createBracket(tx: Tx, input: CreateBracketInput): Promise<{ stageId: number }> {
  const tournament = await lockTournament(tx, input.tournamentId);
  if (!tournament) throw notFound('The tournament');
  if (await hasBracket(tx, input.tournamentId))
    throw new AppError('conflict', 'BRACKET_EXISTS', 'This tournament already has a bracket.');
  const count = input.teams.length;
  if (count < 2) throw refuse('TOO_FEW_TEAMS', 'A bracket needs at least 2 teams.');
  if (new Set(input.teams.map((t) => t.teamId)).size !== count)
    throw refuse('DUPLICATE_TEAM', 'A team can appear only once in a bracket.');
  return drawBracket(openBracket(tx, input.tournamentId), input);
}
