/**
 * A tournament's standings (decision 0043): per stage and group, each team's record and rank, and once the
 * tournament is completed its final placings with the prizes paid. GET /api/tournament-standings answers these.
 */
import { z } from 'zod';
import { bracketFormats } from './bracket-rounds';

export const standingsRowSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  /** 1 first; teams equal on every tie-breaker share a rank. */
  rank: z.number().int().min(1),
  played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  /** Games won and lost: a series' game scores (a single game's score in a best-of-1). */
  game_wins: z.number().int(),
  game_losses: z.number().int(),
  /** 3 a win, 1 a draw. */
  points: z.number().int(),
  /** The sum of the team's opponents' wins minus losses. */
  buchholz: z.number().int(),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

export const standingsGroupSchema = z.object({
  /** 1 first (Group A); an elimination stage is one group. */
  number: z.number().int().min(1),
  name: z.string(),
  rows: z.array(standingsRowSchema),
});
export type StandingsGroup = z.infer<typeof standingsGroupSchema>;

export const standingsStageSchema = z.object({
  number: z.number().int().min(1),
  name: z.string(),
  format: z.enum(bracketFormats),
  groups: z.array(standingsGroupSchema),
});
export type StandingsStage = z.infer<typeof standingsStageSchema>;

export const placingSchema = z.object({
  /** Tied teams share the place (two 3rds, then 5th). */
  place: z.number().int().min(1),
  team_id: z.number().int(),
  team_name: z.string(),
  /** In pounds. */
  prize: z.number(),
});
export type Placing = z.infer<typeof placingSchema>;

export const tournamentStandingsSchema = z.object({
  stages: z.array(standingsStageSchema),
  /** Empty until the tournament is completed. */
  placings: z.array(placingSchema),
});
export type TournamentStandings = z.infer<typeof tournamentStandingsSchema>;
