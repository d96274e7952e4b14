/**
 * Bracket events as notifications (decision 0021), in the result's transaction: confirmed results, admin
 * decisions and corrections, and every match that now has both teams ("match ready", once per pairing).
 */
import type { Tx } from '../../db/client';
import { matchOf, matchesIn, openBracket, teamLookupOf } from '../brackets/bracket-engine';
import type { BracketEvent, ChangedMatchIds } from '../brackets/bracket-events';
import { isPlayable, opponentId, outcomeOf, type MatchRecord } from '../brackets/bracket.rules';
import { matchReadyAnnounced } from './notifications.repository';
import { notify } from './notify';

function teamsOf(match: MatchRecord, teamOf: (participantId: number | null) => number | null) {
  return [teamOf(opponentId(match.opponent1)), teamOf(opponentId(match.opponent2))] as const;
}

/**
 * Tells both rosters of every playable match whose pairing was not announced yet: of the matches a result
 * changed (no other match can have become playable), or of the whole bracket when it was just drawn. Its
 * reads and writes are a few statements however many matches it announces.
 */
export async function announceReadyMatches(
  tx: Tx,
  tournamentId: number,
  matchIds: ChangedMatchIds = 'all',
): Promise<void> {
  const { storage } = openBracket(tx, tournamentId);
  const playable = (await matchesIn(storage, matchIds)).filter(isPlayable);
  if (playable.length === 0) return;
  const teamOf = await teamLookupOf(storage, playable);
  const told = await matchReadyAnnounced(
    tx,
    playable.map((match) => Number(match.id)),
  );
  const ready: Array<{ id: number; teamIds: [number, number] }> = [];
  for (const match of playable) {
    const [first, second] = teamsOf(match, teamOf);
    if (first === null || second === null) continue;
    const id = Number(match.id);
    if (told(id, first) && told(id, second)) continue;
    ready.push({ id, teamIds: [first, second] });
  }
  await notify.matchesReady(tx, tournamentId, ready);
}

/** The brackets module's onEvent: records what each result change means for the players. */
export async function notifyBracketEvent(tx: Tx, event: BracketEvent): Promise<void> {
  if (event.type === 'tournament_finished') return; // the lifecycle's completion tells placings and prizes
  const { storage } = openBracket(tx, event.tournamentId);
  const match = await matchOf(storage, event.matchId);
  const teamOf = await teamLookupOf(storage, match ? [match] : []);
  const teams = match ? teamsOf(match, teamOf).filter((id): id is number => id !== null) : [];
  const ref = { id: event.matchId, tournamentId: event.tournamentId, teamIds: teams };
  if (event.type === 'match_confirmed' && event.byDeadline) {
    // match.auto_confirmed (decision 0024) tells the rosters; "both captains agreed" would not be true.
  } else if (event.type === 'match_confirmed') {
    const outcome = match ? outcomeOf(match) : null;
    const winner = match && outcome && outcome !== 'draw' ? teamOf(opponentId(match[outcome])) : null;
    await notify.matchConfirmed(tx, ref, winner);
  } else {
    const affected = [...new Set([...teams, ...event.affectedTeamIds])].filter(
      // A forfeit's own teams get match.forfeited (decision 0024); teams of later matches it changed are told here.
      (id) => !event.forfeit || !teams.includes(id),
    );
    if (affected.length > 0) await notify.resultSet(tx, ref, affected, event.corrected, event.reason ?? null);
  }
  await announceReadyMatches(tx, event.tournamentId, event.changedMatchIds ?? 'all');
}
