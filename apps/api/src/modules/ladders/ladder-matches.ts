/**
 * A ladder challenge's match (decision 0048): a new two-team single-elimination stage in the ladder's hidden
 * tournament, drawn by brackets-manager, so the match room, reports, evidence, deadlines, disputes and the
 * organiser's results work on it as on any tournament match. The challenger is opponent1, the accepting team
 * opponent2; the match record carries the challenge's series length (`best_of`, as a Swiss match does).
 */
import type { Table } from 'brackets-manager';
import type { Tx } from '../../db/client';
import { drawBracket } from '../brackets/bracket-creation';
import { bracketEngine, participantsOf } from '../brackets/bracket-engine';
import { createBracketStorage, isObject } from '../brackets/bracket-storage';
import { MemoryBracketStorage } from '../brackets/memory-bracket-storage';
import { opponentId, type MatchRecord } from '../brackets/bracket.rules';
// The tournament row's lock, which every change to its bracket takes (the enrolment's is the same row lock).
import { lockTournament } from '../enrolment/enrolment.service';

const REFERENCES = ['stage_id', 'group_id', 'round_id', 'parent_id'] as const;
const OPPONENTS = ['opponent1', 'opponent2'] as const;

export interface LadderSide {
  teamId: number;
  name: string;
}

/**
 * Draws the challenge's match in the ladder's tournament (its row locked, as every bracket change); answers the
 * match id. Each team keeps one participant in the tournament, made on its first match.
 */
export async function drawLadderMatch(
  tx: Tx,
  input: {
    tournamentId: number;
    challenger: LadderSide;
    accepter: LadderSide;
    bestOf: number;
    challengeId: number;
  },
): Promise<number> {
  const { tournamentId } = input;
  await lockTournament(tx, tournamentId);
  const storage = createBracketStorage(tx, tournamentId);
  const existing = await participantsOf(storage);
  const participantOf = async (side: LadderSide): Promise<number> => {
    const found = existing.find((p) => Number(p.team_id) === side.teamId);
    if (found) return Number(found.id);
    return Number(
      await storage.insert('participant', {
        tournament_id: tournamentId,
        name: side.name,
        team_id: side.teamId,
      } as never),
    );
  };
  const first = await participantOf(input.challenger);
  const second = await participantOf(input.accepter);

  // Drawn in memory with the tournament's participant ids standing for team ids, then written as its next stage.
  const memory = new MemoryBracketStorage();
  await drawBracket(bracketEngine(memory), {
    tournamentId,
    format: 'single_elimination',
    teams: [
      { teamId: first, name: input.challenger.name },
      { teamId: second, name: input.accepter.name },
    ],
    options: { stageName: `Challenge #${input.challengeId}` },
  });
  const records = memory.records();
  const drawnParticipant = new Map(
    records.filter((r) => r.table === 'participant').map((r) => [r.id, Number(r.data.team_id)]),
  );
  const stages = (await storage.select('stage')) ?? [];
  const number = stages.length + 1;
  const idOf = new Map<number, number>();
  let matchId: number | undefined;
  for (const record of records) {
    if (record.table === 'participant') continue;
    const data: Record<string, unknown> = { ...record.data };
    for (const key of REFERENCES) if (typeof data[key] === 'number') data[key] = idOf.get(data[key])!;
    for (const key of OPPONENTS) {
      const side = data[key];
      if (isObject(side) && typeof side.id === 'number')
        data[key] = { ...side, id: drawnParticipant.get(side.id) ?? null };
    }
    if (record.table === 'stage') data.number = number;
    if (record.table === 'match') data.best_of = input.bestOf;
    const id = Number(await storage.insert(record.table as Table, data as never));
    idOf.set(record.id, id);
    if (record.table === 'match') matchId = id;
  }
  if (matchId === undefined) throw new Error('a ladder match was drawn without a match');
  const match = (await storage.select('match', matchId)) as MatchRecord | null;
  if (!match || opponentId(match.opponent1) !== first || opponentId(match.opponent2) !== second)
    throw new Error('a ladder match was drawn with its sides swapped');
  return matchId;
}
