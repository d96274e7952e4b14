/**
 * A Swiss stage in a bracket's records (decision 0042), over any brackets-manager storage: a stage of type
 * 'round_robin' with one group, marked Swiss by `settings.swiss`, whose rounds and matches are inserted as each
 * round is drawn. brackets-manager plays its matches as round-robin matches (no later match depends on one), so
 * the bracket view, My matches, the match room, reports, deadlines and forfeits work on them unchanged. Each match
 * carries `best_of` (the decider length for a Major-style decider), which brackets-manager's update keeps.
 * The stages engineer draws a Swiss group stage with createSwissStage and drawSwissRound on a stage of their own.
 */
import type { CrudInterface } from 'brackets-manager';
import { participantsOf } from '../bracket-engine';
import {
  MATCH_STATUS,
  isDecided,
  isSettled,
  opponentId,
  outcomeOf,
  type GroupRecord,
  type MatchRecord,
  type RoundRecord,
  type StageRecord,
} from '../bracket.rules';
import { pairSwissRound } from './swiss-pairing';
import {
  isDecider,
  rankedForPairing,
  swissRecords,
  swissStandings,
  swissStatus,
  type SwissMajorStyle,
  type SwissResult,
  type SwissStandingRow,
} from './swiss-standings';

/** What a Swiss stage keeps in its stage record's settings, under `swiss`. */
export interface SwissStageSettings {
  /**
   * Team ids, seed 1 first (team ids, not participant ids: a bracket drawn in memory gets new record ids when it is
   * written, and settings are not rewritten).
   */
  seeding: number[];
  /** Fixed rounds (null in the Major style). */
  rounds: number | null;
  advance_wins: number | null;
  eliminate_losses: number | null;
  best_of: number;
  /** Major style: the length of a decider (null: best_of). */
  decider_best_of: number | null;
}

export const SWISS_STAGE_NAME = 'Swiss';

export function swissSettingsOf(stage: Pick<StageRecord, 'settings'> | null | undefined) {
  const swiss = (stage?.settings as { swiss?: SwissStageSettings } | undefined)?.swiss;
  return swiss && Array.isArray(swiss.seeding) ? swiss : null;
}

export const isSwissStage = (stage: Pick<StageRecord, 'settings'> | null | undefined): boolean =>
  swissSettingsOf(stage) !== null;

const majorOf = (settings: SwissStageSettings): SwissMajorStyle | null =>
  settings.advance_wins !== null && settings.eliminate_losses !== null
    ? { advanceWins: settings.advance_wins, eliminateLosses: settings.eliminate_losses }
    : null;

/** A drawn round: its matches' ids, pairs of participant ids (higher-ranked first) and the bye. */
export interface DrawnSwissRound {
  stageId: number;
  roundNumber: number;
  matchIds: number[];
  pairs: Array<{ matchId: number; opponent1: number; opponent2: number; bestOf: number }>;
  bye: number | null;
}

interface SwissStageState {
  stage: StageRecord;
  settings: SwissStageSettings;
  group: GroupRecord;
  rounds: RoundRecord[];
  matches: MatchRecord[];
  results: SwissResult[];
  /** The participants in seed order (participant ids). */
  teams: Array<{ id: number; seed: number }>;
}

async function stateOf(storage: CrudInterface, stageId: number): Promise<SwissStageState> {
  const stage = (await storage.select('stage', stageId)) as StageRecord | null;
  const settings = swissSettingsOf(stage);
  if (!stage || !settings) throw new Error(`stage ${stageId} is not a Swiss stage`);
  const [group] = ((await storage.select('group', { stage_id: stageId })) ?? []) as GroupRecord[];
  if (!group) throw new Error(`Swiss stage ${stageId} has no group`);
  const rounds = ((await storage.select('round', { stage_id: stageId })) ?? []) as RoundRecord[];
  const matches = ((await storage.select('match', { stage_id: stageId })) ?? []) as MatchRecord[];
  const participantOf = new Map(
    (await participantsOf(storage)).map((participant) => [
      Number(participant.team_id),
      Number(participant.id),
    ]),
  );
  const teams = settings.seeding.map((teamId, i) => {
    const id = participantOf.get(teamId);
    if (id === undefined) throw new Error(`Swiss stage ${stageId}: team ${teamId} has no participant`);
    return { id, seed: i + 1 };
  });
  return { stage, settings, group, rounds, matches, results: resultsOf(matches), teams };
}

/** The decided matches and byes of a Swiss stage as the standings read them (opponent ids: participant ids). */
export function resultsOf(matches: MatchRecord[]): SwissResult[] {
  const results: SwissResult[] = [];
  for (const match of matches) {
    const one = opponentId(match.opponent1);
    const two = opponentId(match.opponent2);
    if (one !== null && match.opponent2 === null) {
      results.push({ team1: one, team2: null, winner: 'team1' });
      continue;
    }
    if (one === null || two === null || !isDecided(match)) continue;
    const outcome = outcomeOf(match);
    results.push({
      team1: one,
      team2: two,
      winner: outcome === 'opponent1' ? 'team1' : outcome === 'opponent2' ? 'team2' : 'draw',
      games1: match.opponent1?.score ?? undefined,
      games2: match.opponent2?.score ?? undefined,
    });
  }
  return results;
}

