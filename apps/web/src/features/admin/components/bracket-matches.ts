/** A bracket read as the console's match rows: in play order, with round names, teams, scores and report status. */
import {
  forfeitOutcome,
  stageFormatOf,
  stageRoundLabel,
  type ForfeitOutcome,
} from '@arena/shared/bracket-rounds';
import type { BracketMatch, ReportStatus, SideGame, TournamentBracket } from '@arena/shared/brackets';

export interface MatchSide {
  /** The team's name, 'To be decided' while unknown, or 'Bye' (English: screens show their own words for both). */
  name: string;
  /** No opponent will come: the other side goes through. */
  bye: boolean;
  teamId: number | null;
  score: number | null;
  won: boolean;
  /** Decided by a forfeit: 'lost' for the team that forfeited, 'won' for the other. */
  forfeit: ForfeitOutcome | null;
}

export interface MatchRow {
  matchId: number;
  /** The round's English name, as the API's round_label (drawAllowedFor reads it); shown through localRoundLabel. */
  round: string;
  number: number;
  sides: [MatchSide, MatchSide];
  reportStatus: ReportStatus;
  /** brackets-manager's status: 0 locked, 1 waiting, 2 ready, 3 running, 4 completed, 5 archived. */
  status: number;
  /** Both teams are known: an admin can set or correct the result. */
  playable: boolean;
  /** A round-robin match (a group stage's too) may end in a draw; an elimination match may not. */
  drawAllowed: boolean;
  /** The series length the match is played as (1 when the bracket names none: decision 0040). */
  bestOf: number;
  /** A decided series' games in the match's order of sides; empty before, for a Bo1 and a score-only result. */
  games: SideGame[];
}

/**
 * Whether a match named by its round label may be a draw, for lists that know the label only (disputes, the
 * control room): a round robin's, or a group stage's ("Group A, round 2") before a playoff (decision 0043).
 */
export function drawAllowedFor(
  tournament: { bracket_format: string; group_stage?: { format: string } | null },
  roundLabel: string,
): boolean {
  if (tournament.bracket_format === 'round_robin') return true;
  return tournament.group_stage?.format === 'round_robin' && /^Group \S+, round \d+$/.test(roundLabel);
}

/** Each report state's message key (area admin, decision 0062). */
export const REPORT_STATUS_LABEL: Record<ReportStatus, string> = {
  none: 'admin.results.report.none',
  awaiting_opponent: 'admin.results.report.awaiting',
  disputed: 'admin.results.report.disputed',
  confirmed: 'admin.results.report.confirmed',
};

export function matchRows(bracket: TournamentBracket): MatchRow[] {
  const participants = new Map(bracket.participants.map((p) => [p.id, p]));
  const groupNumber = new Map(bracket.groups.map((group) => [group.id, group.number]));
  const rounds = new Map(bracket.rounds.map((round) => [round.id, round]));
  const roundCount = (groupId: number) => bracket.rounds.filter((round) => round.group_id === groupId).length;
  // Each match by its own stage (a group stage before a playoff: decision 0043).
  const stageOf = new Map(bracket.stages.map((stage) => [stage.id, stage]));
  const groupCount = (stageId: number) => bracket.groups.filter((g) => g.stage_id === stageId).length;

  const side = (opponent: BracketMatch['opponent1'], other: BracketMatch['opponent1']): MatchSide => {
    if (opponent === null)
      return { name: 'Bye', bye: true, teamId: null, score: null, won: false, forfeit: null };
    const participant = opponent.id === null ? undefined : participants.get(opponent.id);
    return {
      name: participant?.name ?? 'To be decided',
      bye: false,
      teamId: participant?.team_id ?? null,
      score: opponent.score ?? null,
      won: opponent.result === 'win',
      forfeit: forfeitOutcome(opponent, other),
    };
  };

  return [...bracket.matches]
    .map((match) => {
      const round = rounds.get(match.round_id);
      const group = groupNumber.get(match.group_id) ?? 1;
      return {
        order: [stageOf.get(match.stage_id)?.number ?? 1, group, round?.number ?? 0, match.number],
        row: {
          matchId: match.id,
          round: stageRoundLabel(
            stageFormatOf(bracket.format, stageOf.get(match.stage_id)),
            groupCount(match.stage_id),
            group,
            round?.number ?? 0,
            roundCount(match.group_id),
          ),
          number: match.number,
          sides: [side(match.opponent1, match.opponent2), side(match.opponent2, match.opponent1)] as [
            MatchSide,
            MatchSide,
          ],
          reportStatus: match.report_status,
          status: match.status,
          playable: match.opponent1?.id != null && match.opponent2?.id != null,
          // A Swiss stage, stored as round robin, takes no draw (decision 0042).
          drawAllowed: stageFormatOf(bracket.format, stageOf.get(match.stage_id)) === 'round_robin',
          bestOf: match.best_of ?? 1,
          games: match.games ?? [],
        },
      };
    })
    .sort(
      (a, b) =>
        a.order[0]! - b.order[0]! ||
        a.order[1]! - b.order[1]! ||
        a.order[2]! - b.order[2]! ||
        a.order[3]! - b.order[3]!,
    )
    .map((entry) => entry.row);
}

/** What the report column says of a row. */
/** The message key of a match's report state. */
export function reportLabel(row: MatchRow): string {
  if (!row.playable)
    return row.sides.some((s) => s.bye) ? 'admin.results.bye' : 'admin.results.report.waiting';
  if (row.status >= 4 && row.reportStatus !== 'confirmed') return 'admin.results.report.decided';
  return REPORT_STATUS_LABEL[row.reportStatus];
}
