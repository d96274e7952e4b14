/**
 * The organiser's control room of a tournament (decision 0024): every match with its state, when it became
 * ready, its deadline, both reports with their evidence and where it stands in the no-show and dispute queues.
 * Reads only.
 */
import type { ControlMatch, ControlRoom } from '@arena/shared/match-control';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { readBracket } from './bracket-reads.service';
import { isDecided, matchLabeller, matchStanding, opponentId, type MatchRecord } from './bracket.rules';
import { findTournament, listMatchGames, listReports } from './brackets.repository';
import { findReportMinutes, listTournamentDeadlines } from './match-deadlines.repository';
import { readEvidence } from './match-evidence.reads';
import { seriesLengths } from './series.rules';

export function createControlRoom(deps: { db: Db; clock: Clock }) {
  return {
    /** The tournament's control room as of now. */
    read: (tournamentId: number) => readControlRoom(deps.db, tournamentId, deps.clock.now()),
  };
}

export type ControlRoomService = ReturnType<typeof createControlRoom>;

async function readControlRoom(db: Db, tournamentId: number, now: Date): Promise<ControlRoom> {
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) throw notFound('The tournament');
  const [bracket, reports, deadlines, minutes, evidence, seriesGames] = await Promise.all([
    readBracket(db, tournamentId),
    listReports(db, { tournamentId }),
    listTournamentDeadlines(db, tournamentId),
    findReportMinutes(db, tournamentId),
    readEvidence(db, { tournamentId }),
    listMatchGames(db, { tournamentId }),
  ]);
  const bestOf = seriesLengths(tournament, bracket);
  const [stage] = bracket.stages;
  const label = stage ? matchLabeller(bracket.stages, bracket.groups, bracket.rounds) : () => '';
  const participant = new Map(bracket.participants.map((p) => [Number(p.id), p]));
  const deadlineOf = new Map(deadlines.map((row) => [row.matchId, row]));

  const matches: ControlMatch[] = [];
  for (const match of bracket.matches) {
    // A bye is not a match anyone plays.
    if (match.opponent1 === null || match.opponent2 === null) continue;
    const matchId = Number(match.id);
    const matchReports = reports.filter((r) => r.matchId === matchId);
    const deadline = deadlineOf.get(matchId);
    const side = (opponent: MatchRecord['opponent1']): ControlMatch['opponent1'] => {
      const id = opponentId(opponent);
      const p = id === null ? undefined : participant.get(id);
      if (!p || !opponent) return null;
      const teamId = Number(p.team_id);
      const report = matchReports.find((r) => r.teamId === teamId);
      return {
        team_id: teamId,
        team_name: p.name,
        score: isDecided(match) ? (opponent.score ?? null) : null,
        forfeit: opponent.forfeit === true,
        report: report
          ? {
              own_score: report.ownScore,
              opponent_score: report.opponentScore,
              games: report.games,
              reported_at: report.updatedAt.toISOString(),
            }
          : null,
        evidence: evidence.of(matchId, teamId),
      };
    };
    const state = matchStanding(match, matchReports.length, deadline?.state);
    matches.push({
      match_id: matchId,
      round_label: label(match),
      best_of: bestOf(match),
      // A reset or forfeited match keeps no games (decision 0040); only a decided one shows them.
      games: isDecided(match)
        ? (seriesGames.get(matchId) ?? []).map((game) => ({
            opponent1_score: game.opponent1,
            opponent2_score: game.opponent2,
          }))
        : [],
      state,
      opponent1: side(match.opponent1),
      opponent2: side(match.opponent2),
      ready_at: deadline?.readyAt.toISOString() ?? null,
      report_deadline: deadline?.reportDeadline?.toISOString() ?? null,
      deadline_state: deadline?.state ?? 'none',
    });
  }
  return {
    tournament_id: tournament.id,
    tournament_name: tournament.name,
    tournament_state: tournament.state,
    match_report_minutes: minutes,
    now: now.toISOString(),
    no_show_count: matches.filter((m) => m.state === 'no_show').length,
    dispute_count: matches.filter((m) => m.state === 'disputed').length,
    matches,
  };
}
