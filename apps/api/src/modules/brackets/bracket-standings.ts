/** Whether a bracket is finished and its final places, over any storage. */
import type { CrudInterface } from 'brackets-manager';
import type { DbOrTx } from '../../db/client';
import { bracketEngine, matchesOf, participantsOf, teamLookup, type BracketEngine } from './bracket-engine';
import { BracketStorage, createBracketStorage } from './bracket-storage';
import { isSettled, type MatchRecord } from './bracket.rules';
import { rankGroup } from './group-ranking';
import { groupsOfStage, stagesOf, type PlannedStage } from './stage-plan';
import { isSwissStage, swissStageStandings } from './swiss/swiss-stage';

/** Every match is decided or settled by a bye. */
export async function bracketFinished(storage: CrudInterface): Promise<boolean> {
  // Asked after every result: the database answers without sending every match back.
  if (storage instanceof BracketStorage) return storage.allMatchesSettled();
  const matches = await matchesOf(storage);
  return matches.length > 0 && matches.every(isSettled);
}

/**
 * Whether the engine's writes left the bracket finished. A match they wrote that is still open (the winner's
 * next match, after nearly every result) answers at once, without asking about every match of the bracket.
 */
export async function finishedAfter(engine: BracketEngine): Promise<boolean> {
  if (engine.writtenMatches()?.some((match) => !isSettled(match))) return false;
  return bracketFinished(engine.storage);
}

/** Ids grouped by equal keys, the groups in ascending key order (keys compared element by element). */
function groupedBy(ids: number[], key: (id: number) => number[]): number[][] {
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  const sorted = [...ids].sort((a, b) => compare(key(a), key(b)));
  const groups: number[][] = [];
  sorted.forEach((id, i) => {
    if (i > 0 && compare(key(sorted[i - 1]!), key(id)) === 0) groups[groups.length - 1]!.push(id);
    else groups.push([id]);
  });
  return groups;
}

/** A round-robin stage's places: its teams by group rank (group-ranking.ts), equal ranks sharing a place. */
async function roundRobinPlaces(
  storage: BracketEngine['storage'],
  stage: PlannedStage,
  matches: MatchRecord[],
): Promise<number[][]> {
  const groups = await groupsOfStage(storage, stage, matches);
  const rank = new Map<number, number>();
  for (const group of groups)
    for (const row of rankGroup(group.participantIds, group.matches)) rank.set(row.participantId, row.rank);
  return groupedBy([...rank.keys()], (id) => [rank.get(id)!]);
}

/**
 * The teams a group stage left out of the playoff, placed after every playoff team: by their group rank, then
 * points, then game difference, then game wins; teams equal on all of these share a place. A Swiss stage's by Swiss
 * rank.
 */
export async function knockedOutOfGroups(
  storage: BracketEngine['storage'],
  stage: PlannedStage,
  matches: MatchRecord[],
  inPlayoff: Set<number>,
): Promise<number[][]> {
  if (isSwissStage(stage))
    // A Swiss group stage: by Swiss rank, every team a place of its own (decision 0042's standings).
    return (await swissStageStandings(storage, Number(stage.id)))
      .filter((row) => !inPlayoff.has(row.teamId))
      .map((row) => [row.teamId]);
  const groups = await groupsOfStage(
    storage,
    stage,
    matches.filter((m) => Number(m.stage_id) === Number(stage.id)),
  );
  const key = new Map<number, number[]>();
  for (const group of groups)
    for (const row of rankGroup(group.participantIds, group.matches))
      if (!inPlayoff.has(row.participantId))
        key.set(row.participantId, [row.rank, -row.points, -(row.gameWins - row.gameLosses), -row.gameWins]);
  return groupedBy([...key.keys()], (id) => key.get(id)!);
}

/**
 * Participant ids grouped by final place, first place first; empty until the bracket is finished (decision
 * 0043). The last stage places its teams: elimination by brackets-manager's final standings (the final's winner,
 * its loser, then the third-place match's winner and loser when there is one, else the losers of each earlier
 * round together, latest round first; double elimination: of each lower-bracket round); round robin by rank
 * (points, head-to-head, game difference). A group stage's teams that did not reach the playoff come after.
 */
export async function participantPlacings(engine: BracketEngine): Promise<number[][]> {
  const { storage, manager } = engine;
  if (!(await bracketFinished(storage))) return [];
  const stages = await stagesOf(storage);
  const last = stages[stages.length - 1];
  if (!last || (stages[0]!.playoff && stages.length < 2)) return [];
  const matches = await matchesOf(storage);
  let places: number[][];
  if (isSwissStage(last)) {
    // Swiss (decision 0042): the standings' order, every team a place of its own.
    places = (await swissStageStandings(storage, Number(last.id))).map((row) => [row.teamId]);
  } else if (last.type === 'round_robin') {
    places = await roundRobinPlaces(
      storage,
      last,
      matches.filter((m) => Number(m.stage_id) === Number(last.id)),
    );
  } else {
    const standings = await manager.get.finalStandings(last.id);
    const byRank = new Map<number, number[]>();
    for (const item of standings) byRank.set(item.rank, [...(byRank.get(item.rank) ?? []), Number(item.id)]);
    places = [...byRank.entries()].sort(([a], [b]) => a - b).map(([, ids]) => ids);
  }
  if (stages.length > 1)
    places = [...places, ...(await knockedOutOfGroups(storage, stages[0]!, matches, new Set(places.flat())))];
  return places;
}

/** Team ids grouped by final place, first place first (participantPlacings with team ids). */
export async function placingsOf(engine: BracketEngine): Promise<number[][]> {
  const places = await participantPlacings(engine);
  if (places.length === 0) return [];
  const teamOf = teamLookup(await participantsOf(engine.storage));
  return places.map((group) => group.map((id) => teamOf(id)).filter((id): id is number => id !== null));
}

/** The tournament's bracket is finished. */
export function tournamentFinished(tx: DbOrTx, tournamentId: number): Promise<boolean> {
  return bracketFinished(createBracketStorage(tx, tournamentId));
}

/** The tournament's placings (see placingsOf). */
export function placings(tx: DbOrTx, tournamentId: number): Promise<number[][]> {
  return placingsOf(bracketEngine(createBracketStorage(tx, tournamentId)));
}
