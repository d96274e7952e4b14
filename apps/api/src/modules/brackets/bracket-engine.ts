/** brackets-manager over a storage: the one place an engine is built, so tests can hand it an in-memory storage. */
import { BracketsManager, type CrudInterface } from 'brackets-manager';
import type { DbOrTx } from '../../db/client';
import { createBracketStorage } from './bracket-storage';
import type { MatchRecord, ParticipantRecord, StageRecord } from './bracket.rules';

export interface BracketEngine {
  storage: CrudInterface;
  manager: BracketsManager;
}

export function bracketEngine(storage: CrudInterface): BracketEngine {
  return { storage, manager: new BracketsManager(storage) };
}

/** One tournament's bracket in the caller's transaction. */
export function openBracket(tx: DbOrTx, tournamentId: number): BracketEngine {
  return bracketEngine(createBracketStorage(tx, tournamentId));
}

export async function participantsOf(storage: CrudInterface): Promise<ParticipantRecord[]> {
  return ((await storage.select('participant')) ?? []) as ParticipantRecord[];
}

export async function matchesOf(storage: CrudInterface): Promise<MatchRecord[]> {
  return ((await storage.select('match')) ?? []) as MatchRecord[];
}

export async function matchOf(storage: CrudInterface, matchId: number): Promise<MatchRecord | null> {
  return (await storage.select('match', matchId)) as MatchRecord | null;
}

export async function firstStageOf(storage: CrudInterface): Promise<StageRecord | undefined> {
  const [stage] = ((await storage.select('stage')) ?? []) as StageRecord[];
  return stage;
}

/** Participant id to team id (null for a bye or an unknown participant). */
export function teamLookup(participants: ParticipantRecord[]) {
  const teamByParticipant = new Map(participants.map((p) => [Number(p.id), Number(p.team_id)]));
  return (participantId: number | null): number | null =>
    participantId === null ? null : (teamByParticipant.get(participantId) ?? null);
}
