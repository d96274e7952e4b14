/** Whether a bracket is finished and its final places, over any storage. */
import type { CrudInterface } from 'brackets-manager';
import type { DbOrTx } from '../../db/client';
import {
  bracketEngine,
  firstStageOf,
  matchesOf,
  participantsOf,
  teamLookup,
  type BracketEngine,
} from './bracket-engine';
import { BracketStorage, createBracketStorage } from './bracket-storage';
import { isSettled, roundRobinPlacings } from './bracket.rules';
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

/**
 * Team ids grouped by final place, first place first; empty until the bracket is finished. Elimination: the
 * final's winner, its loser, then the losers of each earlier round together (double elimination: of each
 * lower-bracket round), latest round first. Round robin: by points (3 a win, 1 a draw); equal points share.
 */
export async function placingsOf(engine: BracketEngine): Promise<number[][]> {
  const { storage, manager } = engine;
  if (!(await bracketFinished(storage))) return [];
  const stage = await firstStageOf(storage);
  if (!stage) return [];
  const participants = await participantsOf(storage);
  const teamOf = teamLookup(participants);
  const toTeams = (groups: number[][]) =>
    groups.map((group) => group.map((id) => teamOf(id)).filter((id): id is number => id !== null));

  if (isSwissStage(stage)) {
    // Swiss (decision 0042): the standings' order, every team a place of its own.
    const rows = await swissStageStandings(storage, Number(stage.id));
    return toTeams(rows.map((row) => [row.teamId]));
  }
  if (stage.type === 'round_robin') {
    return toTeams(
      roundRobinPlacings(
        participants.map((p) => Number(p.id)),
        await matchesOf(storage),
      ),
    );
  }
  const standings = await manager.get.finalStandings(stage.id);
  const byRank = new Map<number, number[]>();
  for (const item of standings) byRank.set(item.rank, [...(byRank.get(item.rank) ?? []), Number(item.id)]);
  return toTeams([...byRank.entries()].sort(([a], [b]) => a - b).map(([, ids]) => ids));
}

/** The tournament's bracket is finished. */
export function tournamentFinished(tx: DbOrTx, tournamentId: number): Promise<boolean> {
  return bracketFinished(createBracketStorage(tx, tournamentId));
}

/** The tournament's placings (see placingsOf). */
export function placings(tx: DbOrTx, tournamentId: number): Promise<number[][]> {
  return placingsOf(bracketEngine(createBracketStorage(tx, tournamentId)));
}
