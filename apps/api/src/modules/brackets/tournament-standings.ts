/**
 * A finished tournament's standings for its public page: every team of the bracket with its place and the
 * prize the completion paid it (the same division as the lifecycle's, so the page shows what was paid).
 */
import type { TournamentStanding } from '@arena/shared/brackets';
import { penceToPounds } from '@arena/shared/money';
import type { DbOrTx } from '../../db/client';
import { prizeByTeam } from '../lifecycle/prizes';
import { createBracketStorage } from './bracket-storage';
import type { ParticipantRecord } from './bracket.rules';
import { placings } from './bracket-standings';
import { findPrizePool } from './brackets.repository';

/** Empty until the tournament is completed (a cancelled or live one has no final places to show). */
export async function readStandings(db: DbOrTx, tournamentId: number): Promise<TournamentStanding[]> {
  const tournament = await findPrizePool(db, tournamentId);
  if (tournament?.state !== 'completed') return [];
  const groups = await placings(db, tournamentId);
  if (groups.length === 0) return [];
  const participants = ((await createBracketStorage(db, tournamentId).select('participant')) ??
    []) as ParticipantRecord[];
  // The name the team played under, as the bracket shows it.
  const nameOf = new Map(participants.map((p) => [Number(p.team_id), p.name]));
  const prizes = prizeByTeam(tournament.poolPence, tournament.split, groups);

  const standings: TournamentStanding[] = [];
  let ahead = 0;
  for (const group of groups) {
    for (const teamId of [...group].sort((a, b) => a - b)) {
      standings.push({
        team_id: teamId,
        team_name: nameOf.get(teamId) ?? '',
        placing: ahead + 1,
        prize: penceToPounds(prizes.get(teamId) ?? 0),
      });
    }
    ahead += group.length;
  }
  return standings;
}
