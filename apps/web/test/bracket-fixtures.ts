/** Brackets and matches shaped like the brackets API's answers (brackets-viewer's data shape). */
import type { BracketMatch, MyMatch, TournamentBracket } from '@arena/shared/brackets';

type Opponent = BracketMatch['opponent1'];

function match(
  id: number,
  roundId: number,
  number: number,
  status: number,
  opponent1: Opponent,
  opponent2: Opponent,
  reportStatus: BracketMatch['report_status'] = 'none',
): BracketMatch {
  return {
    id,
    stage_id: 1,
    group_id: 1,
    round_id: roundId,
    number,
    child_count: 0,
    status,
    opponent1,
    opponent2,
    report_status: reportStatus,
  };
}

/**
 * Four teams, single elimination: semi-final 1 played (Lumen Squad beat Cobalt Trio 3-1), semi-final 2
 * reported by one captain, the final waiting for it. The viewer's team is Lumen Squad unless told.
 */
export function makeBracket(
  tournamentId: number,
  overrides: Partial<TournamentBracket> = {},
): TournamentBracket {
  return {
    tournament_id: tournamentId,
    format: 'single_elimination',
    stages: [
      {
        id: 1,
        tournament_id: tournamentId,
        name: 'Single elimination',
        type: 'single_elimination',
        number: 1,
        settings: { size: 4, seedOrdering: ['natural'], balanceByes: true, consolationFinal: false },
      },
    ],
    groups: [{ id: 1, stage_id: 1, number: 1 }],
    rounds: [
      { id: 1, stage_id: 1, group_id: 1, number: 1 },
      { id: 2, stage_id: 1, group_id: 1, number: 2 },
    ],
    matches: [
      // Listed out of order on purpose: rows follow round and match numbers.
      match(13, 2, 1, 1, { id: 1 }, { id: null }),
      match(
        11,
        1,
        1,
        4,
        { id: 1, position: 1, score: 3, result: 'win' },
        { id: 2, position: 2, score: 1, result: 'loss' },
        'confirmed',
      ),
      match(12, 1, 2, 2, { id: 3, position: 3 }, { id: 4, position: 4 }, 'awaiting_opponent'),
    ],
    match_games: [],
    participants: [
      { id: 1, tournament_id: tournamentId, name: 'Lumen Squad', team_id: 41 },
      { id: 2, tournament_id: tournamentId, name: 'Cobalt Trio', team_id: 42 },
      { id: 3, tournament_id: tournamentId, name: 'Mistral Duo', team_id: 43 },
      { id: 4, tournament_id: tournamentId, name: 'Halcyon Five', team_id: 44 },
    ],
    my_team_ids: [41],
    ...overrides,
  };
}

export function makeMyMatch(overrides: Partial<MyMatch> = {}): MyMatch {
  return {
    match_id: 13,
    round_label: 'Final',
    opponent_name: null,
    my_team_id: 41,
    stage_number: 1,
    round_number: 1,
    best_of: 1,
    games: [],
    status: 'waiting',
    my_report: null,
    opponent_report: null,
    can_report: false,
    result: null,
    forfeit: null,
    report_deadline: null,
    ...overrides,
  };
}
