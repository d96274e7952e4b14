/**
 * Who may see a match (decisions 0023, 0031): the players on the roster each team entered the tournament with
 * (its entry's roster and captain) and the admins. A player who has left the team since still sees the matches
 * they played; a newcomer to the team does not see the ones played before they joined. Everyone else, and an
 * unknown id, gets the same 404, so a match id reveals nothing.
 */
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { opponentId, type MatchRecord } from '../brackets/bracket.rules';
import { findMatchTournamentId, findTournament, readBracket } from '../brackets/bracket-reads.service';
import { entryTeamsOfUser } from './match-room.repository';

export interface Viewer {
  id: number;
  role: string;
}

export interface OpenedMatch {
  tournament: NonNullable<Awaited<ReturnType<typeof findTournament>>>;
  bracket: Awaited<ReturnType<typeof readBracket>>;
  match: MatchRecord;
  /** Both sides in the match's order, with the team behind each (null while still to be decided). */
  sides: Array<{ opponent: MatchRecord['opponent1']; teamId: number | null }>;
  teamIds: number[];
  /** The viewer's team in this match, or null for an admin. */
  myTeamId: number | null;
  isAdmin: boolean;
}

/**
 * The match and its two teams, or 404 for a viewer who is neither on them nor an admin. `subject` names what
 * was asked for in that 404 (a screenshot of the match is "not found" like the match).
 */
export async function openMatch(
  db: DbOrTx,
  matchId: number,
  viewer: Viewer,
  subject = 'The match',
): Promise<OpenedMatch> {
  const tournamentId = await findMatchTournamentId(db, matchId);
  if (tournamentId === undefined) throw notFound(subject);
  const [tournament, bracket] = await Promise.all([
    findTournament(db, tournamentId),
    readBracket(db, tournamentId),
  ]);
  const match = bracket.matches.find((m) => Number(m.id) === matchId);
  if (!tournament || !match) throw notFound(subject);
  const participantById = new Map(bracket.participants.map((p) => [Number(p.id), p]));
  const sides = [match.opponent1, match.opponent2].map((opponent) => {
    const participant = participantById.get(opponentId(opponent) ?? -1);
    return { opponent, teamId: participant ? Number(participant.team_id) : null };
  });
  const teamIds = sides.flatMap((s) => (s.teamId === null ? [] : [s.teamId]));
  const myTeamIds = await entryTeamsOfUser(db, tournamentId, viewer.id, teamIds);
  const isAdmin = viewer.role === 'admin';
  if (!isAdmin && myTeamIds.length === 0) throw notFound(subject);
  return { tournament, bracket, match, sides, teamIds, myTeamId: myTeamIds[0] ?? null, isAdmin };
}
