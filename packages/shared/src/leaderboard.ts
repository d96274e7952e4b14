/** The public leaderboard: players by rating for one game and team size (decision 0047). */
import { z } from 'zod';
import { queryInt, requiredQueryInt } from './catalogue';

/** A rating is provisional while its player has fewer rated matches than this; provisional players are listed apart. */
export const PROVISIONAL_MATCHES = 10;
export const TEAM_SIZES = [1, 2, 3, 4] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const leaderboardQuery = z.object({
  game_id: requiredQueryInt('game_id'),
  team_size: queryInt('team_size', 1, 4),
  region: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, { error: 'region cannot exceed 100 characters' }).optional(),
  ),
  /** `true` answers the provisional players (fewer than 10 rated matches) instead of the ranked board. */
  provisional: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false', '1', '0'], { error: 'provisional must be true or false' }).optional(),
  ),
  page: queryInt('page', 1, 100_000),
  per_page: queryInt('per_page', 1, 100),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

export const leaderboardEntrySchema = z.object({
  /** Shared by equal ratings (1, 2, 2, 4); null for a provisional player, who is not ranked yet. */
  rank: z.number().int().nullable(),
  user_id: z.number().int(),
  username: z.string(),
  picture: z.string().nullable(),
  rating: z.number().int(),
  matches: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  /** The rating's change over the player's last rated match. */
  trend: z.number().int(),
  provisional: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  game_id: z.number().int(),
  team_size: z.number().int(),
  region: z.string().nullable(),
  provisional: z.boolean(),
  players: z.array(leaderboardEntrySchema),
  /** The regions seen on this game and team size's board, for the region filter. */
  regions: z.array(z.string()),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
