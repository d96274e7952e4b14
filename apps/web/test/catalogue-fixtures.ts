/** Games, tournaments, rosters and enrolment teams shaped like the catalogue API's answers. */
import type { Game, Tournament, TournamentFilters } from '@arena/shared/catalogue';
import type { Team } from '@arena/shared/teams';
import { ok } from './http';
import type { LeaderboardEntry } from '@arena/shared/leaderboard';

export const FILTER_BOUNDS: TournamentFilters = {
  max_entry_fee: 25,
  max_total_teams: 64,
  max_winning_prize: 2000,
  regions: ['Central Europe', 'UK & Ireland', 'Western Europe'],
};

export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  const id = overrides.id ?? 1;
  return {
    id,
    game_id: 3,
    game_name: 'Rocket League',
    tournament_name: `Tournament ${id}`,
    description: `Description of tournament ${id}`,
    tournament_banner: `tournaments/t-${id}.jpg`,
    tournament_category: 'regular',
    entry_fee: 12,
    total_teams: 16,
    enrolled_teams: 7,
    region: 'Northern Europe',
    team_size: 3,
    tournament_start_date: '2026-12-05T18:00:00.000Z',
    tournament_end_date: '2026-12-06T20:00:00.000Z',
    registration_deadline_date: '2026-12-04T17:30:00.000Z',
    winning_prize: 300,
    tournament_state: 'pending',
    participate: false,
    overview_description: '<h3>Format</h3><p>Single elimination.</p>',
    prize_description: '<ul><li>1st place: £300.00</li></ul>',
    bracket_image_url: null,
    check_in_minutes: 0,
    check_in_opens_at: null,
    bracket_format: 'single_elimination',
    best_of: 1,
    final_best_of: 1,
    third_place_match: false,
    grand_final: 'simple',
    swiss_rounds: null,
    swiss_advance_wins: null,
    swiss_eliminate_losses: null,
    swiss_decider_best_of: null,
    group_stage: null,
    map_pool: [],
    veto: 'none',
    veto_step_seconds: 60,
    ...overrides,
  };
}

export function makeGame(overrides: Partial<Game> = {}): Game {
  const id = overrides.id ?? 1;
  return { id, game_name: `Game ${id}`, game_banner: `games/g-${id}.jpg`, ...overrides };
}

export function makeEnrolTeam(overrides: Partial<Team> = {}): Team {
  const id = overrides.id ?? 41;
  return {
    id,
    team_name: `Squad ${id}`,
    slug: `squad-${id}`,
    captain_id: 7,
    captain_name: 'NovaStrike',
    total_players: 3,
    accepted_players: 3,
    description: '',
    status: 'unlock',
    role: 'captain',
    ...overrides,
  };
}

/** An answer of GET /api/tournaments-list; paged like the server when `page` is given. */
export function tournamentsReply(
  tournaments: Tournament[],
  options: { page?: number; perPage?: number; filters?: TournamentFilters } = {},
) {
  const perPage = options.perPage ?? 3;
  const page = options.page;
  const slice = page === undefined ? tournaments : tournaments.slice((page - 1) * perPage, page * perPage);
  return ok('Tournaments', {
    tournaments: slice,
    data: options.filters ?? FILTER_BOUNDS,
    ...(page === undefined
      ? {}
      : {
          pagination: {
            page,
            per_page: perPage,
            total: tournaments.length,
            last_page: Math.max(1, Math.ceil(tournaments.length / perPage)),
          },
        }),
  });
}

/** The query of a recorded request. */
export function queryOf(url: string): URLSearchParams {
  return new URL(url, 'http://localhost').searchParams;
}

/** A leaderboard row (decision 0047): a ranked player with a 8-4 record and no trend, with `overrides`. */
export function makeLeaderboardEntry(overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank: 1,
    user_id: 7,
    username: 'Ace',
    picture: null,
    rating: 1500,
    matches: 12,
    wins: 8,
    losses: 4,
    draws: 0,
    trend: 0,
    provisional: false,
    ...overrides,
  };
}
