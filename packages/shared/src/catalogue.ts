/** Games and tournaments as the public pages read them (spec 000 sections 2, 3 and 7). */
import { z } from 'zod';
import { bracketFormats } from './bracket-rounds';
import { platformIdsShape } from './platforms';
import { GRAND_FINAL_MODES, GROUP_STAGE_FORMATS, VETO_MODES } from './series-format';

/** Query values arrive as strings; an empty one means "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const queryInt = (name: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int({ error: `${name} must be a whole number` })
      .min(min, { error: `${name} must be at least ${min}` })
      .max(max, { error: `${name} cannot exceed ${max}` })
      .optional(),
  );

/**
 * A required whole-number query value, e.g. `id` of /api/tournament-details. Its input type is what a client
 * sends (a number in a JSON body, digits in a query string); any other value is refused when parsed.
 */
export const requiredQueryInt = (name: string, min = 1, max = 2_147_483_647) =>
  z.preprocess(
    (value: number | string) =>
      value === '' || value === null || value === undefined ? undefined : Number(value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a number`),
      })
      .int({ error: `${name} must be a whole number` })
      .min(min, { error: `${name} must be at least ${min}` })
      .max(max, { error: `${name} cannot exceed ${max}` }),
  );

const queryNumber = (name: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .min(0, { error: `${name} must be at least 0` })
      .max(max, { error: `${name} cannot exceed ${max}` })
      .optional(),
  );

export const paginationQuery = {
  page: queryInt('page', 1, 100_000),
  per_page: queryInt('per_page', 1, 100),
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, { error: 'search cannot exceed 100 characters' }).optional(),
  ),
};

/** Every state a tournament can be in: the database column, the API and the console use this one list. */
export const TOURNAMENT_STATES = ['pending', 'underway', 'completed', 'cancelled'] as const;
export type TournamentState = (typeof TOURNAMENT_STATES)[number];
/** Registration open or play underway: such a tournament keeps its game in the catalogue. */
export const OPEN_TOURNAMENT_STATES = ['pending', 'underway'] as const satisfies readonly TournamentState[];

export const TOURNAMENT_CATEGORIES = ['regular', 'vip'] as const;

export const tournamentStateFilters = ['all', 'active', 'upcoming'] as const;
export type TournamentStateFilter = (typeof tournamentStateFilters)[number];

export const tournamentsListQuery = z.object({
  tournament_state: z.preprocess(
    blankToUndefined,
    z
      .enum(tournamentStateFilters, { error: 'tournament_state must be one of: all, active, upcoming' })
      .default('all'),
  ),
  game_id: queryInt('game_id', 1, 2_147_483_647),
  /** The filters are upper bounds, as the sliders run from 0 to the server's maximum. */
  total_teams: queryInt('total_teams', 0, 1_000_000),
  entry_fee: queryInt('entry_fee', 0, 1_000_000_000),
  winning_prize: queryNumber('winning_prize', 1_000_000_000),
  region: z.preprocess(
    blankToUndefined,
    z.string().trim().max(60, { error: 'region cannot exceed 60 characters' }).optional(),
  ),
  ...paginationQuery,
});
export type TournamentsListQuery = z.infer<typeof tournamentsListQuery>;

export const gamesListQuery = z.object(paginationQuery);

export const gameSchema = z.object({
  id: z.number().int(),
  game_name: z.string(),
  game_banner: z.string().nullable(),
});
export type Game = z.infer<typeof gameSchema>;

export const tournamentSchema = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  game_name: z.string(),
  tournament_name: z.string(),
  description: z.string(),
  tournament_banner: z.string().nullable(),
  tournament_category: z.enum(TOURNAMENT_CATEGORIES),
  entry_fee: z.number().int(),
  total_teams: z.number().int(),
  /** Teams enrolled so far. */
  enrolled_teams: z.number().int(),
  region: z.string(),
  team_size: z.number().int(),
  tournament_start_date: z.string(),
  tournament_end_date: z.string(),
  registration_deadline_date: z.string(),
  /** Pounds. */
  winning_prize: z.number(),
  tournament_state: z.enum(TOURNAMENT_STATES),
  participate: z.boolean(),
  overview_description: z.string(),
  prize_description: z.string(),
  bracket_image_url: z.string().nullable(),
  /** Minutes before the start during which captains check in; 0 = no check-in. */
  check_in_minutes: z.number().int(),
  /** When check-in opens (ISO), or null without check-in. */
  check_in_opens_at: z.string().nullable(),
  /** How the matches are played (decision 0039), shown to players on the tournament page. */
  bracket_format: z.enum(bracketFormats),
  best_of: z.number().int(),
  final_best_of: z.number().int(),
  third_place_match: z.boolean(),
  grand_final: z.enum(GRAND_FINAL_MODES),
  swiss_rounds: z.number().int().nullable(),
  swiss_advance_wins: z.number().int().nullable(),
  swiss_eliminate_losses: z.number().int().nullable(),
  swiss_decider_best_of: z.number().int().nullable(),
  group_stage: z
    .object({ format: z.enum(GROUP_STAGE_FORMATS), groups: z.number().int(), advance: z.number().int() })
    .nullable(),
  /** In game order when the veto is `schedule`. */
  map_pool: z.array(z.string()),
  veto: z.enum(VETO_MODES),
  veto_step_seconds: z.number().int(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentFiltersSchema = z.object({
  max_entry_fee: z.number(),
  max_total_teams: z.number(),
  max_winning_prize: z.number(),
  regions: z.array(z.string()),
});
export type TournamentFilters = z.infer<typeof tournamentFiltersSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

export const tournamentParticipantSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  captain_name: z.string(),
  /** Whether the team has checked in (only meaningful for a tournament with check-in). */
  checked_in: z.boolean(),
});

export const teamPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 accepted, 2 captain, anything else pending. */
  is_accepted: z.number().int(),
  /** The platform IDs only. */
  user_details: z.object(platformIdsShape()),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;
