/** brackets-manager over a storage: the one place an engine is built, so tests can hand it an in-memory storage. */
import { BracketsManager, type CrudInterface } from 'brackets-manager';
import type { DbOrTx } from '../../db/client';
import { BracketStorage, createBracketStorage } from './bracket-storage';
import { opponentId, type MatchRecord, type ParticipantRecord, type StageRecord } from './bracket.rules';

export interface BracketEngine {
  storage: CrudInterface;
  manager: BracketsManager;
  /**
   * The matches this engine's writes changed so far (the result's match, the later matches it gave a team or
   * reset), or 'all' after a write not made by id (a bracket drawn, child counts) or of a stage record (a
   * playoff redrawn): what listeners of a result look at instead of the whole bracket.
   */
  changedMatchIds(): number[] | 'all';
  /**
   * The match records this engine wrote by id, as written (an update by id replaces the stored record), or
   * null after a write that is not known record by record.
   */
  writtenMatches(): MatchRecord[] | null;
}

/** The storage as brackets-manager sees it, noting which match records it writes. */
function recordingChanges(
  storage: CrudInterface,
  changed: Map<number, MatchRecord>,
  everything: { all: boolean },
) {
  return new Proxy(storage, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (key !== 'update' && key !== 'insert' && key !== 'delete') return value.bind(target);
      return (table: string, ...rest: unknown[]) => {
        if (table === 'match') {
          const [arg, value] = rest;
          if (key === 'update' && (typeof arg === 'number' || typeof arg === 'string'))
            changed.set(Number(arg), { ...(value as MatchRecord), id: Number(arg) });
          else everything.all = true;
        } else if (table === 'stage') {
          // A stage rewritten (a playoff redrawn with new seeds, decision 0043) changes the bracket's shape: its
          // listeners look at everything (the advanced and eliminated notices are asked again).
          everything.all = true;
        }
        return (value as (...args: unknown[]) => unknown).call(target, table, ...rest);
      };
    },
  });
}

export function bracketEngine(storage: CrudInterface): BracketEngine {
  const changed = new Map<number, MatchRecord>();
  const everything = { all: false };
  const recorded = recordingChanges(storage, changed, everything);
  return {
    storage: recorded,
    manager: new BracketsManager(recorded),
    changedMatchIds: () => (everything.all ? 'all' : [...changed.keys()].sort((a, b) => a - b)),
    writtenMatches: () => (everything.all ? null : [...changed.values()]),
  };
}

/** Storages of brackets whose tournament a transaction holds locked, by transaction and tournament. */
const lockedBrackets = new WeakMap<DbOrTx, Map<number, BracketStorage>>();

/**
 * One tournament's bracket in the caller's transaction. `locked`: the transaction holds the tournament's lock,
 * so no other can change the bracket before it ends; the listeners of its change (notices, deadlines) open the
 * same storage and find the records it read and wrote already.
 */
export function openBracket(
  tx: DbOrTx,
  tournamentId: number,
  options: { locked?: boolean } = {},
): BracketEngine {
  const held = lockedBrackets.get(tx)?.get(tournamentId);
  if (held) return bracketEngine(held);
  const storage = createBracketStorage(tx, tournamentId);
  if (options.locked) {
    let of = lockedBrackets.get(tx);
    if (!of) lockedBrackets.set(tx, (of = new Map()));
    of.set(tournamentId, storage);
  }
  return bracketEngine(storage);
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

/** These records of a table: one statement on the database, one look-up each on any other storage. */
async function recordsByIds<T>(
  storage: CrudInterface,
  table: 'match' | 'participant',
  ids: Iterable<number | null>,
) {
  const wanted = [...new Set(ids)].filter((id): id is number => id !== null);
  if (storage instanceof BracketStorage) return (await storage.selectByIds(table, wanted)) as T[];
  const found: T[] = [];
  for (const id of wanted) {
    const record = (await storage.select(table, id)) as T | null;
    if (record) found.push(record);
  }
  return found;
}

/** The participants of these ids (a result names a few; the whole list is read only where all are needed). */
export function participantsByIds(
  storage: CrudInterface,
  ids: Iterable<number | null>,
): Promise<ParticipantRecord[]> {
  return recordsByIds<ParticipantRecord>(storage, 'participant', ids);
}

/** These matches, or every match of the bracket. */
export function matchesIn(storage: CrudInterface, ids: number[] | 'all'): Promise<MatchRecord[]> {
  return ids === 'all' ? matchesOf(storage) : recordsByIds<MatchRecord>(storage, 'match', ids);
}

/** Participant id to team id for the teams of these matches only. */
export async function teamLookupOf(storage: CrudInterface, matches: MatchRecord[]) {
  const ids = matches.flatMap((m) => [opponentId(m.opponent1), opponentId(m.opponent2)]);
  return teamLookup(await participantsByIds(storage, ids));
}

/** Participant id to team id (null for a bye or an unknown participant). */
export function teamLookup(participants: ParticipantRecord[]) {
  const teamByParticipant = new Map(participants.map((p) => [Number(p.id), Number(p.team_id)]));
  return (participantId: number | null): number | null =>
    participantId === null ? null : (teamByParticipant.get(participantId) ?? null);
}