/** Whether the stage needs no more rounds: the fixed rounds are drawn, or (Major style) every team is decided. */
function allRoundsDrawn(state: SwissStageState): boolean {
  const major = majorOf(state.settings);
  if (!major) return state.rounds.length >= (state.settings.rounds ?? 1);
  const records = swissRecords(state.teams, state.results);
  return [...records.values()].every((record) => swissStatus(record, major) !== 'active');
}

/**
 * Draws the stage's next round when its rounds so far are all settled and it needs another; null otherwise (a
 * round still being played, or the stage complete). Inserts one round and its matches (a bye is a settled match
 * with one opponent and no other).
 */
export async function drawSwissRound(
  storage: CrudInterface,
  stageId: number,
): Promise<DrawnSwissRound | null> {
  const state = await stateOf(storage, stageId);
  if (!state.matches.every(isSettled)) return null;
  if (allRoundsDrawn(state)) return null;
  const { settings } = state;
  const major = majorOf(settings);
  const records = swissRecords(state.teams, state.results);
  const active = rankedForPairing(records).filter((team) => swissStatus(team, major) === 'active');
  const pairing = pairSwissRound(active);
  const roundNumber = state.rounds.length + 1;
  const roundId = Number(
    await storage.insert('round', {
      stage_id: stageId,
      group_id: state.group.id,
      number: roundNumber,
    }),
  );
  const bestOfPair = (a: number, b: number) =>
    isDecider([records.get(a)!, records.get(b)!], major)
      ? (settings.decider_best_of ?? settings.best_of)
      : settings.best_of;
  const base = { stage_id: stageId, group_id: state.group.id, round_id: roundId, child_count: 0 };
  const rows = [
    ...pairing.pairs.map(([a, b], i) => ({
      ...base,
      number: i + 1,
      status: MATCH_STATUS.ready,
      opponent1: { id: a },
      opponent2: { id: b },
      best_of: bestOfPair(a, b),
    })),
    ...(pairing.bye === null
      ? []
      : [
          {
            ...base,
            number: pairing.pairs.length + 1,
            status: MATCH_STATUS.locked,
            opponent1: { id: pairing.bye },
            opponent2: null,
            best_of: settings.best_of,
          },
        ]),
  ];
  await storage.insert('match', rows as unknown as Array<Omit<MatchRecord, 'id'>>);
  const inserted = ((await storage.select('match', { round_id: roundId })) ?? []) as MatchRecord[];
  const idOf = new Map(inserted.map((match) => [match.number, Number(match.id)]));
  return {
    stageId,
    roundNumber,
    matchIds: inserted.map((match) => Number(match.id)),
    pairs: pairing.pairs.map(([a, b], i) => ({
      matchId: idOf.get(i + 1)!,
      opponent1: a,
      opponent2: b,
      bestOf: bestOfPair(a, b),
    })),
    bye: pairing.bye,
  };
}

/**
 * Creates a Swiss stage for these participants (seed order) and draws its round 1. `number`: the stage's number in
 * the tournament (1 unless a stage comes before it).
 */
export async function createSwissStage(
  storage: CrudInterface,
  input: {
    tournamentId: number;
    number?: number;
    name?: string;
    settings: SwissStageSettings;
  },
): Promise<{ stageId: number; round: DrawnSwissRound | null }> {
  const stageId = Number(
    await storage.insert('stage', {
      tournament_id: input.tournamentId,
      name: input.name ?? SWISS_STAGE_NAME,
      type: 'round_robin',
      number: input.number ?? 1,
      settings: { groupCount: 1, size: input.settings.seeding.length, swiss: input.settings } as never,
    }),
  );
  await storage.insert('group', { stage_id: stageId, number: 1 });
  return { stageId, round: await drawSwissRound(storage, stageId) };
}

/** Whether every round the stage needs is drawn and settled. */
export async function swissStageComplete(storage: CrudInterface, stageId: number): Promise<boolean> {
  const state = await stateOf(storage, stageId);
  return state.matches.every(isSettled) && allRoundsDrawn(state);
}

/** The stage's standings (`teamId`: the participant id): rank, record, games, points, Buchholz, status. */
export async function swissStageStandings(
  storage: CrudInterface,
  stageId: number,
): Promise<SwissStandingRow[]> {
  const state = await stateOf(storage, stageId);
  return swissStandings(state.teams, state.results, majorOf(state.settings));
}

/** Every Swiss stage of the bracket that needs its next round gets it: the rounds drawn (none, usually). */
export async function drawDueSwissRounds(storage: CrudInterface): Promise<DrawnSwissRound[]> {
  const stages = ((await storage.select('stage')) ?? []) as StageRecord[];
  const drawn: DrawnSwissRound[] = [];
  for (const stage of stages) {
    if (!isSwissStage(stage)) continue;
    const round = await drawSwissRound(storage, Number(stage.id));
    if (round) drawn.push(round);
  }
  return drawn;
}
