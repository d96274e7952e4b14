/**
 * The public player and team pages (issue 27, decision 0046): GET /api/player-profile and GET /api/team-profile.
 * Public reads: a visitor sees platform IDs and total winnings only where the player allows it (My Account,
 * Privacy); the player themself and the admins see them always.
 */
import { z } from 'zod';
import { requiredQueryInt } from './catalogue';
import { platformIdsShape } from './platforms';

/** A rating stays provisional until this many rated matches (issue 27). */
export const PROVISIONAL_MATCHES = 10;

export const isProvisional = (matches: number): boolean => matches < PROVISIONAL_MATCHES;

/** How many recent matches and tournaments the pages list, and history points per rating. */
export const PROFILE_RECENT_MATCHES = 20;
export const PROFILE_TOURNAMENTS = 20;
export const PROFILE_HISTORY_POINTS = 100;

export const PUBLIC_PROFILE_MESSAGES = {
  player: 'Player profile',
  team: 'Team profile',
  playerNotFound: 'This player was not found.',
  teamNotFound: 'This team was not found.',
} as const;

export const playerProfileQuery = z.object({ user_id: requiredQueryInt('user_id') });
export const teamProfileQuery = z.object({ team_id: requiredQueryInt('team_id') });

const resultSchema = z.enum(['win', 'loss', 'draw']);

/** One point of a rating's history: the rating after one rated match. */
export const ratingPointSchema = z.object({
  match_id: z.number().int(),
  /** When the match was decided (ISO). */
  date: z.string(),
  rating_after: z.number().int(),
  result: resultSchema,
});
export type RatingPoint = z.infer<typeof ratingPointSchema>;

export const profileRatingSchema = z.object({
  game_id: z.number().int(),
  game_name: z.string(),
  team_size: z.number().int(),
  rating: z.number().int(),
  matches: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  /** True while matches < 10. */
  provisional: z.boolean(),
  /** Oldest first, the last PROFILE_HISTORY_POINTS rated matches. */
  history: z.array(ratingPointSchema),
});
export type ProfileRating = z.infer<typeof profileRatingSchema>;

export const recordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
});
export type ProfileRecord = z.infer<typeof recordSchema>;

/** A decided match, from the side of the player's (or the page's) team. */
export const profileMatchSchema = z.object({
  match_id: z.number().int(),
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  /** When the match was decided (ISO). */
  date: z.string(),
  team_id: z.number().int(),
  team_name: z.string(),
  opponent_team_id: z.number().int(),
  opponent_team_name: z.string(),
  own_score: z.number().int().nullable(),
  opponent_score: z.number().int().nullable(),
  result: resultSchema,
  /** False when an anti-abuse rule kept the match from moving ratings. */
  rated: z.boolean(),
});
export type ProfileMatch = z.infer<typeof profileMatchSchema>;

export const profileTournamentSchema = z.object({
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  game_name: z.string(),
  team_size: z.number().int(),
  tournament_state: z.string(),
  /** ISO. */
  start_date: z.string(),
  team_id: z.number().int(),
  team_name: z.string(),
  /** The final placing once the tournament is completed (tied teams share it); null before. */
  placing: z.number().int().nullable(),
});
export type ProfileTournament = z.infer<typeof profileTournamentSchema>;

export const profileTeamSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  team_size: z.number().int(),
  captain: z.boolean(),
});

export const playerProfileSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  player_id: z.string(),
  profile_picture: z.string().nullable(),
  country: z.string().nullable(),
  /** Null when hidden from this viewer (the player keeps them private). */
  platform_ids: z.object(platformIdsShape()).nullable(),
  teams: z.array(profileTeamSchema),
  ratings: z.array(profileRatingSchema),
  /** Every decided match the player's teams played with the player on the roster. */
  record: recordSchema,
  recent_matches: z.array(profileMatchSchema),
  tournaments: z.array(profileTournamentSchema),
  /** Total prizes paid to the player's wallet, in pounds; null when hidden from this viewer. */
  winnings: z.number().nullable(),
  /** The player's own privacy settings (what visitors see). */
  platform_ids_public: z.boolean(),
  winnings_public: z.boolean(),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const rosterPlayerSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  captain: z.boolean(),
});

export const teamProfileSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  description: z.string(),
  team_size: z.number().int(),
  /** A deleted team keeps its page for its history: no roster, its matches and tournaments still listed. */
  deleted: z.boolean(),
  roster: z.array(rosterPlayerSchema),
  record: recordSchema,
  recent_matches: z.array(profileMatchSchema),
  tournaments: z.array(profileTournamentSchema),
});
export type TeamProfile = z.infer<typeof teamProfileSchema>;
